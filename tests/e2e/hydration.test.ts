// When the page's code takes over the server's HTML (docs/decisions/0018): pages to read on the
// visitor's first move, with that move answered by the page's code; every other page at once.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import type { Dog } from "~/domain/dogs/types";
import { routeMap } from "~/i18n/routes";
import { eventually, phone, useBrowser } from "./browser";
import { get, urlFor, type Site } from "./http";

const { open } = useBrowser();
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

  test("pages to read wait for the visitor's first move; their HTML says so", async () => {
    for (const path of readingPages()) {
      const page = await open(urlFor(site, path));
      expect(await page.locator("html").getAttribute("data-hydrate"), path).toBe("on-intent");
      await page.waitForTimeout(300);
      expect(await isHydrated(page), path).toBe(false);
      await page.mouse.move(20, 200);
      await eventually(() => isHydrated(page)).toBe(true);
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

  test("a tap on a link of a page not yet hydrated navigates within the page", async () => {
    const page = await open(urlFor(site, postPath[site]), { viewport: phone });
    await markWindow(page);
    expect(await isHydrated(page)).toBe(false);
    await page.locator(`main a[href="${routeMap.blog[site]}"]`).first().click();
    await eventually(() => new URL(page.url()).pathname).toBe(routeMap.blog[site]);
    expect(await windowMark(page)).toBe("same document");
  });
});
