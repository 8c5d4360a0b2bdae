import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { sitemapXml } from "../http/seo-files";
import { blogPosts, contentSlugRedirects, guides } from "../db/schema";
import { createContentService } from "./service";
import { contentSitemapSource } from "./sitemap";

afterAll(disposeTemplates);

const origins = { de: "https://verein.example", es: "https://asociacion.example" };

async function setup() {
  const fresh = await freshDatabase("pglite");
  const { db } = fresh.database;
  const [post] = await db
    .insert(blogPosts)
    .values({
      slugDe: "lola-ist-da",
      titleDe: "Lola ist da",
      contentDe: "<p>Hallo</p>",
      excerptDe: "Kurz",
      categoryDe: "Hunde",
      statusDe: "published",
      publishedAtDe: new Date("2026-03-01T10:00:00Z"),
      statusEs: "draft",
      publishedDate: new Date("2026-02-01T10:00:00Z"),
    })
    .returning();
  return { fresh, db, content: createContentService(db), id: post!.id };
}

describe("public reads honour each language's state", () => {
  it("shows a post published in German alone only on the German site, without alternate", async () => {
    const { fresh, db, content } = await setup();
    try {
      expect((await content.posts("de")).map((post) => post.slug)).toEqual(["lola-ist-da"]);
      expect(await content.posts("es")).toEqual([]);
      expect(await content.feed("es")).toEqual([]);
      const post = await content.post("de", "lola-ist-da");
      expect(post?.slugs).toEqual({ de: "lola-ist-da" });
      expect(post?.publishedDate).toBe("2026-03-01T10:00:00.000Z");
      const pages = await contentSitemapSource(db)();
      expect(pages).toEqual([{ de: "/blog/lola-ist-da" }]);
      const xml = sitemapXml("de", origins, pages);
      expect(xml).toContain("<loc>https://verein.example/blog/lola-ist-da</loc>");
      expect(xml).not.toContain("hreflang");
      expect(sitemapXml("es", origins, pages)).not.toContain("lola");
    } finally {
      await fresh.dispose();
    }
  });

  it("names the other language's slug once it is published, and hides a deleted row", async () => {
    const { fresh, db, content, id } = await setup();
    try {
      await db
        .update(blogPosts)
        .set({ slugEs: "lola-llego", titleEs: "Lola llegó", contentEs: "<p>Hola</p>", statusEs: "published" })
        .where(eq(blogPosts.id, id));
      expect((await content.post("de", "lola-ist-da"))?.slugs).toEqual({
        de: "lola-ist-da",
        es: "lola-llego",
      });
      expect((await content.post("es", "lola-llego"))?.publishedDate).toBe("2026-02-01T10:00:00.000Z");
      expect(await contentSitemapSource(db)()).toEqual([{ de: "/blog/lola-ist-da", es: "/blog/lola-llego" }]);
      await db.update(blogPosts).set({ deletedAt: new Date() }).where(eq(blogPosts.id, id));
      expect(await content.post("de", "lola-ist-da")).toBeNull();
      expect(await content.posts("es")).toEqual([]);
      expect(await contentSitemapSource(db)()).toEqual([]);
    } finally {
      await fresh.dispose();
    }
  });

  it("shows guides per language, featured ones too", async () => {
    const { fresh, db, content } = await setup();
    try {
      await db.insert(guides).values({
        slugDe: "erste-tage",
        titleDe: "Erste Tage",
        contentDe: "<p>Ruhe</p>",
        statusDe: "published",
        statusEs: "scheduled",
        featured: true,
      });
      expect((await content.guides("de")).map((guide) => guide.slug)).toEqual(["erste-tage"]);
      expect(await content.guides("es")).toEqual([]);
      expect(await content.featuredGuides("es")).toEqual([]);
      expect((await content.guide("de", "erste-tage"))?.slugs).toEqual({ de: "erste-tage" });
    } finally {
      await fresh.dispose();
    }
  });

  it("finds the current slug of an old one, unless unpublished or taken again", async () => {
    const { fresh, db, content, id } = await setup();
    try {
      await db
        .insert(contentSlugRedirects)
        .values({ kind: "post", locale: "de", slug: "lola-kommt", itemId: id });
      expect(await content.postRedirect("de", "lola-kommt")).toBe("lola-ist-da");
      expect(await content.postRedirect("es", "lola-kommt")).toBeNull();
      expect(await content.guideRedirect("de", "lola-kommt")).toBeNull();
      expect(await content.postRedirect("de", "unbekannt")).toBeNull();
      const [other] = await db
        .insert(blogPosts)
        .values({ slugDe: "lola-kommt", titleDe: "Neu", statusEs: "draft", publishedDate: new Date() })
        .returning();
      expect(await content.postRedirect("de", "lola-kommt")).toBeNull();
      await db.delete(blogPosts).where(eq(blogPosts.id, other!.id));
      await db.update(blogPosts).set({ statusDe: "draft" }).where(eq(blogPosts.id, id));
      expect(await content.postRedirect("de", "lola-kommt")).toBeNull();
    } finally {
      await fresh.dispose();
    }
  });

  it("feeds the latest 20 posts of the language, newest first", async () => {
    const { fresh, db, content } = await setup();
    try {
      await db.insert(blogPosts).values(
        Array.from({ length: 21 }, (_, index) => ({
          slugDe: `post-${index}`,
          titleDe: `Post ${index}`,
          excerptDe: `Auszug ${index}`,
          statusEs: "draft" as const,
          publishedDate: new Date(Date.UTC(2026, 3, 1 + index)),
        })),
      );
      const feed = await content.feed("de");
      expect(feed).toHaveLength(20);
      expect(feed[0]).toMatchObject({ slug: "post-20", title: "Post 20", excerpt: "Auszug 20" });
      expect(feed.map((entry) => entry.slug)).not.toContain("lola-ist-da");
    } finally {
      await fresh.dispose();
    }
  });
});
