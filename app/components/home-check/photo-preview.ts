import { homeCheckPhotoTypes, type HomeCheckPhotoProblem } from "~/domain/back-office/home-check-paths";
import { pictureLimits } from "~/domain/media/pictures";

/** The preview's side in pixels (shown at 48 CSS pixels: sharp at twice the density). */
const side = 96;

/**
 * A small square preview of a chosen photo, as a `data:` URL (the page's Content-Security-Policy
 * allows `data:` pictures, not `blob:`), or null when the browser cannot read the file.
 */
export async function previewOf(file: File): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const crop = Math.min(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = side;
    canvas.height = side;
    canvas
      .getContext("2d")
      ?.drawImage(
        bitmap,
        (bitmap.width - crop) / 2,
        (bitmap.height - crop) / 2,
        crop,
        crop,
        0,
        0,
        side,
        side,
      );
    bitmap.close();
    return canvas.toDataURL("image/jpeg", 0.7);
  } catch {
    return null;
  }
}

const accepted = new Set<string>(homeCheckPhotoTypes);

/**
 * What is surely wrong with a photo before it is sent (after it was made small): empty, too big,
 * or of a type the browser names and the server refuses (HEIC from a gallery app). An unnamed type
 * goes to the server, which decides by the content.
 */
export function photoProblem(file: File): HomeCheckPhotoProblem | null {
  if (file.size === 0) return "empty";
  if (file.size > pictureLimits.maxBytes) return "too-large";
  if (file.type !== "" && !accepted.has(file.type)) return "unsupported-format";
  return null;
}
