import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, test } from "vitest";
import { pageCache } from "./page-cache";
import { securityHeaders } from "./security";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/**
 * The real layers around the cache (compression, the nonce CSP) and a renderer that writes a page
 * in several chunks with the response's nonce in it and a count of how often it ran.
 */
async function site({ maxAgeMs = 60_000, delayMs = 0, status = 200, cookie = false } = {}) {
  let version = {};
  let renders = 0;
  const app = express();
  app.use(compression());
  app.use(securityHeaders({ imageOrigins: [], https: false, production: true }));
  app.use(
    pageCache({
      cacheable: (req) => (req.path === "/list" ? { key: req.originalUrl, version } : null),
      maxAgeMs,
    }),
  );
  app.get("/{*path}", async (req, res) => {
    renders += 1;
    const nonce = res.locals.cspNonce as string;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    res.status(status).setHeader("Content-Type", "text/html; charset=utf-8");
    if (cookie) res.setHeader("Set-Cookie", "flash=1");
    res.write(`<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head><body>`);
    res.write(`<ul>${"<li>Hund</li>".repeat(500)}</ul><p>${req.originalUrl} render ${renders}</p>`);
    res.end(`<script nonce="${nonce}">2</script></body></html>`);
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
              const decode = { gzip: gunzipSync, br: brotliDecompressSync }[
                String(res.headers["content-encoding"]) as "gzip" | "br"
              ];
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: (decode ? decode(raw) : raw).toString("utf8"),
              });
            });
          })
          .on("error", reject)
          .end();
      });
    },
    renders: () => renders,
    changeData() {
      version = {};
    },
  };
}

function nonceOf(answer: Answer): string {
  const match = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]));
  if (!match?.[1]) throw new Error("no nonce in the CSP header");
  return match[1];
}

/** The page with its nonce taken out, to compare answers that carry different nonces. */
function withoutNonce(answer: Answer): string {
  return answer.body.replaceAll(nonceOf(answer), "NONCE");
}

const gzip = { "accept-encoding": "gzip, deflate, br" };

describe("page cache", () => {
  test("a cached page is rendered once and every answer carries its own nonce, gzipped or plain", async () => {
    const server = await site();
    const first = await server.get("/list", gzip);
    const second = await server.get("/list", gzip);
    const plain = await server.get("/list");
    expect(server.renders()).toBe(1);
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(second.headers.vary).toBe("Accept-Encoding");
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(Number(second.headers["content-length"])).toBeGreaterThan(0);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const nonces = [first, second, plain].map(nonceOf);
    expect(new Set(nonces).size).toBe(3);
    for (const answer of [second, plain]) {
      expect(answer.body.split(`nonce="${nonceOf(answer)}"`)).toHaveLength(3);
      expect(answer.body).not.toContain(nonceOf(first));
      expect(withoutNonce(answer)).toBe(withoutNonce(first));
    }
  });

  test("new data, another URL or an old copy render again; other pages are never cached", async () => {
    const server = await site({ maxAgeMs: 200 });
    await server.get("/list");
    await server.get("/list?q=a");
    expect(server.renders()).toBe(2);
    server.changeData();
    expect((await server.get("/list")).body).toContain("render 3");
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await server.get("/list")).body).toContain("render 4");
    await server.get("/other");
    await server.get("/other");
    expect(server.renders()).toBe(6);
  });

  test("concurrent first requests wait for one render", async () => {
    const server = await site({ delayMs: 100 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => server.get("/list", gzip)));
    expect(server.renders()).toBe(1);
    expect(new Set(answers.map(withoutNonce)).size).toBe(1);
  });

  test("error pages, pages that set cookies and HEAD requests are not stored", async () => {
    const failing = await site({ status: 404 });
    await failing.get("/list");
    await failing.get("/list");
    expect(failing.renders()).toBe(2);
    const withCookie = await site({ cookie: true });
    await withCookie.get("/list");
    expect((await withCookie.get("/list")).headers["set-cookie"]).toEqual(["flash=1"]);
    expect(withCookie.renders()).toBe(2);
    const head = await site();
    await head.get("/list", {}, "HEAD");
    await head.get("/list");
    expect(head.renders()).toBe(2);
  });
});
