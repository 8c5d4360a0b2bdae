// Blog, guides and FAQ (spec 2): the seeded demo content in both languages, share popups, the
// language switch between per-language slugs, structured data, the FAQ accordion and its hash,
// not-found answers, pictures from the storage buckets, the sitemap, and axe where tests/e2e/a11y.test.ts does not look.
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { formatLongDate } from "~/domain/content/dates";
import { shareTargets } from "~/domain/content/share";
import { catalogs } from "~/content/catalogs.server";
import { demoGuides } from "../../server/content/demo-guides";
import { demoBlogPosts } from "../../server/content/demo-posts";
import {
  axe,
  describeViolations,
  hydrated,
  noBanner,
  phone,
  scrollSettled,
  useBrowser,
  wide,
  type OpenOptions,
} from "./browser";
import { get, header, urlFor, type Site } from "./http";

/** The cookie banner (3 s after load) would cover the lower FAQ items: a refusal is stored first. */
const browser = useBrowser({ shared: { initScript: noBanner } });
const open = (url: string, options: OpenOptions = {}) => browser.visit(url, options);
const sites: Site[] = ["de", "es"];
const other = (site: Site): Site => (site === "de" ? "es" : "de");

const galleryPost = demoBlogPosts[0]!;
const placeholderGuide = demoGuides[1]!;
const slugOf = (item: { slugDe: string; slugEs: string }, site: Site) =>
  site === "de" ? item.slugDe : item.slugEs;
const titleOf = (item: { titleDe: string; titleEs: string }, site: Site) =>
  site === "de" ? item.titleDe : item.titleEs;
const postPath = (site: Site, slug: string) => `/blog/${slug}`;
const guidePath = (site: Site, slug: string) => `${site === "de" ? "/ratgeber" : "/guia"}/${slug}`;

type Json = Record<string, unknown>;

async function jsonLd(page: Page): Promise<Json[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Json);
}

const byType = (items: Json[], type: string) => items.find((item) => item["@type"] === type);

