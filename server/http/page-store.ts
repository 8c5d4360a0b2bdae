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

/**
 * Least recently used out, nearly: a page read is only marked (a read must stay a single Map lookup,
 * it is every stored answer's), and room is made from the oldest end of the Map, which iterates in
 * insertion order: a marked page is unmarked and moved to the newest end (a second chance), the
 * first unmarked one goes.
 */
function lruSegment(maxBytes: number) {
  const pages = new Map<string, { page: StoredPage; used: boolean }>();
  let bytes = 0;
  function remove(key: string) {
    const entry = pages.get(key);
    if (!entry) return;
    pages.delete(key);
    bytes -= sizeOf(entry.page);
  }
  function makeRoom() {
    for (const [key, entry] of pages) {
      if (bytes <= maxBytes) return;
      pages.delete(key);
      if (entry.used) {
        entry.used = false;
        pages.set(key, entry);
      } else bytes -= sizeOf(entry.page);
    }
  }
  return {
    get(key: string) {
      const entry = pages.get(key);
      if (!entry) return undefined;
      entry.used = true;
      return entry.page;
    },
    set(key: string, page: StoredPage) {
      remove(key);
      if (sizeOf(page) > maxBytes) return;
      // Room first, among the pages already kept: the new one is not yet a candidate. One pass is
      // enough: a Map's iteration also visits the marked pages it moved to its end.
      bytes += sizeOf(page);
      makeRoom();
      pages.set(key, { page, used: false });
    },
    delete: remove,
    stats: () => ({ entries: pages.size, bytes }),
  };
}
