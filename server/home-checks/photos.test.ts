// Home-check photos (issue 28 item 6): up to four on the checker's report, re-encoded without their
// metadata, stored apart from the public pictures, gone with the request (erasure, retention), and
// counted in the person's data export. Through the report post's reader, on PGlite and PostgreSQL.
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import { demoSiteConfig } from "~/content/site-config";
import { pictureLimits } from "~/domain/media/pictures";
import { parseConfig } from "../config";
import type { Db } from "../db/client";
import {
  homeCheckLinks,
  homeCheckPhotos,
  homeCheckReports,
  mailOutbox,
  media,
  people,
  submissions,
} from "../db/schema";
import { createDataServices } from "../back-office/data-service";
import { deleteEndedRequests } from "../back-office/retention";
import type { DogService } from "../dogs/dog-service";
import { submitRequest } from "../submissions/submit-request";
import { databaseKinds, disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { recordingLogger } from "../../tests/support/submissions/helpers";
import { exampleRequests, exampleToday } from "../../tests/support/submissions/requests";
import { readReportPost, reportPostLimit } from "./report-post";
import { createHomeCheckServices } from "./service";

afterAll(disposeTemplates);

const mailTo = { de: "anfragen@verein.example", es: "solicitudes@verein.example" };
const origins = { de: "https://hunde.example", es: "https://perros.example" };
const config = parseConfig({ DATA_DIR: "/tmp/home-check-photos-test" });
const actor = { id: null as unknown as string, name: "Vera Volunteer" };
const fields = { visitedOn: "2026-05-14", outcome: "suitable", notes: "Zaun 1,20 m, Garten groß." };

const noDogs: DogService = {
  list: () => ({ available: true, dogs: [], cacheTimestamp: null }),
  refresh: async () => true,
  reload: async () => {},
  health: () => ({ fetchedAt: null, lastError: null, lastErrorAt: null }),
  start: async () => {},
  stop: () => {},
};

/** A phone photo: 3000 × 2000 pixels with the camera's EXIF, GPS position included. */
const gpsPhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 90, g: 140, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "47/1 59/1 40/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "7/1 51/1 0/1",
      },
    })
    .toBuffer();

const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 20, b: 20 } } })
    .png()
    .toBuffer();

async function setup(kind: "pglite" | "postgres") {
  const { database, dispose } = await freshDatabase(kind);
  onTestFinished(dispose);
  const db = database.db;
  const clock = new Date("2026-05-15T10:00:00Z");
  const deps = { db, config, site: demoSiteConfig, origins, wakeMailer: () => {} };
  const homeChecks = createHomeCheckServices(deps, { now: () => clock });
  const data = createDataServices({ ...deps, dogs: noDogs, logger: recordingLogger().logger });
  const id = await fosterRequest(db);
  const [checker] = await db
    .insert(people)
    .values({ name: "Erik", email: "erik@check.example", homeChecker: true, homeCheckerAreas: "79*" })
    .returning({ id: people.id });
  const sent = await homeChecks.request({ requestId: id, checkerId: checker!.id, actor });
  if (!sent.ok) throw new Error("no link");
  const token = sent.link.slice(sent.link.lastIndexOf("/") + 1);
  return { db, homeChecks, data, id, token };
}

async function fosterRequest(db: Db) {
  const result = await submitRequest({
    db,
    formType: "foster_home",
    locale: "de",
    data: exampleRequests.foster_home,
    mailTo,
    today: exampleToday,
    site: demoSiteConfig,
  });
  if (!result.ok) throw new Error(JSON.stringify(result));
  await db.update(submissions).set({ status: "precheck" }).where(eq(submissions.id, result.id));
  return result.id;
}

/** The report form's post as a browser sends it (multipart/form-data, from the site's origin). */
function reportPost(
  files: { name: string; bytes: Buffer; type?: string }[],
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...extra })) form.append(name, value);
  for (const file of files) {
    form.append(
      "photos",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/jpeg" }),
      file.name,
    );
  }
  return new Request(`${origins.de}/vorkontrolle/x`, {
    method: "POST",
    headers: { origin: origins.de },
    body: form,
  });
}

