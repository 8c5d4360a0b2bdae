// Home-check photos are served to signed-in volunteers only (issue 28): through the whole app, as
// the server runs it: without a session a browser goes to the sign-in page and nothing is sent.
import { mkdtemp, rm } from "node:fs/promises";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { demoSiteConfig } from "~/content/site-config";
import { homeCheckPhotoUrl } from "~/domain/back-office/home-check-paths";
import { createApp } from "../app";
import { createAccount } from "../back-office/accounts";
import { createSession } from "../back-office/sessions";
import { parseConfig } from "../config";
import type { Database } from "../db/client";
import { homeCheckPhotos, homeCheckReports } from "../db/schema";
import type { DogService } from "../dogs/dog-service";
import { createLogger } from "../log";
import { submitRequest } from "../submissions/submit-request";
import { disposeTemplates, freshDatabase, projectRoot } from "../../tests/support/db/database";
import { exampleRequests, exampleToday } from "../../tests/support/submissions/requests";

let database: Database;
let dispose: () => Promise<void>;
let dataDir: string;
let server: http.Server;
let base: string;
let cookie: string;
let photoId: string;
let photoBytes: Buffer;

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
  const db = database.db;
  dataDir = await mkdtemp(path.join(os.tmpdir(), "home-check-photo-route-"));
  const anna = await createAccount(db, {
    email: "anna@verein.example",
    name: "Anna",
    role: "volunteer",
    password: "right-password",
  });
  cookie = `admin_session=${await createSession(db, anna.id)}`;
  const request = await submitRequest({
    db,
    formType: "foster_home",
    locale: "de",
    data: exampleRequests.foster_home,
    mailTo: { de: "a@verein.example", es: "b@verein.example" },
    today: exampleToday,
    site: demoSiteConfig,
  });
  if (!request.ok) throw new Error("no request");
  const [report] = await db
    .insert(homeCheckReports)
    .values({ submissionId: request.id, checkerName: "Erik", visitedOn: "2026-05-14", outcome: "suitable" })
    .returning({ id: homeCheckReports.id });
  photoBytes = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#3a6" } })
    .jpeg()
    .toBuffer();
  const thumbnail = await sharp(photoBytes).webp().toBuffer();
  const [photo] = await db
    .insert(homeCheckPhotos)
    .values({
      reportId: report!.id,
      position: 1,
      format: "jpeg",
      width: 60,
      height: 40,
      bytes: photoBytes,
      thumbnail,
    })
    .returning({ id: homeCheckPhotos.id });
  photoId = photo!.id;
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

const get = (target: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${target}`, { headers, redirect: "manual" });

test("without a session: to the sign-in page, no bytes; a made-up session the same", async () => {
  for (const headers of [{}, { cookie: "admin_session=not-a-session" }] as Record<string, string>[]) {
    for (const size of ["full", "small"] as const) {
      const answer = await get(homeCheckPhotoUrl(photoId, size), headers);
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe(
        `/admin/login?next=${encodeURIComponent(homeCheckPhotoUrl(photoId, size))}`,
      );
      expect(answer.headers.get("content-type") ?? "").not.toMatch(/^image\//);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  }
});

test("a signed-in volunteer gets the photo and its thumbnail, never stored by any cache", async () => {
  const full = await get(homeCheckPhotoUrl(photoId, "full"), { cookie });
  expect(full.status).toBe(200);
  expect(full.headers.get("content-type")).toBe("image/jpeg");
  expect(full.headers.get("cache-control")).toContain("no-store");
  expect(full.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  expect(full.headers.get("x-robots-tag")).toContain("noindex");
  expect(Buffer.from(await full.arrayBuffer()).equals(photoBytes)).toBe(true);

  const small = await get(homeCheckPhotoUrl(photoId, "small"), { cookie });
  expect(small.status).toBe(200);
  expect(small.headers.get("content-type")).toBe("image/webp");
  expect(small.headers.get("cache-control")).toContain("no-store");

  expect(
    (await get(homeCheckPhotoUrl("00000000-0000-4000-8000-000000000000", "full"), { cookie })).status,
  ).toBe(404);
  expect((await get("/admin/home-check-photos/not-an-id", { cookie })).status).toBe(404);
});

test("not among the public pictures", async () => {
  for (const target of [`/media/${photoId}`, `/media/${photoId}.jpg`, `/img/480/webp/media/${photoId}.jpg`]) {
    const answer = await get(target);
    expect(answer.headers.get("content-type") ?? "", target).not.toMatch(/^image\//);
  }
});
