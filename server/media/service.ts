import { createHash } from "node:crypto";
import { count, desc, eq } from "drizzle-orm";
import {
  parsePictureFileName,
  pictureFileName,
  type PictureFormat,
  type PictureRefusal,
} from "~/domain/media/pictures";
import type { Locale } from "~/i18n/locale";
import type { StaffMember } from "../back-office/staff-member";
import type { Db } from "../db/client";
import { media } from "../db/schema";
import { pictureIngest, type PictureIngest } from "./ingest";

/** A stored picture as the editor uses it: `file` is served at `/media/{file}`. */
export type MediaPicture = { file: string; width: number; height: number; alt: Record<Locale, string> };

export type LibraryPicture = MediaPicture & { uploadedBy: string | null; uploadedAt: string };

export type LibraryPage = { page: number; pageSize: number; total: number; pictures: LibraryPicture[] };

export type UploadOutcome = { ok: true; picture: MediaPicture } | { ok: false; reason: PictureRefusal };

/** A stored picture's bytes and what they are, for `/media/…` and its copies. */
export type StoredPicture = { sha256: string; format: PictureFormat; byteSize: number };

export const libraryPageSize = 60;

/** The back office's picture library (`backOffice.media`, decision 0025 "Pictures"). */
export type MediaServices = {
  /** Recognises, re-encodes and stores an uploaded file; a picture already stored is that row again. */
  upload(input: { bytes: Buffer; originalName: string | null }, staff: StaffMember): Promise<UploadOutcome>;
  /** Newest first, `libraryPageSize` a page (from 1). */
  library(page: number): Promise<LibraryPage>;
  /** The stored picture a file name stands for (its extension must be its format's), without its bytes. */
  find(file: string): Promise<StoredPicture | null>;
  bytes(sha256: string): Promise<Buffer | null>;
  /** Keeps the alt texts last given to a picture, offered again when it is used another time. */
  rememberAlt(file: string, alt: Record<Locale, string>): Promise<void>;
};

export function createMediaServices(deps: { db: Db; ingest?: PictureIngest }): MediaServices {
  const { db } = deps;
  const ingest = deps.ingest ?? pictureIngest();
  const pictureColumns = {
    sha256: media.sha256,
    format: media.format,
    width: media.width,
    height: media.height,
    altDe: media.altDe,
    altEs: media.altEs,
  };

  async function byHash(sha256: string) {
    const [row] = await db.select(pictureColumns).from(media).where(eq(media.sha256, sha256));
    return row ?? null;
  }

  return {
    async upload(input, staff) {
      // The very file of a stored picture (saved from the site and uploaded again): that picture.
      const already = await byHash(createHash("sha256").update(input.bytes).digest("hex"));
      if (already) return { ok: true, picture: asPicture(already) };
      const outcome = await ingest(input.bytes);
      if (!outcome.ok) return outcome;
      const { picture } = outcome;
      const [inserted] = await db
        .insert(media)
        .values({
          sha256: picture.sha256,
          format: picture.format,
          width: picture.width,
          height: picture.height,
          byteSize: picture.bytes.length,
          bytes: picture.bytes,
          originalName: cleanName(input.originalName),
          uploadedById: staff.id,
          uploadedByName: staff.name,
        })
        .onConflictDoNothing({ target: media.sha256 })
        .returning(pictureColumns);
      const row = inserted ?? (await byHash(picture.sha256));
      if (!row) throw new Error("picture neither stored nor found");
      return { ok: true, picture: asPicture(row) };
    },

    async library(page) {
      const rows = await db
        .select({ ...pictureColumns, uploadedBy: media.uploadedByName, uploadedAt: media.createdAt })
        .from(media)
        .orderBy(desc(media.createdAt), desc(media.id))
        .limit(libraryPageSize)
        .offset((page - 1) * libraryPageSize);
      const [total] = await db.select({ n: count() }).from(media);
      return {
        page,
        pageSize: libraryPageSize,
        total: total?.n ?? 0,
        pictures: rows.map((row) => ({
          ...asPicture(row),
          uploadedBy: row.uploadedBy,
          uploadedAt: row.uploadedAt.toISOString(),
        })),
      };
    },

    async find(file) {
      const name = parsePictureFileName(file);
      if (!name) return null;
      const [row] = await db
        .select({ sha256: media.sha256, format: media.format, byteSize: media.byteSize })
        .from(media)
        .where(eq(media.sha256, name.sha256));
      return row && row.format === name.format ? row : null;
    },

    async bytes(sha256) {
      const [row] = await db.select({ bytes: media.bytes }).from(media).where(eq(media.sha256, sha256));
      return row?.bytes ?? null;
    },

    async rememberAlt(file, alt) {
      const name = parsePictureFileName(file);
      if (!name) return;
      await db
        .update(media)
        .set({ altDe: alt.de.trim() || null, altEs: alt.es.trim() || null })
        .where(eq(media.sha256, name.sha256));
    },
  };
}

function asPicture(row: {
  sha256: string;
  format: PictureFormat;
  width: number;
  height: number;
  altDe: string | null;
  altEs: string | null;
}): MediaPicture {
  return {
    file: pictureFileName(row.sha256, row.format),
    width: row.width,
    height: row.height,
    alt: { de: row.altDe ?? "", es: row.altEs ?? "" },
  };
}

/** The file's own name without any folder a browser sent along, printable, at most 200 characters. */
function cleanName(name: string | null): string | null {
  const base = (name ?? "").split(/[/\\]/).pop() ?? "";
  const printable = base
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 200);
  return printable || null;
}
