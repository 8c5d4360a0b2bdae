// When the page's code takes over the server's HTML (docs/decisions/0018): pages to read load it on
// the visitor's first move, and what the visitor did meanwhile reaches it; every other page at once.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import type { Dog } from "~/domain/dogs/types";
import { routeMap } from "~/i18n/routes";
import { eventually, phone, useBrowser } from "./browser";
import { get, urlFor, type Site } from "./http";

const { open } = useBrowser({ images: false });
const sites: Site[] = ["de", "es"];

const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));

/** A mark on the window: gone after a full page load, kept by a navigation of the page's own. */
const markWindow = (page: Page) =>
  page.evaluate(() => ((window as unknown as { mark: string }).mark = "same document"));
const windowMark = (page: Page) => page.evaluate(() => (window as unknown as { mark?: string }).mark);

let dogSlug = "";
let postPath: Record<Site, string> = { de: "", es: "" };
beforeAll(async () => {
  dogSlug = (JSON.parse((await get("de", "/api/dogs")).body) as { dogs: Dog[] }).dogs[0]?.slug ?? "";
  for (const site of sites) {
    const post = /href="(\/blog\/[^"?#]+)"/.exec((await get(site, routeMap.blog[site])).body)?.[1];
    expect(post).toBeTruthy();
    postPath = { ...postPath, [site]: post ?? "" };
  }
});

describe.each(sites)("hydration on the %s site", (site) => {
  const readingPages = () => [
    routeMap.home[site],
    routeMap.dogs[site],
    routeMap.dogDetail[site].replace(":slug", dogSlug),
    routeMap.blog[site],
    postPath[site],
    routeMap.guides[site],
  ];

  test("pages to read load no script before the visitor's first move; their HTML says so", async () => {
    for (const path of readingPages()) {
      const page = await open(urlFor(site, path), { noGoto: true });
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(urlFor(site, path), { waitUntil: "networkidle" });
      expect(await page.locator("html").getAttribute("data-hydrate"), path).toBe("on-intent");
      await page.waitForTimeout(300);
      expect(scripts, path).toEqual([]);
      expect(await isHydrated(page), path).toBe(false);
      await page.mouse.move(20, 200);
      await eventually(() => isHydrated(page)).toBe(true);
      expect(scripts.length, path).toBeGreaterThan(3);
      await page.close();
    }
  });

  test.each(["contact", "faq", "donations", "adoption"] as const)(
    "the %s page is hydrated at once",
    async (key) => {
      const page = await open(urlFor(site, routeMap[key][site]));
      expect(await page.locator("html").getAttribute("data-hydrate")).toBeNull();
      await eventually(() => isHydrated(page)).toBe(true);
    },
  );

  test("a page to read opened at a fragment is hydrated at once", async () => {
    const page = await open(urlFor(site, `${routeMap.blog[site]}#main`));
    await eventually(() => isHydrated(page)).toBe(true);
  });

  test("the first keystrokes in the dog list's search are answered by the page", async () => {
    const page = await open(urlFor(site, routeMap.dogs[site]), { viewport: phone });
    await markWindow(page);
    expect(await isHydrated(page)).toBe(false);
    const search = page.getByRole("searchbox", { name: catalogs[site].dogList.searchLabel });
    await search.focus();
    await page.keyboard.type("zzzz");
    await eventually(() => page.getByText(catalogs[site].dogList.empty).isVisible()).toBe(true);
    expect(await windowMark(page)).toBe("same document");
    expect(await search.inputValue()).toBe("zzzz");
  });

  test("a tap on a link before the page's code is there is an ordinary navigation", async () => {
    const page = await open(urlFor(site, postPath[site]), { viewport: phone });
    expect(await isHydrated(page)).toBe(false);
    await page.locator(`main a[href="${routeMap.blog[site]}"]`).first().click();
    await eventually(() => new URL(page.url()).pathname).toBe(routeMap.blog[site]);
    await eventually(() => page.locator("main h1").isVisible()).toBe(true);
  });

  test("once hydrated, a link is followed by the page's own navigation", async () => {
    const page = await open(urlFor(site, postPath[site]), { viewport: phone });
    await page.mouse.move(20, 200);
    await eventually(() => isHydrated(page)).toBe(true);
    await markWindow(page);
    await page.locator(`main a[href="${routeMap.blog[site]}"]`).first().click();
    await eventually(() => new URL(page.url()).pathname).toBe(routeMap.blog[site]);
    expect(await windowMark(page)).toBe("same document");
  });
});
