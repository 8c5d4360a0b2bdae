import type { Request, RequestHandler, Response } from "express";
import { compressParts, gzipWithValue, splitAt, type SlottedGzip } from "./gzip-slots";

/**
 * Which pages may be answered from the cache: their HTML depends only on the returned key (locale
 * and URL) and on `version`, an object that is replaced whenever the data behind the page changes
 * (the dog list). Anything else (cookies, forms' results) must keep a page out.
 */
export type Cacheable = (req: Request) => { key: string; version: object } | null;

export type PageCacheOptions = {
  cacheable: Cacheable;
  /** Time-dependent text (a date) is refreshed at least this often. */
  maxAgeMs?: number;
  maxEntries?: number;
};

type Entry = {
  version: object;
  storedAt: number;
  headers: [string, string | string[]][];
  document: SlottedGzip;
};

/** Headers the response layers around the page set (security, compression); not stored. */
const outerHeaders = new Set(["content-encoding", "content-length", "vary", "transfer-encoding"]);

export type PageCacheStats = {
  /** Pages stored now. */
  entries: number;
  /** Answers from the cache since start. */
  hits: number;
  /** Renders the cache let through to be stored since start. */
  renders: number;
};

/**
 * An in-process cache of rendered pages for the biggest page, the dog list with hundreds of cards:
 * rendering it costs tens of milliseconds of CPU, answering from here well under one. The CSP
 * nonce differs per response, so a page is kept split at its nonce and compressed once, and every
 * answer puts its own nonce in (docs/decisions/0006-page-cache.md). Concurrent misses of one page
 * wait for a single render.
 */
export function pageCache({
  cacheable,
  maxAgeMs = 60_000,
  maxEntries = 64,
}: PageCacheOptions): RequestHandler & { stats(): PageCacheStats } {
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<void>>();
  let hits = 0;
  let renders = 0;

  function fresh(key: string, version: object): Entry | null {
    const entry = entries.get(key);
    if (!entry || entry.version !== version || Date.now() - entry.storedAt > maxAgeMs) return null;
    // Map order is insertion order: moving a used entry to the end makes the first the least used.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  function store(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  const handler: RequestHandler = async (req, res, next) => {
    const page = req.method === "GET" ? cacheable(req) : null;
    if (!page) return next();
    const { key, version } = page;
    const waiting = rendering.get(key);
    if (waiting) await waiting;
    const entry = fresh(key, version);
    if (entry) {
      hits += 1;
      return send(req, res, entry);
    }

    renders += 1;
    let done = () => {};
    rendering.set(key, new Promise<void>((resolve) => (done = resolve)));
    capture(res, (captured) => {
      if (captured) store(key, { ...captured, version, storedAt: Date.now() });
      rendering.delete(key);
      done();
    });
    next();
  };
  return Object.assign(handler, { stats: () => ({ entries: entries.size, hits, renders }) });
}

/** Records what the page renderer writes, passing it on unchanged; `finish` gets a cacheable copy or null. */
function capture(res: Response, onDone: (captured: Omit<Entry, "version" | "storedAt"> | null) => void) {
  let finished = false;
  const finish: typeof onDone = (captured) => {
    if (finished) return;
    finished = true;
    onDone(captured);
  };
  const before = new Set(Object.keys(res.getHeaders()));
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (chunk) chunks.push(toBuffer(chunk));
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((...args: unknown[]) => {
    if (args[0] && typeof args[0] !== "function") chunks.push(toBuffer(args[0]));
    finish(cacheableCopy(res, before, Buffer.concat(chunks)));
    return end(...args);
  }) as Response["end"];
  // A response that ends without `end` (the client went away) is not stored.
  res.on("close", () => finish(null));
}

function cacheableCopy(
  res: Response,
  before: Set<string>,
  body: Buffer,
): Omit<Entry, "version" | "storedAt"> | null {
  const nonce = res.locals.cspNonce as string | undefined;
  const type = String(res.getHeader("content-type") ?? "");
  if (res.statusCode !== 200 || !nonce || !type.startsWith("text/html") || res.getHeader("set-cookie"))
    return null;
  const headers = Object.entries(res.getHeaders())
    .filter(([name]) => !before.has(name) && !outerHeaders.has(name))
    .map(
      ([name, value]) => [name, Array.isArray(value) ? value : String(value)] as [string, string | string[]],
    );
  return { headers, document: compressParts(splitAt(body, Buffer.from(nonce))) };
}

function send(req: Request, res: Response, { headers, document }: Entry) {
  const nonce = Buffer.from(res.locals.cspNonce as string);
  for (const [name, value] of headers) res.setHeader(name, value);
  res.setHeader("Vary", "Accept-Encoding");
  res.status(200);
  const gzip = req.acceptsEncodings("gzip", "identity") === "gzip";
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  // Anything but gzip is left to the compression layer (identity for clients that ask for none).
  const chunks = gzip
    ? gzipWithValue(document, nonce)
    : document.parts.flatMap(({ raw }, index) => (index > 0 ? [nonce, raw] : [raw]));
  res.setHeader(
    "Content-Length",
    chunks.reduce((sum, chunk) => sum + chunk.length, 0),
  );
  // Corked, the chunks leave in one write without being copied into one buffer first.
  res.cork();
  for (const chunk of chunks) res.write(chunk);
  res.end();
}

function toBuffer(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk));
}
