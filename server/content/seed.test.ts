import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blogPosts, guides } from "../db/schema";
import {
  databaseKinds,
  disposeTemplates,
  freshDatabase,
  projectRoot,
  type DatabaseKind,
  type FreshDatabase,
} from "../../tests/support/db/database";
import { demoGuides } from "./demo-guides";
import { demoBlogPosts } from "./demo-posts";
import { featuredGuides, findBlogPost, findGuide, listBlogPosts, listGuides } from "./queries";
import { seedContent } from "./seed";
import { contentSitemapSource } from "./sitemap";

let fresh: FreshDatabase;
let dataDir: string;

async function setUp(kind: DatabaseKind = "pglite") {
  fresh = await freshDatabase(kind);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "seed-test-"));
}

async function tearDown() {
  await fresh.dispose();
  await fs.rm(dataDir, { recursive: true, force: true });
}

afterAll(disposeTemplates);

describe.each(await databaseKinds())("seedContent on $kind", ({ kind, skipReason }) => {
  beforeEach(async (ctx) => {
    ctx.skip(skipReason !== undefined, skipReason);
    await setUp(kind);
  });
  afterEach(async () => {
    if (skipReason === undefined) await tearDown();
  });

  it("fills empty tables once; a second start changes nothing", async () => {
    const { db } = fresh.database;
    const first = await seedContent(db, { root: projectRoot, dataDir });
    expect(first).toEqual({ posts: demoBlogPosts.length, guides: demoGuides.length, images: 16 });
    const second = await seedContent(db, { root: projectRoot, dataDir });
    expect(second).toEqual({ posts: 0, guides: 0, images: 0 });
    expect(await db.$count(blogPosts)).toBe(demoBlogPosts.length);
    expect(await db.$count(guides)).toBe(demoGuides.length);
  });

  it("seeds once when two instances start at the same time", async () => {
    const { db } = fresh.database;
    const results = await Promise.all([1, 2].map(() => seedContent(db, { root: projectRoot, dataDir })));
    expect(results.map((result) => result.posts).sort()).toEqual([0, demoBlogPosts.length]);
    expect(await db.$count(blogPosts)).toBe(demoBlogPosts.length);
  });

  it("never adds demo content to a table the association already filled", async () => {
    const { db } = fresh.database;
    await db.insert(guides).values({ ...demoGuides[0]!, slugDe: "eigener-ratgeber", slugEs: "guia-propia" });
    const result = await seedContent(db, { root: projectRoot, dataDir });
    expect(result.guides).toBe(0);
    expect(result.posts).toBe(demoBlogPosts.length);
    expect(await db.$count(guides)).toBe(1);
  });

  it("copies every picture the demo content names into its bucket under DATA_DIR", async () => {
    await seedContent(fresh.database.db, { root: projectRoot, dataDir });
    const named = [
      ...demoBlogPosts
        .flatMap((post) => [post.imageUrl, ...post.galleryImages.map((image) => image.url)])
        .map((name) => `blog-images/${name}`),
      ...demoGuides
        .flatMap((guide) => [guide.imageUrl, ...guide.galleryImages])
        .map((name) => `guide-images/${name}`),
    ];
    for (const name of named) {
      const stat = await fs.stat(path.join(dataDir, "storage", name));
      expect(stat.size, name).toBeGreaterThan(1000);
      expect(stat.size, name).toBeLessThan(80 * 1024);
    }
  });
});

// One seeded database for these read-only tests.
describe("content queries on the demo content", () => {
  beforeAll(async () => {
    await setUp();
    await seedContent(fresh.database.db, { root: projectRoot, dataDir });
  });
  afterAll(tearDown);

  it("lists posts newest first, in the page's language, with resolved image paths", async () => {
    const posts = await listBlogPosts(fresh.database.db, "es");
    const dates = posts.map((post) => post.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts[0]).toMatchObject({
      slug: "balance-2024-mas-de-150-rescates",
      category: "La asociación",
      image: { src: "/storage/blog-images/rescue-2024.jpg", width: 1200, height: 630 },
    });
  });

  it("finds a post by its slug in that language only, with both slugs and captioned gallery", async () => {
    const { db } = fresh.database;
    const post = await findBlogPost(db, "de", "rueckblick-2024-ueber-150-rettungen");
    expect(post?.slugs).toEqual({
      de: "rueckblick-2024-ueber-150-rettungen",
      es: "balance-2024-mas-de-150-rescates",
    });
    expect(post?.gallery).toHaveLength(3);
    expect(post?.gallery[0]?.caption).toMatch(/Benicarló/);
    expect(post?.bodyHtml).toContain("<h2>");
    expect(await findBlogPost(db, "es", "rueckblick-2024-ueber-150-rettungen")).toBeNull();
    expect(await findBlogPost(db, "de", "gibt-es-nicht")).toBeNull();
  });

  it("cleans guide bodies and fills the gallery placeholders", async () => {
    const { db } = fresh.database;
    const firstDays = await findGuide(db, "es", "los-primeros-dias-con-tu-perro");
    expect(firstDays?.bodyHtml).toContain('<figure><img src="/storage/guide-images/first-days-rest.jpg"');
    expect(firstDays?.bodyHtml).toContain('src="/storage/guide-images/first-days-walk.jpg"');
    expect(firstDays?.bodyHtml).not.toContain("image:{");
    const preparation = await findGuide(db, "de", "vorbereitung-auf-deinen-tierschutzhund");
    expect(preparation?.bodyHtml).not.toContain("class=");
    const transport = await findGuide(db, "de", "transport-und-uebergabe");
    expect(transport?.bodyHtml.startsWith("<h2>Wie lange dauert es?</h2>")).toBe(true);
  });

  it("lists guides in display order and gives the three featured ones for the home page", async () => {
    const { db } = fresh.database;
    const all = await listGuides(db, "de");
    expect(all).toHaveLength(6);
    expect(all[0]?.slug).toBe("vorbereitung-auf-deinen-tierschutzhund");
    const featured = await featuredGuides(db, "es");
    expect(featured.map((guide) => guide.slug)).toEqual([
      "preparar-la-llegada-de-tu-perro",
      "los-primeros-dias-con-tu-perro",
      "enfermedades-mediterraneas-en-perros",
    ]);
    expect(await featuredGuides(db, "de", 1)).toHaveLength(1);
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
