/**
 * Pictures uploaded in the back office (CONTRACT.md 'Back office: content', decision 0025): what is
 * accepted, and the names they are served under (`/media/{sha256}.{ext}`). Shared by the server and
 * the editor, which can check a file's size before sending it.
 */

export const pictureFormats = ["jpeg", "png", "webp", "avif"] as const;
export type PictureFormat = (typeof pictureFormats)[number];

export const pictureLimits = {
  /** The largest file accepted: 15 MB. */
  maxBytes: 15 * 1024 * 1024,
  maxMegabytes: 15,
  /** Width times height, read from the file's header before anything is decoded. */
  maxPixels: 50_000_000,
  maxMegapixels: 50,
  /** A stored picture's longest side; larger ones are scaled down when stored. */
  maxSide: 2400,
};

/** Why an upload was refused; each has a message in both languages (admin.media.refusals). */
export const pictureRefusals = [
  "no-file",
  "too-many-files",
  "empty",
  "too-large",
  "too-many-pixels",
  "not-a-picture",
  "unsupported-format",
  "rate-limited",
  "busy",
] as const;
export type PictureRefusal = (typeof pictureRefusals)[number];

const extensions: Record<PictureFormat, string> = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif" };

export const pictureContentTypes: Record<PictureFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

/** A stored picture's file name: its SHA-256 (hex) and the extension of its format. */
export function pictureFileName(sha256: string, format: PictureFormat): string {
  return `${sha256}.${extensions[format]}`;
}

const fileName = /^([0-9a-f]{64})\.(jpg|png|webp|avif)$/;

/** The SHA-256 and format a file name stands for, or null for any other name (`.jpeg`, upper case…). */
export function parsePictureFileName(name: string): { sha256: string; format: PictureFormat } | null {
  const match = fileName.exec(name);
  if (!match) return null;
  const format = pictureFormats.find((candidate) => extensions[candidate] === match[2])!;
  return { sha256: match[1]!, format };
}

/** Where a stored picture is served. */
export function pictureUrl(file: string): string {
  return `/media/${file}`;
}
