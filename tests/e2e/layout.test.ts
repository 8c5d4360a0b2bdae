// The frame of every page (spec 1 section 2.1): navigation, language switch, mobile menu, skip link,
// footer, scroll to top on navigation.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { demoSiteConfig } from "~/content/site-config";
import { catalogs } from "~/content/catalogs.server";
import { routeMap } from "~/i18n/routes";
import { eventually, hydrated, noBanner, phone, useBrowser } from "./browser";
import { urlFor, type Site } from "./http";

// The banner is kept away (stored refusal): it would cover the phone layout three seconds in.
const { open, openShared } = useBrowser({ images: false, shared: { initScript: noBanner } });
const sites: Site[] = ["de", "es"];
const other = (site: Site): Site => (site === "de" ? "es" : "de");

/** Spec 1 section 2.1, in order, with the route each item leads to. */
const navigation = {
  de: [
    ["Start", "/"],
    ["Hunde", "/hunde"],
    ["Adoption", "/adoption"],
    ["Pflegestelle", "/pflegestelle"],
    ["Spenden & Teaming", "/spenden"],
    ["Über uns", "/ueber-uns"],
    ["Kontakt", "/kontakt"],
  ],
  es: [
    ["Inicio", "/"],
    ["Perros", "/perros"],
    ["Adopción", "/adopcion"],
    ["Casa de acogida", "/casa-de-acogida"],
    ["Donar & Teaming", "/donar-y-teaming"],
    ["Sobre nosotros", "/sobre-nosotros"],
    ["Contacto", "/contacto"],
  ],
};

