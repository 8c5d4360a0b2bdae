import { and, asc, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type {
  BlogPostSummary,
  BlogPostView,
  FeedEntry,
  GuideSummary,
  GuideView,
} from "~/domain/content/types";
import type { Locale } from "~/i18n/locale";
import type { Db } from "../db/client";
import { blogPosts, contentSlugRedirects, guides } from "../db/schema";
import { blogPostSummary, blogPostView, guideSummary, guideView } from "./present";

/**
 * The reads of spec 2 section 7 on blog_posts and guides, shaped for one language: what the blog
 * and guide pages get as `context.content` (server/app.ts), so that no route touches the database.
 * A language shows only where it is published and the row is not deleted (decision 0025).
 */
export type ContentService = {
  /** Every post published in this language, newest first (spec 2 'blog list'). */
  posts(locale: Locale): Promise<BlogPostSummary[]>;
  /** The post whose slug in this language is `slug`, or null. */
  post(locale: Locale, slug: string): Promise<BlogPostView | null>;
  /** Every guide published in this language, in display order (spec 2 'guides list'). */
  guides(locale: Locale): Promise<GuideSummary[]>;
  /** The guide whose slug in this language is `slug`, or null. */
  guide(locale: Locale, slug: string): Promise<GuideView | null>;
  /** The home page's featured guides (spec 1 section 2.4: three), in display order. */
  featuredGuides(locale: Locale, limit?: number): Promise<GuideSummary[]>;
  /** The current slug of the published post that had `slug` before (for a 301), or null. */
  postRedirect(locale: Locale, slug: string): Promise<string | null>;
  /** The current slug of the published guide that had `slug` before (for a 301), or null. */
  guideRedirect(locale: Locale, slug: string): Promise<string | null>;
  /** The blog's Atom feed: the latest 20 posts published in this language. */
  feed(locale: Locale): Promise<FeedEntry[]>;
};

const guideOrder = [asc(guides.displayOrder), asc(guides.createdAt), asc(guides.id)];

export const feedLength = 20;

type Table = typeof blogPosts | typeof guides;

/** Published in this language and not deleted. */
export function publishedIn(table: Table, locale: Locale): SQL {
  return and(
    eq(locale === "de" ? table.statusDe : table.statusEs, "published"),
    isNull(table.deletedAt),
  ) as SQL;
}

function slugColumn(table: Table, locale: Locale) {
  return locale === "de" ? table.slugDe : table.slugEs;
}

/** The post's date in a language: when it went out there, for rows before the editor their date. */
function postDate(locale: Locale): SQL {
  return sql`coalesce(${locale === "de" ? blogPosts.publishedAtDe : blogPosts.publishedAtEs}, ${blogPosts.publishedDate})`;
}

export function createContentService(db: Db): ContentService {
  async function redirect(table: Table, kind: "post" | "guide", locale: Locale, slug: string) {
    const current = slugColumn(table, locale);
    const [row] = await db
      .select({ slug: current })
      .from(contentSlugRedirects)
      .innerJoin(table, eq(table.id, contentSlugRedirects.itemId))
      .where(
        and(
          eq(contentSlugRedirects.kind, kind),
          eq(contentSlugRedirects.locale, locale),
          eq(contentSlugRedirects.slug, slug),
          publishedIn(table, locale),
        ),
      )
      .limit(1);
    // A slug taken again by a published version wins over the redirect (its page answers).
    if (!row?.slug || row.slug === slug) return null;
    const [taken] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(current, slug), publishedIn(table, locale)))
      .limit(1);
    return taken ? null : row.slug;
  }

  return {
    async posts(locale) {
      const rows = await db
        .select()
        .from(blogPosts)
        .where(publishedIn(blogPosts, locale))
        .orderBy(desc(postDate(locale)), asc(blogPosts.id));
      return rows.map((row) => blogPostSummary(row, locale));
    },
    async post(locale, slug) {
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(slugColumn(blogPosts, locale), slug), publishedIn(blogPosts, locale)))
        .limit(1);
      return row ? blogPostView(row, locale) : null;
    },
    async guides(locale) {
      const rows = await db
        .select()
        .from(guides)
        .where(publishedIn(guides, locale))
        .orderBy(...guideOrder);
      return rows.map((row) => guideSummary(row, locale));
    },
    async guide(locale, slug) {
      const [row] = await db
        .select()
        .from(guides)
        .where(and(eq(slugColumn(guides, locale), slug), publishedIn(guides, locale)))
        .limit(1);
      return row ? guideView(row, locale) : null;
    },
    async featuredGuides(locale, limit = 3) {
      const rows = await db
        .select()
        .from(guides)
        .where(and(eq(guides.featured, true), publishedIn(guides, locale)))
        .orderBy(...guideOrder)
        .limit(limit);
      return rows.map((row) => guideSummary(row, locale));
    },
    postRedirect: (locale, slug) => redirect(blogPosts, "post", locale, slug),
    guideRedirect: (locale, slug) => redirect(guides, "guide", locale, slug),
    async feed(locale) {
      const rows = await db
        .select()
        .from(blogPosts)
        .where(publishedIn(blogPosts, locale))
        .orderBy(desc(postDate(locale)), asc(blogPosts.id))
        .limit(feedLength);
      return rows.map((row) => {
        const summary = blogPostSummary(row, locale);
        return {
          id: row.id,
          title: summary.title,
          slug: summary.slug,
          excerpt: summary.excerpt,
          publishedDate: summary.publishedDate,
          updatedAt: row.updatedAt.toISOString(),
        };
      });
    },
  };
}
