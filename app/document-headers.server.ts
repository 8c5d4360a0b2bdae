import { createHash } from "node:crypto";

/**
 * The validator and cache rule of a rendered document (docs/decisions/0022). A page or the
 * not-found page asked for by GET or HEAD keeps the Cache-Control its routes gave it
 * (app/page-headers.ts) and gets an ETag, a hash of its HTML: weak, because the brotli, gzip and
 * plain bodies are one page. Anything else (an error, the answer to a post) is `no-store`, whatever
 * a route said: a shared cache would keep an error page as long as a page.
 */
export function setDocumentCacheHeaders(request: Request, status: number, headers: Headers, html: string) {
  const read = request.method === "GET" || request.method === "HEAD";
  if (read && (status === 200 || status === 404)) {
    headers.set("ETag", `W/"${createHash("sha256").update(html).digest("base64url").slice(0, 32)}"`);
  } else headers.set("Cache-Control", "no-store");
}
