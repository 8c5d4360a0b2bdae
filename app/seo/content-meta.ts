import type { MetaDescriptor } from "react-router";
import type { BlogText } from "~/content/types/blog";
import type { GuidesText } from "~/content/types/guides";
import { pathFor } from "~/i18n/routes";
import { pageMeta } from "./meta";
import type { SiteData } from "~/site-data";
import { articleJsonLd, breadcrumbJsonLd, organizationJsonLd } from "./json-ld";
import type { BlogPostView, GuideView } from "~/domain/content/types";

/** Metadata of a post and a guide page: spec 1 section 2.3 tags plus the spec 2 structured data. */

function absolute(site: SiteData, path: string): string {
  return new URL(path, site.origins[site.locale]).href;
}

export function blogPostMeta(site: SiteData, post: BlogPostView, text: BlogText["post"]): MetaDescriptor[] {
  const { locale } = site;
  const siteName = site.t.siteName;
  const paths = {
    de: pathFor("de", "blogPost", post.slugs.de),
    es: pathFor("es", "blogPost", post.slugs.es),
  };
  const url = absolute(site, paths[locale]);
  const image = post.image ? absolute(site, post.image.src) : null;
  const origin = site.origins[locale];
  return [
    ...pageMeta({
      ...site,
      paths,
      title: `${post.title} | ${text.titleSuffix} ${siteName}`,
      description: post.excerpt,
      image: image ?? undefined,
      type: "article",
    }),
    { property: "article:published_time", content: post.publishedDate },
    { property: "article:modified_time", content: post.updatedAt },
    { property: "article:section", content: post.category },
    { "script:ld+json": organizationJsonLd(site.site, origin) },
    {
      "script:ld+json": articleJsonLd({
        type: "BlogPosting",
        url,
        headline: post.title,
        description: post.excerpt,
        image,
        datePublished: post.publishedDate,
        dateModified: post.updatedAt,
        section: post.category,
        locale,
        site: site.site,
        origin,
      }),
    },
    {
      "script:ld+json": breadcrumbJsonLd([
        { name: text.home, url: absolute(site, pathFor(locale, "home")) },
        { name: text.blog, url: absolute(site, pathFor(locale, "blog")) },
        { name: post.title, url },
      ]),
    },
  ];
}

export function guideMeta(site: SiteData, guide: GuideView, text: GuidesText["guide"]): MetaDescriptor[] {
  const { locale } = site;
  const siteName = site.t.siteName;
  const paths = { de: pathFor("de", "guide", guide.slugs.de), es: pathFor("es", "guide", guide.slugs.es) };
  const url = absolute(site, paths[locale]);
  const image = guide.image ? absolute(site, guide.image.src) : null;
  const origin = site.origins[locale];
  return [
    ...pageMeta({
      ...site,
      paths,
      title: `${guide.title} | ${text.guides} | ${siteName}`,
      description: guide.metaDescription,
      image: image ?? undefined,
      type: "article",
    }),
    { "script:ld+json": organizationJsonLd(site.site, origin) },
    {
      "script:ld+json": articleJsonLd({
        type: "Article",
        url,
        headline: guide.title,
        description: guide.metaDescription,
        image,
        datePublished: guide.createdAt,
        dateModified: guide.updatedAt,
        section: guide.category,
        locale,
        site: site.site,
        origin,
      }),
    },
    {
      "script:ld+json": breadcrumbJsonLd([
        { name: text.home, url: absolute(site, pathFor(locale, "home")) },
        { name: text.guides, url: absolute(site, pathFor(locale, "guides")) },
        { name: guide.title, url },
      ]),
    },
  ];
}
