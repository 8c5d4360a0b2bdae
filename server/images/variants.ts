import { createHash } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Router, type Response } from "express";
import type { Sharp } from "sharp";
import {
  isVariantFormat,
  isVariantWidth,
  type VariantFormat,
  type VariantWidth,
} from "~/domain/images/variants";
import type { Dog } from "~/domain/dogs/types";
import { storageFile } from "../content/storage";
import { demoImageFile } from "../dogs/demo/images";
import type { Logger } from "../log";
import type { MediaServices } from "../media/service";
import { limiter, loadSharp } from "./sharp";

export type ImageVariantOptions = {
  /** The site's own pictures: `/images/…` are `{publicDir}/images/…`. */
  publicDir: string;
  /** The blog and guide buckets under DATA_DIR/storage, and the copies under DATA_DIR/image-variants. */
  dataDir: string;
  /** The project root (the demo feed's photos) and the dogs the feed lists now. */
  root: string;
  dogs(): readonly Dog[];
  logger: Logger;
  /** How long a dog photo may take to come from the feed's host. */
  fetchTimeoutMs?: number;
  /** The pictures uploaded in the back office, in the database (`media/{sha256}.{ext}`). */
  pictures?: Pick<MediaServices, "find" | "bytes">;
};

/** A source picture: its bytes (read when a copy is made) and what names its version. */
type Source = { stamp: string; read(): Promise<Buffer>; cacheControl: string };

const maxSourceBytes = 20 * 1024 * 1024;
const yearImmutable = "public, max-age=31536000, immutable";
const encoders: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};

/**
 * GET /img/{width}/{format}/{source} (app/domain/images/variants.ts): a copy of a picture at one of
 * the set widths (never wider than the source) in AVIF or WebP, made with sharp on first request,
 * kept on disk and answered from there. Sources are the site's pictures, the buckets' files, the
 * pictures uploaded in the back office (from the database) and the photos of dogs in the current
 * feed (from their 1000x1000 file); anything else is a 404, so nobody can make this server fetch or
 * encode what the site does not show.
 */
export function imageVariants(options: ImageVariantOptions): Router {
  const cacheDir = path.join(options.dataDir, "image-variants");
  const making = new Map<string, Promise<Buffer | null>>();
  const encode = limiter(2);
  const router = Router();

  router.get("/img/:width/:format/{*source}", async (req, res) => {
    const width = Number(req.params.width);
    const format = req.params.format;
    const segments = (req.params as { source?: string[] }).source ?? [];
    if (!isVariantWidth(width) || !isVariantFormat(format) || String(width) !== req.params.width) {
      return notFound(res);
    }
    const source = await findSource(options, segments);
    if (!source) return notFound(res);
    const key = createHash("sha256")
      .update(`${width} ${format} ${segments.join("/")} ${source.stamp}`)
      .digest("hex")
      .slice(0, 40);
    const file = path.join(cacheDir, `${key}.${format}`);
    let body: Buffer | null = await readFile(file).catch(() => null);
    if (!body) {
      let pending = making.get(key);
      if (!pending) {
        pending = encode(() => makeVariant(source, width, format, file, cacheDir));
        making.set(key, pending);
        void pending.finally(() => making.delete(key)).catch(() => undefined);
      }
      body = await pending.catch((error: unknown) => {
        options.logger.warn("image variant failed", { width, format, error });
        return null;
      });
    }
    if (!body) return notFound(res);
    res.set({
      "Content-Type": `image/${format}`,
      "Cache-Control": source.cacheControl,
      "Cross-Origin-Resource-Policy": "same-origin",
      ETag: `"${key}"`,
    });
    if (req.fresh) return res.status(304).end();
    res.send(body);
  });

  return router;
}

