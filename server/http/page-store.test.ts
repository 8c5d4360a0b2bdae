import { describe, expect, test } from "vitest";
import { createPageStore, sizeOf, type StoredPage } from "./page-store";

function page(bytes: number, status: 200 | 404 = 200): StoredPage {
  return {
    version: [],
    storedAt: 0,
    status,
    headers: [],
    etag: "e",
    brotli: Buffer.alloc(bytes / 2),
    gzip: Buffer.alloc(bytes / 2),
  };
}

describe("page store", () => {
  test("stays within its bytes, dropping the least recently used page first", () => {
    const size = sizeOf(page(10_000));
    const store = createPageStore(Math.floor((size * 3 * 16) / 15) + 10);
    for (const key of ["a", "b", "c"]) store.set(key, page(10_000));
    expect(store.get("a")).toBeDefined();
    store.set("d", page(10_000));
    expect(store.get("b")).toBeUndefined();
    expect(["a", "c", "d"].map((key) => store.get(key) !== undefined)).toEqual([true, true, true]);
    expect(store.stats()).toEqual({ entries: 3, bytes: size * 3 });
  });

  test("when every page was read since, the oldest still goes first", () => {
    const size = sizeOf(page(10_000));
    const store = createPageStore(Math.floor((size * 3 * 16) / 15) + 10);
    for (const key of ["a", "b", "c"]) store.set(key, page(10_000));
    for (const key of ["a", "b", "c"]) store.get(key);
    store.set("d", page(10_000));
    expect(["a", "b", "c", "d"].map((key) => store.get(key) !== undefined)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(store.stats()).toEqual({ entries: 3, bytes: size * 3 });
  });

  test("replacing a page counts its bytes once; a page larger than the room is not kept", () => {
    const store = createPageStore(100_000);
    store.set("a", page(10_000));
    store.set("a", page(20_000));
    expect(store.stats()).toEqual({ entries: 1, bytes: sizeOf(page(20_000)) });
    store.set("huge", page(200_000));
    expect(store.get("huge")).toBeUndefined();
  });

  test("not-found pages have a sixteenth of the room: a run of unknown paths keeps the real pages", () => {
    const store = createPageStore(16 * sizeOf(page(10_000)));
    for (const key of ["home", "list"]) store.set(key, page(10_000));
    for (let i = 0; i < 100; i += 1) store.set(`/nope-${i}`, page(10_000, 404));
    expect(store.get("home")).toBeDefined();
    expect(store.get("list")).toBeDefined();
    expect(store.get("/nope-99")).toBeDefined();
    expect(store.get("/nope-0")).toBeUndefined();
  });
});
