// One headless Debian Chromium per test file; every page gets its own context (fresh storage).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { launchChromium } from "../support/chromium.js";

export const phone = { width: 360, height: 740 };
export const wide = { width: 1280, height: 800 };

export type OpenOptions = BrowserContextOptions & {
  /** Runs in the page before any of its own scripts (for example to listen for events). */
  initScript?: string;
  /** Leave out the navigation; the caller goes to the page itself. */
  noGoto?: boolean;
};

/** A stored refusal of the cookie banner, for tests that must not see the banner appear. */
export const noBanner = `localStorage.setItem("cookie-consent", JSON.stringify({ analytics: false,
  timestamp: new Date().toISOString(), expiry: new Date(Date.now() + 864e5).toISOString() }));`;

/** Records the page's CSP violation events from before its first script (read with `cspViolations`). */
export const cspRecorder = `window.__csp = [];
document.addEventListener("securitypolicyviolation", (event) =>
  window.__csp.push(event.violatedDirective + " " + event.blockedURI));`;

/** What `cspRecorder` recorded so far: "directive blocked-URI" per violation. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

/**
 * Registers the hooks of a test file: the browser starts before the first test and closes after
 * the last. `open` gives a page in a fresh context (its own storage). `visit` gives the test's page
 * in one context for the whole file (created with the `shared` options; a second one without
 * JavaScript), taken to each address in turn: much cheaper, since every new page is a browser
 * window of its own, which costs Chromium about as much processor time as loading the page, and a
 * new context as much again. `openShared` gives a new page in the shared context, for a test that
 * needs two at once. Pages and contexts are closed after each test, except in files whose tests
 * run concurrently: those close their own (whatever is left closes with the browser). A file whose
 * tests look at no picture passes `images: false` (tests/support/chromium.js).
 */
export function useBrowser({ concurrent = false, shared = {} as OpenOptions, images = true } = {}) {
  let browser: Browser | undefined;
  const sharedContexts = new Map<boolean, Promise<BrowserContext>>();
  const visiting = new Map<boolean, Page>();
  const toClose: { close(): Promise<void> }[] = [];
  beforeAll(async () => {
    browser = await launchChromium({ images });
  });
  afterEach(async () => {
    visiting.clear();
    if (!concurrent) await Promise.all(toClose.splice(0).map((item) => item.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newContext(options: OpenOptions): Promise<BrowserContext> {
    if (!browser) throw new Error("browser not started");
    const { initScript, noGoto: _noGoto, ...contextOptions } = options;
    // Less motion, as a visitor can ask for it: the site then scrolls at once instead of smoothly,
    // and a click does not wait for the page to stop moving under it (Playwright retries an
    // unstable target after 20, 100, 100 and 500 ms: about a second per click after each step).
    const context = await browser.newContext({ viewport: wide, reducedMotion: "reduce", ...contextOptions });
    if (initScript) await context.addInitScript(initScript);
    return context;
  }

  async function open(url: string, options: OpenOptions = {}): Promise<Page> {
    const context = await newContext(options);
    toClose.push(context);
    const page = await context.newPage();
    if (!options.noGoto) await page.goto(url);
    return page;
  }

  type SharedOptions = { viewport?: typeof wide | null; javaScriptEnabled?: boolean; noGoto?: boolean };

  async function openShared(url: string, options: SharedOptions = {}): Promise<Page> {
    const javaScript = options.javaScriptEnabled !== false;
    let context = sharedContexts.get(javaScript);
    if (!context) {
      context = newContext({ ...shared, javaScriptEnabled: javaScript });
      sharedContexts.set(javaScript, context);
    }
    const page = await (await context).newPage();
    toClose.push(page);
    await page.setViewportSize(options.viewport ?? wide);
    if (!options.noGoto) await page.goto(url);
    return page;
  }

  /** The test's page of the shared context, taken to `url` (the same page on every call of a test). */
  async function visit(url: string, options: SharedOptions = {}): Promise<Page> {
    if (concurrent) throw new Error("visit shares one page per test: not for concurrent tests");
    const javaScript = options.javaScriptEnabled !== false;
    const viewport = options.viewport ?? wide;
    let page = visiting.get(javaScript);
    if (!page) {
      page = await openShared(url, { ...options, noGoto: true });
      visiting.set(javaScript, page);
    }
    const size = page.viewportSize();
    if (size?.width !== viewport.width || size.height !== viewport.height) {
      await page.setViewportSize(viewport);
    }
    if (!options.noGoto) await page.goto(url);
    return page;
  }
  return { open, openShared, visit };
}

/** expect.poll with room for a busy machine (its default gives up after one second). */
export function eventually<T>(value: () => T | Promise<T>, options: { message?: string } = {}) {
  return expect.poll(value, { timeout: 15_000, interval: 50, ...options });
}

/** Waits until React has hydrated the document and run its effects (app/root.tsx marks `<html data-hydrated>`). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
};

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * Runs axe-core on the page: its WCAG 2.0/2.1/2.2 A and AA rules, or the `rules` named. The source
 * is evaluated through the DevTools protocol, which the page's CSP does not govern, once per
 * document.
 */
export async function axe(page: Page, { rules }: { rules?: string[] } = {}): Promise<AxeViolation[]> {
  await scrollSettled(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const runOnly = rules ? { type: "rule", values: rules } : { type: "tag", values: wcagTags };
  return page.evaluate(async (runOnly) => {
    const run = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe.run;
    const result = await run(document, { runOnly, resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target as string[], failureSummary: n.failureSummary })),
    }));
  }, runOnly);
}

/**
 * Waits until the page has stopped scrolling (no change of the scroll position for 200 ms), for
 * example after the smooth scroll to a URL hash. Checks of what is visible, such as axe's target
 * sizes next to the sticky top bar, would otherwise depend on where an animation happens to be.
 */
export async function scrollSettled(page: Page): Promise<void> {
  const position = () => page.evaluate(() => window.scrollY);
  let before = await position();
  for (let checks = 0; checks < 75; checks += 1) {
    await page.waitForTimeout(200);
    const now = await position();
    if (now === before) return;
    before = now;
  }
  throw new Error("the page kept scrolling for 15 s");
}

/** A readable list of violations for a failing assertion. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}\n      ${n.failureSummary ?? ""}`).join("\n")}`,
    )
    .join("\n");
}

/** What reaches past the viewport's right edge, described for the failure message. */
export function overflowing(page: Page) {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 0.5;
    // Inside an element that scrolls (or clips, as a visually hidden table head does), a box past
    // the edge moves no page sideways.
    const scrollsOnPurpose = (element: Element) => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible") return true;
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
