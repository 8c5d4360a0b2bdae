/**
 * Rendered pages in memory, bounded by their bytes, least recently used out first. Not-found pages
 * have a sixteenth of the room to themselves: every unknown path is a new not-found page, and a run
 * of random paths must not push the real pages out.
 */
export type StoredPage = {
  /** What the page showed when rendered (compared item by item with `Object.is`). */
  version: readonly unknown[];
  storedAt: number;
  status: 200 | 404;
  headers: [string, string | string[]][];
  /** Strong validator of the page's bytes, without the quotes; each encoding appends its own tag. */
  etag: string;
  brotli: Buffer;
  gzip: Buffer;
};

export type PageStore = {
  get(key: string): StoredPage | undefined;
  set(key: string, page: StoredPage): void;
  delete(key: string): void;
  stats(): { entries: number; bytes: number };
};

export function sizeOf(page: StoredPage): number {
  return page.brotli.length + page.gzip.length + page.etag.length + 512;
}

export function createPageStore(maxBytes: number): PageStore {
  const notFoundShare = Math.floor(maxBytes / 16);
  const segments = {
    page: lruSegment(maxBytes - notFoundShare),
    notFound: lruSegment(notFoundShare),
  };
  const segmentOf = (page: StoredPage) => (page.status === 404 ? segments.notFound : segments.page);
  return {
    get: (key) => segments.page.get(key) ?? segments.notFound.get(key),
    set(key, page) {
      segments.page.delete(key);
      segments.notFound.delete(key);
      segmentOf(page).set(key, page);
    },
    delete(key) {
      segments.page.delete(key);
      segments.notFound.delete(key);
    },
    stats() {
      const [a, b] = [segments.page.stats(), segments.notFound.stats()];
      return { entries: a.entries + b.entries, bytes: a.bytes + b.bytes };
    },
  };
}

function lruSegment(maxBytes: number) {
  // A Map iterates in insertion order: a page moved to the end on use makes the first the least used.
  const pages = new Map<string, StoredPage>();
  let bytes = 0;
  function remove(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= sizeOf(page);
  }
  return {
    get(key: string) {
      const page = pages.get(key);
      if (!page) return undefined;
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    set(key: string, page: StoredPage) {
      remove(key);
      if (sizeOf(page) > maxBytes) return;
      pages.set(key, page);
      bytes += sizeOf(page);
      while (bytes > maxBytes) remove(pages.keys().next().value as string);
    },
    delete: remove,
    stats: () => ({ entries: pages.size, bytes }),
  };
}
