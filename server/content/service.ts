import { asc, desc, eq } from "drizzle-orm";
import type { BlogPostSummary, BlogPostView, GuideSummary, GuideView } from "~/domain/content/types";
import type { Locale } from "~/i18n/locale";
import type { Db } from "../db/client";
import { blogPosts, guides } from "../db/schema";
import { blogPostSummary, blogPostView, guideSummary, guideView } from "./present";

/**
 * The reads of spec 2 section 7 on blog_posts and guides, shaped for one language: what the blog
 * and guide pages get as `context.content` (server/app.ts), so that no route touches the database.
 */
export type ContentService = {
  /** Every post, newest first (spec 2 'blog list'). */
  posts(locale: Locale): Promise<BlogPostSummary[]>;
  /** The post whose slug in this language is `slug`, or null. */
  post(locale: Locale, slug: string): Promise<BlogPostView | null>;
  /** Every guide in display order (spec 2 'guides list'). */
  guides(locale: Locale): Promise<GuideSummary[]>;
  /** The guide whose slug in this language is `slug`, or null. */
  guide(locale: Locale, slug: string): Promise<GuideView | null>;
  /** The home page's featured guides (spec 1 section 2.4: three), in display order. */
  featuredGuides(locale: Locale, limit?: number): Promise<GuideSummary[]>;
};

const guideOrder = [asc(guides.displayOrder), asc(guides.createdAt), asc(guides.id)];

export function createContentService(db: Db): ContentService {
  return {
    async posts(locale) {
      const rows = await db
        .select()
        .from(blogPosts)
        .orderBy(desc(blogPosts.publishedDate), asc(blogPosts.id));
      return rows.map((row) => blogPostSummary(row, locale));
    },
    async post(locale, slug) {
      const column = locale === "de" ? blogPosts.slugDe : blogPosts.slugEs;
      const [row] = await db.select().from(blogPosts).where(eq(column, slug)).limit(1);
      return row ? blogPostView(row, locale) : null;
    },
    async guides(locale) {
      const rows = await db
        .select()
        .from(guides)
        .orderBy(...guideOrder);
      return rows.map((row) => guideSummary(row, locale));
    },
    async guide(locale, slug) {
      const column = locale === "de" ? guides.slugDe : guides.slugEs;
      const [row] = await db.select().from(guides).where(eq(column, slug)).limit(1);
      return row ? guideView(row, locale) : null;
    },
    async featuredGuides(locale, limit = 3) {
      const rows = await db
        .select()
        .from(guides)
        .where(eq(guides.featured, true))
        .orderBy(...guideOrder)
        .limit(limit);
      return rows.map((row) => guideSummary(row, locale));
    },
  };
}
