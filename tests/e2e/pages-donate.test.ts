// The donations, hospice and partner-site pages (spec 2) in both languages: content from the
// country's site details, copy buttons, the donation form's QR code with and without JavaScript,
// two-click videos, the site plan dialog and axe.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { demoSiteConfig } from "~/content/site-config";
import type { Dog } from "~/domain/dogs/types";
import { routeMap } from "~/i18n/routes";
import { axe, describeViolations, eventually, hydrated, noBanner, phone, useBrowser, wide } from "./browser";
import { get, urlFor, type Site } from "./http";

// One context for the file (the public site keeps nothing in it but the cookie choice); the copy
// buttons' tests read the clipboard.
const { visit } = useBrowser({
  images: false,
  shared: { initScript: noBanner, permissions: ["clipboard-read", "clipboard-write"] },
});
const sites: Site[] = ["de", "es"];
const other = (site: Site): Site => (site === "de" ? "es" : "de");
const compact = (iban: string) => iban.replace(/ /g, "");
const amountParam = { de: "betrag", es: "cantidad" } as const;

function payloadOf(page: Page) {
  return page.locator("figure[data-epc-payload]").getAttribute("data-epc-payload");
}

function qrSvgOf(page: Page) {
  return page.locator("[data-qr-code]").innerHTML();
}

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

