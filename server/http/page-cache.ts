import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { promisify } from "node:util";
import { brotliCompress, constants, gunzipSync, gzip } from "node:zlib";
import { createPageStore, type StoredPage } from "./page-store";
import { storedHead, writeStoredHead, type StoredHead } from "./stored-head";

export type PageCacheOptions = {
  /** The page's cache key, or null for a request that is never answered from or into the cache. */
  keyOf(req: IncomingMessage): string | null;
  /** What the pages show now (the dog list, the content's version…): a page of another version is stale. */
  version(): readonly unknown[];
  /** Memory for stored pages; 0 stores nothing (every answer is rendered, with the same headers). */
  maxBytes: number;
  /** Time-dependent text (a dog's age, "new" badges) is rendered again at least this often. */
  maxAgeMs?: number;
  /** Cache-Control of a page answer that any cache may keep (CDN, reverse proxy). */
  cacheControl: string;
};

/**
 * The key once per request, on the request itself (a page kept in several renders picks one of them
 * at random, and the renderer must store what `serve` looked for). A property, not a WeakMap: this
 * runs for every request, and a WeakMap entry cost more than the rest of a stored page's answer.
 */
const requestKey = Symbol("page cache key");
type KeyedRequest = IncomingMessage & { [requestKey]?: string | null };

export type PageCacheStats = { entries: number; bytes: number; hits: number; renders: number };

/**
 * Headers that depend on the answer's encoding or are set here; not taken from the render. The rest
 * (security headers, the page's CSP, its type) are stored: a stored page is answered before the
 * layers that set them.
 */
const ownHeaders = new Set([
  "content-encoding",
  "content-length",
  "vary",
  "transfer-encoding",
  "etag",
  "cache-control",
]);

