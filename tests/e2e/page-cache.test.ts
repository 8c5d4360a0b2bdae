// Every public page answered from the in-process page cache (server/http/page-cache.ts): the same
// bytes and headers on every answer, brotli or gzip under one weak ETag and 304, the headers that let
// nginx or a CDN keep it, the parameters a page does not read left out, nothing kept for a volunteer;
// the browser runs a cached page under its CSP, and a new feed reaches the pages without a restart.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, inject, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { hydrated, useBrowser } from "./browser";
import { formPageInitScript, watchConsole } from "./form-checks";
import { get, header, urlFor, type Site } from "./http";
import { resolvePage, sitePages } from "./site-pages";
import { spawnServer, stopServer, waitForHealthy, type RunningServer } from "./server-process";

const { open } = useBrowser();
const sites: Site[] = ["de", "es"];
const listPath = { de: "/hunde", es: "/perros" };
const cdn = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const brotli = { "Accept-Encoding": "gzip, deflate, br" };

describe("every public page from the cache", () => {
  test.each(sitePages.map((page) => [page.site, page.name, page] as const))(
    "%s %s: one stored answer, the same bytes and headers each time, 304 for its ETag",
    async (_site, _name, entry) => {
      const page = await resolvePage(entry);
      let [first, second] = [
        await get(page.site, page.path, brotli),
        await get(page.site, page.path, brotli),
      ];
      // A copy may turn a minute old between two asks (the home page's dogs are then picked anew).
      if (header(first, "etag") !== header(second, "etag"))
        [first, second] = [second, await get(page.site, page.path, brotli)];
      expect(first.status).toBe(page.name === "notFound" ? 404 : 200);
      expect(second.status).toBe(first.status);
      expect(header(second, "content-encoding")).toBe("br");
      expect(second.raw.equals(first.raw)).toBe(true);
      for (const name of ["content-security-policy", "content-type", "etag"]) {
        expect(header(second, name)).toBe(header(first, name));
      }
      expect(header(second, "cache-control")).toBe(cdn);
      expect(header(second, "vary")).toBe("Accept-Encoding");
      const html = brotliDecompressSync(second.raw);
      expect(html.toString("utf8")).toMatch(/^<!DOCTYPE html>/);
      const etag = header(second, "etag") ?? "";
      expect(etag).toMatch(/^W\/"[\w-]{32}"$/);
      const again = await get(page.site, page.path, { ...brotli, "If-None-Match": etag });
      // The not-found page is kept, but a 404 is no answer to revalidate.
      expect(again.status).toBe(page.name === "notFound" ? 404 : 304);
      if (again.status === 304) expect(again.raw.length).toBe(0);
    },
  );

  test.each(sites)(
    "%s: the gzip answer is the same page as the brotli one, under the same ETag",
    async (site) => {
      const path = listPath[site];
      const brotliAnswer = await get(site, path, brotli);
      const gzipped = await get(site, path, { "Accept-Encoding": "gzip" });
      expect(header(gzipped, "content-encoding")).toBe("gzip");
      expect(gunzipSync(gzipped.raw).equals(brotliDecompressSync(brotliAnswer.raw))).toBe(true);
      expect(header(gzipped, "etag")).toBe(header(brotliAnswer, "etag"));
    },
  );
});

