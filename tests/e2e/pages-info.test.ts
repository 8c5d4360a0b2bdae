// The information pages in both languages: adoption (spec 1 section 2.8), foster home, about,
// imprint, privacy and membership (spec 2). Key facts, links, the accordions, structured data and
// axe, against the production build.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { demoSiteConfig } from "~/content/site-config";
import { routeMap, type StaticRouteKey } from "~/i18n/routes";
import { axe, describeViolations, hydrated, noBanner, phone, useBrowser, type OpenOptions } from "./browser";
import { urlFor, type Site } from "./http";

// One context for the file (the public site keeps nothing in it but the cookie choice).
const { visit } = useBrowser({ images: false, shared: { initScript: noBanner } });
const sites: Site[] = ["de", "es"];

const faqPath = { de: "/faq", es: "/preguntas-frecuentes" };
const preCheckAnchor = { de: "vorkontrolle", es: "control-previo" };
const facts = {
  de: {
    fee: "490\u00a0€",
    step5: ["Transporttag", "Ankunft"],
    formId: "kontakt",
    fosterFormId: "bewerbung",
    newTab: "(öffnet in neuem Tab)",
  },
  es: {
    fee: "340\u00a0€",
    step5: ["Benicarló", "gran día"],
    formId: "kontakt",
    fosterFormId: "solicitud",
    newTab: "(se abre en una pestaña nueva)",
  },
};

async function openPage(site: Site, key: StaticRouteKey, options: OpenOptions = {}, hash = "") {
  const page = await visit("", { ...options, noGoto: true });
  const response = await page.goto(urlFor(site, routeMap[key][site] + hash));
  expect(response?.status()).toBe(200);
  if (options.javaScriptEnabled !== false) await hydrated(page);
  return page;
}

async function h1(page: Page) {
  return (await page.locator("h1").allInnerTexts()).map((text) => text.trim());
}

/** The JSON-LD blocks of the server-rendered document. */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

const isOpen = (page: Page, selector: string, index: number) =>
  page
    .locator(selector)
    .nth(index)
    .evaluate((element) => (element as HTMLDetailsElement).open);

/** axe on the page at wide and phone widths; also no id used twice (anchors must be unique). */
async function expectNoAxeViolations(page: Page) {
  const duplicates = await page.evaluate(() => {
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    return ids.filter((id, index) => ids.indexOf(id) !== index);
  });
  expect(duplicates).toEqual([]);
  const atWide = await axe(page);
  expect(atWide, describeViolations(atWide)).toEqual([]);
  await page.setViewportSize(phone);
  // Resizing keeps the scroll offset, which leaves whatever happens to be there under the sticky
  // top bar, and axe's target-size rule then measures that half-covered target: start at the top.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const atPhone = await axe(page);
  expect(atPhone, describeViolations(atPhone)).toEqual([]);
}

