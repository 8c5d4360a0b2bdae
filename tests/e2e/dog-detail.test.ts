// The dog detail page (spec 1 section 2.7) in both languages: content, gallery, hospice and
// messaging boxes, metadata, slug redirects, not found, the language switch and axe.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { demoSiteConfig } from "~/content/site-config";
import type { Dog } from "~/domain/dogs/types";
import { catalogs } from "~/content/catalogs.server";
import { axe, describeViolations, hydrated, noBanner, useBrowser } from "./browser";
import { get, header, urlFor, type Site } from "./http";

// One page per test in one context for the file: the pages here are read, not changed.
const { open, visit } = useBrowser({ shared: { initScript: noBanner } });
const sites: Site[] = ["de", "es"];
const prefix = { de: "/hunde/", es: "/perros/" };
const listPath = { de: "/hunde", es: "/perros" };
/** Spec wording, written out so a changed catalogue fails here. */
const words = {
  de: {
    notFound: ["Hund nicht gefunden", "Der gesuchte Hund konnte nicht gefunden werden."],
    locations: {
      björn: "Deutschland (auf dem Weg)",
      pelusa: "Spanien (Finca Chaos)",
      rosi: "Spanien (Residencia Monika)",
      willi: "Spanien (Hospiz)",
      kiki: "Deutschland",
    },
    pages: { finca: "/finca-chaos", monika: "/residencia-monika", hospice: "/hospiz" },
    status: { available: "Verfügbar", reserved: "Reserviert" },
  },
  es: {
    notFound: ["Perro no encontrado", "No se ha podido encontrar el perro que buscas."],
    locations: {
      björn: "Alemania (en camino)",
      pelusa: "España (Finca Chaos)",
      rosi: "España (Residencia Monika)",
      willi: "España (hospicio)",
      kiki: "Alemania",
    },
    pages: { finca: "/finca-chaos", monika: "/residencia-monika", hospice: "/hospicio" },
    status: { available: "Disponible", reserved: "Reservado" },
  },
} as const;

const dogs = {} as Record<Site, Dog[]>;
beforeAll(async () => {
  for (const site of sites)
    dogs[site] = (JSON.parse((await get(site, "/api/dogs")).body) as { dogs: Dog[] }).dogs;
});
function dog(site: Site, title: string): Dog {
  const found = dogs[site].find((candidate) => candidate.title === title);
  if (!found) throw new Error(`no dog ${title}`);
  return found;
}
const dogUrl = (site: Site, slug: string) => urlFor(site, `${prefix[site]}${slug}`);
const pathOf = (url: string) => new URL(url).pathname;

const gallery = (page: Page, name: string, site: Site) =>
  page.getByRole("region", { name: catalogs[site].dogDetail.gallery.replace("{name}", name) });
const largeImage = (page: Page, name: string, site: Site) =>
  gallery(page, name, site).locator(":scope > picture > img");
const thumbnails = (page: Page, name: string, site: Site) => gallery(page, name, site).locator("li a");
const profile = (page: Page, site: Site) =>
  page.getByRole("region", { name: catalogs[site].dogDetail.profile });
const badges = (page: Page) =>
  page.locator("h1").locator("xpath=preceding-sibling::ul[1]/li").allInnerTexts();

