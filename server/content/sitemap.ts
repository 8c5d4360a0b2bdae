import { asc } from "drizzle-orm";
import { pathFor } from "~/i18n/routes";
import type { Db } from "../db/client";
import { blogPosts, guides } from "../db/schema";
import type { SitemapSource } from "../http/seo-files";

/** Every blog post and guide, each with its page in both languages (own slug per language). */
export function contentSitemapSource(db: Db): SitemapSource {
  return async () => {
    const slugs = { de: blogPosts.slugDe, es: blogPosts.slugEs };
    const posts = await db.select(slugs).from(blogPosts).orderBy(asc(blogPosts.publishedDate));
    const guideSlugs = await db
      .select({ de: guides.slugDe, es: guides.slugEs })
      .from(guides)
      .orderBy(asc(guides.displayOrder));
    return [
      ...posts.map((post) => ({
        de: pathFor("de", "blogPost", post.de ?? ""),
        es: pathFor("es", "blogPost", post.es ?? ""),
      })),
      ...guideSlugs.map((guide) => ({
        de: pathFor("de", "guide", guide.de ?? ""),
        es: pathFor("es", "guide", guide.es ?? ""),
      })),
    ];
  };
}
