import type { MetaDescriptor } from "react-router";
import type { Dog } from "~/domain/dogs/types";
import { plainText, truncate } from "~/domain/text";
import { pathFor } from "~/i18n/routes";
import type { SiteData } from "~/site-data";
import { pageMeta } from "./meta";

/** Spec 1 section 2.7: title, description cut to 150, de/es alternates, the dog's photo, JSON-LD Product. */
export function dogMeta(site: SiteData, dog: Dog): MetaDescriptor[] {
  const text = plainText(dog.descriptionHtml) || dog.headline || dog.name;
  const paths = { de: pathFor("de", "dogDetail", dog.slug), es: pathFor("es", "dogDetail", dog.slug) };
  const url = new URL(paths[site.locale], site.origins[site.locale]).href;
  const image = dog.images[0]?.large;
  const title = dog.headline
    ? `${dog.name} – ${dog.headline} | ${site.t.siteName}`
    : `${dog.name} | ${site.t.siteName}`;
  const product = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: dog.name,
    description: truncate(text, 200),
    url,
    ...(image ? { image: new URL(image, url).href } : {}),
    brand: { "@type": "Organization", name: site.site.organisationName },
    offers: {
      "@type": "Offer",
      price: "0",
      priceCurrency: "EUR",
      availability:
        dog.status === "reserved" ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
      url,
    },
  };
  return [
    ...pageMeta({
      ...site,
      paths,
      title,
      description: truncate(text, 150),
      image,
      imageSize: image ? { width: 1000, height: 1000 } : undefined,
    }),
    { "script:ld+json": product },
  ];
}
