/** `/media/{sha256}.{ext}`: a picture uploaded to the media library (decision 0025). */
export const mediaPathPattern = /^\/media\/([0-9a-f]{64}\.(?:jpg|png|webp|avif))$/;

/** The file of a media path (`3fa9….jpg`), or null when the source is not one of ours. */
export function mediaFile(src: unknown): string | null {
  return typeof src === "string" ? (mediaPathPattern.exec(src)?.[1] ?? null) : null;
}

/** The public path of a media file. */
export function mediaPath(file: string): string {
  return `/media/${file}`;
}
