// HTTP side of `npm run bench`: plain requests against the local server, load runs with autocannon,
// and the compressed size of the JavaScript a page loads on first visit.
import http from "node:http";
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

/** Runs autocannon against one target and returns the figures we print. */
export async function measure(address, target, { connections = 20, durationSeconds = 8 } = {}) {
  const result = await load(address, target, { connections, duration: durationSeconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
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
