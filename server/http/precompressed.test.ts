import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { precompressedAssets } from "./precompressed";

const script = Buffer.from("export const answer = 42;\n".repeat(200));
let dir = "";
let server: http.Server;
let origin = "";

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
  writeFileSync(path.join(dir, "app-1.js"), script);
  writeFileSync(path.join(dir, "app-1.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(dir, "app-1.js.gz"), gzipSync(script));
  writeFileSync(path.join(dir, "plain-1.css"), "a{}");
  const app = express();
  app.use("/assets", precompressedAssets(dir, { maxAge: "1y" }));
  app.use("/assets", express.static(dir, { immutable: true, maxAge: "1y" }));
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One raw answer (Node's http, which, unlike fetch, neither asks for nor undoes any encoding). */
function get(target: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.request(`${origin}${target}`, { headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      request.on("error", reject);
      request.end();
    },
  );
}

describe("precompressed assets", () => {
  test("brotli for a client that takes it, whatever the order of its list", async () => {
    const answer = await get("/assets/app-1.js", { "accept-encoding": "gzip, deflate, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.body.equals(brotliCompressSync(script))).toBe(true);
  });

  test("gzip where brotli is not taken, the file itself where neither is", async () => {
    const gzipped = await get("/assets/app-1.js", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.body.equals(gzipSync(script))).toBe(true);
    const plain = await get("/assets/app-1.js", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body.equals(script)).toBe(true);
  });

  test("each encoding has its own validator, and HEAD sends no body", async () => {
    const br = await get("/assets/app-1.js", { "accept-encoding": "br" });
    const gz = await get("/assets/app-1.js", { "accept-encoding": "gzip" });
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    const head = await get("/assets/app-1.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
  });

  test("a file without copies, and a missing one, go on to the static files", async () => {
    const css = await get("/assets/plain-1.css", { "accept-encoding": "br" });
    expect(css.status).toBe(200);
    expect(css.headers["content-encoding"]).toBeUndefined();
    expect(css.body.toString()).toBe("a{}");
    expect((await get("/assets/missing-1.js", { "accept-encoding": "br" })).status).toBe(404);
    expect((await get("/assets/..%2fapp-1.js", { "accept-encoding": "br" })).status).toBe(404);
  });
});
