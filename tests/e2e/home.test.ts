// The home page (spec 1 section 2.4) in both languages: hero, three available adoption dogs, why-us
// and help cards, structured data (AnimalShelter with the first 20 dogs, WebSite) and axe.
import { rmSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Dog } from "~/domain/dogs/types";
import { catalogs } from "~/content/catalogs.server";
import { axe, describeViolations, hydrated, noBanner, phone, useBrowser } from "./browser";
import { get, send, urlFor, type Site } from "./http";
import { spawnServer, stopServer, waitForHealthy, type RunningServer } from "./server-process";

const { visit } = useBrowser({ images: false, shared: { initScript: noBanner } });
const sites: Site[] = ["de", "es"];
/** The spec's wording and paths, written out so a changed catalogue or route map fails here. */
const expected = {
  de: {
    heading: "Adoptiere einen Straßenhund aus Spanien",
    paths: ["/hunde", "/pflegestelle", "/spenden"],
    dogPrefix: "/hunde/",
    city: "Süsel",
    country: "DE",
  },
  es: {
    heading: "Adopta un perro callejero de España",
    paths: ["/perros", "/casa-de-acogida", "/donar-y-teaming"],
    dogPrefix: "/perros/",
    city: "Benicarló",
    country: "ES",
  },
} as const;

const dogs = {} as Record<Site, Dog[]>;
beforeAll(async () => {
  for (const site of sites)
    dogs[site] = (JSON.parse((await get(site, "/api/dogs")).body) as { dogs: Dog[] }).dogs;
});

/** A server of this file's own with PAGE_CACHE_MB=0 (every answer rendered), started once when asked for. */
let uncached: Promise<RunningServer> | undefined;
function uncachedServer(): Promise<RunningServer> {
  uncached ??= spawnServer({ BUILD_DIR: inject("buildDir"), PAGE_CACHE_MB: "0" }).then(async (server) => {
    await waitForHealthy(server);
    return server;
  });
  return uncached;
}
afterAll(async () => {
  const server = await uncached;
  if (!server) return;
  await stopServer(server);
  rmSync(server.dataDir, { recursive: true, force: true });
});

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const linksOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((links) => links.map((a) => [(a.textContent ?? "").trim(), a.getAttribute("href")]));

type JsonLd = Record<string, unknown> & { "@type": string };
type Shelter = JsonLd & {
  name: string;
  url: string;
  address: { addressLocality: string; addressCountry: string; postalCode: string };
  makesOffer: { name: string; url: string; price: string; priceCurrency: string }[];
};

