import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageFile, storageImages } from "./storage";

describe("storageFile", () => {
  const dataDir = path.join(os.tmpdir(), "data");
  const bucket = path.join(dataDir, "storage", "blog-images");

  it("resolves a file inside a known bucket", () => {
    expect(storageFile(dataDir, "blog-images", ["a.jpg"])).toBe(path.join(bucket, "a.jpg"));
    expect(storageFile(dataDir, "guide-images", ["2024", "b.jpg"])).toBe(
      path.join(dataDir, "storage", "guide-images", "2024", "b.jpg"),
    );
  });

  it("rejects unknown buckets, traversal, separators, dotfiles and empty paths", () => {
    expect(storageFile(dataDir, "secrets", ["a.jpg"])).toBeNull();
    expect(storageFile(dataDir, "blog-images", [".."])).toBeNull();
    expect(storageFile(dataDir, "blog-images", ["..", "..", "pglite", "PG_VERSION"])).toBeNull();
    expect(storageFile(dataDir, "blog-images", ["../../etc/passwd"])).toBeNull();
    expect(storageFile(dataDir, "blog-images", ["..\\..\\x"])).toBeNull();
    expect(storageFile(dataDir, "blog-images", [".env"])).toBeNull();
    expect(storageFile(dataDir, "blog-images", ["a\0.jpg"])).toBeNull();
    expect(storageFile(dataDir, "blog-images", [])).toBeNull();
    expect(storageFile(dataDir, "blog-images", ["", "a.jpg"])).toBeNull();
  });
});

describe("GET /storage/:bucket/*", () => {
  let dataDir: string;
  let server: ReturnType<express.Express["listen"]>;
  let port: number;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "storage-test-"));
    await fs.mkdir(path.join(dataDir, "storage", "blog-images"), { recursive: true });
    await fs.writeFile(path.join(dataDir, "storage", "blog-images", "a b.jpg"), "JPEG");
    await fs.writeFile(path.join(dataDir, "secret.txt"), "SECRET");
    const app = express();
    app.use(storageImages(dataDir));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** A raw request: the path is sent exactly as written (no client-side normalising of '..'). */
  function get(
    rawPath: string,
  ): Promise<{ status: number; body: string; cacheControl?: string; type?: string }> {
    return new Promise((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path: rawPath }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body,
            cacheControl: res.headers["cache-control"],
            type: res.headers["content-type"],
          }),
        );
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("serves a bucket file with a year of immutable caching", async () => {
    const res = await get("/storage/blog-images/a%20b.jpg");
    expect(res.status).toBe(200);
    expect(res.body).toBe("JPEG");
    expect(res.cacheControl).toBe("public, max-age=31536000, immutable");
    expect(res.type).toBe("image/jpeg");
  });

  it.each([
    "/storage/blog-images/../../secret.txt",
    "/storage/blog-images/..%2F..%2Fsecret.txt",
    "/storage/blog-images/%2e%2e/%2e%2e/secret.txt",
    "/storage/blog-images/..%5C..%5Csecret.txt",
    "/storage/other/secret.txt",
    "/storage/blog-images/missing.jpg",
  ])("answers 404 for %s", async (rawPath) => {
    const res = await get(rawPath);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain("SECRET");
  });
});
