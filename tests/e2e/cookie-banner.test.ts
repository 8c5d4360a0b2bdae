// The cookie banner of spec 1 section 2.5. The page's clock is paused from the start and moved on
// by hand, so the 3-second delay is checked exactly without waiting for it.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { routeMap } from "~/i18n/routes";
import { eventually, hydrated, type OpenOptions, phone, useBrowser } from "./browser";
import { urlFor, type Site } from "./http";

const { open } = useBrowser({ images: false });
const sites: Site[] = ["de", "es"];
const dayMs = 24 * 60 * 60 * 1000;
const start = new Date("2026-03-01T10:00:00Z").getTime();
/** The clock stands still from here until a test moves it on. */
const pausedAt = start + 1000;

/** Counts 'consent-granted' events from before the page's own scripts run. */
const countEvents = `window.__consentEvents = 0;
window.addEventListener("consent-granted", () => { window.__consentEvents += 1; });`;

function storeConsent(analytics: boolean, expiry: number) {
  const record = {
    analytics,
    timestamp: new Date(start - dayMs).toISOString(),
    expiry: new Date(expiry).toISOString(),
  };
  return `localStorage.setItem("cookie-consent", ${JSON.stringify(JSON.stringify(record))});`;
}

/** Opens `path` (default: the about page) with the clock paused at `pausedAt`, once React has hydrated it. */
async function openPaused(
  site: Site,
  options: OpenOptions = {},
  initScript = "",
  path: string = routeMap.about[site],
) {
  const page = await open("", { ...options, noGoto: true, initScript: countEvents + initScript });
  await page.clock.install({ time: start });
  await page.clock.pauseAt(pausedAt);
  await page.goto(urlFor(site, path));
  await hydrated(page);
  return page;
}

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { __consentEvents: number }).__consentEvents);
const stored = (page: Page) => page.evaluate(() => localStorage.getItem("cookie-consent"));

