import { createHash } from "node:crypto";
import sharp from "sharp";
import { afterAll, expect, onTestFinished, test } from "vitest";
import { createAccount } from "../back-office/accounts";
import type { StaffMember } from "../back-office/staff-member";
import { media } from "../db/schema";
import { disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { createMediaServices } from "./service";

afterAll(disposeTemplates);

async function setup() {
  const fresh = await freshDatabase("pglite");
  onTestFinished(fresh.dispose);
  return { db: fresh.database.db, service: createMediaServices({ db: fresh.database.db }) };
}

test("the library: newest first, 60 a page, with who uploaded and when", async () => {
  const { db, service } = await setup();
  const start = Date.parse("2026-05-01T10:00:00Z");
  await db.insert(media).values(
    Array.from({ length: 61 }, (_, n) => ({
      sha256: createHash("sha256").update(String(n)).digest("hex"),
      format: "png" as const,
      width: 10 + n,
      height: 10,
      byteSize: 1,
      bytes: Buffer.from([n]),
      uploadedByName: n % 2 ? "Anna" : null,
      createdAt: new Date(start + n * 60_000),
    })),
  );
  const first = await service.library(1);
  expect([first.total, first.pageSize, first.pictures.length]).toEqual([61, 60, 60]);
  expect(first.pictures[0]).toMatchObject({
    width: 70,
    uploadedBy: null,
    uploadedAt: "2026-05-01T11:00:00.000Z",
  });
  expect(first.pictures[1]).toMatchObject({ width: 69, uploadedBy: "Anna" });
  const second = await service.library(2);
  expect(second.pictures.map((picture) => picture.width)).toEqual([10]);
  expect((await service.library(3)).pictures).toEqual([]);
});

test("alt texts given to a picture come back with it, also when it is uploaded again", async () => {
  const { db, service } = await setup();
  const account = await createAccount(db, {
    email: "anna@example.org",
    name: "Anna",
    role: "volunteer",
    password: "right-password",
  });
  const anna: StaffMember = { id: account.id, email: account.email, name: account.name, role: "volunteer" };
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c84" } })
    .webp()
    .toBuffer();
  const first = await service.upload({ bytes: photo, originalName: "C:\\Fotos\\luna.webp" }, anna);
  if (!first.ok) throw new Error(first.reason);
  // The name without the folder some browsers send along.
  expect(await db.select({ name: media.originalName }).from(media)).toEqual([{ name: "luna.webp" }]);
  await service.rememberAlt(first.picture.file, { de: " Luna am Strand ", es: "Luna en la playa" });
  const again = await service.upload({ bytes: photo, originalName: "luna.webp" }, anna);
  expect(again).toEqual({
    ok: true,
    picture: { ...first.picture, alt: { de: "Luna am Strand", es: "Luna en la playa" } },
  });
  expect(await service.find(first.picture.file)).toMatchObject({ format: "webp" });
  expect(await service.find(first.picture.file.replace(".webp", ".png"))).toBeNull();
});
