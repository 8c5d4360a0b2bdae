// No page ever scrolls sideways, from a 320 px phone to a 1440 px screen, in either language: the
// document is no wider than the viewport, and no element or text reaches past its right edge
// (except inside an element that scrolls on purpose, and text clipped by its own box).
import { describe, expect, test } from "vitest";
import { hydrated, noBanner, overflowing, useBrowser } from "./browser";
import { urlFor } from "./http";
import { resolvePage, sitePages } from "./site-pages";

const { openShared } = useBrowser({ concurrent: true, shared: { initScript: noBanner } });
const widths = [320, 390, 768, 1024, 1280, 1440];

describe.concurrent("no sideways scrolling", () => {
  test.each(sitePages)("$site $name", async (entry) => {
    const { site, path } = await resolvePage(entry);
    const page = await openShared(urlFor(site, path), { viewport: { width: widths[0]!, height: 800 } });
    await hydrated(page);
    const problems: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const result = await overflowing(page);
      if (result.scrollWidth > result.viewport || result.found.length > 0) {
        problems.push(
          `${path} at ${width} px: document ${result.scrollWidth} px wide\n  ${result.found.join("\n  ")}`,
        );
      }
    }
    await page.close();
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