describe.each(sites)("cookie banner on the %s site", (site) => {
  const t = catalogs[site].shell.cookieBanner;
  const bannerOf = (page: Page) => page.getByRole("region", { name: t.label });

  async function openWithBanner(options: OpenOptions = {}) {
    const page = await openPaused(site, options);
    await page.clock.runFor(3100);
    await eventually(() => bannerOf(page).isVisible()).toBe(true);
    return page;
  }

  test("appears after 3 seconds, not before", async () => {
    const page = await openPaused(site);
    const banner = bannerOf(page);
    expect(await banner.count()).toBe(0);
    await page.clock.runFor(2800);
    await page.waitForTimeout(100);
    expect(await banner.count()).toBe(0);
    await page.clock.runFor(300);
    await eventually(() => banner.isVisible()).toBe(true);
    expect(await banner.getByRole("button", { name: t.accept, exact: true }).isVisible()).toBe(true);
    expect(await banner.getByRole("button", { name: t.reject, exact: true }).isVisible()).toBe(true);
    expect(await banner.getByRole("button", { name: t.close, exact: true }).isVisible()).toBe(true);
    expect(await banner.getByRole("link", { name: t.privacyLink }).getAttribute("href")).toBe(
      routeMap.privacy[site],
    );
  });

  test("accept stores analytics true for 365 days, fires consent-granted and hides", async () => {
    const page = await openWithBanner();
    await bannerOf(page).getByRole("button", { name: t.accept, exact: true }).click();
    await eventually(() => bannerOf(page).count()).toBe(0);
    const record = JSON.parse((await stored(page)) ?? "null") as {
      analytics: boolean;
      timestamp: string;
      expiry: string;
    };
    expect(Object.keys(record).sort()).toEqual(["analytics", "expiry", "timestamp"]);
    expect(record.analytics).toBe(true);
    const timestamp = Date.parse(record.timestamp);
    expect(Math.abs(timestamp - (pausedAt + 3100))).toBeLessThan(5_000);
    expect(Date.parse(record.expiry) - timestamp).toBe(365 * dayMs);
    expect(await events(page)).toBe(1);
  });

  test.each(["reject", "close"] as const)(
    "%s stores analytics false, fires nothing and hides",
    async (button) => {
      const page = await openWithBanner();
      await bannerOf(page).getByRole("button", { name: t[button], exact: true }).click();
      await eventually(() => bannerOf(page).count()).toBe(0);
      const record = JSON.parse((await stored(page)) ?? "null") as { analytics: boolean; expiry: string };
      expect(record.analytics).toBe(false);
      expect(Date.parse(record.expiry)).toBeGreaterThan(start + 364 * dayMs);
      expect(await events(page)).toBe(0);

      await page.reload();
      await hydrated(page);
      await page.clock.runFor(5000);
      await page.waitForTimeout(100);
      expect(await bannerOf(page).count()).toBe(0);
    },
  );

  test("a stored acceptance fires consent-granted at load and shows no banner", async () => {
    const page = await openPaused(site, {}, storeConsent(true, start + 100 * dayMs));
    await eventually(() => events(page)).toBe(1);
    await page.clock.runFor(5000);
    await page.waitForTimeout(100);
    expect(await bannerOf(page).count()).toBe(0);
    expect(await events(page)).toBe(1);
  });

  test("on the dog list at 360 px, appears on time with the page's last controls reachable", async () => {
    const page = await openPaused(site, { viewport: phone }, "", routeMap.dogs[site]);
    await page.clock.runFor(2850);
    await page.waitForTimeout(100);
    expect(await bannerOf(page).count()).toBe(0);
    await page.clock.runFor(300);
    await eventually(() => bannerOf(page).isVisible()).toBe(true);
    const banner = await bannerOf(page).boundingBox();
    expect(await page.evaluate(() => parseFloat(document.body.style.paddingBottom))).toBe(banner?.height);
    await bannerOf(page).getByRole("button", { name: t.accept, exact: true }).click();
    await eventually(() => bannerOf(page).count()).toBe(0);
    expect(JSON.parse((await stored(page)) ?? "{}").analytics).toBe(true);
    expect(await events(page)).toBe(1);
    expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe("");
  });

  test("a stored refusal fires nothing and shows no banner", async () => {
    const page = await openPaused(site, {}, storeConsent(false, start + 100 * dayMs));
    await page.clock.runFor(5000);
    await page.waitForTimeout(100);
    expect(await bannerOf(page).count()).toBe(0);
    expect(await events(page)).toBe(0);
  });

  test("the footer's cookie settings button reopens the banner to change the choice", async () => {
    const page = await openPaused(site, {}, storeConsent(false, start + 100 * dayMs));
    await page.getByRole("button", { name: catalogs[site].shell.footer.cookieSettings }).click();
    await eventually(() => bannerOf(page).isVisible()).toBe(true);
    await bannerOf(page).getByRole("button", { name: t.accept }).click();
    await eventually(() => events(page)).toBe(1);
    expect(JSON.parse((await stored(page)) ?? "{}").analytics).toBe(true);
    expect(await bannerOf(page).count()).toBe(0);
  });

  test("an expired record counts as no choice: the banner shows again", async () => {
    const page = await openPaused(site, {}, storeConsent(true, start - 1000));
    await page.clock.runFor(3100);
    await eventually(() => bannerOf(page).isVisible()).toBe(true);
    expect(await events(page)).toBe(0);
  });

  test("the keyboard reaches the buttons with Tab and Enter activates them", async () => {
    const page = await openWithBanner();
    const accept = bannerOf(page).getByRole("button", { name: t.accept, exact: true });
    const focusedInBanner: string[] = [];
    for (let i = 0; i < 150 && focusedInBanner.at(-1) !== t.close; i++) {
      await page.keyboard.press("Tab");
      const label = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element?.closest("section[aria-label]") || element.tagName !== "BUTTON") return null;
        return element.getAttribute("aria-label") ?? element.textContent?.trim() ?? "";
      });
      if (label) focusedInBanner.push(label);
    }
    expect(focusedInBanner).toEqual([t.reject, t.accept, t.close]);
    await page.keyboard.press("Shift+Tab");
    expect(await accept.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await eventually(() => bannerOf(page).count()).toBe(0);
    expect(JSON.parse((await stored(page)) ?? "null")).toMatchObject({ analytics: true });
    expect(await events(page)).toBe(1);
  });

  test("at 360 px the banner leaves the footer's last link reachable", async () => {
    const page = await openWithBanner({ viewport: phone });
    expect(
      parseFloat(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)),
    ).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLink = page.locator("footer a").last();
    const link = await lastLink.boundingBox();
    const banner = await bannerOf(page).boundingBox();
    expect(link && banner).toBeTruthy();
    if (!link || !banner) return;
    expect(link.y + link.height).toBeLessThanOrEqual(banner.y);
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest("a")?.getAttribute("href") ?? null,
      [link.x + link.width / 2, link.y + link.height / 2] as const,
    );
    expect(hit).toBe(await lastLink.getAttribute("href"));
  });
});