/** The distinct hrefs of the language-switch links (desktop and mobile menu) to the other site. */
async function switchHrefs(page: Page, site: Site) {
  const hrefs = await page
    .locator(`header a[hreflang="${other(site)}"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  return [...new Set(hrefs)];
}

/** Clicks the language switch and waits for the other site's page at `to`. */
async function switchTo(page: Page, site: Site, to: string) {
  await page
    .locator(`header a[hreflang="${other(site)}"]`)
    .first()
    .click();
  await page.waitForURL(to);
}

describe.each(sites)("layout on the %s site", (site) => {
  const t = { ...catalogs[site].shell, pages: catalogs[site].pages };

  test("the main navigation has the spec's labels in order (wide)", async () => {
    const page = await openShared(urlFor(site, "/"));
    const nav = page.getByRole("navigation", { name: t.nav.label });
    await eventually(() => nav.count()).toBe(1);
    const items = await nav
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => [(a.textContent ?? "").trim(), a.getAttribute("href")]));
    expect(items).toEqual(navigation[site]);
    expect(await page.getByRole("link", { name: t.logoLabel }).getAttribute("href")).toBe("/");
  });

  test("the language switch leads to the same page on the other site", async () => {
    const from = routeMap.about[site];
    const to = urlFor(other(site), routeMap.about[other(site)]);
    const page = await openShared(urlFor(site, from));
    expect(await switchHrefs(page, site)).toEqual([to]);
    await hydrated(page);
    expect(await switchHrefs(page, site)).toEqual([to]);
    await switchTo(page, site, to);
    expect(await page.locator("html").getAttribute("lang")).toBe(other(site));
  });

  test("the language switch keeps a dog's slug", async () => {
    const page = await openShared(urlFor(site, routeMap.dogDetail[site].replace(":slug", "luna-12345678")));
    const to = urlFor(other(site), routeMap.dogDetail[other(site)].replace(":slug", "luna-12345678"));
    expect(await switchHrefs(page, site)).toEqual([to]);
  });

  test("the language switch keeps the dog list's filter, in the server's HTML and after a click", async () => {
    const from = `${routeMap.dogs[site]}?type=hospice&location=spain&utm_source=x`;
    const to = urlFor(other(site), `${routeMap.dogs[other(site)]}?type=hospice&location=spain`);
    const withoutScript = await open(urlFor(site, from), { javaScriptEnabled: false, initScript: noBanner });
    expect(await switchHrefs(withoutScript, site)).toEqual([to]);
    const page = await openShared(urlFor(site, from));
    await hydrated(page);
    expect(await switchHrefs(page, site)).toEqual([to]);
    await switchTo(page, site, to);
    expect(await page.locator("html").getAttribute("lang")).toBe(other(site));
  });

  test("the language switch on the FAQ leads to the same question in the other language", async () => {
    const ids = {
      de: { transport: "transport", kosten: "kosten" },
      es: { transport: "transporte", kosten: "costes" },
    };
    const page = await openShared(urlFor(site, `${routeMap.faq[site]}#${ids[site].transport}`));
    await hydrated(page);
    const faqThere = urlFor(other(site), routeMap.faq[other(site)]);
    await eventually(() => switchHrefs(page, site)).toEqual([`${faqThere}#${ids[other(site)].transport}`]);
    await page.evaluate((id) => (window.location.hash = id), ids[site].kosten);
    await eventually(() => switchHrefs(page, site)).toEqual([`${faqThere}#${ids[other(site)].kosten}`]);
    await switchTo(page, site, `${faqThere}#${ids[other(site)].kosten}`);
    await eventually(() =>
      page
        .locator("main details[open]")
        .evaluateAll((items) => items.map((item) => item.querySelector("[id]")?.id)),
    ).toEqual([ids[other(site)].kosten]);
  });

  test("the language switch keeps a fragment the other page has, with the query translated", async () => {
    // `anfrage` is an id the dog page's code writes (the same in both languages); `solicitud` and
    // `apadrinamiento` are the Spanish names of the form choice's parameter and value.
    const query = { de: "?anfrage=patenschaft", es: "?solicitud=apadrinamiento" };
    const dogPath = (at: Site) => routeMap.dogDetail[at].replace(":slug", "sombra-9c8d7e6f");
    const to = urlFor(other(site), `${dogPath(other(site))}${query[other(site)]}#anfrage`);
    const page = await openShared(urlFor(site, `${dogPath(site)}${query[site]}#anfrage`));
    await hydrated(page);
    await eventually(() => switchHrefs(page, site)).toEqual([to]);
    // A fragment this page does not show (mistyped, stale) is dropped.
    await page.evaluate(() => (window.location.hash = "no-such-anchor"));
    await eventually(() => switchHrefs(page, site)).toEqual([to.replace("#anfrage", "")]);
    await page.evaluate(() => (window.location.hash = "anfrage"));
    await eventually(() => switchHrefs(page, site)).toEqual([to]);
    await switchTo(page, site, to);
    expect(await page.locator("html").getAttribute("lang")).toBe(other(site));
    await eventually(() => page.locator("#anfrage").count()).toBe(1);
  });

  test("the language switch follows client-side navigation", async () => {
    const page = await openShared(urlFor(site, "/"));
    await hydrated(page);
    await page
      .getByRole("navigation", { name: t.nav.label })
      .getByRole("link", { name: t.nav.contact })
      .click();
    await page.waitForURL(urlFor(site, routeMap.contact[site]));
    const to = urlFor(other(site), routeMap.contact[other(site)]);
    await eventually(() => switchHrefs(page, site)).toEqual([to]);
  });

  test.each([true, false])(
    "the mobile menu opens, closes and navigates at 360 px (JavaScript %s)",
    async (javaScriptEnabled) => {
      const page = javaScriptEnabled
        ? await openShared(urlFor(site, "/"), { viewport: phone })
        : await open(urlFor(site, "/"), { viewport: phone, javaScriptEnabled });
      if (javaScriptEnabled) await hydrated(page);
      const toggle = page.locator("header summary");
      const menu = page.getByRole("navigation", { name: t.nav.label });
      const contact = menu.getByRole("link", { name: t.nav.contact, exact: true });
      expect(await toggle.isVisible()).toBe(true);
      expect(await menu.count()).toBe(0);

      await toggle.click();
      await eventually(() => contact.isVisible()).toBe(true);
      expect(await menu.getByRole("link").allTextContents()).toEqual(
        expect.arrayContaining(navigation[site].map(([label]) => label)),
      );
      await toggle.click();
      await eventually(() => menu.count()).toBe(0);

      await toggle.click();
      await contact.click();
      await page.waitForURL(urlFor(site, routeMap.contact[site]));
      await eventually(() => page.locator("h1").innerText()).toBe(t.pages.contact.heading);
      await eventually(() => menu.count()).toBe(0);
      expect(await page.locator("header details").getAttribute("open")).toBeNull();
    },
  );

  test("the open mobile menu keeps Tab inside and closes on Escape, focus back on its button (390 px)", async () => {
    const page = await openShared(urlFor(site, "/"), { viewport: { width: 390, height: 800 } });
    await hydrated(page);
    const toggle = page.locator("header summary");
    const menu = page.getByRole("navigation", { name: t.nav.label });
    await toggle.click();
    await eventually(() => menu.isVisible()).toBe(true);
    const links = await menu.getByRole("link").count();
    expect(links).toBe(navigation[site].length + 1); // the items and the language switch
    const focus = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return {
          inMenu: active?.closest("header details") !== null,
          summary: active?.tagName === "SUMMARY",
          text: active?.textContent?.trim(),
        };
      });
    await toggle.focus();
    for (let step = 0; step < links; step += 1) {
      await page.keyboard.press("Tab");
      expect(await focus()).toMatchObject({ inMenu: true, summary: false });
    }
    await page.keyboard.press("Tab");
    expect(await focus()).toMatchObject({ inMenu: true, summary: true });
    await page.keyboard.press("Shift+Tab");
    expect((await focus()).text).toContain(t.languageSwitch.label);
    await page.keyboard.press("Shift+Tab");
    expect((await focus()).text).toBe(t.nav.contact);

    await page.keyboard.press("Escape");
    await eventually(() => menu.count()).toBe(0);
    expect(await page.locator("header details").getAttribute("open")).toBeNull();
    expect(await focus()).toMatchObject({ inMenu: true, summary: true });
    // Closed, the menu no longer holds Tab: it moves on into the page.
    await page.keyboard.press("Tab");
    expect((await focus()).inMenu).toBe(false);
  });

  test("the mobile menu closes on Escape wherever the focus is, focus back on its button (390 px)", async () => {
    const page = await openShared(urlFor(site, "/"), { viewport: { width: 390, height: 800 } });
    await hydrated(page);
    const menu = page.getByRole("navigation", { name: t.nav.label });
    await page.locator("header summary").click();
    await eventually(() => menu.isVisible()).toBe(true);
    // As after a tap that does not focus the button (Safari), or a tap on the menu's background.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press("Escape");
    await eventually(() => menu.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
  });

  test("the top bar stays on one line wherever the desktop navigation shows (up to 1440 px)", async () => {
    const page = await openShared(urlFor(site, "/"));
    const nav = page.locator("header > div > nav");
    const checked: number[] = [];
    for (let width = 1024; width <= 1440; width += 16) {
      await page.setViewportSize({ width, height: 800 });
      if (!(await nav.isVisible())) continue;
      checked.push(width);
      const layout = await page.evaluate(() => {
        /** Lines of text in a link: its content height over its line height. */
        const lines = (element: Element) => {
          const style = getComputedStyle(element);
          const padding = ["paddingTop", "paddingBottom", "borderTopWidth", "borderBottomWidth"] as const;
          const content =
            element.getBoundingClientRect().height -
            padding.reduce((sum, side) => sum + parseFloat(style[side]), 0);
          return Math.round(content / parseFloat(style.lineHeight));
        };
        const bar = document.querySelector("header > div")!;
        const items = [...document.querySelectorAll("header > div > nav li a")];
        const shown = [...bar.children].filter((child) => child.getBoundingClientRect().width > 0);
        const middles = shown.map((child) => {
          const box = child.getBoundingClientRect();
          return box.top + box.height / 2;
        });
        return {
          itemLines: items.map((item) => [item.textContent, lines(item)]),
          itemTops: [...new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)))],
          switchLines: lines(bar.querySelector("a[hreflang]")!),
          middleSpread: Math.max(...middles) - Math.min(...middles),
        };
      });
      expect(layout.itemLines, `at ${width} px`).toEqual(layout.itemLines.map(([text]) => [text, 1]));
      expect(layout.itemTops, `at ${width} px`).toHaveLength(1);
      expect(layout.switchLines, `at ${width} px`).toBe(1);
      expect(layout.middleSpread, `at ${width} px`).toBeLessThanOrEqual(2);
    }
    expect(checked).toContain(1280);
    expect(checked).toContain(1440);
  });

  test("the skip link is the first focusable element and moves focus to main", async () => {
    const page = await openShared(urlFor(site, routeMap.about[site]));
    await hydrated(page);
    await page.keyboard.press("Tab");
    const focused = () =>
      page.evaluate(() => ({
        id: document.activeElement?.id,
        text: document.activeElement?.textContent?.trim(),
        href: document.activeElement?.getAttribute("href"),
      }));
    expect(await focused()).toEqual({ id: "", text: t.skipToContent, href: "#main" });
    expect(await page.locator('a[href="#main"]').isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    await eventually(async () => (await focused()).id).toBe("main");
  });

  test("the footer links blog, imprint, privacy, e-mail, phone and WhatsApp", async () => {
    const page = await openShared(urlFor(site, "/"));
    const footer = page.locator("footer");
    const hrefs = await footer.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    const config = demoSiteConfig[site];
    const digits = (phoneNumber: string) => phoneNumber.replace(/\D/g, "");
    expect(hrefs).toEqual(
      expect.arrayContaining([
        routeMap.blog[site],
        routeMap.imprint[site],
        routeMap.privacy[site],
        `mailto:${config.email}`,
        `tel:+${digits(config.phone)}`,
        `https://wa.me/${digits(config.whatsapp)}`,
      ]),
    );
    expect(await footer.getByRole("link", { name: t.footer.imprint, exact: true }).getAttribute("href")).toBe(
      routeMap.imprint[site],
    );
    expect(await footer.getByRole("link", { name: t.footer.privacy, exact: true }).getAttribute("href")).toBe(
      routeMap.privacy[site],
    );
    expect(config.email).not.toBe(demoSiteConfig[other(site)].email);
    expect(config.phone).not.toBe(demoSiteConfig[other(site)].phone);
  });

  test("after client-side navigation from a scrolled page, the new page starts at the top", async () => {
    const page = await openShared(urlFor(site, "/"), { viewport: phone });
    await hydrated(page);
    const link = page.locator("footer").getByRole("link", { name: t.footer.imprint, exact: true });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const loads: string[] = [];
    page.on("load", () => loads.push(page.url()));
    await link.click();
    await page.waitForURL(urlFor(site, routeMap.imprint[site]));
    await eventually(() => page.locator("h1").innerText()).toBe(t.pages.imprint.heading);
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(loads).toEqual([]); // it was a client-side navigation, not a page load
  });

  test("a page loaded again returns to where the visitor had scrolled", async () => {
    const page = await open(urlFor(site, routeMap.dogs[site]), { viewport: phone });
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(900);
    await page.reload();
    await hydrated(page);
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(900);
  });
});
