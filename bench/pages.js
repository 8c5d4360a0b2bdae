// Section `pages` of `npm run bench` (issue 13): home, dog list, one dog and a blog post in both
// languages, a) from the server as started normally (page cache on, after a warm-up), b) from a
// server started with PAGE_CACHE_MB=0 (every answer a render), c) from nginx serving the same bytes
// (bench/nginx.js), all with `Accept-Encoding: gzip` at the same number of clients; and the server's
// resident memory at idle and after a longer load. Budgets (DESIGN.md): the app alone answers a cached
// page at least 2,000 times a second with p99 under 50 ms, a cold render under 50 ms, memory under 512 MB.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { writeFeed300 } from "./feed-300.js";
import { loadTool, measure, request, waitForHealth } from "./http.js";
import { nginxAvailable, startStaticNginx } from "./nginx.js";
import { freePort, note, print, startServer, stopServer } from "./server.js";

const acceptEncoding = "gzip";
const budgets = { cachedRequestsPerSecond: 2000, cachedP99Ms: 50, coldRenderMs: 50, memoryMb: 512 };
const memorySeconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 120);
// Sequential requests per page for the cold render's median (after a few that warm the code up).
const coldRequests = Number(process.env.BENCH_COLD_REQUESTS ?? 30);

// The paths of app/i18n/routes.ts (a TypeScript module the bench, plain Node, cannot import).
const listPath = { de: "/hunde", es: "/perros" };

/** Runs the section; answers the number of failures (errors, non-2xx answers), not of budgets missed. */
export async function benchPages({ connections, durationSeconds }) {
  const results = {};
  let failures = 0;
  let pages;
  const cached = await withServer({}, async (address, hosts, server) => {
    pages = await resolvePages(address, hosts);
    note(`pages: ${pages.map((page) => `${page.name} ${page.path}`).join(", ")}`);
    note(`pages: load from ${loadTool}, ${connections} connections, ${durationSeconds} s per run`);
    await printMemory(server, "idle");
    // Not measured: the start-up's own work (the database's first jobs, the JIT) would land in the
    // first page's p99; a second of load on each page makes the runs below those of a running server.
    for (const page of pages) await measure(address, target(page), { connections, durationSeconds: 1 });
    for (const page of pages) {
      page.answer = await fetchOnce(address, page);
      const result = await measure(address, target(page), { connections, durationSeconds });
      results[page.name] = { cached: result };
      printLoad(page.name, "cached", result);
      failures += reportFailures(`${page.name} cached`, result);
    }
    failures += await memoryUnderLoad(address, pages, server, connections);
  });
  if (!cached.ok) return failures + 1;

  if (nginxAvailable()) failures += await benchNginx(pages, results, { connections, durationSeconds });
  else note("pages: /usr/sbin/nginx missing (apt-get install -y nginx): no nginx comparison");

  // PAGE_CACHE_MB=0 (CONTRACT.md): every answer below is a render.
  const cold = await withServer({ PAGE_CACHE_MB: "0" }, async (address) => {
    for (const page of pages) {
      const single = await sequentialMedianMs(address, page);
      print(`pages_${page.name}`, "cold_render_median_ms", single.toFixed(1));
      const result = await measure(address, target(page), { connections, durationSeconds });
      results[page.name].cold = { ...result, single };
      printLoad(page.name, "cold", result);
      failures += reportFailures(`${page.name} cold`, result);
    }
  });
  if (!cold.ok) failures += 1;
  printBudgets(pages, results);
  return failures;
}

