// The demo dog pictures (rendered from assets/images/dogs/ by scripts/render-images.js). The bundled demo feed names
// image ids like 'img-104233-1'; any id at all maps, always to the same one of the twelve portraits,
// so the server can answer every `/vermittlungstiere/{dogId}/images/{imageId}/{size}` request.
//
// Paths are resolved from a project root passed in, not from import.meta.url: in production this
// module is bundled into build/server/, where a module-relative path would point to the wrong place.
import path from "node:path";

export type DemoImageSize = "500x500" | "1000x1000";

export const demoImageSizes: readonly DemoImageSize[] = ["500x500", "1000x1000"];

/** How many distinct portraits there are: dog-01 … dog-12. */
export const demoPortraitCount = 12;

const pixels: Record<DemoImageSize, number> = { "500x500": 500, "1000x1000": 1000 };

export function isDemoImageSize(value: string): value is DemoImageSize {
  return value === "500x500" || value === "1000x1000";
}

/** The folder holding the demo JPEGs, under the project root. */
export function demoImagesDir(root: string): string {
  return path.join(root, "server", "dogs", "demo", "images");
}

/**
 * The portrait number (1 … 12) an image id maps to: 32-bit FNV-1a over the id's UTF-8 bytes, so the
 * mapping never changes between runs, machines or Node versions.
 */
export function demoPortraitNumber(imageId: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(imageId, "utf8")) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % demoPortraitCount) + 1;
}

/** The absolute path of the demo JPEG shown for this image id at this size. */
export function demoImageFile(root: string, imageId: string, size: DemoImageSize): string {
  const number = String(demoPortraitNumber(imageId)).padStart(2, "0");
  return path.join(demoImagesDir(root), `dog-${number}-${pixels[size]}.jpg`);
}

/** The absolute path of the neutral placeholder picture (no dog photo, or a photo that failed). */
export function placeholderFile(root: string, size: DemoImageSize): string {
  return path.join(demoImagesDir(root), `placeholder-${pixels[size]}.jpg`);
}