export type PageCache = {
  /**
   * Answers a stored page, or calls `next`. It takes the request as Node's server hands it over, so
   * that it can run before Express (server/app.ts): a stored page costs no other layer.
   */
  serve(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  /** Just before the renderer: stores what it renders (one render for many asking at once). */
  store: RequestHandler;
  stats(): PageCacheStats;
};

/**
 * Every public page from memory (docs/decisions/0011): a render is stored once, compressed with
 * brotli and gzip, with its headers and a strong ETag, and answered to everyone who asks for the
 * same key while the version stands. The key includes the Host header, so only a host that passed
 * the request guard once (and rendered) is ever answered from here.
 */
export function pageCache(options: PageCacheOptions): PageCache {
  const { keyOf, maxBytes, maxAgeMs = 60_000 } = options;
  const store = createPageStore(maxBytes);
  const rendering = new Map<string, Promise<StoredPage | null>>();
  let hits = 0;
  let renders = 0;

  function current(key: string, version: readonly unknown[]): StoredPage | null {
    const page = store.get(key);
    if (!page) return null;
    if (sameVersion(page.version, version) && Date.now() - page.storedAt <= maxAgeMs) return page;
    store.delete(key);
    return null;
  }

  const serve: PageCache["serve"] = (req, res, next) => {
    const key = keyOf(req);
    (req as KeyedRequest)[requestKey] = key;
    const stored = key === null ? null : current(key, options.version());
    if (!stored) return next();
    hits += 1;
    send(req, res, stored, options.cacheControl);
  };

  const storeRender: RequestHandler = async (req, res, next) => {
    const keyed = req as KeyedRequest;
    const key = requestKey in keyed ? (keyed[requestKey] ?? null) : keyOf(req);
    if (key === null) return next();
    const waiting = maxBytes > 0 ? rendering.get(key) : undefined;
    if (waiting) {
      const page = await waiting;
      if (page) return send(req, res, page, options.cacheControl);
      return next();
    }
    // A HEAD that finds nothing stored is answered by the renderer without a body to store.
    if (req.method !== "GET") return next();
    renders += 1;
    const version = options.version();
    const render = new Promise<StoredPage | null>((resolve) => {
      capture(
        res,
        (page) => {
          // A page rendered while its data changed may show the old data: answered, not kept.
          if (page && maxBytes > 0 && sameVersion(version, options.version())) store.set(key, page);
          if (page) send(req, res, page, options.cacheControl);
          resolve(page);
        },
        version,
      );
    });
    if (maxBytes > 0) {
      rendering.set(key, render);
      void render.finally(() => rendering.delete(key));
    }
    next();
  };
  return { serve, store: storeRender, stats: () => ({ ...store.stats(), hits, renders }) };
}

function sameVersion(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a === b || (a.length === b.length && a.every((part, index) => Object.is(part, b[index])));
}

/**
 * Holds back what the renderer writes. A page that may be stored goes to `onPage` (which answers);
 * anything else (a redirect, an error, a page with a cookie) leaves as it was written, and `onPage`
 * gets null.
 */
function capture(
  res: ServerResponse,
  onPage: (page: StoredPage | null) => void,
  version: readonly unknown[],
) {
  const chunks: Buffer[] = [];
  const write = res.write;
  const end = res.end;
  let done = false;
  const finish = (page: StoredPage | null) => {
    if (done) return;
    done = true;
    onPage(page);
  };
  res.write = ((chunk: unknown) => {
    if (chunk) chunks.push(toBuffer(chunk));
    return true;
  }) as ServerResponse["write"];
  res.end = ((chunk?: unknown) => {
    if (chunk && typeof chunk !== "function") chunks.push(toBuffer(chunk));
    res.write = write;
    res.end = end;
    const body = Buffer.concat(chunks);
    const head = storableHead(res, version);
    if (!head) {
      res.end(body);
      finish(null);
      return res;
    }
    compressed(body).then(
      (bodies) => finish({ ...head, ...bodies }),
      () => {
        res.end(body);
        finish(null);
      },
    );
    return res;
  }) as ServerResponse["end"];
  // The client went away before the page was written: nothing to store, nobody to answer.
  res.on("close", () => finish(null));
}

/** What a page answer keeps besides its bodies, or null for an answer that is never stored. */
function storableHead(
  res: ServerResponse,
  version: readonly unknown[],
): Omit<StoredPage, "etag" | "brotli" | "gzip"> | null {
  const status = res.statusCode;
  const type = String(res.getHeader("content-type") ?? "");
  const control = String(res.getHeader("cache-control") ?? "");
  if ((status !== 200 && status !== 404) || !type.startsWith("text/html")) return null;
  if (res.getHeader("set-cookie") || /no-store|private/.test(control)) return null;
  const headers = Object.entries(res.getHeaders())
    .filter(([name]) => !ownHeaders.has(name))
    .map(
      ([name, value]) => [name, Array.isArray(value) ? value : String(value)] as [string, string | string[]],
    );
  return { version, storedAt: Date.now(), status, headers };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The page's bodies and validator. Compressed off the main thread, both at once: the render's
 * answer waits for the slower of the two, and other requests are served meanwhile. Gzip at level
 * 6, zlib's default: level 9 took twice as long as brotli (13 ms against 9 ms for the 220 KB dog
 * list on the CI machine) for a body 1.5 % smaller, and gzip is only for clients without brotli.
 */
async function compressed(body: Buffer): Promise<Pick<StoredPage, "etag" | "brotli" | "gzip">> {
  const [brotli, gzipped] = await Promise.all([
    brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipAsync(body, { level: 6 }),
  ]);
  return { etag: createHash("sha256").update(body).digest("hex").slice(0, 32), brotli, gzip: gzipped };
}

const encodings = {
  br: { tag: "br", body: (page: StoredPage) => page.brotli },
  gzip: { tag: "gz", body: (page: StoredPage) => page.gzip },
  identity: { tag: "id", body: (page: StoredPage) => gunzipSync(page.gzip) },
} as const;

type Encoding = keyof typeof encodings;

/**
 * A stored page's answer in one encoding: its body and every header, made once per page, as
 * `writeHead` takes them and, for the answers kept, as bytes (`stored`).
 */
type Answer = {
  body: Buffer;
  etag: string;
  head: string[];
  stored: StoredHead | null;
  notModified: string[];
};
const answers = new WeakMap<StoredPage, Partial<Record<Encoding, Answer>>>();

function answerOf(page: StoredPage, accepted: Encoding, cacheControl: string): Answer {
  let byEncoding = answers.get(page);
  if (!byEncoding) answers.set(page, (byEncoding = {}));
  const made = byEncoding[accepted];
  if (made) return made;
  const encoding = encodings[accepted];
  const etag = `"${page.etag}-${encoding.tag}"`;
  const notModified = ["Vary", "Accept-Encoding", "ETag", etag, "Cache-Control", cacheControl];
  const head = [...notModified];
  for (const [name, value] of page.headers) {
    for (const one of Array.isArray(value) ? value : [value]) head.push(name, one);
  }
  if (accepted !== "identity") head.push("Content-Encoding", accepted);
  const body = encoding.body(page);
  head.push("Content-Length", String(body.length));
  // The plain page is unzipped per request (rare: every browser takes brotli), not kept twice.
  if (accepted === "identity") return { body, etag, head, stored: null, notModified };
  const answer = { body, etag, head, stored: storedHead(page.status, head), notModified };
  byEncoding[accepted] = answer;
  return answer;
}

function send(req: IncomingMessage, res: ServerResponse, page: StoredPage, cacheControl: string) {
  const answer = answerOf(page, encodingFor(req.headers["accept-encoding"]), cacheControl);
  if (matches(req.headers["if-none-match"], answer.etag)) {
    res.writeHead(304, answer.notModified).end();
    return;
  }
  if (answer.stored && writeStoredHead(req, res, answer.stored, answer.body)) return;
  // One call with every header: the stored page skips the layers that would set them one by one.
  res.writeHead(page.status, answer.head);
  if (req.method === "HEAD") res.end();
  else res.end(answer.body);
}

/** The encodings chosen for the Accept-Encoding values seen last (browsers send a handful). */
const chosenEncodings = new Map<string, Encoding>();

function encodingFor(header: string | undefined): Encoding {
  const value = header ?? "";
  let chosen = chosenEncodings.get(value);
  if (chosen === undefined) {
    chosen = preferredEncoding(value);
    if (chosenEncodings.size >= 64) chosenEncodings.clear();
    chosenEncodings.set(value, chosen);
  }
  return chosen;
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

/** If-None-Match holds this tag (weak comparison, as RFC 9110 asks for this header) or is `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

function toBuffer(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk));
}
