import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { connect, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { demoSiteConfig } from "~/content/site-config";
import { createApp } from "../app";
import { createAccount } from "../back-office/accounts";
import { createSession } from "../back-office/sessions";
import type { StaffMember } from "../back-office/staff-member";
import { parseConfig } from "../config";
import type { Database } from "../db/client";
import { media } from "../db/schema";
import type { DogService } from "../dogs/dog-service";
import { createLogger } from "../log";
import { disposeTemplates, freshDatabase, projectRoot } from "../../tests/support/db/database";
import { mediaAdminRoutes } from "./admin-routes";
import { createMediaServices } from "./service";

const de = "http://localhost:3000";
let database: Database;
let dispose: () => Promise<void>;
let dataDir: string;
let server: http.Server;
let base: string;
let cookie: string;

const dogs: DogService = {
  list: () => ({ available: true, dogs: [], cacheTimestamp: null }),
  refresh: async () => true,
  reload: async () => {},
  health: () => ({ fetchedAt: null, lastError: null, lastErrorAt: null }),
  start: async () => {},
  stop: () => {},
};

beforeAll(async () => {
  ({ database, dispose } = await freshDatabase("pglite"));
  dataDir = await mkdtemp(path.join(os.tmpdir(), "media-routes-"));
  const anna = await createAccount(database.db, {
    email: "anna@example.org",
    name: "Anna",
    role: "volunteer",
    password: "right-password",
  });
  cookie = `admin_session=${await createSession(database.db, anna.id)}`;
  const app = createApp({
    config: parseConfig({ DATA_DIR: dataDir, PAGE_CACHE_MB: "0", PORT: "3000" }),
    site: demoSiteConfig,
    database,
    dogs,
    logger: createLogger("silent"),
    root: projectRoot,
    buildDir: path.join(dataDir, "build"),
    build: () => Promise.reject(new Error("no pages in this test")),
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await dispose?.();
  await disposeTemplates();
  await rm(dataDir, { recursive: true, force: true });
});

function form(bytes: Buffer, name = "photo.jpg", type = "image/jpeg"): FormData {
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
}

function upload(body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${base}/admin/media`, {
    method: "POST",
    headers: { host: "localhost:3000", origin: de, cookie, ...headers },
    body,
    redirect: "manual",
  });
}

const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 90, g: 140, b: 60 } } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 31/1 12/1" } })
    .toBuffer();

/**
 * A request through node:http, for what fetch does not send as given: a Host header, and a
 * conditional request without fetch's added `Cache-Control: no-cache`.
 */
async function send(
  method: string,
  target: string,
  headers: Record<string, string>,
  body?: FormData,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  const encoded = body ? new Response(body) : undefined;
  const bytes = encoded ? Buffer.from(await encoded.arrayBuffer()) : undefined;
  const type = encoded?.headers.get("content-type");
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { port, path: target, method, headers: { ...headers, ...(type ? { "content-type": type } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(bytes);
  });
}

/** Sends `head` and reads the answer's status line and headers only. */
function rawHead(head: string): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(head));
    let text = "";
    const timer = setTimeout(() => (socket.destroy(), reject(new Error(`no answer: ${text}`))), 5_000);
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
      if (!text.includes("\r\n\r\n")) return;
      clearTimeout(timer);
      socket.destroy();
      resolve(text.split("\r\n\r\n")[0]!);
    });
    socket.on("error", () => {});
  });
}

describe("the locks", () => {
  test("no session: an upload is 401 and the library sends to the sign-in page", async () => {
    const answer = await upload(form(await photo()), { cookie: "" });
    expect(answer.status).toBe(401);
    const library = await fetch(`${base}/admin/media.json`, { redirect: "manual" });
    expect(library.status).toBe(303);
    expect(library.headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Fmedia.json");
    expect(await database.db.select({ id: media.id }).from(media)).toEqual([]);
  });

  test("another site's origin is 403, nothing stored", async () => {
    const answer = await upload(form(await photo()), { origin: "https://evil.example" });
    expect(answer.status).toBe(403);
    expect(await database.db.select({ id: media.id }).from(media)).toEqual([]);
  });
});

describe("POST /admin/media and what it serves", () => {
  test("a photo is stored without EXIF, served for a year, with copies; the same photo again is the same picture", async () => {
    const answer = await upload(form(await photo()));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const body = (await answer.json()) as { ok: true; picture: { file: string } };
    expect(body).toEqual({
      ok: true,
      picture: {
        file: expect.stringMatching(/^[0-9a-f]{64}\.jpg$/),
        width: 1600,
        height: 1200,
        alt: { de: "", es: "" },
      },
    });
    const { file } = body.picture;

    const served = await fetch(`${base}/media/${file}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = served.headers.get("etag")!;
    expect(etag).toBe(`"${file.slice(0, 64)}"`);
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(["jpeg", 1600, undefined]);
    expect((await send("GET", `/media/${file}`, { "if-none-match": etag })).status).toBe(304);

    const copy = await fetch(`${base}/img/480/webp/media/${file}`);
    expect(copy.status).toBe(200);
    expect(copy.headers.get("content-type")).toBe("image/webp");
    expect(copy.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).width).toBe(480);

    // The same photo, and the stored file itself uploaded again.
    for (const again of [await photo(), bytes]) {
      const second = (await (await upload(form(again))).json()) as { picture: { file: string } };
      expect(second.picture.file).toBe(file);
    }
    const rows = await database.db.select({ by: media.uploadedByName }).from(media);
    expect(rows).toEqual([{ by: "Anna" }]);

    const library = await fetch(`${base}/admin/media.json?page=1`, { headers: { cookie } });
    expect(library.status).toBe(200);
    expect(await library.json()).toEqual({
      ok: true,
      page: 1,
      pageSize: 60,
      total: 1,
      pictures: [
        {
          file,
          width: 1600,
          height: 1200,
          alt: { de: "", es: "" },
          uploadedBy: "Anna",
          uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
    });
    expect((await fetch(`${base}/admin/media.json?page=0`, { headers: { cookie } })).status).toBe(400);
  });

  test("anything but a stored picture's own name is a 404", async () => {
    const [row] = await database.db
      .select({ sha256: media.sha256 })
      .from(media)
      .where(eq(media.format, "jpeg"));
    const sha = row!.sha256;
    for (const name of [
      `${sha}.png`,
      `${sha}.jpeg`,
      `${sha.toUpperCase()}.jpg`,
      `${"0".repeat(64)}.jpg`,
      "x.jpg",
    ]) {
      expect((await fetch(`${base}/media/${name}`)).status, name).toBe(404);
      expect((await fetch(`${base}/img/320/webp/media/${name}`)).status, name).toBe(404);
    }
  });

  test("a file over 1 MB passes (only this path), an executable named .jpg is refused in the host's language", async () => {
    const noise = await sharp(randomBytes(900 * 900 * 3), { raw: { width: 900, height: 900, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    expect((await upload(form(noise))).status).toBe(200);

    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), randomBytes(4096)]);
    const german = await upload(form(elf, "holiday.jpg"));
    expect(german.status).toBe(415);
    expect(await german.json()).toEqual({
      ok: false,
      reason: "not-a-picture",
      message: "Diese Datei ist kein Bild. Möglich sind JPEG, PNG, WebP und AVIF.",
    });
    const spanish = await send(
      "POST",
      "/admin/media",
      { host: "es.localhost:3000", origin: "http://es.localhost:3000", cookie },
      form(elf, "holiday.jpg"),
    );
    expect(spanish.status).toBe(415);
    expect(JSON.parse(spanish.text)).toEqual({
      ok: false,
      reason: "not-a-picture",
      message: "Este archivo no es una imagen. Se admiten JPEG, PNG, WebP y AVIF.",
    });
    expect(await (await upload(form(Buffer.alloc(0)))).json()).toMatchObject({ ok: false, reason: "empty" });
  });

  test("a file over 15 MB is 413: by its Content-Length before a byte is read, or while it streams", async () => {
    const head = (target: string, length: number) =>
      `POST ${target} HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: ${de}\r\nCookie: ${cookie}\r\n` +
      `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n\r\n`;
    expect(await rawHead(head("/admin/media", 16 * 1024 * 1024))).toMatch(/^HTTP\/1\.1 413/);
    // Another admin path keeps the 1 MB limit.
    expect(await rawHead(head("/admin/media/x", 2 * 1024 * 1024))).toMatch(/^HTTP\/1\.1 413/);

    // Within the body limit, but the file is one byte over 15 MB.
    const over = await upload(form(Buffer.alloc(15 * 1024 * 1024 + 1, 0xff)));
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ ok: false, reason: "too-large" });

    // Chunked, without a Content-Length: counted as it comes.
    const multipart = Buffer.concat([
      Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\n\r\n'),
      Buffer.alloc(16 * 1024 * 1024, 0xff),
      Buffer.from("\r\n--x--\r\n"),
    ]);
    const chunked = await fetch(`${base}/admin/media`, {
      method: "POST",
      headers: { origin: de, cookie, "content-type": "multipart/form-data; boundary=x" },
      body: new Blob([new Uint8Array(multipart)]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toMatchObject({ ok: false, reason: "too-large" });
  });

  test("no file, two files, or a body that is not multipart: 400", async () => {
    const two = form(await photo());
    two.append("file", new Blob([new Uint8Array(await photo())]), "second.jpg");
    expect(await (await upload(two)).json()).toMatchObject({ reason: "too-many-files" });
    const other = new FormData();
    other.append("picture", new Blob([new Uint8Array(await photo())]), "photo.jpg");
    expect(await (await upload(other)).json()).toMatchObject({ reason: "no-file" });
    const json = await upload(JSON.stringify({ file: "x" }), { "content-type": "application/json" });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ ok: false, reason: "no-file" });
  });
});

test("uploads are limited per volunteer", async () => {
  const anna: StaffMember = { id: "a", email: "a@example.org", name: "A", role: "volunteer" };
  const app = express();
  app.use((_req, res, next) => {
    res.locals.staff = anna;
    next();
  });
  app.use(
    mediaAdminRoutes({
      media: createMediaServices({ db: database.db }),
      localeOf: () => "de",
      uploadLimit: { limit: 1, windowMs: 60_000 },
    }),
  );
  const limited = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => limited.once("listening", resolve));
  try {
    const url = `http://127.0.0.1:${(limited.address() as AddressInfo).port}/admin/media`;
    const first = await fetch(url, { method: "POST", body: form(Buffer.alloc(0)) });
    expect(first.status).toBe(400);
    const second = await fetch(url, { method: "POST", body: form(Buffer.alloc(0)) });
    expect(second.status).toBe(429);
    expect(await second.json()).toMatchObject({ ok: false, reason: "rate-limited" });
  } finally {
    await new Promise<void>((resolve) => limited.close(() => resolve()));
  }
});