describe.each(sites)("dog detail on the %s site", (site) => {
  const t = catalogs[site];

  test("name, headline, badges, profile with location and status, sanitised description", async () => {
    const björn = dog(site, "Björn");
    const page = await visit(dogUrl(site, björn.slug));
    expect(await page.locator("h1").innerText()).toBe("Björn");
    // Björn has no Spanish texts: the Spanish site shows the German headline, marked as German.
    expect(await page.locator("h1 + p").innerText()).toBe(
      site === "es" ? `${björn.headline} ${t.dogCard.textIn.de}` : björn.headline,
    );
    expect(await badges(page)).toEqual([t.dogCard.types.adoption]);
    const box = profile(page, site);
    expect(await box.locator("dt").allInnerTexts()).toEqual([t.dogDetail.location, t.dogDetail.status]);
    expect(await box.locator("dd").allInnerTexts()).toEqual([
      words[site].locations.björn,
      words[site].status.available,
    ]);
    expect(await box.getByRole("link").count()).toBe(0);
    const firstParagraph = /<p>([^<]{20,60})/.exec(björn.descriptionHtml)?.[1] ?? "missing";
    expect(await page.locator(".dog-description").innerText()).toContain(firstParagraph);
    expect(await page.getByRole("link", { name: t.dogDetail.back }).getAttribute("href")).toBe(
      listPath[site],
    );

    const jäger = await visit(dogUrl(site, dog(site, "Jäger").slug));
    expect(await badges(jäger)).toEqual([t.dogCard.types.adoption, t.dogCard.types.sponsorship]);
    expect(await profile(jäger, site).locator("dd").nth(1).innerText()).toBe(words[site].status.reserved);
    expect(await jäger.locator(".dog-description table td").first().innerText()).toBe("Impfungen");
  });

  test.each([
    ["Pelusa", "pelusa", "finca"],
    ["Rosi", "rosi", "monika"],
    ["Opa Willi", "willi", "hospice"],
  ] as const)("%s: the location links to its place's page", async (title, key, pageKey) => {
    const page = await visit(dogUrl(site, dog(site, title).slug));
    const link = profile(page, site).getByRole("link");
    expect(await link.innerText()).toBe(words[site].locations[key]);
    expect(await link.getAttribute("href")).toBe(words[site].pages[pageKey]);
  });

  test("the texts of the page's language: Spanish ones on the Spanish site, else German ones marked as German", async () => {
    const müsli = dog(site, "Müsli");
    expect(müsli.headlineEs).toBe("Pequeño greñudo con un corazón enorme");
    const page = await visit(dogUrl(site, müsli.slug));
    const description = page.locator(".dog-description");
    expect(await page.locator("h1 + p").innerText()).toBe(site === "es" ? müsli.headlineEs : müsli.headline);
    expect(await description.innerText()).toContain(
      site === "es"
        ? "es un mestizo de terrier de unos cuatro años"
        : "ist ein etwa vier Jahre alter Terrier",
    );
    expect(await page.locator('main [lang="de"]').count()).toBe(0);
    expect(await page.locator("main").innerText()).not.toContain(t.dogCard.textIn.de);

    const greta = dog(site, "Greta");
    expect([greta.headlineEs, greta.descriptionHtmlEs]).toEqual([null, null]);
    const german = await visit(dogUrl(site, greta.slug));
    const marked = await german.locator('main [lang="de"]').allInnerTexts();
    const main = await german.locator("main").innerText();
    if (site === "es") {
      expect(t.dogCard.textIn.de).toBe("(texto del perfil en alemán)");
      expect(marked).toHaveLength(2);
      expect(marked[0]).toBe(greta.headline);
      expect(marked[1]).toContain("Greta ist eine vierjährige Galga");
      expect(await german.locator('.dog-description[lang="de"]').count()).toBe(1);
      // Said once by the headline, once by the description.
      expect(main.split(t.dogCard.textIn.de)).toHaveLength(3);
    } else {
      expect(marked).toEqual([]);
      expect(main).not.toContain("(Profiltext");
    }
  });

  test("links in a description to our own pages lead to the page of the visitor's language", async () => {
    // Greta's German text links to /pflegestelle, Frieda's and Opa Willi's Spanish ones to German paths.
    const cases =
      site === "de"
        ? [["Greta", "/pflegestelle"]]
        : [
            ["Greta", "/casa-de-acogida"],
            ["Frieda", "/perros?type=sponsorship"],
            ["Opa Willi", "/hospicio"],
          ];
    for (const [title, href] of cases) {
      const page = await visit(dogUrl(site, dog(site, title!).slug));
      const links = await page
        .locator(".dog-description a")
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
      expect(links, title).toEqual([href]);
      expect((await get(site, href!)).status, href).toBe(200);
    }
    const page = await visit(dogUrl(site, dog(site, "Greta").slug));
    await hydrated(page);
    await page.locator(".dog-description a").click();
    await page.waitForURL(urlFor(site, site === "es" ? "/casa-de-acogida" : "/pflegestelle"));
    expect(await page.locator("h1").innerText()).not.toBe(t.shell.notFound.heading);
  });

  test("hospice box: no pronoun the data cannot back, for female dogs too", async () => {
    const page = await visit(dogUrl(site, dog(site, "Lola").slug));
    const box = page.getByRole("complementary").filter({ hasText: t.dogDetail.hospiceHeading });
    const text = (await box.innerText()).replace(t.dogDetail.hospiceHeading, "");
    expect(text).toContain(
      site === "de"
        ? "sorgst du dafür, dass Lola an nichts fehlt"
        : "ayudas a que a Lola no le falte de nada",
    );
    expect(text).not.toMatch(site === "de" ? /\b(ihm|ihn|er|ihr|sie)\b/ : /\b(él|ella|lo|la)\b/);
  });

  test("no status for a dog a visitor can neither adopt nor sponsor; 'reserved' still said", async () => {
    for (const title of ["Toby", "Kiki", "Sombra"]) {
      const subject = dog(site, title);
      expect([subject.status, subject.types.adoption, subject.types.sponsorship], title).toEqual([
        "available",
        false,
        false,
      ]);
      const page = await visit(dogUrl(site, subject.slug));
      expect(await profile(page, site).locator("dt").allInnerTexts(), title).toEqual([t.dogDetail.location]);
      expect(await page.locator("main").innerText(), title).not.toContain(words[site].status.available);
    }
    const perla = await visit(dogUrl(site, dog(site, "Perla").slug));
    expect(await profile(perla, site).locator("dd").nth(1).innerText()).toBe(words[site].status.reserved);
  });

  test("no status for a hidden dog; a plain location for the 'otherwise' case", async () => {
    for (const title of ["Opa Willi", "Frieda", "Dana"]) {
      const page = await visit(dogUrl(site, dog(site, title).slug));
      expect(await profile(page, site).locator("dt").allInnerTexts(), title).toEqual([t.dogDetail.location]);
      const main = await page.locator("main").innerText();
      for (const status of Object.values(words[site].status)) expect(main, title).not.toContain(status);
    }
    const kiki = await visit(dogUrl(site, dog(site, "Kiki").slug));
    expect(await profile(kiki, site).locator("dd").first().innerText()).toBe(words[site].locations.kiki);
    expect(await profile(kiki, site).getByRole("link").count()).toBe(0);
  });

  test("descriptions arrive sanitised: no script, handler, javascript: link or data- attribute", async () => {
    const alerts: string[] = [];
    const paul = await visit("about:blank");
    paul.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await paul.goto(dogUrl(site, dog(site, "Paul").slug));
    await hydrated(paul);
    const description = paul.locator(".dog-description");
    expect(await description.innerText()).toContain("Paul wäre ein wunderbarer Ersthund.");
    expect(await description.locator("script, style").count()).toBe(0);
    expect(await description.innerHTML()).not.toMatch(/alert|display: none/);
    expect(await paul.evaluate(() => getComputedStyle(document.body).display)).not.toBe("none");

    const trufa = await visit(dogUrl(site, dog(site, "Trufa").slug));
    await hydrated(trufa);
    const trufaText = trufa.locator(".dog-description");
    expect(await trufaText.innerText()).toContain("Weitere Fotos");
    expect(
      await trufaText
        .locator("[onclick], [onerror], [data-tracking], [style], img, a[href^='javascript:' i]")
        .count(),
    ).toBe(0);
    await trufaText.locator("p").first().click();
    await trufaText.getByText("Weitere Fotos").click();
    expect(alerts).toEqual([]);
  });

  test("gallery: six photos give six thumbnails in 4 columns; click and Enter choose the large photo", async () => {
    const pelusa = dog(site, "Pelusa");
    expect(pelusa.images).toHaveLength(6);
    const page = await visit(dogUrl(site, pelusa.slug));
    await hydrated(page);
    const large = largeImage(page, "Pelusa", site);
    const thumbs = thumbnails(page, "Pelusa", site);
    const largePath = (index: number) => pathOf(pelusa.images[index]?.large ?? "");
    expect(await thumbs.count()).toBe(6);
    expect(await large.getAttribute("src")).toBe(largePath(0));
    expect(
      await thumbs.evaluateAll((links) => links.map((a) => a.querySelector("img")?.getAttribute("src"))),
    ).toEqual(pelusa.images.map((image) => pathOf(image.small)));
    const boxes = await thumbs.evaluateAll((links) =>
      links.map((a) => a.getBoundingClientRect()).map((r) => ({ x: Math.round(r.x), y: Math.round(r.y) })),
    );
    expect(new Set(boxes.slice(0, 4).map((b) => b.x)).size).toBe(4);
    expect(new Set(boxes.slice(0, 4).map((b) => b.y)).size).toBe(1);
    expect(boxes[4]?.x).toBe(boxes[0]?.x);
    expect(boxes[4]?.y).toBeGreaterThan(boxes[0]?.y ?? Infinity);

    await thumbs.nth(2).click();
    await expect.poll(() => large.getAttribute("src")).toBe(largePath(2));
    expect(await thumbs.nth(2).getAttribute("aria-current")).toBe("true");
    expect(await thumbs.nth(0).getAttribute("aria-current")).toBe("false");
    expect(page.url()).toBe(dogUrl(site, pelusa.slug));

    await thumbs.nth(5).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => large.getAttribute("src")).toBe(largePath(5));
    expect(await thumbs.nth(5).getAttribute("aria-current")).toBe("true");
    await expect
      .poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(page.url()).toBe(dogUrl(site, pelusa.slug));
  });

  test("one photo: no thumbnails; no photo: the placeholder; a failing photo: the placeholder", async () => {
    const rosi = dog(site, "Rosi");
    expect(rosi.images).toHaveLength(1);
    const one = await visit(dogUrl(site, rosi.slug));
    expect(await thumbnails(one, "Rosi", site).count()).toBe(0);
    expect(await largeImage(one, "Rosi", site).getAttribute("src")).toBe(pathOf(rosi.images[0]?.large ?? ""));

    const kiki = await visit(dogUrl(site, dog(site, "Kiki").slug));
    const none = largeImage(kiki, "Kiki", site);
    expect(await none.getAttribute("src")).toBe("/images/dog-placeholder-1000.jpg");
    expect(await none.getAttribute("alt")).toBe(t.dogDetail.placeholderAlt.replace("{name}", "Kiki"));
    expect(await thumbnails(kiki, "Kiki", site).count()).toBe(0);

    const björn = dog(site, "Björn");
    const failing = await visit("about:blank");
    await failing.route(`**/vermittlungstiere/${björn.id}/images/**`, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await failing.goto(dogUrl(site, björn.slug));
    await hydrated(failing);
    await expect
      .poll(() => largeImage(failing, "Björn", site).getAttribute("src"))
      .toBe("/images/dog-placeholder-1000.jpg");
  });

  test("a hospice dog: the hospice box links to the hospice page; no request section, no messaging link", async () => {
    const page = await visit(dogUrl(site, dog(site, "Opa Willi").slug));
    expect(await page.locator("h1").innerText()).toBe("Willi");
    expect(await badges(page)).toEqual([t.dogCard.types.hospice]);
    const box = page.getByRole("complementary").filter({ hasText: t.dogDetail.hospiceHeading });
    expect(await box.count()).toBe(1);
    expect(await box.getByRole("link").getAttribute("href")).toBe(words[site].pages.hospice);
    expect(await page.locator("#anfrage").count()).toBe(0);
    expect(await page.locator('main a[href^="https://wa.me/"]').count()).toBe(0);
  });

  test("an adoptable dog: a WhatsApp link with this site's number, the dog's name and address", async () => {
    const björn = dog(site, "Björn");
    const page = await visit(dogUrl(site, björn.slug));
    const links = page.locator('main a[href^="https://wa.me/"]');
    expect(await links.count()).toBe(1);
    const href = new URL((await links.getAttribute("href")) ?? "");
    const digits = demoSiteConfig[site].whatsapp.replace(/\D/g, "");
    expect(digits.startsWith(site === "de" ? "49" : "34")).toBe(true);
    expect(href.pathname).toBe(`/${digits}`);
    const text = href.searchParams.get("text") ?? "";
    expect(text).toContain("Björn");
    expect(text).toContain(dogUrl(site, björn.slug));
    expect(await links.getAttribute("target")).toBe("_blank");
    expect(await links.getAttribute("rel")).toContain("noopener");
    expect(await page.locator("#anfrage").count()).toBe(1);
    expect(
      await page.getByRole("complementary").filter({ hasText: t.dogDetail.hospiceHeading }).count(),
    ).toBe(0);

    // Sponsorship only (not adoptable): no messaging link, but a request section.
    const dana = await visit(dogUrl(site, dog(site, "Dana").slug));
    expect(await dana.locator('main a[href^="https://wa.me/"]').count()).toBe(0);
    expect(await dana.locator("#anfrage").count()).toBe(1);
  });

  test.each([
    ["Björn", "InStock"],
    ["Jäger", "OutOfStock"],
  ] as const)(
    "metadata of %s: title, description, canonical, alternates, og:image, JSON-LD Product (%s)",
    async (title, availability) => {
      const subject = dog(site, title);
      const html = (await get(site, `${prefix[site]}${subject.slug}`)).body;
      expect(html).toContain(`<link rel="canonical" href="${dogUrl(site, subject.slug)}"/>`);
      const page = await visit(dogUrl(site, subject.slug));
      await hydrated(page);
      const head = await page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
        canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute("href")),
        alternates: Object.fromEntries(
          [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
            l.getAttribute("hreflang"),
            l.getAttribute("href"),
          ]),
        ),
        ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? null,
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (s) => JSON.parse(s.textContent ?? "null") as Record<string, unknown>,
        ),
      }));
      expect(head.title).toContain(subject.name);
      expect(head.title).toContain(subject.headline);
      // Neither has Spanish texts: both sites describe them with the German text.
      expect(subject.descriptionHtmlEs).toBeNull();
      expect(head.description?.length).toBeGreaterThan(50);
      expect(head.description?.length).toBeLessThanOrEqual(150);
      expect(head.canonical).toEqual([dogUrl(site, subject.slug)]);
      expect(head.alternates).toMatchObject({
        de: dogUrl("de", subject.slug),
        es: dogUrl("es", subject.slug),
      });
      expect(head.ogImage).toBe(subject.images[0]?.large);
      expect(head.ogImage).toMatch(/^http:\/\/.+\/1000x1000$/);
      const product = head.jsonLd.find((item) => item["@type"] === "Product") as
        | {
            name: string;
            description: string;
            offers: { price: string | number; priceCurrency: string; availability: string };
          }
        | undefined;
      expect(product).toBeDefined();
      expect(product?.name).toBe(subject.name);
      expect(product?.description.length).toBeGreaterThan(50);
      expect(product?.description.length).toBeLessThanOrEqual(200);
      expect(Number(product?.offers.price)).toBe(0);
      expect(product?.offers.priceCurrency).toBe("EUR");
      expect(product?.offers.availability).toBe(`https://schema.org/${availability}`);
    },
  );

  test("metadata of a dog with Spanish texts: the Spanish site's title and descriptions use them", async () => {
    const frieda = dog(site, "Frieda");
    const html = (await get(site, `${prefix[site]}${frieda.slug}`)).body;
    const meta = (attribute: string) =>
      new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(html)?.[1] ?? "missing";
    const start = site === "es" ? "Frieda tiene once años" : "Frieda ist elf Jahre alt";
    expect(meta('name="description"')).toMatch(new RegExp(`^${start}`));
    expect(meta('property="og:description"')).toMatch(new RegExp(`^${start}`));
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(
      site === "es" ? "Abuelita cariñosa busca un hogar tranquilo" : "Verschmuste Seniorin",
    );
  });

  test("the share image's declared size is the dog photo's (1000x1000), not the logo card's", async () => {
    const page = await visit(dogUrl(site, dog(site, "Björn").slug));
    const size = await page.evaluate(() =>
      ["og:image:width", "og:image:height"].map(
        (p) => document.querySelector(`meta[property="${p}"]`)?.getAttribute("content") ?? null,
      ),
    );
    expect(
      size.every((value) => value === null || value === "1000"),
      `declared ${size.join("x")}`,
    ).toBe(true);
  });

  test("a wrong name before the right id suffix redirects 301 to the canonical slug", async () => {
    const björn = dog(site, "Björn");
    for (const wrong of ["falscher-name-104251", "BJOERN-104251", "104251"]) {
      const response = await get(site, `${prefix[site]}${wrong}`);
      expect(response.status, wrong).toBe(301);
      expect(new URL(header(response, "location") ?? "", urlFor(site, "/")).href, wrong).toBe(
        dogUrl(site, björn.slug),
      );
    }
    const page = await visit(dogUrl(site, "irgendwer-104251"));
    expect(page.url()).toBe(dogUrl(site, björn.slug));
    expect(await page.locator("h1").innerText()).toBe("Björn");
  });

  test.each([false, true])(
    "an unknown slug answers 404 with the not-found texts and a link to the list (JavaScript %s)",
    async (javaScriptEnabled) => {
      for (const slug of ["gibt-es-nicht-99999999", "unknown-dog"]) {
        const response = await get(site, `${prefix[site]}${slug}`);
        expect(response.status, slug).toBe(404);
        expect(response.body).toContain(words[site].notFound[1]);
      }
      expect([t.dogDetail.notFound.heading, t.dogDetail.notFound.text]).toEqual(words[site].notFound);
      const page = await open("", { noGoto: true, javaScriptEnabled });
      const response = await page.goto(dogUrl(site, "gibt-es-nicht-99999999"));
      if (javaScriptEnabled) await hydrated(page);
      expect(response?.status()).toBe(404);
      expect(await page.locator("h1").innerText()).toBe(words[site].notFound[0]);
      expect(await page.locator("main").innerText()).toContain(words[site].notFound[1]);
      const back = page.locator("main").getByRole("link", { name: t.dogDetail.notFound.back });
      expect(await back.getAttribute("href")).toBe(listPath[site]);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
      if (javaScriptEnabled) {
        await back.click();
        await page.waitForURL(urlFor(site, listPath[site]));
        await expect.poll(() => page.locator("main li > article").count()).toBe(44);
      }
    },
  );

  test("the language switch keeps the slug", async () => {
    const other: Site = site === "de" ? "es" : "de";
    const pelusa = dog(site, "Pelusa");
    const page = await visit(dogUrl(site, pelusa.slug));
    await hydrated(page);
    const switchLink = page.locator(`header a[hreflang="${other}"]`).first();
    expect(await switchLink.getAttribute("href")).toBe(dogUrl(other, pelusa.slug));
    await switchLink.click();
    await page.waitForURL(dogUrl(other, pelusa.slug));
    expect(await page.locator("html").getAttribute("lang")).toBe(other);
    expect(await page.locator("h1").innerText()).toBe("Pelusa");
  });

  test.each(["Pelusa", "Opa Willi", "Kiki", "Jäger", "Trufa", "not found"])(
    "axe: no violations (%s)",
    async (title) => {
      const url =
        title === "not found" ? dogUrl(site, "niemand-99999999") : dogUrl(site, dog(site, title).slug);
      const page = await visit(url);
      await hydrated(page);
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    },
  );
});
