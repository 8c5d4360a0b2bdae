// Every route of the route map in both languages: status, language, title, heading and the
// metadata of spec 1 section 2.3, read from the server-rendered HTML (JavaScript off).
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { isSlugRoute, routeKeys, routeMap, type RouteKey } from "~/i18n/routes";
import { useBrowser } from "./browser";
import { get, urlFor, type Site } from "./http";

const { openShared } = useBrowser({ concurrent: true, shared: { javaScriptEnabled: false } });
const sites: Site[] = ["de", "es"];
const staticKeys = routeKeys.filter((key) => !isSlugRoute(key));
const other = (site: Site): Site => (site === "de" ? "es" : "de");
const geo = {
  de: { region: "Schleswig-Holstein", place: "Süsel", og: "de_DE" },
  es: { region: "Castellón", place: "Benicarló", og: "es_ES" },
};

function attr(page: Page, selector: string, name: string) {
  return page.locator(selector).getAttribute(name);
}

async function openSsr(site: Site, path: string) {
  const page = await openShared("", { noGoto: true });
  const response = await page.goto(urlFor(site, path));
  return { page, status: response?.status() };
}

describe.concurrent.each(sites)("static routes on the %s site", (site) => {
  test.each(staticKeys)("%s", async (key: RouteKey) => {
    const path = routeMap[key][site];
    const text = catalogs[site].pages[key];
    const { page, status } = await openSsr(site, path);

    expect(status).toBe(200);
    expect(await attr(page, "html", "lang")).toBe(site);
    expect(await page.title()).toBe(text.title);
    expect((await page.locator("h1").allTextContents()).map((h) => h.trim())).toEqual([text.heading]);
    expect(await attr(page, 'link[rel="canonical"]', "href")).toBe(urlFor(site, path));
    expect(await attr(page, 'link[rel="alternate"][hreflang="de"]', "href")).toBe(
      urlFor("de", routeMap[key].de),
    );
    expect(await attr(page, 'link[rel="alternate"][hreflang="es"]', "href")).toBe(
      urlFor("es", routeMap[key].es),
    );
    expect(await attr(page, 'link[rel="alternate"][hreflang="x-default"]', "href")).toBe(
      urlFor("de", routeMap[key].de),
    );
    expect(await attr(page, 'meta[name="description"]', "content")).toBe(text.description);
    expect(await attr(page, 'meta[property="og:image"]', "content")).toBe(
      urlFor(site, `/share/og-${site}.png`),
    );
    expect(await attr(page, 'meta[name="geo.region"]', "content")).toBe(geo[site].region);
    expect(await attr(page, 'meta[name="geo.placename"]', "content")).toBe(geo[site].place);
    expect(await attr(page, 'meta[name="robots"]', "content")).toBe("index, follow");
    expect(await attr(page, 'meta[property="og:locale"]', "content")).toBe(geo[site].og);
    expect(await attr(page, 'meta[name="twitter:card"]', "content")).toBe("summary_large_image");
    expect(await attr(page, 'meta[property="og:url"]', "content")).toBe(urlFor(site, path));
    await page.close();
  });
});

describe.concurrent.each(sites)("slug routes on the %s site", (site) => {
  test("a dog detail with an unknown slug answers 404 with the dog-not-found page", async () => {
    const path = routeMap.dogDetail[site].replace(":slug", "luna-12345678");
    const { page, status } = await openSsr(site, path);
    expect(status).toBe(404);
    expect(await attr(page, "html", "lang")).toBe(site);
    expect((await page.locator("h1").textContent())?.trim()).toBe(catalogs[site].dogDetail.notFound.heading);
    expect(await page.title()).toContain(catalogs[site].dogDetail.notFound.title);
    expect(await attr(page, 'meta[name="robots"]', "content")).toBe("noindex, nofollow");
    await page.close();
  });

  test.each(["blogPost", "guide"] as const)(
    "%s with an unknown slug answers 404 with the not-found page",
    async (key) => {
      const path = routeMap[key][site].replace(":slug", "gibt-es-nicht");
      const { page, status } = await openSsr(site, path);
      expect(status).toBe(404);
      expect(page.url()).toBe(urlFor(site, path));
      expect(await attr(page, "html", "lang")).toBe(site);
      expect((await page.locator("h1").textContent())?.trim()).toBe(catalogs[site].shell.notFound.heading);
      expect(await attr(page, 'meta[name="robots"]', "content")).toBe("noindex, nofollow");
      await page.close();
    },
  );
});

describe("share images", () => {
  test.each(sites)("the %s share image is served", async (site) => {
    const response = await get(site, `/share/og-${site}.png`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
  });
});

describe("paths of the other language", () => {
  test.each(sites)(
    "every static path that exists only on the other site is 404 on the %s site",
    async (site) => {
      const foreign = staticKeys
        .map((key) => routeMap[key][other(site)])
        .filter((path) => !staticKeys.some((key) => routeMap[key][site] === path));
      expect(foreign.length).toBeGreaterThan(5);
      for (const path of foreign) {
        expect({ path, status: (await get(site, path)).status }).toEqual({ path, status: 404 });
      }
    },
  );

  test("/hunde on the Spanish host is the not-found page", async () => {
    const { page, status } = await openSsr("es", "/hunde");
    expect(status).toBe(404);
    expect((await page.locator("h1").textContent())?.trim()).toBe(catalogs.es.shell.notFound.heading);
    await page.close();
  });
});
