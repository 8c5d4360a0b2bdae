/** Pictures are kept at most this wide or high (the server re-encodes to the same bound). */
const longestSide = 2400;
/** Below this size a file goes as it is: small enough for a slow connection. */
const smallEnough = 1_500_000;

/**
 * A phone's photo (often 5–15 MB) made small in the browser before it is sent: at most 2400 px on
 * its longest side, upright, as JPEG (WebP where the picture may be transparent), without its
 * metadata. A slow mobile connection then sends a few hundred KB instead of megabytes, well within
 * the server's request time. The server checks and re-encodes whatever arrives; a file the browser
 * cannot read or shrink goes as it is, so the server's message says what is wrong with it.
 */
export async function shrinkPicture(file: File): Promise<File> {
  if (file.size <= smallEnough || !/^image\/(jpeg|png|webp)$/.test(file.type)) return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.min(1, longestSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const type = file.type === "image/jpeg" ? "image/jpeg" : "image/webp";
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.88));
    // A browser without WebP output answers PNG: only worth it when smaller.
    if (!blob || blob.size >= file.size) return file;
    const name =
      file.name.replace(/\.[a-z0-9]+$/i, "") +
      (blob.type === "image/jpeg" ? ".jpg" : blob.type === "image/webp" ? ".webp" : ".png");
    return new File([blob], name, { type: blob.type });
  } catch {
    return file;
  }
}
