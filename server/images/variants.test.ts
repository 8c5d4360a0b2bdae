import { once } from "node:events";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Dog } from "~/domain/dogs/types";
import { createLogger } from "../log";
import { imageVariants } from "./variants";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

let root: string;
let dataDir: string;
let publicDir: string;
let site: http.Server;
let feedHost: http.Server;
let feedRequests: string[] = [];
let dogs: Dog[] = [];

function get(server: http.Server, urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ port, path: urlPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
}

function dogWithPhoto(id: string, imageId: string, base: string): Dog {
  const photo = (size: string) => `${base}/vermittlungstiere/${id}/images/${imageId}/${size}`;
  return {
    id,
    images: [{ id: imageId, small: photo("500x500"), large: photo("1000x1000") }],
  } as unknown as Dog;
}

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "variants-root-"));
  dataDir = path.join(root, "data");
  publicDir = path.join(root, "client");
  await fs.mkdir(path.join(publicDir, "images"), { recursive: true });
  await fs.writeFile(path.join(publicDir, "images", "hero.jpg"), await jpeg(1200, 630));
  await fs.writeFile(path.join(root, "secret.jpg"), await jpeg(100, 100));
  await fs.mkdir(path.join(dataDir, "storage", "blog-images"), { recursive: true });
  await fs.writeFile(path.join(dataDir, "storage", "blog-images", "post.jpg"), await jpeg(800, 420));
  await fs.writeFile(path.join(dataDir, "storage", "blog-images", "notes.jpg"), "not a picture at all");
  // The demo feed's portraits, as the server keeps them under the project root.
  await fs.mkdir(path.join(root, "server", "dogs", "demo", "images"), { recursive: true });
  for (let n = 1; n <= 12; n += 1) {
    const file = `dog-${String(n).padStart(2, "0")}-1000.jpg`;
    await fs.writeFile(path.join(root, "server", "dogs", "demo", "images", file), await jpeg(1000, 1000));
  }

  const remotePhoto = await jpeg(1000, 1000);
  feedHost = http.createServer((req, res) => {
    feedRequests.push(req.url ?? "");
    if (req.url === "/vermittlungstiere/7/images/remote-1/1000x1000") res.end(remotePhoto);
    else res.writeHead(404).end();
  });
  feedHost.listen(0, "127.0.0.1");
  await once(feedHost, "listening");
  const feedBase = `http://127.0.0.1:${(feedHost.address() as AddressInfo).port}`;
  dogs = [
    dogWithPhoto("5", "demo-1", ""),
    dogWithPhoto("7", "remote-1", feedBase),
    dogWithPhoto("8", "gone-1", feedBase),
  ];

  const app = express();
  app.use(imageVariants({ publicDir, dataDir, root, dogs: () => dogs, logger: createLogger("silent") }));
  site = app.listen(0, "127.0.0.1");
  await once(site, "listening");
});

afterAll(async () => {
  site.close();
  feedHost.close();
  await fs.rm(root, { recursive: true, force: true });
});

describe("GET /img/{width}/{format}/{source}", () => {
  test("a site picture in AVIF at the width asked, made once and then read from disk, with its ETag", async () => {
    const first = await get(site, "/img/640/avif/images/hero.jpg");
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toBe("image/avif");
    expect(first.headers["cache-control"]).toBe("public, max-age=86400");
    const meta = await sharp(first.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["heif", 640, 336]);
    const stored = await fs.readdir(path.join(dataDir, "image-variants"));
    expect(stored.filter((name) => name.endsWith(".avif"))).toHaveLength(1);

    const again = await get(site, "/img/640/avif/images/hero.jpg");
    expect(again.body.equals(first.body)).toBe(true);
    const revalidated = await get(site, "/img/640/avif/images/hero.jpg", {
      "If-None-Match": String(first.headers.etag),
    });
    expect(revalidated.status).toBe(304);
  });

  test("a bucket's picture in WebP, never wider than the source, kept for a year", async () => {
    const answer = await get(site, "/img/1920/webp/storage/blog-images/post.jpg");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("image/webp");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(answer.body).metadata();
    expect([meta.format, meta.width]).toEqual(["webp", 800]);
  });

  test("a changed source gets a new copy", async () => {
    const file = path.join(dataDir, "storage", "blog-images", "changing.jpg");
    await fs.writeFile(file, await jpeg(600, 300));
    const before = await sharp(
      (await get(site, "/img/480/webp/storage/blog-images/changing.jpg")).body,
    ).metadata();
    await fs.writeFile(file, await jpeg(600, 600));
    await fs.utimes(file, new Date(), new Date(Date.now() + 5_000));
    const after = await sharp(
      (await get(site, "/img/480/webp/storage/blog-images/changing.jpg")).body,
    ).metadata();
    expect([before.height, after.height]).toEqual([240, 480]);
  });

  test("a photo of a listed dog: the demo's own file, or the feed host's 1000x1000 photo", async () => {
    const demo = await get(site, "/img/320/webp/vermittlungstiere/5/images/demo-1");
    expect(demo.status).toBe(200);
    expect((await sharp(demo.body).metadata()).width).toBe(320);
    const remote = await get(site, "/img/480/avif/vermittlungstiere/7/images/remote-1");
    expect(remote.status).toBe(200);
    expect((await sharp(remote.body).metadata()).width).toBe(480);
    expect(feedRequests).toEqual(["/vermittlungstiere/7/images/remote-1/1000x1000"]);
  });

  test("a dog photo the feed does not list is never fetched; one the host lost is a 404", async () => {
    feedRequests = [];
    expect((await get(site, "/img/480/avif/vermittlungstiere/7/images/other")).status).toBe(404);
    expect((await get(site, "/img/480/avif/vermittlungstiere/99/images/remote-1")).status).toBe(404);
    expect(feedRequests).toEqual([]);
    expect((await get(site, "/img/480/avif/vermittlungstiere/8/images/gone-1")).status).toBe(404);
    expect(feedRequests).toEqual(["/vermittlungstiere/8/images/gone-1/1000x1000"]);
  });

  test.each([
    ["a width not offered", "/img/500/avif/images/hero.jpg"],
    ["a width written otherwise", "/img/0640/avif/images/hero.jpg"],
    ["a format not offered", "/img/640/png/images/hero.jpg"],
    ["a missing picture", "/img/640/avif/images/none.jpg"],
    ["a path out of the folder", "/img/640/avif/images/..%2F..%2Fsecret.jpg"],
    ["a dot segment", "/img/640/avif/images/../../secret.jpg"],
    ["an unknown kind of source", "/img/640/avif/assets/app.css"],
    ["an unknown bucket", "/img/640/avif/storage/secrets/post.jpg"],
    ["a file that is no picture", "/img/640/avif/storage/blog-images/notes.jpg"],
  ])("%s is a 404", async (_what, urlPath) => {
    const answer = await get(site, urlPath);
    expect(answer.status).toBe(404);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
  });
});
