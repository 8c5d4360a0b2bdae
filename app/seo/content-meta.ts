import type { MetaDescriptor } from "react-router";
import type { BlogText } from "~/content/types/blog";
import type { GuidesText } from "~/content/types/guides";
import type { PagePaths } from "~/i18n/alternates";
import { pathFor } from "~/i18n/routes";
import { pageMeta } from "./meta";
import type { SiteData } from "~/site-data";
import { articleJsonLd, breadcrumbJsonLd, organizationJsonLd } from "./json-ld";
import type { BlogPostView, GuideView } from "~/domain/content/types";

/** Metadata of a post and a guide page: spec 1 section 2.3 tags plus the spec 2 structured data. */

type Article = {
  route: "blogPost" | "guide";
  /** Per published language; an alternate only where the other language is published. */
  slugs: Partial<Record<"de" | "es", string>>;
  /** The document title. */
  title: string;
  headline: string;
  description: string;
  image: { src: string } | null;
  type: "BlogPosting" | "Article";
  datePublished: string;
  dateModified: string;
  section: string;
  /** Open Graph tags of the article beyond the page's own. */
  extra?: MetaDescriptor[];
  /** The breadcrumb between home and the article: the list it belongs to. */
  list: { route: "blog" | "guides"; name: string };
  homeName: string;
};

function articleMeta(site: SiteData, article: Article): MetaDescriptor[] {
  const { locale } = site;
  const origin = site.origins[locale];
  const absolute = (path: string) => new URL(path, origin).href;
  const paths: PagePaths = {};
  for (const lang of ["de", "es"] as const) {
    const slug = article.slugs[lang];
    if (slug !== undefined) paths[lang] = pathFor(lang, article.route, slug);
  }
  const url = absolute(paths[locale] ?? pathFor(locale, article.route, ""));
  const image = article.image ? absolute(article.image.src) : null;
  return [
    ...pageMeta({
      ...site,
      paths,
      title: article.title,
      description: article.description,
      image: image ?? undefined,
      type: "article",
    }),
    ...(article.extra ?? []),
    { "script:ld+json": organizationJsonLd(site.site, origin) },
    {
      "script:ld+json": articleJsonLd({
        type: article.type,
        url,
        headline: article.headline,
        description: article.description,
        image,
        datePublished: article.datePublished,
        dateModified: article.dateModified,
        section: article.section,
        locale,
        site: site.site,
        origin,
      }),
    },
    {
      "script:ld+json": breadcrumbJsonLd([
        { name: article.homeName, url: absolute(pathFor(locale, "home")) },
        { name: article.list.name, url: absolute(pathFor(locale, article.list.route)) },
        { name: article.headline, url },
      ]),
    },
  ];
}

export function blogPostMeta(site: SiteData, post: BlogPostView, text: BlogText["post"]): MetaDescriptor[] {
  return articleMeta(site, {
    route: "blogPost",
    slugs: post.slugs,
    title: `${post.title} | ${text.titleSuffix} ${site.t.siteName}`,
    headline: post.title,
    description: post.excerpt,
    image: post.image,
    type: "BlogPosting",
    datePublished: post.publishedDate,
    dateModified: post.updatedAt,
    section: post.category,
    extra: [
      { property: "article:published_time", content: post.publishedDate },
      { property: "article:modified_time", content: post.updatedAt },
      { property: "article:section", content: post.category },
    ],
    list: { route: "blog", name: text.blog },
    homeName: text.home,
  });
}

export function guideMeta(site: SiteData, guide: GuideView, text: GuidesText["guide"]): MetaDescriptor[] {
  return articleMeta(site, {
    route: "guide",
    slugs: guide.slugs,
    title: `${guide.title} | ${text.guides} | ${site.t.siteName}`,
    headline: guide.title,
    description: guide.metaDescription,
    image: guide.image,
    type: "Article",
    datePublished: guide.publishedDate,
    dateModified: guide.updatedAt,
    section: guide.category,
    list: { route: "guides", name: text.guides },
    homeName: text.home,
  });
}