describe.each(sites)("home page on the %s site", (site) => {
  const t = catalogs[site];
  const home = urlFor(site, "/");

  test("hero: headline, claims, offers and three calls to action", async () => {
    const page = await visit(home);
    const hero = page.locator("main section").first();
    expect(await hero.locator("h1").innerText()).toBe(expected[site].heading);
    const text = await hero.innerText();
    for (const claim of ["2013", "2.900", "150", "2024"]) expect(text).toContain(claim);
    for (const claim of t.home.claims) expect(text).toContain(claim);
    for (const offer of t.home.offers) expect(text).toContain(offer);
    expect(await hero.locator("img").first().getAttribute("width")).toBe("1920");
    expect(await hero.locator("img").first().getAttribute("height")).toBe("600");
    const ctas = await linksOf(page, "main > section:first-of-type a");
    expect(ctas).toEqual([
      [t.home.cta.dogs, expected[site].paths[0]],
      [t.home.cta.fosterHome, expected[site].paths[1]],
      [t.home.cta.donations, expected[site].paths[2]],
    ]);
  });

  test("three dogs that are available adoption dogs, each linking to its page", async () => {
    const page = await visit(home);
    const section = region(page, t.home.dogsHeading);
    const cards = section.locator("li > article");
    expect(await cards.count()).toBe(3);
    const hrefs = await cards
      .locator("h2 a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(new Set(hrefs).size).toBe(3);
    for (const href of hrefs) {
      expect(href.startsWith(expected[site].dogPrefix), href).toBe(true);
      const dog = dogs[site].find((candidate) => `${expected[site].dogPrefix}${candidate.slug}` === href);
      expect(dog, href).toBeDefined();
      expect(dog?.types.adoption, href).toBe(true);
      expect(dog?.status, href).toBe("available");
      const card = cards.filter({ has: page.locator(`a[href="${href}"]`) });
      expect(await card.locator("h2").innerText()).toBe(dog?.name);
      expect(await card.innerText()).toContain(t.dogCard.status.available);
      // The headline of the site's language; a German one on the Spanish site marked as German.
      const german = site === "es" && !dog?.headlineEs;
      if (dog?.headline || dog?.headlineEs)
        expect(await card.innerText()).toContain((site === "es" ? dog.headlineEs : null) ?? dog.headline);
      expect(await card.locator('[lang="de"]').allInnerTexts(), href).toEqual(
        german && dog?.headline ? [dog.headline] : [],
      );
      if (german && dog?.headline) expect(await card.innerText()).toContain(t.dogCard.textIn.de);
    }
    expect(await section.getByRole("link", { name: t.home.dogsAll }).getAttribute("href")).toBe(
      expected[site].paths[0],
    );
  });

  test("the three dogs are picked at random among the available adoption dogs, render by render", async () => {
    const candidates = dogs[site].filter((dog) => dog.types.adoption && dog.status === "available");
    expect(candidates.length).toBeGreaterThan(3);
    const picks = new Set<string>();
    // A cached home page keeps one render for up to a minute: the renders come from a server without
    // the page cache, as visitors get them once a copy has aged.
    const server = await uncachedServer();
    const host = `${site === "es" ? "es." : ""}localhost:${server.port}`;
    for (let i = 0; i < 8; i += 1) {
      const html = (await send({ port: server.port, host, path: "/" })).body;
      const section = html.slice(html.indexOf('id="home-dogs"'), html.indexOf('id="home-why"'));
      const slugs = [...section.matchAll(new RegExp(`href="${expected[site].dogPrefix}([^"]+)"`, "g"))].map(
        (match) => match[1] ?? "",
      );
      expect(slugs).toHaveLength(3);
      for (const slug of slugs) expect(candidates.map((dog) => dog.slug)).toContain(slug);
      picks.add([...slugs].sort().join(","));
    }
    expect(picks.size).toBeGreaterThan(1);
  });

  test("six why-us cards and three help cards leading to dogs, foster home and donations", async () => {
    const page = await visit(home);
    const why = region(page, t.home.whyHeading);
    expect(await why.locator("li").count()).toBe(6);
    expect(await why.locator("li h3").allInnerTexts()).toEqual(t.home.why.map((item) => item.title));
    const help = region(page, t.home.helpHeading);
    expect(await help.locator("li").count()).toBe(3);
    const links = await help
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(links).toEqual([...expected[site].paths]);
  });

  test("JSON-LD: AnimalShelter with this country's address and the first 20 dogs, and WebSite", async () => {
    const html = (await get(site, "/")).body;
    expect(html).toContain('"@type":"AnimalShelter"');
    const page = await visit(home);
    const items = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? "null") as JsonLd,
      ),
    );
    const shelter = items.find((item) => item["@type"] === "AnimalShelter") as Shelter | undefined;
    const website = items.find((item) => item["@type"] === "WebSite");
    expect(shelter).toBeDefined();
    expect(website).toBeDefined();
    expect(shelter?.address.addressLocality).toBe(expected[site].city);
    expect(shelter?.address.addressCountry).toBe(expected[site].country);
    expect(shelter?.url).toBe(home);
    expect(website?.url).toBe(home);
    const first20 = dogs[site].slice(0, 20);
    expect(first20).toHaveLength(20);
    expect(shelter?.makesOffer.map((offer) => offer.name)).toEqual(first20.map((dog) => dog.name));
    expect(shelter?.makesOffer.map((offer) => offer.url)).toEqual(
      first20.map((dog) => urlFor(site, `${expected[site].dogPrefix}${dog.slug}`)),
    );
    for (const offer of shelter?.makesOffer ?? [])
      expect([Number(offer.price), offer.priceCurrency]).toEqual([0, "EUR"]);
  });

  test("axe: no violations (wide and phone)", async () => {
    const page = await visit(home);
    await hydrated(page);
    const atWide = await axe(page);
    expect(atWide, describeViolations(atWide)).toEqual([]);
    await page.setViewportSize(phone);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const atPhone = await axe(page);
    expect(atPhone, describeViolations(atPhone)).toEqual([]);
  });
});
