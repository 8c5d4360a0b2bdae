// axe-core, WCAG 2.0/2.1/2.2 A and AA (and the rule on alt texts that repeat their caption): no
// violations on any page (a dog, a post and a guide for the slug routes), the not-found page and the
// open cookie banner, in both languages, at desktop and phone widths; no Content-Security-Policy
// violation on any of them; and no page ever scrolls sideways, from a 320 px phone to a 1440 px
// screen: the document is no wider than the viewport, and no element or text reaches past its right
// edge (except inside an element that scrolls on purpose, and text clipped by its own box).
import { describe, expect, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import {
  axe,
  cspRecorder,
  cspViolations,
  describeViolations,
  eventually,
  hydrated,
  noBanner,
  overflowing,
  phone,
  useBrowser,
  wide,
} from "./browser";
import { urlFor, type Site } from "./http";
import { resolvePage, sitePages } from "./site-pages";

/**
 * A stored refusal keeps the banner away, so each page is checked in the same state every run; the
 * page's CSP violations are recorded from before its first script.
 */
const { open, openShared } = useBrowser({
  concurrent: true,
  shared: { initScript: `${noBanner}\n${cspRecorder}` },
});
const sites: Site[] = ["de", "es"];

/**
 * Lighthouse's accessibility score also counts axe's best-practice rule `image-redundant-alt` (an
 * image whose alt text repeats the text next to it, such as its caption, is read twice), which the
 * WCAG rules leave out: run on its own, after them.
 */
const redundantAlt = { rules: ["image-redundant-alt"] };

/** The widths a page must fit without scrolling sideways. */
const widths = [320, 390, 768, 1024, 1280, 1440];

/**
 * One page load per page (a post with a captioned gallery among them): axe runs at the wide width,
 * with the rule above, and again after resizing to a phone; then the page is resized through the
 * widths above.
 */
describe.concurrent("axe, the CSP and no sideways scrolling on every page", () => {
  test.each(sitePages.map((page) => [page.site, page.name, page] as const))(
    "%s %s",
    async (_site, _name, entry) => {
      const { site, path } = await resolvePage(entry);
      const page = await openShared(urlFor(site, path), { viewport: wide });
      await hydrated(page);
      expect(await cspViolations(page)).toEqual([]);
      const atWide = await axe(page);
      const repeated = await axe(page, redundantAlt);
      await page.setViewportSize(phone);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const atPhone = await axe(page);
      const sideways: string[] = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        const result = await overflowing(page);
        if (result.scrollWidth > result.viewport || result.found.length > 0) {
          sideways.push(
            `at ${width} px: document ${result.scrollWidth} px wide\n  ${result.found.join("\n  ")}`,
          );
        }
      }
      await page.close();
      expect(atWide, `at ${wide.width} px:\n${describeViolations(atWide)}`).toEqual([]);
      expect(repeated, describeViolations(repeated)).toEqual([]);
      expect(atPhone, `at ${phone.width} px:\n${describeViolations(atPhone)}`).toEqual([]);
      expect(sideways, `${path}: ${sideways.join("\n")}`).toEqual([]);
    },
  );
});

describe.concurrent("axe with the cookie banner open", () => {
  test.each(sites)("%s home", async (site) => {
    const page = await open("", { viewport: phone, noGoto: true });
    await page.clock.install();
    await page.goto(urlFor(site, "/"));
    await hydrated(page);
    await page.clock.runFor(3500);
    const banner = page.getByRole("region", { name: catalogs[site].shell.cookieBanner.label });
    await eventually(() => banner.isVisible()).toBe(true);
    const violations = await axe(page);
    await page.context().close();
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});

describe("the axe helper", () => {
  test("reports a violation when there is one (so the checks above can fail)", async () => {
    const page = await open(urlFor("de", "/"));
    await hydrated(page);
    await page.evaluate(() => {
      const image = document.createElement("img"); // no alt text
      image.src = "/favicon.svg";
      document.body.append(image);
    });
    const violations = await axe(page);
    await page.context().close();
    expect(violations.map((v) => v.id)).toContain("image-alt");
  });
});