/** Answers requests to the social sharers locally: the tests never leave the machine. */
async function stubSharers(page: Page) {
  await page
    .context()
    .route(/^https:\/\/(www\.facebook\.com|twitter\.com|www\.linkedin\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>sharer</title>" }),
    );
}

describe.each(sites)("blog on the %s site", (site) => {
  const text = { ...catalogs[site].blog.list, ...catalogs[site].blog.post };
  const newestFirst = [...demoBlogPosts].sort(
    (a, b) => b.publishedDate.getTime() - a.publishedDate.getTime(),
  );

  test("the list shows every post newest first with category, long date, excerpt and a link", async () => {
    const page = await open(urlFor(site, "/blog"));
    expect((await page.locator("h1").innerText()).trim()).toBe(catalogs[site].pages.blog.heading);
    const cards = page.locator("main article");
    expect(await cards.count()).toBe(demoBlogPosts.length);
    const titles = await cards.locator("h3").allInnerTexts();
    expect(titles.map((title) => title.trim())).toEqual(newestFirst.map((post) => titleOf(post, site)));
    const first = cards.first();
    const newest = newestFirst[0]!;
    expect(await first.locator("time").innerText()).toBe(
      formatLongDate(newest.publishedDate.toISOString(), site),
    );
    expect(await first.getByRole("link").getAttribute("href")).toBe(postPath(site, slugOf(newest, site)));
    expect(await first.innerText()).toContain(site === "de" ? newest.categoryDe : newest.categoryEs);
    const image = first.locator("img");
    expect([await image.getAttribute("width"), await image.getAttribute("height")]).toEqual(["1200", "630"]);
    expect(await image.getAttribute("src")).toBe(`/storage/blog-images/${newest.imageUrl}`);
  });

  test("a post shows breadcrumbs, badge, date, title, body, captioned gallery, share links and the call-out", async () => {
    const slug = slugOf(galleryPost, site);
    const page = await open("", { noGoto: true });
    const response = await page.goto(urlFor(site, postPath(site, slug)));
    expect(response?.status()).toBe(200);
    const title = titleOf(galleryPost, site);

    const crumbs = page.getByRole("navigation", { name: text.breadcrumbLabel });
    expect((await crumbs.locator("li").allInnerTexts()).map((item) => item.replace("/", "").trim())).toEqual([
      text.home,
      text.blog,
      title,
    ]);
    expect(await crumbs.locator('[aria-current="page"]').innerText()).toBe(title);

    expect((await page.locator("h1").innerText()).trim()).toBe(title);
    expect(await page.locator("main header time").innerText()).toBe(
      formatLongDate(galleryPost.publishedDate.toISOString(), site),
    );
    expect(await page.locator("main header").innerText()).toContain(
      site === "de" ? galleryPost.categoryDe : galleryPost.categoryEs,
    );
    expect(await page.locator("main h2").allInnerTexts()).toContain(
      site === "de" ? "Von der Straße in die Familie" : "De la calle a una familia",
    );

    const gallery = page.getByRole("region", { name: text.galleryHeading });
    expect(text.galleryHeading).toBe(site === "de" ? "Bildergalerie" : "Galería de imágenes");
    const captions = galleryPost.galleryImages.map((image) =>
      site === "de" ? image.caption_de : image.caption_es,
    );
    expect(await gallery.locator("figcaption").allInnerTexts()).toEqual(captions);
    expect(await gallery.locator("ul").getAttribute("class")).toMatch(
      /grid-cols-1 .*md:grid-cols-2 .*lg:grid-cols-3/,
    );

    const url = urlFor(site, postPath(site, slug));
    const targets = shareTargets({ url, title, emailText: text.share.emailText });
    for (const key of ["facebook", "x", "linkedin", "email"] as const) {
      expect(await page.locator(`a[data-share="${key}"]`).getAttribute("href")).toBe(targets[key]);
    }
    expect(targets.email).toMatch(/^mailto:\?subject=.+&body=.+/);
    const callout = page.getByRole("complementary");
    expect(await callout.getByRole("link", { name: text.callout.link }).getAttribute("href")).toBe("/blog");
  });

  test("a share link opens a 600x400 popup to the sharer and the page stays", async () => {
    const page = await open("", { noGoto: true });
    await page.addInitScript(() => {
      const calls: string[][] = [];
      (window as unknown as { shareCalls: string[][] }).shareCalls = calls;
      const original = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        calls.push(args.map(String));
        return original(...args);
      };
    });
    await stubSharers(page);
    const url = urlFor(site, postPath(site, slugOf(galleryPost, site)));
    await page.goto(url);
    await hydrated(page);
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.locator('a[data-share="facebook"]').click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(shareTargets({ url, title: "", emailText: "" }).facebook);
    const calls = await page.evaluate(() => (window as unknown as { shareCalls: string[][] }).shareCalls);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[2]).toMatch(/(^|,)width=600(,|$)/);
    expect(calls[0]?.[2]).toMatch(/(^|,)height=400(,|$)/);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toBe(url);
  });

  test("without JavaScript the share links open the sharer in a new tab", async () => {
    const page = await open(urlFor(site, postPath(site, slugOf(galleryPost, site))), {
      javaScriptEnabled: false,
    });
    await stubSharers(page);
    const link = page.locator('a[data-share="linkedin"]');
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    const [tab] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
  });

  test("metadata and structured data: title, canonical, alternates, article, BlogPosting, BreadcrumbList", async () => {
    const slug = slugOf(galleryPost, site);
    const page = await open(urlFor(site, postPath(site, slug)), { javaScriptEnabled: false });
    const title = titleOf(galleryPost, site);
    const url = urlFor(site, postPath(site, slug));
    expect(await page.title()).toBe(`${title} | Blog ${catalogs[site].shell.siteName}`);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(
      site === "de" ? galleryPost.excerptDe : galleryPost.excerptEs,
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(url);
    const otherUrl = urlFor(other(site), postPath(other(site), slugOf(galleryPost, other(site))));
    expect(await page.locator(`link[rel="alternate"][hreflang="${other(site)}"]`).getAttribute("href")).toBe(
      otherUrl,
    );
    expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");
    const image = urlFor(site, `/storage/blog-images/${galleryPost.imageUrl}`);
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toBe(image);

    const data = await jsonLd(page);
    expect(byType(data, "Organization")).toMatchObject({ url: urlFor(site, "/") });
    expect(byType(data, "BlogPosting")).toMatchObject({
      headline: title,
      url,
      datePublished: galleryPost.publishedDate.toISOString(),
      dateModified: galleryPost.updatedAt.toISOString(),
      inLanguage: site,
      image: { url: image, width: 1200, height: 630 },
      author: { "@type": "Organization" },
      publisher: { "@type": "Organization" },
    });
    const crumbs = byType(data, "BreadcrumbList")?.itemListElement as Json[];
    expect(crumbs.map((crumb) => crumb.item)).toEqual([urlFor(site, "/"), urlFor(site, "/blog"), url]);
  });

  test("the language switch on a post leads to the same post under the other language's slug", async () => {
    const page = await open(urlFor(site, postPath(site, slugOf(galleryPost, site))));
    await hydrated(page);
    const to = urlFor(other(site), postPath(other(site), slugOf(galleryPost, other(site))));
    const switchLink = page.locator(`header a[hreflang="${other(site)}"]`).first();
    expect(await switchLink.getAttribute("href")).toBe(to);
    await switchLink.click();
    await page.waitForURL(to);
    expect((await page.locator("h1").innerText()).trim()).toBe(titleOf(galleryPost, other(site)));
  });

  test("an unknown post answers 404 with the not-found page at its own URL", async () => {
    const page = await open("", { noGoto: true });
    const response = await page.goto(urlFor(site, "/blog/diesen-beitrag-gibt-es-nicht"));
    expect(response?.status()).toBe(404);
    expect(page.url()).toBe(urlFor(site, "/blog/diesen-beitrag-gibt-es-nicht"));
    expect((await page.locator("main h1").innerText()).trim()).toBe(catalogs[site].shell.notFound.heading);
  });
});

