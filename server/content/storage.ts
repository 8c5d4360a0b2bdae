import path from "node:path";
import { Router } from "express";
import { isStorageBucket, type StorageBucket } from "~/domain/content/image-url";

/** Where the public buckets live: DATA_DIR/storage/{bucket}/. */
export function storageDir(dataDir: string): string {
  return path.join(dataDir, "storage");
}

export function bucketDir(dataDir: string, bucket: StorageBucket): string {
  return path.join(storageDir(dataDir), bucket);
}

/** A file name segment we serve: no empty, dot or dot-dot segment, no separators, no NUL, no dotfile. */
function isSafeSegment(segment: string): boolean {
  return segment !== "" && !segment.startsWith(".") && !/[/\\\0]/.test(segment);
}

/**
 * The absolute file of `/storage/{bucket}/{segments}` (segments already URL-decoded), or null when
 * the bucket is unknown or the path would leave the bucket's folder.
 */
export function storageFile(dataDir: string, bucket: string, segments: readonly string[]): string | null {
  if (!isStorageBucket(bucket) || segments.length === 0 || !segments.every(isSafeSegment)) return null;
  const base = path.resolve(bucketDir(dataDir, bucket));
  const file = path.resolve(base, ...segments);
  return file.startsWith(base + path.sep) ? file : null;
}

/** GET /storage/{bucket}/{path}: the bucket's files, cached for a year (names never change content). */
export function storageImages(dataDir: string): Router {
  const router = Router();
  router.get("/storage/:bucket/{*file}", (req, res) => {
    const segments = (req.params as { file?: string[] }).file ?? [];
    const file = storageFile(dataDir, req.params.bucket, segments);
    if (!file) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.sendFile(file, { maxAge: "1y", immutable: true, dotfiles: "deny" }, (error) => {
      if (error && !res.headersSent) res.status(404).type("text/plain").send("Not found");
    });
  });
  return router;
}