describe.each(sites)("adoption page on the %s site", (site) => {
  const fact = facts[site];

  test("heading, seven steps with the language's step 5, and the step links", async () => {
    const page = await openPage(site, "adoption", { javaScriptEnabled: false });
    expect(await h1(page)).toEqual([catalogs[site].pages.adoption.heading]);
    const steps = page.locator("#ablauf ol > li");
    expect(await steps.count()).toBe(7);
    const step5 = await steps.nth(4).innerText();
    for (const word of fact.step5) expect(step5).toContain(word);
    const other = facts[site === "de" ? "es" : "de"].step5[0] ?? "";
    expect(step5).not.toContain(other);

    expect(await steps.nth(0).locator("a").getAttribute("href")).toBe(routeMap.dogs[site]);
    expect(await steps.nth(2).locator("a").getAttribute("href")).toBe(
      `${faqPath[site]}#${preCheckAnchor[site]}`,
    );
    expect(
      await steps
        .nth(3)
        .locator("a")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
    ).toEqual([`${faqPath[site]}#schutzvertrag`, `${faqPath[site]}#kosten`]);
  });

  test("12 FAQ items, the fee, transparency, the contact section and the privacy link in a new tab", async () => {
    const page = await openPage(site, "adoption", { javaScriptEnabled: false });
    expect(await page.locator("#fragen details").count()).toBe(12);
    expect(await page.getByTestId("adoption-fee").innerText()).toBe(fact.fee);
    const transparency = await page.locator("#transparenz").innerText();
    expect(transparency).toContain(site === "de" ? "EU-Standard" : "normativa europea");
    expect(transparency.includes("Tierschutzgerechter Transport")).toBe(site === "de");

    const contact = page.locator(`section#${fact.formId}`);
    expect(await contact.locator("h2").count()).toBe(1);
    expect(await contact.locator(`[data-form-slot="${fact.formId}"]`).count()).toBe(1);
    const privacy = contact.locator('a[target="_blank"]').first();
    expect(await privacy.getAttribute("href")).toBe(routeMap.privacy[site]);
    expect(await privacy.getAttribute("rel")).toContain("noopener");
    expect(await privacy.locator(".sr-only").innerText()).toBe(fact.newTab);
  });

  test("structured data: HowTo with 7 steps, P14D and the fee", async () => {
    const page = await openPage(site, "adoption", { javaScriptEnabled: false });
    const howTo = (await jsonLd(page)).find((block) => block["@type"] === "HowTo");
    expect(howTo).toMatchObject({
      totalTime: "P14D",
      estimatedCost: { currency: "EUR", value: site === "de" ? "490.00" : "340.00" },
    });
    expect((howTo?.step as unknown[]).length).toBe(7);
  });

  test("the FAQ accordion keeps one item open and collapses; a hash opens its item", async () => {
    const page = await openPage(site, "adoption");
    const items = "#fragen details";
    await page.locator(items).nth(0).locator("summary").click();
    expect(await isOpen(page, items, 0)).toBe(true);
    await page.locator(items).nth(1).locator("summary").click();
    await expect.poll(() => isOpen(page, items, 0)).toBe(false);
    expect(await isOpen(page, items, 1)).toBe(true);
    await page.locator(items).nth(1).locator("summary").click();
    await expect.poll(() => isOpen(page, items, 1)).toBe(false);

    const id = site === "de" ? "faq-kosten" : "faq-costes";
    await page.goto("about:blank"); // what follows is a page loaded with the hash, not a jump within it
    const withHash = await openPage(site, "adoption", {}, `#${id}`);
    await expect
      .poll(() =>
        withHash.locator(`details:has(#${id})`).evaluate((item) => (item as HTMLDetailsElement).open),
      )
      .toBe(true);
    expect(await withHash.locator(`details:has(#${id})`).innerText()).toContain(fact.fee);
  });

  test("axe finds no violations", async () => {
    await expectNoAxeViolations(await openPage(site, "adoption"));
  });
});

describe.each(sites)("foster-home page on the %s site", (site) => {
  test("benefits, five steps with the pre-check link, the form section, 7 FAQ items and 4-6 weeks", async () => {
    const page = await openPage(site, "fosterHome", { javaScriptEnabled: false });
    expect(await h1(page)).toEqual([catalogs[site].pages.fosterHome.heading]);
    expect(await page.locator("#vorteile li").count()).toBe(3);
    const steps = page.locator("#ablauf ol > li");
    expect(await steps.count()).toBe(5);
    expect(await steps.nth(2).locator("a").getAttribute("href")).toBe(
      `${faqPath[site]}#${preCheckAnchor[site]}`,
    );
    const form = page.locator(`section#${facts[site].fosterFormId}`);
    expect(await form.locator("h2").count()).toBe(1);
    expect(await steps.nth(0).locator("a").getAttribute("href")).toBe(`#${facts[site].fosterFormId}`);
    expect(await page.locator("#fragen details").count()).toBe(7);
    expect(await page.locator("main").innerText()).toContain(site === "de" ? "4–6 Wochen" : "4–6 semanas");
  });

  test("the FAQ accordion keeps one item open; axe finds no violations", async () => {
    const page = await openPage(site, "fosterHome");
    const items = "#fragen details";
    await page.locator(items).nth(2).locator("summary").click();
    await page.locator(items).nth(5).locator("summary").click();
    await expect.poll(() => isOpen(page, items, 2)).toBe(false);
    expect(await isOpen(page, items, 5)).toBe(true);
    await expectNoAxeViolations(page);
  });
});

describe.each(sites)("about page on the %s site", (site) => {
  test("mission, values, the board of four and the link to membership", async () => {
    const page = await openPage(site, "about", { javaScriptEnabled: false });
    expect(await h1(page)).toEqual([catalogs[site].pages.about.heading]);
    const team = demoSiteConfig[site].team;
    expect(team).toHaveLength(4);
    const cards = page.locator("#team li");
    expect(await cards.count()).toBe(4);
    for (const [index, member] of team.entries()) {
      expect(await cards.nth(index).locator("h3").innerText()).toBe(member.name);
      expect(await cards.nth(index).innerText()).toContain(member.position[site]);
    }
    expect(await page.locator("#werte li").count()).toBe(4);
    expect(await page.locator("#mission").innerText()).toContain("2.900");
    const membership = page.locator(`main a[href="${site === "de" ? "/mitgliedschaft" : "/hacerse-socio"}"]`);
    expect(await membership.count()).toBe(1);
  });

  test("axe finds no violations", async () => {
    await expectNoAxeViolations(await openPage(site, "about"));
  });
});

