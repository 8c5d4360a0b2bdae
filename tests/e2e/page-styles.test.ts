// Each page carries only the stylesheet rules its elements can use (server/http/page-styles.ts,
// docs/decisions/0015): in Chromium, every element of the first HTML looks exactly as it does
// with the whole stylesheet, on a phone and a wide screen; once the page has its code, the whole
// stylesheet is linked.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import type { Dog } from "~/domain/dogs/types";
import { routeMap } from "~/i18n/routes";
import { eventually, hydrated, noBanner, phone, useBrowser, wide } from "./browser";
import { get, urlFor, type Site } from "./http";

const { open } = useBrowser();
const sites: Site[] = ["de", "es"];

const properties = [
  "display",
  "position",
  "inset",
  "box-sizing",
  "width",
  "height",
  "margin",
  "padding",
  "border-width",
  "border-style",
  "border-color",
  "border-radius",
  "color",
  "background-color",
  "background-image",
  "font-family",
  "font-size",
  "font-weight",
  "line-height",
  "letter-spacing",
  "text-align",
  "text-decoration-line",
  "text-transform",
  "white-space",
  "overflow",
  "visibility",
  "opacity",
  "z-index",
  "flex-direction",
  "flex-wrap",
  "justify-content",
  "align-items",
  "gap",
  "grid-template-columns",
  "box-shadow",
  "outline-style",
  "list-style-type",
  "object-fit",
  "aspect-ratio",
  "transform",
  "filter",
  "backdrop-filter",
  "transition-property",
];

/** Each element's computed values of the properties above, one line per element. */
function computedStyles(page: Page): Promise<string[]> {
  return page.evaluate((names) => {
    return [document.documentElement, document.body, ...document.body.querySelectorAll("*")].map(
      (element, index) => {
        const style = getComputedStyle(element);
        const values = names.map((name) => `${name}:${style.getPropertyValue(name)}`).join(";");
        return `${index} <${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> ${values}`;
      },
    );
  }, properties);
}

function differences(before: string[], after: string[]): string[] {
  expect(after.length).toBe(before.length);
  return before
    .flatMap((line, index) => (line === after[index] ? [] : [`${line}\n  whole: ${after[index]}`]))
    .slice(0, 5);
}

const wholeStylesheets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
      link.getAttribute("href"),
    ),
  );

let dogSlug = "";
const postPath: Partial<Record<Site, string>> = {};
/** The built stylesheet's path and length (a page links it once hydrated). */
let wholePath = "";
let wholeLength = 0;
beforeAll(async () => {
  const page = await open(urlFor("de", routeMap.contact.de));
  await hydrated(page);
  await page.waitForFunction(() => document.querySelector('link[rel="stylesheet"]'));
  wholePath = (await wholeStylesheets(page))[0] ?? "";
  wholeLength = (await get("de", wholePath)).body.length;
  await page.close();
  dogSlug = (JSON.parse((await get("de", "/api/dogs")).body) as { dogs: Dog[] }).dogs[0]?.slug ?? "";
  for (const site of sites) {
    postPath[site] = /href="(\/blog\/[^"?#]+)"/.exec((await get(site, routeMap.blog[site])).body)?.[1];
  }
});

describe.each(sites)("the page's own rules on the %s site", (site) => {
  const pages = () => [
    routeMap.home[site],
    routeMap.dogs[site],
    routeMap.dogDetail[site].replace(":slug", dogSlug),
    postPath[site] ?? "",
    routeMap.faq[site],
    routeMap.contact[site],
    "/admin/login",
  ];

  test("every element looks as with the whole stylesheet, at 360 and 1280 px", async () => {
    for (const path of pages()) {
      // A stored choice: the cookie banner, shown 3 s after the page began, would move the page.
      const page = await open(urlFor(site, path), { noGoto: true, initScript: noBanner });
      // No code: the document as the server wrote it (a page with a form would hydrate at once).
      await page.route("**/*.js", (route) => route.abort());
      await page.goto(urlFor(site, path));
      const ownRules = /<style id="site-styles">([\s\S]*?)<\/style>/.exec(await page.content())?.[1] ?? "";
      expect(ownRules.length, path).toBeGreaterThan(5_000);
      const own = { phone: [] as string[], wide: [] as string[] };
      for (const [name, viewport] of [
        ["phone", phone],
        ["wide", wide],
      ] as const) {
        await page.setViewportSize(viewport);
        own[name] = await computedStyles(page);
      }
      await page.addStyleTag({ url: urlFor(site, wholePath) });
      for (const [name, viewport] of [
        ["phone", phone],
        ["wide", wide],
      ] as const) {
        await page.setViewportSize(viewport);
        expect(differences(own[name], await computedStyles(page)), `${path} at ${viewport.width} px`).toEqual(
          [],
        );
      }
      expect(ownRules.length, path).toBeLessThan(wholeLength);
      await page.close();
    }
  });

  test("the whole stylesheet is linked once the page has its code", async () => {
    const page = await open(urlFor(site, routeMap.dogs[site]));
    expect(await wholeStylesheets(page)).toEqual([]);
    await hydrated(page);
    await eventually(() => wholeStylesheets(page)).toEqual([wholePath]);
  });
});
