import { asc, isNull } from "drizzle-orm";
import type { PagePaths } from "~/i18n/alternates";
import { pathFor } from "~/i18n/routes";
import type { Db } from "../db/client";
import { blogPosts, guides } from "../db/schema";
import type { SitemapSource } from "../http/seo-files";

type Published = {
  slugDe: string | null;
  slugEs: string | null;
  statusDe: string;
  statusEs: string;
};

/** The page of each published language: an alternate only where the other is published too. */
function publishedPaths(route: "blogPost" | "guide", row: Published): PagePaths {
  const paths: PagePaths = {};
  if (row.statusDe === "published" && row.slugDe) paths.de = pathFor("de", route, row.slugDe);
  if (row.statusEs === "published" && row.slugEs) paths.es = pathFor("es", route, row.slugEs);
  return paths;
}

/** Every blog post and guide not deleted, each with its page in each published language. */
export function contentSitemapSource(db: Db): SitemapSource {
  return async () => {
    const columns = {
      slugDe: blogPosts.slugDe,
      slugEs: blogPosts.slugEs,
      statusDe: blogPosts.statusDe,
      statusEs: blogPosts.statusEs,
    };
    const posts = await db
      .select(columns)
      .from(blogPosts)
      .where(isNull(blogPosts.deletedAt))
      .orderBy(asc(blogPosts.publishedDate));
    const guideRows = await db
      .select({
        slugDe: guides.slugDe,
        slugEs: guides.slugEs,
        statusDe: guides.statusDe,
        statusEs: guides.statusEs,
      })
      .from(guides)
      .where(isNull(guides.deletedAt))
      .orderBy(asc(guides.displayOrder));
    return [
      ...posts.map((post) => publishedPaths("blogPost", post)),
      ...guideRows.map((guide) => publishedPaths("guide", guide)),
    ].filter((paths) => paths.de !== undefined || paths.es !== undefined);
  };
}