describe.each(sites)("legal pages on the %s site", (site) => {
  const entity = demoSiteConfig[site];

  test("the imprint names the entity, address, registry, contact and board", async () => {
    const page = await openPage(site, "imprint", { javaScriptEnabled: false });
    expect(await h1(page)).toEqual([catalogs[site].pages.imprint.heading]);
    const text = await page.locator("main").innerText();
    for (const value of [
      entity.organisationName,
      entity.address.street,
      entity.registry,
      entity.email,
      entity.phone,
    ]) {
      expect(text).toContain(value);
    }
    for (const member of entity.team) expect(text).toContain(member.name);
    expect(text).toContain(site === "de" ? "§ 5 DDG" : "LSSI");
  });

  test("the privacy policy covers consent-based analytics and chat, forms, and the user rights", async () => {
    const page = await openPage(site, "privacy", { javaScriptEnabled: false });
    expect(await h1(page)).toEqual([catalogs[site].pages.privacy.heading]);
    const text = await page.locator("main").innerText();
    const expected =
      site === "de"
        ? [
            "datenschutzfreundliches Webanalyse-Tool",
            "Live-Chat-Dienst",
            "Datenbank",
            "Zwei-Klick",
            "Auskunft",
            "Widerspruch",
            "ULD",
          ]
        : [
            "analítica web respetuosa con la privacidad",
            "chat en directo",
            "base de datos",
            "dos clics",
            "acceso",
            "oposición",
            "AEPD",
          ];
    for (const phrase of expected) expect(text).toContain(phrase);
    expect(text).toContain(entity.organisationName);
  });

  test.each(["imprint", "privacy"] as const)("axe finds no violations on the %s page", async (key) => {
    await expectNoAxeViolations(await openPage(site, key));
  });
});

describe.each(sites)("membership page on the %s site", (site) => {
  test("pillars, the explainer's button to #contact, the form section and the FAQ of five", async () => {
    const page = await openPage(site, "membership", { javaScriptEnabled: false });
    expect(await h1(page)).toEqual([catalogs[site].pages.membership.heading]);
    expect(await page.locator("#wirkung h2").innerText()).toBe(
      site === "de" ? "Dein Beitrag rettet Leben" : "Tu aportación salva vidas",
    );
    expect(await page.locator("#wirkung li").count()).toBe(3);
    expect(await page.locator("#so-gehts ol > li").count()).toBe(3);
    expect(await page.locator('#so-gehts a[href="#contact"]').count()).toBe(1);
    expect(await page.locator("section#contact h2").count()).toBe(1);
    expect(await page.locator('section#contact [data-form-slot="contact"]').count()).toBe(1);
    expect(await page.locator("section#faq details").count()).toBe(5);
  });

  test("structured data: an Offer of 5.00 EUR and an FAQPage of five questions", async () => {
    const page = await openPage(site, "membership", { javaScriptEnabled: false });
    const blocks = await jsonLd(page);
    const offer = blocks.find((block) => block["@type"] === "Offer");
    expect(offer).toMatchObject({ price: "5.00", priceCurrency: "EUR" });
    const faq = blocks.find((block) => block["@type"] === "FAQPage");
    expect((faq?.mainEntity as unknown[]).length).toBe(5);
  });

  test("the button scrolls to the form section; the FAQ keeps one item open; axe", async () => {
    const page = await openPage(site, "membership");
    await page.locator('#so-gehts a[href="#contact"]').click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("#contact");
    await expect
      .poll(() =>
        page
          .locator("section#contact")
          .evaluate((section) => Math.round(section.getBoundingClientRect().top)),
      )
      .toBeLessThan(200);

    const items = "section#faq details";
    await page.locator(items).nth(0).locator("summary").click();
    await page.locator(items).nth(4).locator("summary").click();
    await expect.poll(() => isOpen(page, items, 0)).toBe(false);
    expect(await isOpen(page, items, 4)).toBe(true);
    await expectNoAxeViolations(page);
  });
});
