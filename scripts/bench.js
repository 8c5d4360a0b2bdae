// `npm run bench`: starts the production build on a free port with a fresh database and a generated
// 300-dog feed (bench/feed-300.js), load-tests a few pages with autocannon, measures the first-load
// JavaScript, search and filters on the dog list in Chromium, and runs Lighthouse (mobile). Prints one
// figure per line (`name metric value`) on stdout; notes go to stderr. Exits 1 on any non-2xx answer.
// Section `pages` (bench/pages.js) compares the public pages, cached and uncached, with nginx serving
// the same bytes, and reads the server's memory; budgets there are printed as pass/fail. Section
// `soak` (bench/soak.js) sends about a million requests at LOG_LEVEL=info and reads memory along the way.
// The budgets these figures are held to are in DESIGN.md, "Budgets".
import { execSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { measureDogFiltering } from "../bench/dogs.js";
import { measureFirstInteractions } from "../bench/first-interaction.js";
import { writeFeed300 } from "../bench/feed-300.js";
import { benchFormSubmissions, countStoredSubmissions } from "../bench/forms.js";
import { firstLoadScriptBytes, measure, request, waitForHealth, warmUp } from "../bench/http.js";
import { addBenchStaff, inboxTargets, seedInbox, signIn } from "../bench/inbox.js";
import { auditPages, categories } from "../bench/lighthouse.js";
import { benchPages } from "../bench/pages.js";
import { benchSoak } from "../bench/soak.js";
import { freePort, note, print, root, startServer, stopServer } from "../bench/server.js";
import { firstLoadScripts, formatFirstLoad } from "../tests/support/first-load.js";

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
// DESIGN.md: Lighthouse figures are the median of three runs.
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// For quicker runs while working: BENCH_ONLY=http,forms,scripts,filtering,interaction,lighthouse,inbox,pages,soak
// (default all) and BENCH_TARGETS=dogs_de,dogs_de_br (names of the HTTP targets below; default all).
const allSections = [
  "http",
  "forms",
  "scripts",
  "filtering",
  "interaction",
  "lighthouse",
  "inbox",
  "pages",
  "soak",
];
const sections = new Set((process.env.BENCH_ONLY ?? allSections.join(",")).split(","));
// Sections that start servers of their own (bench/inbox.js, bench/pages.js, bench/soak.js).
const ownServerSections = new Set(["inbox", "pages", "soak"]);
// The back office's inbox runs a server of its own (10,000 requests); seconds of load per target.
const inboxSeconds = Number(process.env.BENCH_INBOX_SECONDS ?? 4);
const targetNames = process.env.BENCH_TARGETS ? new Set(process.env.BENCH_TARGETS.split(",")) : null;

/**
 * What the load test hits. `host` is "de" or "es" (the site whose Host header is sent); `method`,
 * `headers`, `body` and `expect` (text the warm-up answer must contain) are optional, so a form
 * submission is one more entry, e.g. { name: "form_contact", host: "de", method: "POST",
 * path: "/api/forms", headers: { "content-type": "application/json" }, body: JSON.stringify({…}) }.
 */
const httpTargets = [
  { name: "home_de", host: "de", path: "/", expect: '<html lang="de"' },
  { name: "about_de", host: "de", path: "/ueber-uns" },
  { name: "home_es", host: "es", path: "/", expect: '<html lang="es"' },
  // DESIGN.md budget: the dog list with 300 dogs, p99 under 50 ms at 20 concurrent clients. Once as
  // the other targets (no compression) and once as browsers ask for it (brotli).
  { name: "dogs_de", host: "de", path: "/hunde", expect: "300 Schützlinge" },
  {
    name: "dogs_de_br",
    host: "de",
    path: "/hunde",
    headers: { "accept-encoding": "gzip, deflate, br, zstd" },
  },
  // The path of the first dog is filled in once the server answers /api/dogs.
  { name: "dog_detail_de", host: "de", path: null },
];

/** The pages DESIGN.md holds to Lighthouse 100, in both languages: home, dog list, a dog, a blog post. */
async function lighthousePages(address, hosts, port) {
  const pages = [];
  for (const [site, host] of Object.entries(hosts)) {
    const origin = `http://${site === "es" ? "es." : ""}localhost:${port}`;
    const dogs = JSON.parse((await request(address, { path: "/api/dogs", host })).body.toString("utf8")).dogs;
    const blog = (await request(address, { path: "/blog", host })).body.toString("utf8");
    const post = /href="(\/blog\/[^"?#]+)"/.exec(blog)?.[1];
    if (!post) throw new Error(`no blog post linked from ${origin}/blog`);
    const dogList = site === "es" ? "/perros" : "/hunde";
    for (const [name, path] of [
      ["home", "/"],
      ["dogs", dogList],
      ["dog", `${dogList}/${dogs[0].slug}`],
      ["blog_post", post],
    ]) {
      pages.push({ name: `lighthouse_${name}_${site}`, url: `${origin}${path}` });
    }
  }
  return pages;
}

function ensureBuild() {
  if (existsSync(path.join(root, process.env.BUILD_DIR ?? "build", "server/index.js"))) return;
  note("no production build yet: running npm run build");
  execSync("npm run build", { cwd: root, stdio: ["ignore", process.stderr, process.stderr] });
}

async function benchHttp(address, hosts) {
  let failures = 0;
  for (const target of httpTargets) {
    if (targetNames && !targetNames.has(target.name)) continue;
    const withHost = { ...target, host: hosts[target.host] };
    await warmUp(address, withHost);
    const result = await measure(address, withHost, { connections, durationSeconds });
    print(target.name, "requests_per_second", result.requestsPerSecond);
    print(target.name, "latency_p50_ms", result.latencyP50Ms);
    print(target.name, "latency_p99_ms", result.latencyP99Ms);
    if (result.failures > 0) {
      note(`${target.name}: ${result.failures} non-2xx answers or errors`);
      failures += result.failures;
    }
  }
  return failures;
}

/** Fills in the dog detail target with the first dog of the list. */
async function resolveDogTargets(address, hosts) {
  const answer = await request(address, { path: "/api/dogs", host: hosts.de });
  const { dogs } = JSON.parse(answer.body.toString("utf8"));
  note(`dog feed: ${dogs.length} dogs`);
  for (const target of httpTargets)
    if (target.name === "dog_detail_de") target.path = `/hunde/${dogs[0].slug}`;
}

/**
 * Search and filter on the dog list in Chromium, medians of 10: from the event to the next paint
 * (`_ms`), and the main thread's work for the answer (`_work_ms`, within one frame: under 16.7 ms).
 */
async function benchDogFiltering(port) {
  for (const cpuThrottling of [1, 4]) {
    const suffix = cpuThrottling > 1 ? `_cpu${cpuThrottling}x` : "";
    const result = await measureDogFiltering(`http://localhost:${port}/hunde`, { cpuThrottling });
    for (const [key, metric] of [
      ["searchApply", "dogs_search_apply_ms"],
      ["searchClear", "dogs_search_clear_ms"],
      ["filterApply", "dogs_filter_apply_ms"],
      ["filterClear", "dogs_filter_clear_ms"],
      ["clickBaseline", "dogs_click_baseline_ms"],
    ]) {
      const { paint, commit, max, work, maxWork } = result[key];
      process.stdout.write(`${metric}${suffix} ${paint.toFixed(1)}\n`);
      const details = [`commit ${commit.toFixed(1)} ms`, `slowest paint ${max.toFixed(1)} ms`];
      if (key !== "clickBaseline") {
        process.stdout.write(`${metric.replace(/_ms$/, "_work_ms")}${suffix} ${work.toFixed(1)}\n`);
        details.push(`slowest work ${maxWork.toFixed(1)} ms`);
      }
      note(`${metric}${suffix}: ${details.join(", ")} (${result.dogs} dogs)`);
    }
  }
}

async function benchScripts(address, hosts) {
  const { files, gzipBytes } = await firstLoadScriptBytes(address, { path: "/", host: hosts.de });
  process.stdout.write(`home_js_gzip_kb ${(gzipBytes / 1024).toFixed(1)}\n`);
  note(`home page loads ${files} script files on first visit`);
  // Every public page, from the build's manifest, gzip -9 per file (the DESIGN.md budget's measure).
  const pages = firstLoadScripts(path.resolve(root, process.env.BUILD_DIR ?? "build"));
  for (const page of pages) {
    print(`js_${page.id.replace(/\W+/g, "_")}`, "first_load_gzip9_kb", (page.gzipBytes / 1000).toFixed(1));
  }
  const largest = Math.max(...pages.map((page) => page.gzipBytes));
  print("js_public_pages", "max_first_load_gzip9_kb", (largest / 1000).toFixed(1));
  note(
    `first-load JavaScript per public page (budgets: 130 KB on pages to read, 150 KB on the others):\n${formatFirstLoad(pages)}`,
  );
}

/** The first interaction on a phone with the CPU slowed 4x (bench/first-interaction.js), medians of 3. */
async function benchFirstInteraction(address, hosts, port) {
  const dogs = JSON.parse(
    (await request(address, { path: "/api/dogs", host: hosts.de })).body.toString("utf8"),
  ).dogs;
  const both = dogs.find((dog) => dog.types.adoption && dog.types.sponsorship);
  if (!both) throw new Error("no dog can be both adopted and sponsored");
  const result = await measureFirstInteractions(`http://localhost:${port}`, `/hunde/${both.slug}`);
  for (const [name, ms] of Object.entries(result))
    print(`first_interaction_${name}`, "cpu4x_ms", Math.round(ms));
}

async function benchLighthouse(address, hosts, port) {
  const pages = await lighthousePages(address, hosts, port);
  for (const result of await auditPages(pages, { runs: lighthouseRuns })) {
    for (const category of categories) print(result.name, category, result.scores[category]);
    for (const [metric, value] of Object.entries(result.metrics)) {
      print(result.name, metric, metric === "cls" ? value.toFixed(3) : Math.round(value));
    }
    for (const audit of result.failing) {
      note(`${result.name} ${audit.category}: ${audit.id} (${audit.title}) ${audit.detail}`.trim());
    }
    for (const warning of result.warnings) note(`${result.name} warning: ${warning}`);
  }
}

/** Every accepted (201) form submission of the load run is a stored row (read once the server stopped). */
async function checkStoredForms(dataDir, forms) {
  const stored = await countStoredSubmissions(dataDir);
  process.stdout.write(`forms_stored_rows ${stored}\n`);
  note(`forms: ${forms.sent} sent, ${forms.accepted} accepted (201), ${stored} stored`);
  if (stored === forms.accepted && forms.accepted === forms.sent) return 0;
  note(`forms: stored rows (${stored}) and accepted answers (${forms.accepted} of ${forms.sent}) differ`);
  return 1;
}

/**
 * The inbox with 10,000 requests (bench/inbox.js): a fresh data directory, the admin made with the
 * staff CLI, the requests written before the server starts, a sign-in, then the list and a filtered
 * search at `connections` clients. Answers the number of failures.
 */
async function benchInboxServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-inbox-"));
  const address = `http://127.0.0.1:${port}`;
  const host = `localhost:${port}`;
  const env = { DATA_DIR: dataDir, DATABASE_URL: undefined, LOG_LEVEL: "warn" };
  let failures = 0;
  let server;
  try {
    addBenchStaff(root, env);
    note(`inbox: ${await seedInbox(dataDir)} requests stored`);
    server = startServer(port, dataDir, writeFeed300(path.join(dataDir, "feed-300.json")));
    await waitForHealth(address, { isRunning: server.isRunning });
    const cookie = await signIn(request, address, { host, origin: `http://localhost:${port}` });
    for (const target of inboxTargets) {
      const withSession = { ...target, host, headers: { ...target.headers, cookie } };
      await warmUp(address, withSession);
      const result = await measure(address, withSession, { connections, durationSeconds: inboxSeconds });
      print(target.name, "requests_per_second", result.requestsPerSecond);
      print(target.name, "latency_p50_ms", result.latencyP50Ms);
      print(target.name, "latency_p99_ms", result.latencyP99Ms);
      // What one volunteer waits for: the answer time with nobody else on the server.
      const alone = await measure(address, withSession, { connections: 1, durationSeconds: inboxSeconds });
      print(target.name, "one_client_p50_ms", alone.latencyP50Ms);
      print(target.name, "one_client_p99_ms", alone.latencyP99Ms);
      for (const { failures: failed } of [result, alone]) {
        if (failed > 0) note(`${target.name}: ${failed} non-2xx answers or errors`);
        failures += failed;
      }
    }
  } catch (error) {
    note(`inbox bench failed: ${error instanceof Error ? error.message : String(error)}`);
    if (server && !server.isRunning()) note(server.output());
    failures += 1;
  } finally {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return failures;
}

/** The sections that run servers of their own, after the shared server has stopped. */
async function benchOwnServers() {
  let failures = 0;
  if (sections.has("inbox")) failures += await benchInboxServer();
  if (sections.has("pages")) failures += await benchPages({ connections, durationSeconds });
  if (sections.has("soak")) failures += await benchSoak({ connections });
  return failures;
}

async function main() {
  ensureBuild();
  if ([...sections].every((section) => ownServerSections.has(section)))
    process.exit((await benchOwnServers()) > 0 ? 1 : 0);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const address = `http://127.0.0.1:${port}`;
  const hosts = { de: `localhost:${port}`, es: `es.localhost:${port}` };
  const feedFile = writeFeed300(path.join(dataDir, "feed-300.json"));
  const server = startServer(port, dataDir, feedFile);
  let failures = 0;
  let forms;
  try {
    await waitForHealth(address, { isRunning: server.isRunning });
    await resolveDogTargets(address, hosts);
    if (sections.has("http")) failures = await benchHttp(address, hosts);
    if (sections.has("forms")) {
      forms = await benchFormSubmissions(address, { host: hosts.de, connections });
      process.stdout.write(`forms_accepted_per_second ${forms.perSecond}\n`);
    }
    if (sections.has("scripts")) await benchScripts(address, hosts);
    if (sections.has("filtering")) await benchDogFiltering(port);
    if (sections.has("interaction")) await benchFirstInteraction(address, hosts, port);
    if (sections.has("lighthouse")) await benchLighthouse(address, hosts, port);
  } catch (error) {
    note(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
    if (!server.isRunning()) note(server.output());
    failures += 1;
  } finally {
    await stopServer(server);
    if (forms) failures += await checkStoredForms(dataDir, forms);
    rmSync(dataDir, { recursive: true, force: true });
  }
  failures += await benchOwnServers();
  process.exit(failures > 0 ? 1 : 0);
}

await main();
