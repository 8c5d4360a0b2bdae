import busboy from "busboy";
import { homeCheckPhotosMax } from "~/domain/back-office/home-check-paths";
import { pictureLimits } from "~/domain/media/pictures";
import type { Locale } from "~/i18n/locale";
import { discardRest, isSameOriginPost, readPagePost } from "../submissions/page-posts";
import type { PhotoUpload } from "./photos";

/** The report's text fields; any other field is dropped. */
const fieldNames = new Set(["visitedOn", "outcome", "notes"]);

/**
 * The largest report post: four photos at the picture limit and the text around them. The browser
 * makes photos small before it sends them (≤ 2400 px, a few hundred KB); without JavaScript a
 * phone sends them as taken.
 */
export const reportPostLimit = homeCheckPhotosMax * pictureLimits.maxBytes + 256 * 1024;

export type ReportPost =
  | {
      ok: true;
      fields: Record<string, string>;
      photos: PhotoUpload[];
      /** More photos than a report takes were sent: none of them is kept. */
      tooManyPhotos: boolean;
    }
  | { ok: false; status: 400 | 403 | 413 | 415; error: string };

/**
 * Reads a home-check report post: the same origin only (as the public forms), then either a plain
 * form post (64 KB, as they) or multipart/form-data with the photos in the field `photos`. The size
 * is checked before any parsing (a declared length over `reportPostLimit`) and while the body
 * streams in (a chunked one). A photo past the picture limit is not kept but marked `too-large`,
 * and the reading goes on, so that the typed notes come back with the refusal.
 */
export async function readReportPost(request: Request, origins: Record<Locale, string>): Promise<ReportPost> {
  if (!isSameOriginPost(request.headers, origins)) {
    return { ok: false, status: 403, error: "Cross-site form post refused." };
  }
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) {
    const post = await readPagePost(request, origins);
    if (!post.ok) return post;
    const fields: Record<string, string> = {};
    for (const name of fieldNames) if (post.entries[name] !== undefined) fields[name] = post.entries[name];
    return { ok: true, fields, photos: [], tooManyPhotos: false };
  }
  const reader = (request.body ?? new Blob().stream()).getReader();
  const tooLarge = { ok: false, status: 413, error: "The report is too large." } as const;
  if (Number(request.headers.get("content-length") ?? 0) > reportPostLimit) {
    await discardRest(reader, 0);
    return tooLarge;
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      defParamCharset: "utf8",
      limits: {
        fields: 10,
        fieldSize: 32 * 1024,
        // One more than a report takes, to tell the checker so.
        files: homeCheckPhotosMax + 1,
        fileSize: pictureLimits.maxBytes,
        parts: 20,
      },
    });
  } catch {
    await discardRest(reader, 0);
    return { ok: false, status: 415, error: "The form post could not be read." };
  }

  const fields: Record<string, string> = {};
  const photos: PhotoUpload[] = [];
  let tooManyPhotos = false;
  let failed = false;
  parser.on("field", (name, value) => {
    if (fieldNames.has(name) && !Object.hasOwn(fields, name)) fields[name] = value;
  });
  parser.on("file", (name, stream, info) => {
    stream.on("error", () => undefined);
    if (name !== "photos") return void stream.resume();
    const chunks: Buffer[] = [];
    let truncated = false;
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("limit", () => {
      truncated = true;
      chunks.length = 0;
    });
    stream.on("end", () => {
      const fileName = info.filename ?? "";
      // An empty file field (no photo chosen) is sent as a part without a name or bytes.
      if (!truncated && chunks.length === 0 && fileName === "") return;
      if (photos.length >= homeCheckPhotosMax) {
        tooManyPhotos = true;
        return;
      }
      photos.push(
        truncated
          ? { name: fileName, problem: "too-large" }
          : { name: fileName, bytes: Buffer.concat(chunks) },
      );
    });
  });
  parser.on("filesLimit", () => (tooManyPhotos = true));
  parser.on("error", () => (failed = true));
  const closed = new Promise<void>((resolve) => parser.once("close", resolve));

  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > reportPostLimit) {
      parser.destroy();
      await discardRest(reader, size);
      return tooLarge;
    }
    if (!failed) await write(parser, chunk.value);
  }
  if (!failed) {
    parser.end();
    await Promise.race([closed, new Promise((resolve) => parser.once("error", resolve))]);
  }
  if (failed) return { ok: false, status: 400, error: "The form post could not be read." };
  return { ok: true, fields, photos, tooManyPhotos };
}

/** Writes to the parser and waits while it holds more than it takes (its stream's own measure). */
function write(parser: busboy.Busboy, chunk: Uint8Array): Promise<void> {
  return new Promise((resolve) => {
    if (parser.write(chunk)) return resolve();
    parser.once("drain", resolve);
    parser.once("error", () => resolve());
  });
}
