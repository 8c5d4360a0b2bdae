import { createHash } from "node:crypto";
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, test } from "vitest";
import { pageCache, preferredEncoding } from "./page-cache";
import { contentSecurityPolicy, inlineHashes, policyHeader, securityHeaders } from "./security";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const security = { imageOrigins: [], https: false, production: true };
const cacheControl = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/**
 * The real layers around the cache (compression, the security headers) and a renderer that sets
 * its page's own CSP, Cache-Control and ETag, writes the page in several chunks, and counts how
 * often it ran. Paths under /other are not for the cache; `/status/404` and the like answer with
 * that status, `/private` privately.
 */
async function site({ ttlMs = 60_000, delayMs = 0, cookie = false } = {}) {
  let shown = {};
  let renders = 0;
  const app = express();
  const cache = pageCache({
    keyOf: (req) => (req.url.startsWith("/other") ? null : req.url),
    shown: () => shown,
    ttlMs,
    maxBytes: 1 << 20,
  });
  app.use(compression());
  app.use(securityHeaders(security));
  app.use(cache.handler);
  app.get("/{*path}", async (req, res) => {
    renders += 1;
    const rendered = renders;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const status = Number(/^\/status\/(\d+)/.exec(req.path)?.[1] ?? 200);
    if (status === 302) return res.redirect(302, "/");
    const html = `<!DOCTYPE html><html><head><script>${rendered}</script></head><body><ul>${"<li>Hund</li>".repeat(500)}</ul><p>${req.originalUrl} render ${rendered}</p></body></html>`;
    res.status(status).setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", req.path === "/private" ? "private, no-store" : cacheControl);
    res.setHeader("ETag", `W/"render-${rendered}"`);
    res.setHeader(policyHeader(security), contentSecurityPolicy(security, inlineHashes(html)));
    if (cookie) res.setHeader("Set-Cookie", "flash=1");
    res.write(html.slice(0, 100));
    res.end(html.slice(100));
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
      return new Promise((resolve, reject) => {
        http
          .request({ port, path, headers, method }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => {
              const raw = Buffer.concat(chunks);
              const decoders: Record<string, (raw: Buffer) => Buffer> = {
                gzip: gunzipSync,
                br: brotliDecompressSync,
              };
              const decode = decoders[String(res.headers["content-encoding"])];
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: (decode && raw.length > 0 ? decode(raw) : raw).toString("utf8"),
              });
            });
          })
          .on("error", reject)
          .end();
      });
    },
    renders: () => renders,
    clear: () => cache.clear(),
    /** The dog list in memory is replaced. */
    showOther() {
      shown = {};
    },
  };
}

const all = { "accept-encoding": "gzip, deflate, br" };
const gzip = { "accept-encoding": "gzip" };

describe("page cache", () => {
  test("a page is rendered once and answered in brotli, gzip or plain, with the render's headers", async () => {
    const server = await site();
    const first = await server.get("/list", all);
    const brotli = await server.get("/list", all);
    const gzipped = await server.get("/list", gzip);
    const plain = await server.get("/list", { "accept-encoding": "identity" });
    expect(server.renders()).toBe(1);
    expect(first.body).toContain("render 1");
    expect([first, brotli, gzipped, plain].map((answer) => answer.body)).toEqual(Array(4).fill(first.body));
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(Buffer.byteLength(first.body));
    for (const answer of [first, brotli, gzipped, plain]) {
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["cache-control"]).toBe(cacheControl);
      expect(answer.headers.etag).toBe('W/"render-1"');
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.headers["content-security-policy"]).toContain("script-src 'sha256-");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  test("the page's own CSP is kept with it: the hash of the page's script, not the default policy", async () => {
    const server = await site();
    await server.get("/list");
    const stored = await server.get("/list");
    expect(stored.body).toContain("<script>1</script>");
    const sha = createHash("sha256").update("1").digest("base64");
    expect(stored.headers["content-security-policy"]).toContain(
      `script-src 'sha256-${sha}' 'strict-dynamic'`,
    );
  });

  test("If-None-Match with the page's ETag gets 304 without a body, in any encoding; another tag the page", async () => {
    const server = await site();
    const first = await server.get("/list", { ...all, "if-none-match": 'W/"render-1"' });
    expect(first.status).toBe(304);
    const etag = 'W/"render-1"';
    for (const encoding of [all, gzip]) {
      const again = await server.get("/list", { ...encoding, "if-none-match": `"other", ${etag}` });
      expect(again.status).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe(cacheControl);
    }
    const other = await server.get("/list", { ...all, "if-none-match": '"other"' });
    expect(other.status).toBe(200);
    expect(other.body).toContain("render 1");
    expect(server.renders()).toBe(1);
  });

  test("a HEAD is answered from the stored page without a body", async () => {
    const server = await site();
    const page = await server.get("/list", all);
    const head = await server.get("/list", all, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-length"]).toBe(page.headers["content-length"]);
    expect(head.headers.etag).toBe(page.headers.etag);
    expect(server.renders()).toBe(1);
  });

  test("a change, a new dog list, another key or an old copy render again; requests without a key are never stored", async () => {
    const server = await site({ ttlMs: 1000 });
    await server.get("/list");
    await server.get("/list?q=a");
    expect(server.renders()).toBe(2);
    server.clear();
    expect((await server.get("/list")).body).toContain("render 3");
    expect((await server.get("/list")).body).toContain("render 3");
    server.showOther();
    expect((await server.get("/list")).body).toContain("render 4");
    expect((await server.get("/list")).body).toContain("render 4");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await server.get("/list")).body).toContain("render 5");
    await server.get("/other");
    await server.get("/other");
    expect(server.renders()).toBe(7);
  });

  test("a page whose data changed while it rendered is answered but not kept", async () => {
    const server = await site({ delayMs: 200 });
    const pending = server.get("/list");
    while (server.renders() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    server.clear();
    expect((await pending).body).toContain("render 1");
    expect((await server.get("/list")).body).toContain("render 2");
  });

  test("concurrent first requests wait for one render", async () => {
    const server = await site({ delayMs: 100 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => server.get("/list", all)));
    expect(server.renders()).toBe(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  test("the not-found page is kept; redirects, errors, private answers and pages that set cookies are not", async () => {
    const server = await site();
    for (let i = 0; i < 2; i += 1) await server.get("/status/404");
    expect(server.renders()).toBe(1);
    for (let i = 0; i < 2; i += 1) expect((await server.get("/status/500")).status).toBe(500);
    for (let i = 0; i < 2; i += 1) expect((await server.get("/status/302")).status).toBe(302);
    for (let i = 0; i < 2; i += 1) {
      const answer = await server.get("/private", all);
      expect(answer.headers["cache-control"]).toBe("private, no-store");
    }
    expect(server.renders()).toBe(7);
    const withCookie = await site({ cookie: true });
    await withCookie.get("/list");
    const second = await withCookie.get("/list", all);
    expect(second.headers["set-cookie"]).toEqual(["flash=1"]);
    expect(second.body).toContain("render 2");
  });
});

describe("preferredEncoding", () => {
  test("brotli when taken, else gzip, else none; q=0 refuses and * stands for the rest", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip;q=1.0, br;q=0.5")).toBe("br");
    expect(preferredEncoding("gzip, br;q=0")).toBe("gzip");
    expect(preferredEncoding("GZIP")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("identity")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("deflate")).toBe("identity");
  });
});