describe.each(sites)("guides on the %s site", (site) => {
  const { readMore, guide, list } = catalogs[site].guides;
  const text = { ...list, ...guide, readMore };
  const guidesPath = site === "de" ? "/ratgeber" : "/guia";

  test("the list shows hero, heading and every guide in display order with badge, excerpt and read-more link", async () => {
    const page = await open(urlFor(site, guidesPath));
    expect((await page.locator("h1").innerText()).trim()).toBe(catalogs[site].pages.guides.heading);
    expect((await page.locator("main h2").first().innerText()).trim()).toBe(text.heading);
    const cards = page.locator("main article");
    const ordered = [...demoGuides].sort((a, b) => a.displayOrder - b.displayOrder);
    expect((await cards.locator("h3").allInnerTexts()).map((title) => title.trim())).toEqual(
      ordered.map((guide) => titleOf(guide, site)),
    );
    const readMore = cards.first().getByRole("link", { name: text.readMore });
    expect(await readMore.getAttribute("href")).toBe(guidePath(site, slugOf(ordered[0]!, site)));
    expect(await cards.first().locator("p.line-clamp-3").count()).toBe(1);
  });

  test("a guide shows back link, hero, category, title, excerpt, cleaned body with gallery figures, and share links", async () => {
    const slug = slugOf(placeholderGuide, site);
    const page = await open(urlFor(site, guidePath(site, slug)));
    expect(await page.getByRole("link", { name: text.back }).getAttribute("href")).toBe(guidesPath);
    expect((await page.locator("h1").innerText()).trim()).toBe(titleOf(placeholderGuide, site));
    expect(await page.locator("main").innerText()).toContain(
      site === "de" ? placeholderGuide.excerptDe : placeholderGuide.excerptEs,
    );
    const hero = page.locator("main article > div").first();
    expect(await hero.getAttribute("class")).toMatch(/h-\[400px\].*md:h-\[500px\]/);
    const figures = page.locator("main figure img");
    expect(
      await figures.evaluateAll((images) =>
        images.map((img) => [img.getAttribute("src"), img.getAttribute("width"), img.getAttribute("height")]),
      ),
    ).toEqual(placeholderGuide.galleryImages.map((name) => [`/storage/guide-images/${name}`, "1200", "630"]));
    expect(await page.locator("main").innerText()).not.toContain("image:{");
    expect(await page.locator('a[data-share="email"]').getAttribute("href")).toMatch(/^mailto:\?subject=/);
  });

  test("the escaped and class-laden guide bodies render as clean markup", async () => {
    const transport = demoGuides.find((guide) => guide.displayOrder === 4)!;
    const page = await open(urlFor(site, guidePath(site, slugOf(transport, site))), {
      javaScriptEnabled: false,
    });
    expect(await page.locator("[data-article-body] h2").count()).toBe(4);
    expect(await page.locator("[data-article-body] li").count()).toBe(3);
    expect(await page.locator("main").innerText()).not.toMatch(/<h2>|&lt;/);
    const preparation = await open(urlFor(site, guidePath(site, slugOf(demoGuides[0]!, site))), {
      javaScriptEnabled: false,
    });
    expect(await preparation.locator("[data-article-body] p").count()).toBeGreaterThan(3);
    expect(await preparation.locator("[data-article-body] [class]").count()).toBe(0);
  });

  test("a gallery picture that fails to load is hidden", async () => {
    const page = await open("", { noGoto: true });
    await page.route(`**/storage/guide-images/${placeholderGuide.galleryImages[1]}`, (route) =>
      route.abort(),
    );
    await page.goto(urlFor(site, guidePath(site, slugOf(placeholderGuide, site))));
    await hydrated(page);
    const figures = page.locator("main figure");
    // Brings the lazy pictures in; not Playwright's scrolling, which waits for a figure that the
    // failed picture may already have hidden (30 s per run).
    await figures.last().evaluate((figure) => figure.scrollIntoView());
    await expect.poll(() => figures.last().isHidden()).toBe(true);
    expect(await figures.first().isVisible()).toBe(true);
  });

  test("metadata: description, alternates to the other slug, Article with a 1200x630 image, BreadcrumbList", async () => {
    const slug = slugOf(placeholderGuide, site);
    const page = await open(urlFor(site, guidePath(site, slug)), { javaScriptEnabled: false });
    const url = urlFor(site, guidePath(site, slug));
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(
      site === "de" ? placeholderGuide.metaDescriptionDe : placeholderGuide.metaDescriptionEs,
    );
    const otherUrl = urlFor(other(site), guidePath(other(site), slugOf(placeholderGuide, other(site))));
    expect(await page.locator(`link[rel="alternate"][hreflang="${other(site)}"]`).getAttribute("href")).toBe(
      otherUrl,
    );
    const data = await jsonLd(page);
    expect(byType(data, "Article")).toMatchObject({
      headline: titleOf(placeholderGuide, site),
      url,
      inLanguage: site,
      image: {
        url: urlFor(site, `/storage/guide-images/${placeholderGuide.imageUrl}`),
        width: 1200,
        height: 630,
      },
    });
    expect(byType(data, "Organization")).toBeDefined();
    expect((byType(data, "BreadcrumbList")?.itemListElement as Json[]).at(-1)).toMatchObject({ item: url });
  });

  test("an unknown guide answers 404 with the not-found page", async () => {
    const page = await open("", { noGoto: true });
    const response = await page.goto(urlFor(site, `${guidesPath}/gibt-es-nicht`));
    expect(response?.status()).toBe(404);
    expect((await page.locator("main h1").innerText()).trim()).toBe(catalogs[site].shell.notFound.heading);
  });
});