/** Starts a server with a fresh data directory and the 300-dog feed, runs `work`, stops it. */
async function withServer(extraEnv, work) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-pages-"));
  const server = startServer(port, dataDir, writeFeed300(path.join(dataDir, "feed-300.json")), extraEnv);
  const address = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(address, { isRunning: server.isRunning });
    await work(address, { de: `localhost:${port}`, es: `es.localhost:${port}` }, server);
    return { ok: true };
  } catch (error) {
    note(`pages bench failed: ${error instanceof Error ? error.message : String(error)}`);
    // The exit of a crashed server may not have been seen yet.
    await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    if (!server.isRunning()) note(server.output());
    return { ok: false };
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The eight pages: the first dog of the list and the first post of each language's blog. */
async function resolvePages(address, hosts) {
  const answer = await request(address, { path: "/api/dogs", host: hosts.de });
  const { dogs } = JSON.parse(answer.body.toString("utf8"));
  const pages = [];
  for (const locale of ["de", "es"]) {
    const blog = await request(address, { path: "/blog", host: hosts[locale] });
    const post = /href="(\/blog\/[^"/?#]+)"/.exec(blog.body.toString("utf8"))?.[1];
    if (!post) throw new Error(`no blog post linked from /blog on the ${locale} site`);
    const paths = {
      home: "/",
      dogs: listPath[locale],
      dog: `${listPath[locale]}/${dogs[0].slug}`,
      blog: post,
    };
    for (const [kind, pagePath] of Object.entries(paths))
      pages.push({ name: `${kind}_${locale}`, locale, host: hosts[locale], path: pagePath });
  }
  return pages;
}

function target(page) {
  return { path: page.path, host: page.host, headers: { "accept-encoding": acceptEncoding } };
}

/** The page's answer as a browser asking for gzip gets it: also the bytes nginx will serve. */
async function fetchOnce(address, page) {
  const answer = await request(address, target(page));
  const text = answer.body.toString("latin1");
  if (answer.status !== 200) throw new Error(`${page.name}: GET ${page.path} answered ${answer.status}`);
  if (answer.headers["content-encoding"] !== "gzip")
    throw new Error(
      `${page.name}: not gzip-compressed (${answer.headers["content-encoding"] ?? "identity"})`,
    );
  if (text.includes("<html")) throw new Error(`${page.name}: body not compressed`);
  note(
    `${page.name}: ${answer.body.length} bytes gzip, Cache-Control: ${answer.headers["cache-control"] ?? "(none)"}`,
  );
  return {
    body: answer.body,
    contentType: answer.headers["content-type"],
    contentEncoding: answer.headers["content-encoding"],
    vary: answer.headers.vary,
  };
}

function printLoad(name, mode, result) {
  print(`pages_${name}`, `${mode}_requests_per_second`, result.requestsPerSecond);
  print(`pages_${name}`, `${mode}_latency_p50_ms`, result.latencyP50Ms);
  print(`pages_${name}`, `${mode}_latency_p99_ms`, result.latencyP99Ms);
}

function reportFailures(label, result) {
  if (result.failures > 0) {
    const kinds = result.errors ? ` (${JSON.stringify(result.errors)})` : "";
    note(`${label}: ${result.failures} non-2xx answers or errors${kinds}`);
  }
  return result.failures;
}

async function benchNginx(pages, results, { connections, durationSeconds }) {
  let nginx;
  let failures = 0;
  try {
    const files = pages.map((page) => ({ name: page.name, acceptEncoding, ...page.answer }));
    nginx = await startStaticNginx(files, await freePort());
    for (const page of pages) {
      const result = await measure(
        nginx.address,
        { ...target(page), host: undefined, path: `/${page.name}` },
        {
          connections,
          durationSeconds,
        },
      );
      results[page.name].nginx = result;
      printLoad(page.name, "nginx", result);
      const ratio = results[page.name].cached.requestsPerSecond / Math.max(result.requestsPerSecond, 1);
      print(`pages_${page.name}`, "cached_vs_nginx_ratio", ratio.toFixed(2));
      failures += reportFailures(`${page.name} nginx`, result);
    }
  } catch (error) {
    note(`pages: nginx comparison failed: ${error instanceof Error ? error.message : String(error)}`);
    failures += 1;
  } finally {
    await nginx?.stop();
  }
  return failures;
}

/** Median milliseconds of one request at a time (full body read), after 5 that warm the code up. */
async function sequentialMedianMs(address, page) {
  const times = [];
  for (let i = 0; i < coldRequests + 5; i += 1) {
    const started = process.hrtime.bigint();
    const answer = await request(address, target(page));
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (answer.status !== 200) throw new Error(`${page.name}: GET ${page.path} answered ${answer.status}`);
    if (i >= 5) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const middle = Math.floor(times.length / 2);
  return times.length % 2 ? times[middle] : (times[middle - 1] + times[middle]) / 2;
}

/**
 * Resident and peak memory of the server: `node server.js` and the child it runs the server in
 * (docs/decisions/0012), added up, as a machine pays for both (Linux: /proc/<pid>/status).
 */
function memoryOf(pid) {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const total = { rssMb: 0, peakMb: 0 };
  for (const one of [String(pid), ...children]) {
    const status = readFileSync(`/proc/${one}/status`, "utf8");
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
    total.rssMb += kb("VmRSS") / 1024;
    total.peakMb += kb("VmHWM") / 1024;
  }
  return total;
}

async function printMemory(server, when) {
  // A moment for the start's garbage to be collected and the process to settle.
  if (when === "idle") await new Promise((resolve) => setTimeout(resolve, 2_000));
  const { rssMb, peakMb } = memoryOf(server.child.pid);
  print("pages_server", `memory_rss_${when}_mb`, rssMb.toFixed(1));
  print("pages_server", `memory_peak_${when}_mb`, peakMb.toFixed(1));
  return rssMb;
}

/** `memorySeconds` of load on all pages in turn (each connection walks the list), then the memory. */
async function memoryUnderLoad(address, pages, server, connections) {
  note(`pages: ${memorySeconds} s of load on the ${pages.length} pages for the memory figure`);
  const result = await autocannon({
    url: address,
    connections,
    duration: memorySeconds,
    requests: pages.map((page) => ({
      method: "GET",
      path: page.path,
      headers: { host: page.host, "accept-encoding": acceptEncoding },
    })),
  });
  print("pages_memory_load", "requests_per_second", Math.round(result.requests.average));
  const rssMb = await printMemory(server, "after_load");
  print("pages_server", "budget_memory_under_512_mb", rssMb < budgets.memoryMb ? "pass" : "fail");
  return result.non2xx + result.errors + result.timeouts;
}

/** One pass/fail line per page and budget (DESIGN.md, Budgets); the details on stderr. */
function printBudgets(pages, results) {
  for (const page of pages) {
    const { cached, cold } = results[page.name];
    const name = `pages_${page.name}`;
    const fast = cached.requestsPerSecond >= budgets.cachedRequestsPerSecond;
    print(name, "budget_cached_2000_requests_per_second", fast ? "pass" : "fail");
    print(name, "budget_cached_p99_under_50_ms", cached.latencyP99Ms < budgets.cachedP99Ms ? "pass" : "fail");
    if (cold)
      print(name, "budget_cold_render_under_50_ms", cold.single < budgets.coldRenderMs ? "pass" : "fail");
  }
}