/** Reads the post as the page's action does and files the report with its photos. */
async function send(homeChecks: ReturnType<typeof createHomeCheckServices>, token: string, request: Request) {
  const post = await readReportPost(request, origins);
  if (!post.ok) throw new Error(`post refused: ${post.status}`);
  return homeChecks.report(
    token,
    {
      visitedOn: post.fields.visitedOn ?? "",
      outcome: post.fields.outcome as never,
      notes: post.fields.notes,
    },
    { uploads: post.photos, tooMany: post.tooManyPhotos },
  );
}

const photoCount = async (db: Db) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(homeCheckPhotos))[0]!.n;
const linkUsed = async (db: Db) =>
  (await db.select({ usedAt: homeCheckLinks.usedAt }).from(homeCheckLinks))[0]!.usedAt;

describe.each(await databaseKinds())("home-check photos on $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  test("a phone photo is stored re-encoded without its EXIF and GPS, with a thumbnail, never as public media", async () => {
    const { db, homeChecks, id, token } = await setup(kind);
    const original = await gpsPhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const result = await send(
      homeChecks,
      token,
      reportPost([
        { name: "IMG_2041.jpg", bytes: original },
        { name: "zaun.png", bytes: await smallPng(), type: "image/png" },
      ]),
    );
    expect(result).toEqual({ ok: true });

    const panel = await homeChecks.panel(id);
    const photos = panel!.reports[0]!.photos;
    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatchObject({ width: 2400, height: 1600 });
    const full = await homeChecks.photo(photos[0]!.id, "full");
    expect(full?.contentType).toBe("image/jpeg");
    const stored = await sharp(full!.bytes).metadata();
    expect(stored).toMatchObject({ format: "jpeg", width: 2400, height: 1600 });
    expect(stored.exif).toBeUndefined();
    expect(full!.bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
    const small = await homeChecks.photo(photos[0]!.id, "small");
    expect(small?.contentType).toBe("image/webp");
    expect(await sharp(small!.bytes).metadata()).toMatchObject({ format: "webp", width: 320, height: 213 });
    expect((await homeChecks.photo(photos[1]!.id, "full"))?.contentType).toBe("image/png");
    // Never in the public pictures (`/media/…`); the file names are not kept either.
    expect(await db.select().from(media)).toEqual([]);
    const [row] = await db.select().from(homeCheckPhotos).where(eq(homeCheckPhotos.id, photos[0]!.id));
    expect(Object.keys(row!).sort()).toEqual(
      ["bytes", "createdAt", "format", "height", "id", "position", "reportId", "thumbnail", "width"].sort(),
    );
    expect(await homeChecks.photo("not-a-uuid", "full")).toBeNull();
  });

  test("a renamed non-picture is refused by name, nothing is stored, the notes come back, the link stays open", async () => {
    const { db, homeChecks, token } = await setup(kind);
    const files = [
      { name: "garten.jpg", bytes: await smallPng(), type: "image/png" },
      { name: "bericht.jpg", bytes: Buffer.from("%PDF-1.7 a document, not a photo") },
    ];
    // What the page shows again: the typed fields come with the photos.
    expect(await readReportPost(reportPost(files), origins)).toMatchObject({ ok: true, fields });
    const result = await send(homeChecks, token, reportPost(files));
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      errors: {},
      photoErrors: [{ position: 2, name: "bericht.jpg", problem: "not-a-picture" }],
    });
    expect(await photoCount(db)).toBe(0);
    expect(await db.select().from(homeCheckReports)).toEqual([]);
    expect(await linkUsed(db)).toBeNull();
    expect((await homeChecks.openLink(token)).state).toBe("open");
  });

  test("five photos are refused with the limit's message; four are taken", async () => {
    const { db, homeChecks, id, token } = await setup(kind);
    const png = await smallPng();
    const five = Array.from({ length: 5 }, (_, index) => ({
      name: `foto${index + 1}.png`,
      bytes: png,
      type: "image/png",
    }));
    const post = await readReportPost(reportPost(five), origins);
    expect(post).toMatchObject({ ok: true, tooManyPhotos: true });
    const refused = await send(homeChecks, token, reportPost(five));
    expect(refused).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { photos: "Höchstens vier Fotos." },
    });
    expect(await photoCount(db)).toBe(0);
    expect(await linkUsed(db)).toBeNull();

    expect(await send(homeChecks, token, reportPost(five.slice(0, 4)))).toEqual({ ok: true });
    expect((await homeChecks.panel(id))!.reports[0]!.photos).toHaveLength(4);
  });

  test("a photo over the picture limit is named, the rest of the post is read; a post over the whole limit is 413", async () => {
    const { homeChecks, token } = await setup(kind);
    const big = Buffer.alloc(pictureLimits.maxBytes + 1, 1);
    const post = await readReportPost(reportPost([{ name: "riesig.jpg", bytes: big }]), origins);
    expect(post).toMatchObject({ ok: true, fields, photos: [{ name: "riesig.jpg", problem: "too-large" }] });
    expect(await send(homeChecks, token, reportPost([{ name: "riesig.jpg", bytes: big }]))).toMatchObject({
      reason: "invalid",
      photoErrors: [{ position: 1, name: "riesig.jpg", problem: "too-large" }],
    });
    const declared = new Request(`${origins.de}/vorkontrolle/x`, {
      method: "POST",
      headers: {
        origin: origins.de,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(reportPostLimit + 1),
      },
      body: "--x--",
    });
    expect(await readReportPost(declared, origins)).toMatchObject({ ok: false, status: 413 });
    const foreign = new Request(`${origins.de}/vorkontrolle/x`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
      body: new FormData(),
    });
    expect(await readReportPost(foreign, origins)).toMatchObject({ ok: false, status: 403 });
  });

  test("the photos go with the request when the person is erased, and the export counts them", async () => {
    const { db, homeChecks, data, token } = await setup(kind);
    const png = await smallPng();
    const files = [1, 2].map((n) => ({ name: `foto${n}.png`, bytes: png, type: "image/png" }));
    expect(await send(homeChecks, token, reportPost(files))).toEqual({ ok: true });
    expect(await photoCount(db)).toBe(2);

    const exported = await data.exportPerson("anna@example.org");
    expect(exported.person.homeChecks).toEqual([expect.objectContaining({ checker: "Erik", photos: 2 })]);
    expect(JSON.stringify(exported)).not.toContain(png.subarray(0, 16).toString("base64"));
    const document = await data.exportDocument("anna@example.org");
    expect(document.html).toContain("Fotos vom Besuch: 2");

    expect(await data.erasePerson("anna@example.org", null)).toEqual({ ok: true, erased: 1 });
    expect(await photoCount(db)).toBe(0);
    expect(await db.select().from(homeCheckReports)).toEqual([]);
  });

  test("the photos go with the request when retention deletes it", async () => {
    const { db, homeChecks, id, token } = await setup(kind);
    const png = await smallPng();
    expect(
      await send(homeChecks, token, reportPost([{ name: "a.png", bytes: png, type: "image/png" }])),
    ).toEqual({
      ok: true,
    });
    expect(await photoCount(db)).toBe(1);
    // Declined long ago; the checker's mail went out (retention waits for unsent mails).
    await db.update(mailOutbox).set({ sentAt: sql`now()` });
    await db
      .update(submissions)
      .set({ status: "declined", updatedAt: sql`now() - interval '200 days'` })
      .where(eq(submissions.id, id));
    const deleted = await db.transaction((tx) => deleteEndedRequests(tx, 180));
    expect(deleted.deleted).toBe(1);
    expect(await photoCount(db)).toBe(0);
    expect(await db.select().from(homeCheckReports)).toEqual([]);
  });
});
