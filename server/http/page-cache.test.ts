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
 * its page's own CSP, writes the page in several chunks, and counts how often it ran. Paths under
 * /other are not for the cache; `/status/404` and the like answer with that status.
 */
async function site({ maxAgeMs = 60_000, delayMs = 0, cookie = false, maxBytes = 1 << 20 } = {}) {
  let version = {};
  let renders = 0;
  const app = express();
  const cache = pageCache({
    keyOf: (req) => (req.url?.startsWith("/other") ? null : (req.url ?? null)),
    version: () => [version],
    maxAgeMs,
    maxBytes,
    cacheControl,
  });
  app.use(cache.serve);
  app.use(compression());
  app.use(securityHeaders(security));
  app.use(cache.store);
  app.get("/{*path}", async (req, res) => {
    renders += 1;
    const rendered = renders;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const status = Number(/^\/status\/(\d+)/.exec(req.path)?.[1] ?? 200);
    if (status === 302) return res.redirect(302, "/");
    const html = `<!DOCTYPE html><html><head><script>${rendered}</script></head><body><ul>${"<li>Hund</li>".repeat(500)}</ul><p>${req.originalUrl} render ${rendered}</p></body></html>`;
    res.status(status).setHeader("Content-Type", "text/html; charset=utf-8");
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
    stats: () => cache.stats(),
    changeData() {
      version = {};
    },
  };
}

const all = { "accept-encoding": "gzip, deflate, br" };
const gzip = { "accept-encoding": "gzip" };

describe("page cache", () => {
  test("a page is rendered once and answered in brotli, gzip or plain, each with its ETag", async () => {
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
    for (const answer of [first, brotli, gzipped, plain]) {
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["cache-control"]).toBe(cacheControl);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.headers["content-security-policy"]).toContain("script-src 'sha256-");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
    expect(brotli.headers.etag).toBe(first.headers.etag);
    expect(new Set([brotli, gzipped, plain].map((answer) => answer.headers.etag)).size).toBe(3);
    expect(brotli.headers.etag).toMatch(/^"[0-9a-f]{32}-br"$/);
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

  test("If-None-Match with the answer's ETag gets 304 without a body; another tag the page", async () => {
    const server = await site();
    const first = await server.get("/list", all);
    const etag = String(first.headers.etag);
    const again = await server.get("/list", { ...all, "if-none-match": `"other", W/${etag}` });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toBe(cacheControl);
    const otherEncoding = await server.get("/list", { ...gzip, "if-none-match": etag });
    expect(otherEncoding.status).toBe(200);
    expect(otherEncoding.body).toBe(first.body);
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

  test("new data, another key or an old copy render again; requests without a key are never stored", async () => {
    const server = await site({ maxAgeMs: 200 });
    await server.get("/list");
    await server.get("/list?q=a");
    expect(server.renders()).toBe(2);
    server.changeData();
    expect((await server.get("/list")).body).toContain("render 3");
    expect((await server.get("/list")).body).toContain("render 3");
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await server.get("/list")).body).toContain("render 4");
    await server.get("/other");
    const other = await server.get("/other");
    expect(server.renders()).toBe(6);
    expect(other.headers["cache-control"]).toBeUndefined();
    expect(other.headers.etag).toBeUndefined();
  });

  test("a page whose data changed while it rendered is answered but not kept", async () => {
    const server = await site({ delayMs: 100 });
    const pending = server.get("/list");
    await new Promise((resolve) => setTimeout(resolve, 30));
    server.changeData();
    expect((await pending).body).toContain("render 1");
    expect((await server.get("/list")).body).toContain("render 2");
  });

  test("concurrent first requests wait for one render", async () => {
    const server = await site({ delayMs: 100 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => server.get("/list", all)));
    expect(server.renders()).toBe(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(server.stats()).toMatchObject({ entries: 1, hits: 0, renders: 1 });
  });

  test("the not-found page is kept; redirects, errors and pages that set cookies are not", async () => {
    const server = await site();
    for (let i = 0; i < 2; i += 1) await server.get("/status/404");
    expect(server.renders()).toBe(1);
    for (let i = 0; i < 2; i += 1) {
      const error = await server.get("/status/500");
      expect(error.headers["cache-control"]).toBeUndefined();
    }
    for (let i = 0; i < 2; i += 1) expect((await server.get("/status/302")).status).toBe(302);
    expect(server.renders()).toBe(5);
    const withCookie = await site({ cookie: true });
    await withCookie.get("/list");
    const second = await withCookie.get("/list", all);
    expect(second.headers["set-cookie"]).toEqual(["flash=1"]);
    expect(second.headers["cache-control"]).toBeUndefined();
    expect(second.body).toContain("render 2");
  });

  test("with no memory for pages every request renders, and answers carry the same headers", async () => {
    const server = await site({ maxBytes: 0 });
    const answers = await Promise.all(Array.from({ length: 3 }, () => server.get("/list", all)));
    expect(server.renders()).toBe(3);
    for (const answer of answers) {
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers["cache-control"]).toBe(cacheControl);
    }
    expect(server.stats().entries).toBe(0);
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

describe("a page kept in several renders", () => {
  test("each request is answered from the render its key names; none renders twice", async () => {
    const app = express();
    let renders = 0;
    const cache = pageCache({
      keyOf: () => `/home #${Math.floor(Math.random() * 3)}`,
      version: () => [],
      maxBytes: 1 << 20,
      cacheControl,
    });
    app.use(cache.serve);
    app.use(cache.store);
    app.get("/{*path}", (_req, res) => {
      renders += 1;
      res.type("html").send(`<!DOCTYPE html><p>render ${renders}</p>`);
    });
    const server = app.listen(0, "127.0.0.1");
    servers.push(server);
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    const bodies = new Set<string>();
    for (let i = 0; i < 40; i += 1) bodies.add(await (await fetch(`http://127.0.0.1:${port}/`)).text());
    expect(renders).toBe(3);
    expect(bodies.size).toBe(3);
  });
});
