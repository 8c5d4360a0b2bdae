import type { HomeCheckPhotoError, HomeCheckPhotoProblem } from "~/domain/back-office/home-check-paths";
import type { PictureFormat, PictureRefusal } from "~/domain/media/pictures";
import { loadSharp } from "../images/sharp";
import { recognisePicture, type PictureIngest } from "../media/ingest";

/**
 * A photo as the report form sent it: its bytes, or that it was cut off at the picture limit
 * (the post's reader keeps no more than that). `name` is the browser's file name, shown back to
 * the checker in a refusal only; it is never stored (a file name can name a person).
 */
export type PhotoUpload = { name: string; bytes: Buffer } | { name: string; problem: "too-large" };

/** A photo ready to store: re-encoded without metadata, and a small copy for the request page. */
export type PreparedPhoto = {
  format: PictureFormat;
  width: number;
  height: number;
  bytes: Buffer;
  thumbnail: Buffer;
};

/** The small copy's longest side: thumbnails of 96 CSS pixels, sharp on a phone's screen. */
const thumbnailSide = 320;

function problemOf(reason: PictureRefusal): HomeCheckPhotoProblem {
  switch (reason) {
    case "empty":
    case "too-large":
    case "too-many-pixels":
    case "unsupported-format":
    case "busy":
      return reason;
    default:
      return "not-a-picture";
  }
}

const shownName = (name: string) =>
  name
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 120);

/**
 * The cheap check, by each file's header only (nothing decoded): what is refused at once, so that
 * a report with a wrong field or a wrong file is answered without decoding any photo.
 */
export async function checkPhotos(uploads: PhotoUpload[]): Promise<HomeCheckPhotoError[]> {
  const errors: HomeCheckPhotoError[] = [];
  for (const [index, upload] of uploads.entries()) {
    const problem =
      "problem" in upload
        ? upload.problem
        : await recognisePicture(upload.bytes).then((result) =>
            result.ok ? null : problemOf(result.reason),
          );
    if (problem) errors.push({ position: index + 1, name: shownName(upload.name), problem });
  }
  return errors;
}

/**
 * Each photo through the editor's ingest (recognised by content, turned upright, re-encoded without
 * EXIF, GPS or any other metadata, at most 2400 px), one at a time, plus its thumbnail (WebP).
 * Any photo refused: the refusals, and nothing to store.
 */
export async function preparePhotos(
  ingest: PictureIngest,
  uploads: PhotoUpload[],
): Promise<{ ok: true; photos: PreparedPhoto[] } | { ok: false; errors: HomeCheckPhotoError[] }> {
  const photos: PreparedPhoto[] = [];
  const errors: HomeCheckPhotoError[] = [];
  for (const [index, upload] of uploads.entries()) {
    const refuse = (problem: HomeCheckPhotoProblem) =>
      errors.push({ position: index + 1, name: shownName(upload.name), problem });
    if ("problem" in upload) {
      refuse(upload.problem);
      continue;
    }
    const outcome = await ingest(upload.bytes);
    if (!outcome.ok) {
      refuse(problemOf(outcome.reason));
      continue;
    }
    const { picture } = outcome;
    photos.push({
      format: picture.format,
      width: picture.width,
      height: picture.height,
      bytes: picture.bytes,
      thumbnail: await thumbnailOf(picture.bytes),
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, photos };
}

async function thumbnailOf(bytes: Buffer): Promise<Buffer> {
  const { default: sharp } = await loadSharp();
  return sharp(bytes)
    .resize({ width: thumbnailSide, height: thumbnailSide, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();
}
