import { mediaPathPattern } from "./media-path";

/** The public storage buckets of spec 2 section 3: blog and guide images. */
export const storageBuckets = ["blog-images", "guide-images"] as const;
export type StorageBucket = (typeof storageBuckets)[number];

export function isStorageBucket(value: string): value is StorageBucket {
  return (storageBuckets as readonly string[]).includes(value);
}

/**
 * Spec 2 section 3: `image_url` (and a gallery entry) is a full http(s) address, kept as it is, or a
 * path in the bucket, served by this site under `/storage/{bucket}/{path}`. Empty means no image.
 */
export function resolveImageUrl(bucket: StorageBucket, value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "") return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  // Pictures uploaded in the back office (decision 0025) are served by this site as they are named.
  if (mediaPathPattern.test(trimmed)) return trimmed;
  const segments = trimmed
    .replace(/^\/+/, "")
    .split("/")
    .filter((segment) => segment !== "");
  if (segments.length === 0) return null;
  return `/storage/${bucket}/${segments.map((segment) => encodeURIComponent(safeDecode(segment))).join("/")}`;
}

/** A stored path may already be percent-encoded; encoding it again would break the link. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