describe.each(sites)("FAQ on the %s site", (site) => {
  const faqPath = site === "de" ? "/faq" : "/preguntas-frecuentes";
  /** An item's anchor is the first id inside it (the accordion puts its anchors at the answer's top). */
  const openIds = (page: Page) =>
    page
      .locator("main details[open]")
      .evaluateAll((items) => items.map((item) => item.querySelector("[id]")?.id));
  const idOf = (item: Locator) => item.locator("[id]").first().getAttribute("id");

  test("24 questions; one open at a time; an open one closes again; FAQPage data", async () => {
    const page = await open(urlFor(site, faqPath));
    await hydrated(page);
    const items = page.locator("main details");
    expect(await items.count()).toBe(24);
    expect(await openIds(page)).toEqual([]);
    await items.nth(0).locator("summary").click();
    expect(await openIds(page)).toEqual([await idOf(items.nth(0))]);
    await items.nth(10).locator("summary").click();
    expect(await openIds(page)).toEqual([await idOf(items.nth(10))]);
    expect(await items.nth(10).locator("summary + div").isVisible()).toBe(true);
    await items.nth(10).locator("summary").click();
    expect(await openIds(page)).toEqual([]);

    const faq = byType(await jsonLd(page), "FAQPage");
    const questions = faq?.mainEntity as Json[];
    expect(questions).toHaveLength(24);
    expect(questions[0]).toMatchObject({ "@type": "Question", acceptedAnswer: { "@type": "Answer" } });
  });

  test("one open at a time works without JavaScript too", async () => {
    const page = await open(urlFor(site, faqPath), { javaScriptEnabled: false });
    const items = page.locator("main details");
    await items.nth(2).locator("summary").click();
    await items.nth(20).locator("summary").click();
    expect(await openIds(page)).toEqual([await idOf(items.nth(20))]);
  });

  test.each(site === "de" ? ["kosten", "vorkontrolle"] : ["kosten", "control-previo", "costes"])(
    "the hash #%s opens its item and scrolls to it",
    async (hash) => {
      const page = await open(urlFor(site, `${faqPath}#${hash}`), { viewport: phone });
      await hydrated(page);
      const expected = {
        kosten: site === "de" ? "kosten" : "costes",
        vorkontrolle: "vorkontrolle",
        "control-previo": "control-previo",
        costes: "costes",
      }[hash];
      await expect.poll(() => openIds(page)).toEqual([expected]);
      await expect
        .poll(() =>
          page
            .locator(`details:has(#${expected})`)
            .evaluate((item) => Math.round(item.getBoundingClientRect().top)),
        )
        .toBeLessThan(200);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    },
  );

  test("without JavaScript, a link to an item's anchor opens that item and scrolls to it", async () => {
    const id = site === "de" ? "transport" : "transporte";
    const page = await open(urlFor(site, `${faqPath}#${id}`), { viewport: phone, javaScriptEnabled: false });
    await expect.poll(() => openIds(page)).toEqual([id]);
    await scrollSettled(page);
    const top = await page
      .locator(`details:has(#${id})`)
      .evaluate((item) => Math.round(item.getBoundingClientRect().top));
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    expect(await page.locator(`details:has(#${id}) summary + div`).isVisible()).toBe(true);
  });

  test("a hash change on the page opens the named item and closes the other", async () => {
    const page = await open(urlFor(site, `${faqPath}#perrera`));
    await hydrated(page);
    await expect.poll(() => openIds(page)).toEqual(["perrera"]);
    const target = site === "de" ? "spenden-steuer" : "donaciones";
    await page.evaluate((id) => (window.location.hash = id), target);
    await expect.poll(() => openIds(page)).toEqual([target]);
  });
});

