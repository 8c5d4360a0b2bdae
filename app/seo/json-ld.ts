import type { MetaDescriptor } from "react-router";
import { plainParagraph, type FaqEntry, type Step } from "~/content/shapes";
import type { CountrySite } from "~/content/site-config";
import type { Locale } from "~/i18n/locale";

/** schema.org objects of the pages (spec 2): organisation, post or article, breadcrumbs, how-to, FAQ, service, offer. */

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

/** schema.org HowTo for a numbered process; each step points at its anchor on the page. */
export function howToJsonLd(input: {
  url: string;
  name: string;
  description: string;
  totalTime: string;
  cost?: number;
  steps: readonly Step[];
  idPrefix: string;
}): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "HowTo",
      name: input.name,
      description: input.description,
      totalTime: input.totalTime,
      ...(input.cost === undefined
        ? {}
        : { estimatedCost: { "@type": "MonetaryAmount", currency: "EUR", value: input.cost.toFixed(2) } }),
      step: input.steps.map((step, index) => ({
        "@type": "HowToStep",
        position: index + 1,
        name: step.title,
        text: step.text.map(plainParagraph).join(" "),
        url: `${input.url}#${input.idPrefix}-${index + 1}`,
      })),
    },
  };
}

/** schema.org FAQPage from an accordion's entries (answers without their links). */
export function faqPageJsonLd(url: string, entries: readonly FaqEntry[]): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      url,
      mainEntity: entries.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer.map(plainParagraph).join(" ") },
      })),
    },
  };
}

/** schema.org Service of a page that describes one of the association's projects. */
export function serviceJsonLd(input: {
  text: { name: string; serviceType: string; description: string };
  url: string;
  locale: Locale;
  site: CountrySite;
  origin: string;
}): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Service",
      name: input.text.name,
      serviceType: input.text.serviceType,
      description: input.text.description,
      url: input.url,
      areaServed: { "@type": "Country", name: "ES" },
      inLanguage: input.locale,
      provider: { "@type": "NGO", name: input.site.organisationName, url: `${input.origin}/` },
    },
  };
}

/** schema.org Offer of a monthly price (the membership). */
export function monthlyOfferJsonLd(input: {
  text: { name: string; description: string };
  url: string;
  monthly: number;
  site: CountrySite;
  origin: string;
}): MetaDescriptor {
  const price = input.monthly.toFixed(2);
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Offer",
      name: input.text.name,
      description: input.text.description,
      url: input.url,
      price,
      priceCurrency: "EUR",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price,
        priceCurrency: "EUR",
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
      },
      seller: { "@type": "Organization", name: input.site.organisationName, url: `${input.origin}/` },
    },
  };
}