describe.each(sites)("the %s dog list from the page cache", (site) => {
  test("parameters the page does not read share the page of those it reads, and appear nowhere in it", async () => {
    const first = await get(site, `${listPath[site]}?zzjunk=1&q=Pelusa&utm_source=zzjunk2`);
    const second = await get(site, `${listPath[site]}?q=Pelusa`);
    const third = await get(site, `${listPath[site]}?q=Pelusa&zzjunk=3`);
    for (const answer of [first, second, third]) expect(answer.status).toBe(200);
    const pages = [first, second, third].map((answer) => answer.body);
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).not.toContain("zzjunk");
    // The search box and the language switch follow the parameters the page reads.
    expect(pages[0]).toMatch(/<input[^>]*id="dog-search"[^>]*value="Pelusa"/);
    const other = site === "de" ? "/perros" : "/hunde";
    expect(pages[0]).toContain(`${other}?q=Pelusa"`);
  });

  test("a volunteer's request is neither answered from nor kept in the cache, and no shared cache may keep it", async () => {
    await get(site, listPath[site]);
    const cookie = { Cookie: "admin_session=not-a-session" };
    const answer = await get(site, listPath[site], cookie);
    expect(answer.status).toBe(200);
    expect(header(answer, "cache-control")).toBe("private, no-store");
    expect(header(await get(site, listPath[site]), "cache-control")).toBe(cdn);
  });

  test("a cached page hydrates under the CSP and its search works", async () => {
    await get(site, listPath[site]);
    const page = await open(urlFor(site, listPath[site]), { initScript: formPageInitScript });
    const problems = watchConsole(page);
    await hydrated(page);
    await page.getByRole("searchbox", { name: catalogs[site].dogList.searchLabel }).fill("Pelusa");
    await expect
      .poll(() => page.locator("main li:not([hidden]) > article h2").allInnerTexts())
      .toEqual(["Pelusa"]);
    await problems.check();
  });
});

describe("a new feed", () => {
  let server: RunningServer | undefined;
  afterAll(async () => {
    if (!server) return;
    await stopServer(server);
    rmSync(server.dataDir, { recursive: true, force: true });
  });

  const record = (id: number, name: string) => ({
    id,
    title: name,
    name,
    species: "Hunde ES",
    tags: [],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: `${name} sucht ein Zuhause`,
    publicDescription: `<p>${name}</p>`,
    gender: "weiblich",
    birthDate: "2023-01-01",
  });
  const writeFeed = (file: string, names: string[]) =>
    writeFileSync(
      file,
      JSON.stringify({
        cacheTimestamp: new Date().toISOString(),
        dogs: names.map((name, i) => record(900 + i, name)),
      }),
    );

  test("replaces the cached list once the server has read it", async () => {
    const feedDir = mkdtempSync(path.join(tmpdir(), "feed-"));
    const feed = path.join(feedDir, "feed.json");
    writeFeed(feed, ["Kiwi"]);
    server = await spawnServer({
      BUILD_DIR: inject("buildDir"),
      DOGS_FEED_URL: feed,
      DOGS_REFRESH_SECONDS: "1",
    });
    await waitForHealthy(server);
    const list = async () => {
      const answer = await fetch(`http://127.0.0.1:${server?.port}/hunde`, {
        headers: { "Accept-Encoding": "gzip" },
      });
      return answer.text();
    };
    expect(await list()).toContain("Kiwi");
    expect(await list()).not.toContain("Mango");
    // An answer from the cache is logged as any other, without its query string.
    await fetch(`http://127.0.0.1:${server.port}/hunde?q=zzsecret`);
    await fetch(`http://127.0.0.1:${server.port}/hunde?q=zzsecret`);
    // The request line is written once the answer has gone out: wait for it rather than race it.
    const logFile = server.logFile;
    const logged = () =>
      readFileSync(logFile, "utf8")
        .split("\n")
        .filter((line) => line.includes('"msg":"request"') && line.includes('"path":"/hunde"'));
    await expect.poll(() => logged().length, { timeout: 5_000 }).toBeGreaterThanOrEqual(4);
    expect(logged().at(-1)).toMatch(/"status":200/);
    expect(readFileSync(server.logFile, "utf8")).not.toContain("zzsecret");
    writeFeed(feed, ["Kiwi", "Mango"]);
    await expect.poll(list, { timeout: 15_000, interval: 200 }).toContain("Mango");
    rmSync(feedDir, { recursive: true, force: true });
    // The server's own start (migrations, seed) is part of this test: slow on a busy machine.
  }, 150_000);
});
