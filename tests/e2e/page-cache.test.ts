// The dog list answered from the in-process page cache (server/http/page-cache.ts): every answer
// has its own nonce in header and page, the browser decodes the spliced gzip and runs the page's
// scripts under the CSP, and a new feed reaches the list without a restart.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, inject, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { hydrated, useBrowser } from "./browser";
import { formPageInitScript, watchConsole } from "./form-checks";
import { get, header, urlFor, type HttpResponse, type Site } from "./http";
import { spawnServer, stopServer, waitForHealthy, type RunningServer } from "./server-process";

const { open } = useBrowser();
const sites: Site[] = ["de", "es"];
const listPath = { de: "/hunde", es: "/perros" };

function nonceOf(response: HttpResponse): string {
  const nonce = /'nonce-([^']+)'/.exec(header(response, "content-security-policy") ?? "")?.[1];
  if (!nonce) throw new Error("no nonce in the CSP header");
  return nonce;
}

describe.each(sites)("the %s dog list from the page cache", (site) => {
  test("repeated answers: each with a fresh nonce in header and page, otherwise the same page", async () => {
    const answers = [];
    for (let i = 0; i < 3; i += 1)
      answers.push(await get(site, `${listPath[site]}?q=a`, { "Accept-Encoding": "gzip" }));
    const pages = answers.map((answer) => {
      expect(answer.status).toBe(200);
      expect(header(answer, "content-encoding")).toBe("gzip");
      const html = gunzipSync(answer.raw).toString("utf8");
      const nonce = nonceOf(answer);
      expect(html).toContain(`<script nonce="${nonce}"`);
      return html.replaceAll(nonce, "NONCE");
    });
    expect(new Set(answers.map(nonceOf)).size).toBe(3);
    expect(new Set(pages).size).toBe(1);
    const plain = await get(site, `${listPath[site]}?q=a`);
    expect(header(plain, "content-encoding")).toBeUndefined();
    expect(plain.body.replaceAll(nonceOf(plain), "NONCE")).toBe(pages[0]);
  });

  test("parameters the page does not read share the page of those it reads, and appear nowhere in it", async () => {
    const first = await get(site, `${listPath[site]}?zzjunk=1&q=Pelusa&utm_source=zzjunk2`);
    const second = await get(site, `${listPath[site]}?q=Pelusa`);
    const third = await get(site, `${listPath[site]}?q=Pelusa&zzjunk=3`);
    for (const answer of [first, second, third]) expect(answer.status).toBe(200);
    const pages = [first, second, third].map((answer) => answer.body.replaceAll(nonceOf(answer), "NONCE"));
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).not.toContain("zzjunk");
    // The search box and the language switch follow the parameters the page reads.
    expect(pages[0]).toMatch(/<input[^>]*id="dog-search"[^>]*value="Pelusa"/);
    const other = site === "de" ? "/perros" : "/hunde";
    expect(pages[0]).toContain(`${other}?q=Pelusa"`);
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
    writeFeed(feed, ["Kiwi", "Mango"]);
    await expect.poll(list, { timeout: 15_000, interval: 200 }).toContain("Mango");
    rmSync(feedDir, { recursive: true, force: true });
  });
});