describe.each(sites)("donation pages on the %s site", (site) => {
  const t = catalogs[site];
  const country = demoSiteConfig[site];
  const form = t.donationForm;

  test("donations page: uses, this country's bank and wallet, links, tax note only in German, FAQ", async () => {
    const text = t.donations;
    const page = await visit(urlFor(site, routeMap.donations[site]));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(t.pages.donations.heading);
    for (const use of Object.values(text.uses)) {
      expect(await page.getByRole("heading", { name: use.title }).count()).toBe(1);
    }
    const bank = page.locator("[data-payment=bank]");
    expect(await bank.textContent()).toContain(country.bank.iban);
    expect(await bank.textContent()).toContain(country.bank.bic);
    expect(await bank.textContent()).toContain(country.bank.recipient);
    expect(await page.locator("main").textContent()).not.toContain(demoSiteConfig[other(site)].bank.iban);
    const wallet = page.locator("[data-payment=wallet]");
    expect(await wallet.textContent()).toContain(country.wallet.email);
    expect(await wallet.getByRole("link", { name: text.walletOpen }).getAttribute("href")).toBe(
      country.wallet.link,
    );

    for (const group of country.microDonations) {
      expect(await page.getByRole("link", { name: group.name }).getAttribute("href")).toBe(group.url);
    }
    expect(await page.getByRole("link", { name: text.sponsorship.link }).getAttribute("href")).toBe(
      `${routeMap.dogs[site]}?type=sponsorship`,
    );
    expect(await page.getByRole("link", { name: text.membership.link }).getAttribute("href")).toBe(
      routeMap.membership[site],
    );
    expect(await page.getByRole("link", { name: text.onSite.link }).getAttribute("href")).toBe(
      routeMap.fincaChaos[site],
    );

    expect(await page.locator("[data-tax-note]").count()).toBe(site === "de" ? 1 : 0);
    if (site === "de") expect(await page.locator("[data-tax-note]").textContent()).toContain("300 €");
    expect(await page.locator('details[name="donations-faq"]').count()).toBe(site === "de" ? 8 : 6);
    expect(await page.getByRole("heading", { name: text.cta.heading }).count()).toBe(1);
  });

  test("copy buttons: the clipboard gets the value, a check mark shows for 2 s, a toast confirms", async () => {
    const text = t.donations;
    const page = await visit(urlFor(site, routeMap.donations[site]));
    await hydrated(page);
    const button = page.getByRole("button", { name: text.copyLabels.iban, exact: true });
    await button.click();
    await eventually(() => clipboard(page)).toBe(compact(country.bank.iban));
    expect(await button.locator("svg[data-icon=check]").count()).toBe(1);
    const toast = page
      .getByRole("status")
      .filter({ hasText: site === "de" ? "In Zwischenablage kopiert" : "Copiado al portapapeles" });
    await eventually(() => toast.isVisible()).toBe(true);
    await eventually(() => button.locator("svg[data-icon=copy]").count()).toBe(1);

    await page.getByRole("button", { name: text.copyLabels.walletEmail }).click();
    await eventually(() => clipboard(page)).toBe(country.wallet.email);

    // A refused clipboard: the destructive toast.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error("denied"));
    });
    await page.getByRole("button", { name: text.copyLabels.bic }).click();
    const failed = page
      .getByRole("alert")
      .filter({ hasText: site === "de" ? "Kopieren fehlgeschlagen" : "Error al copiar" });
    await eventually(() => failed.isVisible()).toBe(true);
  });

  test("hospice page: the hospice dogs with their number, the 10 % statement, the tax note, JSON-LD Service", async () => {
    const text = t.hospice;
    const api = JSON.parse((await get(site, "/api/dogs")).body) as { dogs: Dog[] };
    const hospiceDogs = api.dogs.filter((dog) => dog.types.hospice);
    expect(hospiceDogs.length).toBeGreaterThan(1);

    const page = await visit(urlFor(site, routeMap.hospice[site]));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(t.pages.hospice.heading);
    for (const heading of [
      text.need.heading,
      text.founder.heading,
      text.about.heading,
      text.help.heading,
      text.dogs.heading,
    ]) {
      expect(await page.getByRole("heading", { name: heading, exact: true }).count()).toBe(1);
    }
    const section = page.locator("section", { has: page.getByRole("heading", { name: text.dogs.heading }) });
    expect(await section.locator("[data-hospice-count]").textContent()).toContain(String(hospiceDogs.length));
    const names = await section.locator("article h2").allTextContents();
    expect(names.toSorted()).toEqual(hospiceDogs.map((dog) => dog.name).toSorted());
    const links = await section
      .locator("article a")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(links.every((href) => href?.startsWith(routeMap.dogDetail[site].replace(":slug", "")))).toBe(true);

    expect(await page.locator("blockquote").textContent()).toContain(text.quote.text);
    expect(await page.locator("[data-general-share]").textContent()).toContain("10 %");
    expect(await page.locator("[data-tax-note]").count()).toBe(site === "de" ? 1 : 0);
    const payload = await payloadOf(page);
    expect(payload?.split("\n")[10]).toBe(
      form.remittance.replace("{purpose}", site === "de" ? "Hospiz" : "Hospicio"),
    );

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const service = jsonLd
      .map((json) => JSON.parse(json) as Record<string, unknown>)
      .find((data) => data["@type"] === "Service");
    expect(service?.name).toBe(text.service.name);
  });

  test("donation form: the QR code, the details and the wallet link follow the amount", async () => {
    const page = await visit(urlFor(site, routeMap.hospice[site]));
    await hydrated(page);
    const first = await payloadOf(page);
    const lines = first?.split("\n") ?? [];
    expect(lines.slice(0, 4)).toEqual(["BCD", "002", "1", "SCT"]);
    expect(lines[4]).toBe(country.bank.bic);
    expect(lines[5]).toBe(country.bank.recipient);
    expect(lines[6]).toBe(compact(country.bank.iban));
    expect(lines[7]).toBe("EUR25.00");
    const svgBefore = await qrSvgOf(page);
    expect(svgBefore).toContain("<path");

    const fifty = page.getByRole("button", { name: "50 €", exact: true });
    await fifty.click();
    await eventually(() => payloadOf(page)).toContain("\nEUR50.00\n");
    await eventually(() => qrSvgOf(page)).not.toBe(svgBefore);
    expect(await fifty.getAttribute("aria-pressed")).toBe("true");
    const wallet = page.getByRole("link", { name: form.walletButton.replace("{amount}", "50 €") });
    expect(await wallet.getAttribute("href")).toBe(`${country.wallet.link}/50EUR`);

    await page.getByLabel(form.customLabel).fill("37");
    await eventually(() => payloadOf(page)).toContain("\nEUR37.00\n");
    expect(await fifty.getAttribute("aria-pressed")).toBe("false");

    await page.getByRole("button", { name: form.copyLabels.purpose }).click();
    await eventually(() => clipboard(page)).toBe(
      form.remittance.replace("{purpose}", t.hospice.donation.purpose),
    );
  });

  test("without JavaScript the amount forms reload the page and the server draws the code", async () => {
    const path = routeMap.fincaChaos[site];
    const page = await visit(urlFor(site, path), { javaScriptEnabled: false });
    const svgBefore = await qrSvgOf(page);
    await page.getByRole("button", { name: "100 €", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get(amountParam[site]) === "100");
    expect(await payloadOf(page)).toContain("\nEUR100.00\n");
    expect(await qrSvgOf(page)).not.toBe(svgBefore);
    expect(await page.getByRole("button", { name: "100 €", exact: true }).getAttribute("aria-pressed")).toBe(
      "true",
    );

    await page.getByLabel(form.customLabel).fill("42");
    await page.getByRole("button", { name: form.customApply }).click();
    await page.waitForURL((url) => url.searchParams.get(amountParam[site]) === "42");
    expect(await payloadOf(page)).toContain("\nEUR42.00\n");
    expect(await page.getByLabel(form.customLabel).inputValue()).toBe("42");

    await page.goto(urlFor(site, `${path}?${amountParam[site]}=0`));
    expect(await page.getByText(form.invalidAmount).count()).toBe(1);
    expect(await payloadOf(page)).toContain("\nEUR25.00\n");
  });

  test("Finca Chaos: facts, team, and videos that load from YouTube only after a click", async () => {
    const text = t.fincaChaos;
    const page = await visit(urlFor(site, routeMap.fincaChaos[site]), { noGoto: true });
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    // No network in tests: answer the embed with a stub (it is only reached once the CSP allows it).
    await page.route(/youtube/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>video</p>" }),
    );
    await page.goto(urlFor(site, routeMap.fincaChaos[site]));
    await hydrated(page);

    const facts = await page.locator("[data-facts]").textContent();
    for (const fact of ["10.000 m²", "14", "7", "6.000 m²", "150", "180", "12 m²"])
      expect(facts).toContain(fact);
    for (const member of text.team.members)
      expect(await page.getByRole("heading", { name: member.name }).count()).toBe(1);
    expect(await page.locator("[data-general-share]").textContent()).toContain("10 %");
    expect(await page.locator("[data-tax-note]").count()).toBe(site === "de" ? 1 : 0);

    const videoButtons = page.locator("button[data-video-id]");
    expect(await videoButtons.count()).toBe(3);
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState("networkidle");
    const foreign = requests.filter((url) => !["localhost", "es.localhost"].includes(new URL(url).hostname));
    expect(foreign).toEqual([]);
    expect(await page.locator("iframe").count()).toBe(0);

    const video = text.videos.items[0];
    await videoButtons.first().click();
    const frame = page.locator("iframe");
    await eventually(() => frame.count()).toBe(1);
    expect(await frame.getAttribute("src")).toBe(
      `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1&rel=0`,
    );
    expect(await frame.getAttribute("title")).toBe(video.title);
    expect(await videoButtons.count()).toBe(2);
  });

  test("Finca Chaos: the site plan opens enlarged and closes with Escape, the button and the backdrop", async () => {
    const text = t.fincaChaos;
    const page = await visit(urlFor(site, routeMap.fincaChaos[site]));
    await hydrated(page);
    const trigger = page.getByRole("button", { name: text.plan.alt });
    const dialog = page.getByRole("dialog", { name: text.plan.dialogTitle });
    expect(await dialog.isVisible()).toBe(false);

    await trigger.click();
    await eventually(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator("img").getAttribute("src")).toBe(text.plan.full.src);
    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.keyboard.press("Escape");
    await eventually(() => dialog.isVisible()).toBe(false);
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);

    await trigger.click();
    await eventually(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: site === "de" ? "Schließen" : "Cerrar" }).click();
    await eventually(() => dialog.isVisible()).toBe(false);

    await trigger.click();
    await eventually(() => dialog.isVisible()).toBe(true);
    await page.mouse.click(3, 3);
    await eventually(() => dialog.isVisible()).toBe(false);
  });

  test("Residencia Monika: story facts, team of two, four impressions, donation purpose", async () => {
    const text = t.residenciaMonika;
    const page = await visit(urlFor(site, routeMap.residenciaMonika[site]));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      t.pages.residenciaMonika.heading,
    );
    const main = (await page.locator("main").textContent()) ?? "";
    for (const fact of ["80", "2008", "Amposta"]) expect(main).toContain(fact);
    for (const member of text.team.members)
      expect(await page.getByRole("heading", { name: member.name }).count()).toBe(1);
    expect(text.impressions.items).toHaveLength(4);
    for (const item of text.impressions.items) {
      const figure = page.locator("figure", { hasText: item.caption });
      const image = figure.getByRole("img", { name: item.alt });
      expect(await image.getAttribute("width")).toBe("800");
      expect(await image.getAttribute("height")).toBe("600");
      expect(await image.getAttribute("loading")).toBe("lazy");
    }
    expect(await page.locator("[data-general-share]").textContent()).toContain("10 %");
    expect(await page.locator("[data-tax-note]").count()).toBe(site === "de" ? 1 : 0);
    expect((await payloadOf(page))?.endsWith("Residencia Monika")).toBe(true);
  });

  const pages = [
    { name: "donations", path: routeMap.donations[site] },
    { name: "hospice", path: routeMap.hospice[site] },
    { name: "Finca Chaos", path: routeMap.fincaChaos[site] },
    { name: "Residencia Monika", path: routeMap.residenciaMonika[site] },
  ];

  test.each(pages)("axe finds nothing on the $name page at wide and phone widths", async ({ path }) => {
    const page = await visit(urlFor(site, path), { viewport: wide });
    await hydrated(page);
    const atWide = await axe(page);
    await page.setViewportSize(phone);
    const atPhone = await axe(page);
    expect(atWide, describeViolations(atWide)).toEqual([]);
    expect(atPhone, describeViolations(atPhone)).toEqual([]);
  });
});
