import type { MetaDescriptor } from "react-router";
import { pathFor } from "~/i18n/routes";
import { siteDataOf } from "~/site-data";

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/** Home page structured data: AnimalShelter (address and contact per language) and WebSite. */
export function shelterJsonLd(matches: Matches, dogs: { name: string; slug: string }[]): MetaDescriptor[] {
  const { locale, origins, site, t } = siteDataOf(matches);
  const origin = origins[locale];
  const shelter = {
    "@context": "https://schema.org",
    "@type": "AnimalShelter",
    name: site.organisationName,
    url: `${origin}/`,
    logo: new URL("/icon-512.png", origin).href,
    image: new URL("/images/hero-1920x600.jpg", origin).href,
    email: site.email,
    telephone: site.phone,
    foundingDate: "2013",
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    sameAs: site.social.map((profile) => profile.url),
    makesOffer: dogs.map((dog) => ({
      "@type": "Offer",
      name: dog.name,
      url: new URL(pathFor(locale, "dogDetail", dog.slug), origin).href,
      price: "0",
      priceCurrency: "EUR",
    })),
  };
  const website = {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: t.siteName,
    url: `${origin}/`,
    inLanguage: locale,
  };
  return [{ "script:ld+json": shelter }, { "script:ld+json": website }];
}
