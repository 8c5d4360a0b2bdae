// HTTP side of `npm run bench`: plain requests against the local server, load runs with wrk (or
// autocannon where wrk is missing), and the compressed size of the JavaScript a page loads on first visit.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import autocannon from "autocannon";

/**
 * One request to the server at `address` (`http://127.0.0.1:PORT`), with the site's host name in
 * `Host` so the locale is chosen as for a visitor. Bodies come back as received (not decompressed).
 */
export function request(address, { path = "/", host, method = "GET", headers = {}, body } = {}) {
  const url = new URL(path, address);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { ...(host ? { host } : {}), ...headers } }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Polls GET /healthz until it answers 200; gives up after `timeoutMs` or when `isRunning()` turns false. */
export async function waitForHealth(address, { timeoutMs = 60_000, isRunning = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning()) throw new Error("server exited before it became healthy");
    const response = await request(address, { path: "/healthz" }).catch(() => null);
    if (response?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`);
}

/** Checks a target answers 2xx (and contains `expect`, when given), then sends a few hundred requests. */
export async function warmUp(address, target) {
  const response = await request(address, target);
  const text = response.body.toString("utf8");
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`${target.name}: ${target.method ?? "GET"} ${target.path} answered ${response.status}`);
  }
  if (target.expect && !text.includes(target.expect)) {
    throw new Error(`${target.name}: answer does not contain ${JSON.stringify(target.expect)}`);
  }
  await load(address, target, { connections: 10, amount: 300 });
}

const wrkBinary = "/usr/bin/wrk";

/**
 * The load generator: Debian's wrk, written in C, where installed (`apt-get install -y wrk`), else
 * autocannon. On a 2-core machine the generator shares the cores with the server: autocannon, in
 * JavaScript, takes a whole core to make 4,000 requests a second, wrk a fraction of one, so the
 * figures are the server's and not the generator's. BENCH_LOAD=autocannon forces autocannon.
 */
export const loadTool =
  process.env.BENCH_LOAD === "autocannon" || !existsSync(wrkBinary) ? "autocannon" : "wrk";

/** Runs the load generator against one target and returns the figures we print. */
export async function measure(address, target, { connections = 20, durationSeconds = 8 } = {}) {
  const plainGet = (target.method ?? "GET") === "GET" && target.body === undefined;
  if (loadTool === "wrk" && plainGet)
    return measureWithWrk(address, target, { connections, durationSeconds });
  const result = await load(address, target, { connections, duration: durationSeconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

// wrk's summary as one JSON line: requests, duration (µs), latency percentiles (µs), errors.
const wrkReport = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"failures":%d,' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout, e.connect, e.read, e.write, e.status, e.timeout))
end
`;

const execFileAsync = promisify(execFile);

/** One thread (the generator's share of the machine), `connections` keep-alive connections. */
async function measureWithWrk(address, target, { connections, durationSeconds }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-wrk-"));
  try {
    const script = path.join(dir, "report.lua");
    writeFileSync(script, wrkReport);
    // `Host` as wrk spells it: given as `host`, wrk adds a `Host` of its own (127.0.0.1:port), Node
    // keeps whichever comes first in wrk's (unordered) header table, and a Spanish page was then
    // asked for on the German site now and then (its not-found page, a 404 counted as an error).
    const headers = { ...(target.host ? { Host: target.host } : {}), ...target.headers };
    // An answer is a timeout after 10 s, as with autocannon (wrk's own 2 s would drop the slowest
    // renders of a cold run from its percentiles and count them as errors instead).
    const args = ["-t1", `-c${connections}`, `-d${durationSeconds}s`, "--timeout", "10s", "-s", script];
    for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
    args.push(new URL(target.path, address).href);
    const { stdout } = await execFileAsync(wrkBinary, args, { maxBuffer: 1 << 20 });
    const line = stdout.split("\n").find((text) => text.startsWith('{"requests"'));
    if (!line) throw new Error(`wrk printed no summary for ${target.path}: ${stdout.slice(0, 500)}`);
    const report = JSON.parse(line);
    return {
      requestsPerSecond: Math.round(report.requests / (report.durationUs / 1e6)),
      latencyP50Ms: Math.round(report.p50Us / 100) / 10,
      latencyP99Ms: Math.round(report.p99Us / 100) / 10,
      failures: report.failures,
      // wrk's kinds: `status` counts answers of 400 and above, `timeout` answers later than 10 s.
      errors: report.errors,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function load(address, target, options) {
  return autocannon({
    url: new URL(target.path, address).href,
    method: target.method ?? "GET",
    headers: { ...(target.host ? { host: target.host } : {}), ...target.headers },
    body: target.body,
    ...options,
  });
}

/**
 * Compressed bytes of every script the page at `path` loads on first visit: the modulepreload links
 * and module scripts under /assets, their inline imports, and the static imports inside those files.
 * Counts what the server sends with `Accept-Encoding: gzip`; gzips it here when sent uncompressed.
 */
export async function firstLoadScriptBytes(address, { path = "/", host } = {}) {
  const page = await request(address, { path, host });
  const pending = scriptUrlsInHtml(page.body.toString("utf8"));
  const seen = new Set();
  let gzipBytes = 0;
  while (pending.length > 0) {
    const url = pending.pop();
    if (seen.has(url)) continue;
    seen.add(url);
    const response = await request(address, { path: url, host, headers: { "accept-encoding": "gzip" } });
    if (response.status !== 200) throw new Error(`script ${url} answered ${response.status}`);
    const gzipped = response.headers["content-encoding"] === "gzip";
    gzipBytes += gzipped ? response.body.length : gzipSync(response.body).length;
    const source = (gzipped ? gunzipSync(response.body) : response.body).toString("utf8");
    pending.push(...staticImports(source, url));
  }
  return { files: seen.size, gzipBytes };
}

function scriptUrlsInHtml(html) {
  const urls = [];
  const patterns = [
    /<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g,
    /<link[^>]+href="([^"]+)"[^>]*rel="modulepreload"/g,
    /<script[^>]+src="([^"]+)"/g,
    /\bimport\s*(?:[^"'()]*?\bfrom\s*)?["']([^"']+\.js)["']/g,
  ];
  for (const pattern of patterns) {
    for (const match of html.matchAll(pattern)) urls.push(match[1].replaceAll("&amp;", "&"));
  }
  return urls.map((url) => new URL(url, "http://page/").pathname).filter((p) => p.startsWith("/assets/"));
}

/** Static `import … from "./x.js"` and `import "./x.js"` in a module; dynamic import() is not first load. */
function staticImports(source, fromPath) {
  const urls = [];
  for (const match of source.matchAll(/\b(?:from|import)\s*["']([^"']+\.js)["']/g)) {
    urls.push(new URL(match[1], new URL(fromPath, "http://page/")).pathname);
  }
  return urls.filter((p) => p.startsWith("/assets/"));
}
