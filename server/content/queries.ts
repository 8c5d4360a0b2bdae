import { asc, desc, eq } from "drizzle-orm";
import type { BlogPostSummary, BlogPostView, GuideSummary, GuideView } from "~/domain/content/types";
import type { Locale } from "~/i18n/locale";
import type { Db } from "../db/client";
import { blogPosts, guides } from "../db/schema";
import { blogPostSummary, blogPostView, guideSummary, guideView } from "./present";

/** The reads of spec 2 section 7 on blog_posts and guides, shaped for one language. */

/** Every post, newest first (spec 2 'blog list'). */
export async function listBlogPosts(db: Db, locale: Locale): Promise<BlogPostSummary[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.publishedDate), asc(blogPosts.id));
  return rows.map((row) => blogPostSummary(row, locale));
}

/** The post whose slug in this language is `slug`, or null. */
export async function findBlogPost(db: Db, locale: Locale, slug: string): Promise<BlogPostView | null> {
  const column = locale === "de" ? blogPosts.slugDe : blogPosts.slugEs;
  const [row] = await db.select().from(blogPosts).where(eq(column, slug)).limit(1);
  return row ? blogPostView(row, locale) : null;
}

/** Every guide in display order (spec 2 'guides list'). */
export async function listGuides(db: Db, locale: Locale): Promise<GuideSummary[]> {
  const rows = await db
    .select()
    .from(guides)
    .orderBy(asc(guides.displayOrder), asc(guides.createdAt), asc(guides.id));
  return rows.map((row) => guideSummary(row, locale));
}

/** The guide whose slug in this language is `slug`, or null. */
export async function findGuide(db: Db, locale: Locale, slug: string): Promise<GuideView | null> {
  const column = locale === "de" ? guides.slugDe : guides.slugEs;
  const [row] = await db.select().from(guides).where(eq(column, slug)).limit(1);
  return row ? guideView(row, locale) : null;
}

/** The home page's featured guides (spec 1 section 2.4: three), in display order. */
export async function featuredGuides(db: Db, locale: Locale, limit = 3): Promise<GuideSummary[]> {
  const rows = await db
    .select()
    .from(guides)
    .where(eq(guides.featured, true))
    .orderBy(asc(guides.displayOrder), asc(guides.createdAt), asc(guides.id))
    .limit(limit);
  return rows.map((row) => guideSummary(row, locale));
}
