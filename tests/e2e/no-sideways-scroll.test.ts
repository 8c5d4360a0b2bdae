// No page ever scrolls sideways, from a 320 px phone to a 1440 px screen, in either language: the
// document is no wider than the viewport, and no element or text reaches past its right edge
// (except inside an element that scrolls on purpose, and text clipped by its own box).
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { hydrated, noBanner, useBrowser } from "./browser";
import { urlFor } from "./http";
import { resolvePage, sitePages } from "./site-pages";

const { openShared } = useBrowser({ concurrent: true, shared: { initScript: noBanner } });
const widths = [320, 390, 768, 1024, 1280, 1440];

/** What reaches past the viewport's right edge, described for the failure message. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 0.5;
    const scrollsOnPurpose = (element: Element) => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow === "auto" || overflow === "scroll") return true;
      }
      return false;
    };
    const clipped = (element: Element) => {
      for (let up: Element | null = element; up; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible") return true;
      }
      return false;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${String(element.className).slice(0, 60)}`;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.right > edge && !scrollsOnPurpose(element)) {
        found.push(`${describe(element)} ends at ${Math.round(box.right)}`);
      }
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const parent = text.parentElement;
      if (!parent || (text.textContent ?? "").trim() === "" || clipped(parent)) continue;
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && box.right > edge) {
        found.push(
          `text "${(text.textContent ?? "").trim().slice(0, 40)}" in ${describe(parent)} ends at ${Math.round(box.right)}`,
        );
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      found: found.slice(0, 8),
    };
  });
}

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
