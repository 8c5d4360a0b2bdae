import { promisify } from "node:util";
import { brotliCompress, constants, gunzipSync, gzip } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";

export type PageCacheOptions = {
  /** The page's cache key, or null for a request that is never answered from or into the cache. */
  keyOf(req: Request): string | null;
  /** Memory for stored pages (brotli and gzip bodies), least recently used out. */
  maxBytes: number;
  /** What the pages show that lives in this process (the dog list): another object empties the cache. */
  shown(): unknown;
  /** Time-dependent text (a dog's age, the home page's random dogs) is rendered again at least this often. */
  ttlMs?: number;
};

export type PageCache = {
  /** Express middleware just before the renderer: answers a stored page, or stores what is rendered. */
  handler: RequestHandler;
  /** Forgets every page (the change feed told of new content); renders under way are not kept. */
  clear(): void;
};

type StoredPage = {
  status: number;
  /** The render's headers (its CSP, Cache-Control, ETag…) without those of the encoding. */
  headers: [string, string | number | string[]][];
  brotli: Buffer;
  gzip: Buffer;
};

/** Set per answer from the body sent; never taken from the render. */
const encodingHeaders = new Set(["content-encoding", "content-length", "transfer-encoding", "vary"]);

/**
 * Rendered public pages in memory (docs/decisions/0022), so that the app alone takes a burst: a
 * render that any cache may keep is compressed once (brotli and gzip) and answered from here to
 * everyone asking for its key, until it is a minute old or the pages' data changes. Many asking at
 * once for a page not stored wait for one render. In production the proxy in front caches pages too.
 */
export function pageCache(options: PageCacheOptions): PageCache {
  const pages = new LRUCache<string, StoredPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) => page.brotli.length + page.gzip.length + 1024,
    ttl: options.ttlMs ?? 60_000,
  });
  const rendering = new Map<string, Promise<StoredPage | null>>();
  // Moves on every change: a render begun before it shows the old data and is answered, not kept.
  let generation = 0;
  let shown = options.shown();

  function clear() {
    generation += 1;
    pages.clear();
    rendering.clear();
  }

  const handler: RequestHandler = async (req, res, next) => {
    const key = options.keyOf(req);
    if (key === null) return next();
    const now = options.shown();
    if (now !== shown) {
      shown = now;
      clear();
    }
    const stored = pages.get(key);
    if (stored) return send(req, res, stored);
    const waiting = rendering.get(key);
    if (waiting) {
      const page = await waiting;
      return page ? send(req, res, page) : next();
    }
    // A HEAD that finds nothing stored is answered by the renderer without a body to keep.
    if (req.method !== "GET") return next();
    const started = generation;
    const render = renderedBody(res).then(async (body) => {
      if (!body) return null;
      const page = await compressed(res, body).catch(() => null);
      if (!page) {
        res.end(body);
        return null;
      }
      if (generation === started) pages.set(key, page);
      send(req, res, page);
      return page;
    });
    rendering.set(key, render);
    void render.finally(() => {
      if (rendering.get(key) === render) rendering.delete(key);
    });
    next();
  };
  return { handler, clear };
}

/**
 * Holds back what the renderer writes. A page any cache may keep comes back as its body, unsent;
 * anything else (a redirect, an error, a private answer, one with a cookie) leaves as it was
 * written, and the promise gives null, as it does when the client went away first.
 */
function renderedBody(res: Response): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const { write, end } = res;
    const chunks: Buffer[] = [];
    res.write = ((chunk: unknown) => {
      if (chunk) chunks.push(toBuffer(chunk));
      return true;
    }) as Response["write"];
    res.end = ((chunk?: unknown) => {
      if (chunk && typeof chunk !== "function") chunks.push(toBuffer(chunk));
      res.write = write;
      res.end = end;
      const body = Buffer.concat(chunks);
      if (storable(res)) resolve(body);
      else {
        res.end(body);
        resolve(null);
      }
      return res;
    }) as Response["end"];
    res.on("close", () => resolve(null));
  });
}

/** A page or the not-found page, as HTML, that its route let shared caches keep and that sets no cookie. */
function storable(res: Response): boolean {
  const control = String(res.getHeader("cache-control") ?? "");
  return (
    (res.statusCode === 200 || res.statusCode === 404) &&
    String(res.getHeader("content-type")).startsWith("text/html") &&
    !res.getHeader("set-cookie") &&
    /\b(public|s-maxage)\b/.test(control) &&
    !/\b(private|no-store|no-cache)\b/.test(control)
  );
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Both bodies at once, off the main thread (a render's answer waits for the slower one). Brotli at
 * quality 6; gzip at level 6, zlib's default, only for clients without brotli.
 */
async function compressed(res: Response, body: Buffer): Promise<StoredPage> {
  const [brotli, gzipped] = await Promise.all([
    brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipAsync(body, { level: 6 }),
  ]);
  const headers = Object.entries(res.getHeaders()).filter(
    (entry): entry is [string, string | number | string[]] =>
      entry[1] !== undefined && !encodingHeaders.has(entry[0]),
  );
  return { status: res.statusCode, headers, brotli, gzip: gzipped };
}

/** A stored page in the encoding the client takes; 304 when its If-None-Match holds the page's ETag. */
function send(req: Request, res: Response, page: StoredPage): void {
  res.status(page.status);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("Vary", "Accept-Encoding");
  // Express's conditional GET check (the `fresh` package): only for a 2xx with this ETag.
  if (req.fresh) {
    res.removeHeader("Content-Type");
    res.status(304).end();
    return;
  }
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  // The plain page is unzipped per request (rare: every browser takes brotli), not kept twice.
  const body = encoding === "br" ? page.brotli : encoding === "gzip" ? page.gzip : gunzipSync(page.gzip);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Brotli whenever the client takes it (smaller, and every browser does; the order of a client's
 * list is no preference), else gzip, else the plain page. An encoding with `q=0` is refused; `*`
 * stands for any encoding not named.
 */
export function preferredEncoding(header: string | string[] | undefined): "br" | "gzip" | "identity" {
  const weights = new Map<string, number>();
  for (const part of String(header ?? "").split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (weights.get(name) ?? weights.get("*") ?? 0) > 0;
  if (takes("br")) return "br";
  if (takes("gzip")) return "gzip";
  return "identity";
}

function toBuffer(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk));
}
