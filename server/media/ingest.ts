import { createHash } from "node:crypto";
import type { Metadata, Sharp } from "sharp";
import { pictureLimits, type PictureFormat, type PictureRefusal } from "~/domain/media/pictures";
import { limiter, loadSharp } from "../images/sharp";

/** A picture as it is stored: re-encoded, upright, without metadata, at most 2400 px on its long side. */
export type IngestedPicture = {
  bytes: Buffer;
  format: PictureFormat;
  width: number;
  height: number;
  sha256: string;
};

export type IngestOutcome = { ok: true; picture: IngestedPicture } | { ok: false; reason: PictureRefusal };

export type RecognisedPicture = { format: PictureFormat; width: number; height: number };

const encoders: Record<PictureFormat, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 82, mozjpeg: true }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 80 }),
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
};

/**
 * What a file is, by its content alone (the name and the type the browser sent are not asked):
 * one of the four formats with its size from the header, or why not. Nothing is decoded here, so a
 * picture of 20,000 x 20,000 pixels costs no more than reading its header.
 */
export async function recognisePicture(
  bytes: Buffer,
): Promise<{ ok: true; picture: RecognisedPicture } | { ok: false; reason: PictureRefusal }> {
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  if (bytes.length > pictureLimits.maxBytes) return { ok: false, reason: "too-large" };
  // Text that starts like markup would go to sharp's SVG reader: it never gets that far.
  const markup = markupKind(bytes);
  if (markup) return { ok: false, reason: markup === "svg" ? "unsupported-format" : "not-a-picture" };
  const { default: sharp } = await loadSharp();
  let meta: Metadata;
  try {
    // The header only: the pixel limit is checked below, with a reason of its own.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: "not-a-picture" };
  }
  const format = acceptedFormat(meta);
  if (!format) return { ok: false, reason: "unsupported-format" };
  const { width, height } = meta;
  if (!width || !height) return { ok: false, reason: "not-a-picture" };
  if (width * height > pictureLimits.maxPixels) return { ok: false, reason: "too-many-pixels" };
  return { ok: true, picture: { format, width, height } };
}

function acceptedFormat(meta: Metadata): PictureFormat | null {
  if (meta.format === "jpeg" || meta.format === "png" || meta.format === "webp") return meta.format;
  // sharp names AVIF and HEIC both HEIF; only the AV1 kind is AVIF.
  if (meta.format === "heif" && meta.compression === "av1") return "avif";
  return null;
}

function markupKind(bytes: Buffer): "svg" | "other" | null {
  const head = bytes
    .subarray(0, 4096)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (!head.startsWith("<")) return null;
  return /<svg[\s>]/i.test(head) ? "svg" : "other";
}

/**
 * Recognises a picture and re-encodes it in its own format: turned upright by its EXIF orientation,
 * without any metadata (sharp writes none unless asked: no EXIF, GPS, XMP or ICC profile), scaled
 * down to 2400 px on the long side. One picture is decoded at a time (a 50-megapixel picture takes
 * about 200 MB while it is worked on); `maxWaiting` more may wait, and past them the answer is `busy`.
 */
export function pictureIngest(options: { maxWaiting?: number } = {}) {
  const maxWaiting = options.maxWaiting ?? 4;
  const decode = limiter(1);
  return async function ingest(bytes: Buffer): Promise<IngestOutcome> {
    const recognised = await recognisePicture(bytes);
    if (!recognised.ok) return recognised;
    if (decode.pending() > maxWaiting) return { ok: false, reason: "busy" };
    const { format } = recognised.picture;
    return decode(async () => {
      const { default: sharp } = await loadSharp();
      try {
        const image = sharp(bytes, { limitInputPixels: pictureLimits.maxPixels, failOn: "error" })
          .autoOrient()
          .resize({
            width: pictureLimits.maxSide,
            height: pictureLimits.maxSide,
            fit: "inside",
            withoutEnlargement: true,
          });
        const { data, info } = await encoders[format](image).toBuffer({ resolveWithObject: true });
        const sha256 = createHash("sha256").update(data).digest("hex");
        return { ok: true, picture: { bytes: data, format, width: info.width, height: info.height, sha256 } };
      } catch {
        // A header that promised a picture over data that is none (cut off, broken).
        return { ok: false, reason: "not-a-picture" };
      }
    });
  };
}

export type PictureIngest = ReturnType<typeof pictureIngest>;