/** What `/img/{width}/{format}/{segments}` is a copy of, or null for anything the site does not show. */
async function findSource(options: ImageVariantOptions, segments: string[]): Promise<Source | null> {
  const [kind, ...rest] = segments;
  if (kind === "images") return fileSource(publicFile(options.publicDir, rest), "public, max-age=86400");
  if (kind === "storage") {
    const [bucket = "", ...file] = rest;
    return fileSource(storageFile(options.dataDir, bucket, file), yearImmutable);
  }
  if (kind === "vermittlungstiere" && rest.length === 3 && rest[1] === "images") {
    return dogSource(options, rest[0]!, rest[2]!);
  }
  if (kind === "media" && rest.length === 1 && options.pictures)
    return pictureSource(options.pictures, rest[0]!);
  return null;
}

/** An uploaded picture: its name is its content's hash, so the name is its version. */
async function pictureSource(
  pictures: Pick<MediaServices, "find" | "bytes">,
  file: string,
): Promise<Source | null> {
  const stored = await pictures.find(file);
  if (!stored) return null;
  return {
    stamp: stored.sha256,
    cacheControl: yearImmutable,
    read: async () => {
      const bytes = await pictures.bytes(stored.sha256);
      if (!bytes) throw new Error("the picture was deleted");
      return bytes;
    },
  };
}

function notFound(res: Response) {
  res.status(404).type("text/plain").send("Not found");
}

/** `{publicDir}/images/{segments}`, or null when a segment is empty, hidden or would leave the folder. */
function publicFile(publicDir: string, segments: string[]): string | null {
  if (
    segments.length === 0 ||
    segments.some((part) => part === "" || part.startsWith(".") || /[/\\\0]/.test(part))
  ) {
    return null;
  }
  const base = path.resolve(publicDir, "images");
  const file = path.resolve(base, ...segments);
  return file.startsWith(base + path.sep) ? file : null;
}

async function fileSource(file: string | null, cacheControl: string): Promise<Source | null> {
  if (!file) return null;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile() || info.size > maxSourceBytes) return null;
  return { stamp: `${info.size} ${info.mtimeMs}`, read: () => readFile(file), cacheControl };
}

/** A photo of a dog the feed lists now: the demo's own file, or the 1000x1000 one from the feed's host. */
function dogSource(options: ImageVariantOptions, dogId: string, imageId: string): Source | null {
  const suffix = `/vermittlungstiere/${dogId}/images/${imageId}/1000x1000`;
  const large = options
    .dogs()
    .flatMap((dog) => dog.images)
    .find((image) => image.large === suffix || image.large.endsWith(suffix))?.large;
  if (!large) return null;
  // A feed's photo never changes under its id: its address is its version.
  if (large.startsWith("/")) {
    return {
      stamp: large,
      read: () => readFile(demoImageFile(options.root, imageId, "1000x1000")),
      cacheControl: yearImmutable,
    };
  }
  const timeoutMs = options.fetchTimeoutMs ?? 10_000;
  return {
    stamp: large,
    cacheControl: yearImmutable,
    read: async () => {
      const answer = await fetch(large, { signal: AbortSignal.timeout(timeoutMs), redirect: "error" });
      if (!answer.ok) throw new Error(`the feed's host answered ${answer.status}`);
      if (Number(answer.headers.get("content-length") ?? 0) > maxSourceBytes)
        throw new Error("photo too large");
      const bytes = Buffer.from(await answer.arrayBuffer());
      if (bytes.length > maxSourceBytes) throw new Error("photo too large");
      return bytes;
    },
  };
}

/** Reads the source, checks it is a picture (sharp reads it by its content), encodes and keeps the copy. */
async function makeVariant(
  source: Source,
  width: VariantWidth,
  format: VariantFormat,
  file: string,
  cacheDir: string,
): Promise<Buffer> {
  const input = await source.read();
  const { default: sharp } = await loadSharp();
  const image = sharp(input, { limitInputPixels: 40_000_000, failOn: "error" })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  const body = await encoders[format](image).toBuffer();
  await mkdir(cacheDir, { recursive: true });
  // Written aside and renamed: a reader never sees half a file, also with several instances.
  const partial = `${file}.${process.pid}.${Date.now()}.part`;
  await writeFile(partial, body);
  await rename(partial, file);
  return body;
}