describe("storage, sitemap", () => {
  test("pictures come from the buckets with a year of immutable caching; traversal is refused", async () => {
    const image = await get("de", `/storage/blog-images/${galleryPost.imageUrl}`);
    expect(image.status).toBe(200);
    expect(header(image, "content-type")).toBe("image/jpeg");
    expect(header(image, "cache-control")).toBe("public, max-age=31536000, immutable");
    expect(image.raw.length).toBeLessThan(80 * 1024);
    // A dot segment, plain or encoded, is refused before any route (docs/security.md); an unknown
    // bucket is not found.
    for (const [path, status] of [
      ["/storage/blog-images/../../pglite/PG_VERSION", 400],
      ["/storage/guide-images/..%2F..%2Fserver.log", 400],
      ["/storage/x/a.jpg", 404],
    ] as const) {
      expect((await get("de", path)).status, path).toBe(status);
    }
  });

  test.each(sites)("the %s sitemap lists posts and guides with their alternates", async (site) => {
    const xml = (await get(site, "/sitemap.xml")).body;
    for (const item of [galleryPost, placeholderGuide]) {
      const path = "publishedDate" in item ? postPath : guidePath;
      expect(xml).toContain(`<loc>${urlFor(site, path(site, slugOf(item, site)))}</loc>`);
      expect(xml).toContain(
        `hreflang="${other(site)}" href="${urlFor(other(site), path(other(site), slugOf(item, other(site))))}"`,
      );
    }
  });
});

// tests/e2e/a11y.test.ts checks the blog, the first post (the one with the gallery), the guides and
// the first guide: here the guide with the placeholder picture and the FAQ with an answer open.
describe("axe on the placeholder guide and an open FAQ answer", () => {
  const pages = sites.flatMap((site) => [
    { site, path: guidePath(site, slugOf(placeholderGuide, site)) },
    { site, path: `${site === "de" ? "/faq#kosten" : "/preguntas-frecuentes#control-previo"}` },
  ]);
  test.each(pages)("$site $path at both widths", async ({ site, path }) => {
    const page = await open(urlFor(site, path), { viewport: wide });
    await hydrated(page);
    const atWide = await axe(page);
    await page.setViewportSize(phone);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const atPhone = await axe(page);
    expect(atWide, `at ${wide.width} px:\n${describeViolations(atWide)}`).toEqual([]);
    expect(atPhone, `at ${phone.width} px:\n${describeViolations(atPhone)}`).toEqual([]);
  });
});
