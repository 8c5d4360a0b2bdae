import type { CountrySite } from "~/content/site-config";
import type { Locale } from "~/i18n/locale";

/** schema.org objects of the blog and guide pages (spec 2: organisation, post or article, breadcrumbs). */

type Json = Record<string, unknown>;

export function organizationJsonLd(site: CountrySite, origin: string): Json {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: site.organisationName,
    url: `${origin}/`,
    logo: new URL("/icon-512.png", origin).href,
    email: site.email,
    sameAs: site.social.map((profile) => profile.url),
  };
}

/** The organisation as author and publisher of a post or guide. */
function publisher(site: CountrySite, origin: string): Json {
  return {
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: site.organisationName,
    url: `${origin}/`,
    logo: { "@type": "ImageObject", url: new URL("/icon-512.png", origin).href, width: 512, height: 512 },
  };
}

export type Crumb = { name: string; url: string };

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): Json {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export type ArticleInput = {
  type: "BlogPosting" | "Article";
  url: string;
  headline: string;
  description: string;
  /** Absolute URL of the 1200x630 image, if any. */
  image: string | null;
  datePublished: string;
  dateModified: string;
  section: string;
  locale: Locale;
  site: CountrySite;
  origin: string;
};

export function articleJsonLd(input: ArticleInput): Json {
  const organisation = publisher(input.site, input.origin);
  return {
    "@context": "https://schema.org",
    "@type": input.type,
    headline: input.headline,
    description: input.description,
    url: input.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
    ...(input.image ? { image: { "@type": "ImageObject", url: input.image, width: 1200, height: 630 } } : {}),
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    articleSection: input.section,
    inLanguage: input.locale,
    author: organisation,
    publisher: organisation,
  };
}
