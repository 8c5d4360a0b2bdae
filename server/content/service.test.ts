import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  disposeTemplates,
  freshDatabase,
  projectRoot,
  type FreshDatabase,
} from "../../tests/support/db/database";
import { demoGuides } from "./demo-guides";
import { demoBlogPosts } from "./demo-posts";
import { seedContent } from "./seed";
import { createContentService, type ContentService } from "./service";
import { contentSitemapSource } from "./sitemap";

// One seeded database for these read-only tests.
describe("content reads on the demo content", () => {
  let fresh: FreshDatabase;
  let dataDir: string;
  let content: ContentService;
  beforeAll(async () => {
    fresh = await freshDatabase("pglite");
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "content-test-"));
    await seedContent(fresh.database.db, { root: projectRoot, dataDir });
    content = createContentService(fresh.database.db);
  });
  afterAll(async () => {
    await fresh.dispose();
    await fs.rm(dataDir, { recursive: true, force: true });
    await disposeTemplates();
  });

  it("lists posts newest first, in the page's language, with resolved image paths", async () => {
    const posts = await content.posts("es");
    const dates = posts.map((post) => post.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts[0]).toMatchObject({
      slug: "balance-2024-mas-de-150-rescates",
      category: "La asociación",
      image: { src: "/storage/blog-images/rescue-2024.jpg", width: 1200, height: 630 },
    });
  });

  it("finds a post by its slug in that language only, with both slugs and captioned gallery", async () => {
    const post = await content.post("de", "rueckblick-2024-ueber-150-rettungen");
    expect(post?.slugs).toEqual({
      de: "rueckblick-2024-ueber-150-rettungen",
      es: "balance-2024-mas-de-150-rescates",
    });
    expect(post?.gallery).toHaveLength(3);
    expect(post?.gallery[0]?.caption).toMatch(/Benicarló/);
    expect(post?.bodyHtml).toContain("<h2>");
    expect(await content.post("es", "rueckblick-2024-ueber-150-rettungen")).toBeNull();
    expect(await content.post("de", "gibt-es-nicht")).toBeNull();
  });

  it("cleans guide bodies and fills the gallery placeholders", async () => {
    const firstDays = await content.guide("es", "los-primeros-dias-con-tu-perro");
    expect(firstDays?.bodyHtml).toContain('<figure><img src="/storage/guide-images/first-days-rest.jpg"');
    expect(firstDays?.bodyHtml).toContain('src="/storage/guide-images/first-days-walk.jpg"');
    expect(firstDays?.bodyHtml).not.toContain("image:{");
    const preparation = await content.guide("de", "vorbereitung-auf-deinen-tierschutzhund");
    expect(preparation?.bodyHtml).not.toContain("class=");
    const transport = await content.guide("de", "transport-und-uebergabe");
    expect(transport?.bodyHtml.startsWith("<h2>Wie lange dauert es?</h2>")).toBe(true);
  });

  it("lists guides in display order and gives the three featured ones for the home page", async () => {
    const all = await content.guides("de");
    expect(all).toHaveLength(6);
    expect(all[0]?.slug).toBe("vorbereitung-auf-deinen-tierschutzhund");
    const featured = await content.featuredGuides("es");
    expect(featured.map((guide) => guide.slug)).toEqual([
      "preparar-la-llegada-de-tu-perro",
      "los-primeros-dias-con-tu-perro",
      "enfermedades-mediterraneas-en-perros",
    ]);
    expect(await content.featuredGuides("de", 1)).toHaveLength(1);
  });

  it("gives the sitemap every post and guide with its page in both languages", async () => {
    const pages = await contentSitemapSource(fresh.database.db)();
    expect(pages).toHaveLength(demoBlogPosts.length + demoGuides.length);
    expect(pages).toContainEqual({
      de: "/blog/rueckblick-2024-ueber-150-rettungen",
      es: "/blog/balance-2024-mas-de-150-rescates",
    });
    expect(pages).toContainEqual({
      de: "/ratgeber/transport-und-uebergabe",
      es: "/guia/transporte-y-entrega",
    });
  });
});
