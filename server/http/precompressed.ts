import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { preferredEncoding } from "./page-cache";

/**
 * The build's assets as the brotli or gzip copies `npm run build` made (scripts/compress-assets.js),
 * for the encoding the client takes; anything else to `next` (express.static sends the file as it
 * is). The copies are listed once, at start: a request never names a file to look for.
 */
export function precompressedAssets(dir: string, options: { maxAge: string }): RequestHandler {
  const copies = new Map<string, { br?: string; gzip?: string }>();
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    // No build assets (a test app): nothing to send here.
  }
  for (const name of names) {
    const match = /^(.+)\.(br|gz)$/.exec(name);
    if (!match) continue;
    const [, original = "", extension] = match;
    const entry = copies.get(original) ?? {};
    entry[extension === "br" ? "br" : "gzip"] = name;
    copies.set(original, entry);
  }
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const entry = copies.get(req.path.slice(1));
    if (!entry) return next();
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const copy = encoding === "identity" ? undefined : entry[encoding];
    res.vary("Accept-Encoding");
    if (!copy) return next();
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", encoding);
    res.sendFile(copy, { root: dir, immutable: true, maxAge: options.maxAge }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
