import type { MetaDescriptor } from "react-router";
import type { CountrySite } from "~/content/site-config";
import type { PagePaths } from "~/i18n/alternates";
import { ogLocale, type Locale } from "~/i18n/locale";
import type { ShellText } from "~/content/de/shell";

export type PageMetaInput = {
  locale: Locale;
  origins: Record<Locale, string>;
  site: CountrySite;
  /** The shell texts (root loader data, `SiteData.t`): the site's name. */
  t: Pick<ShellText, "siteName">;
  paths: PagePaths;
  title: string;
  description: string;
  /** Absolute URL or site path of the share image; defaults to the language's 1200x630 logo card. */
  image?: string;
  /** The share image's size when it is not 1200x630 (a dog's square photo). */
  imageSize?: { width: number; height: number };
  noIndex?: boolean;
  type?: "website" | "article";
};

export const defaultShareImage = { de: "/share/og-de.png", es: "/share/og-es.png" } as const;

/**
 * A site path on an origin, or an absolute URL as it is. A path is never read as a protocol-relative
 * URL: the not-found page of `//[` names its own path, which `new URL("//[", origin)` rejects.
 */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return new URL(pathOrUrl).href;
  const path = pathOrUrl.startsWith("/") ? pathOrUrl : `/${pathOrUrl}`;
  return new URL(`${new URL(origin).origin}${path}`).href;
}

/** Every tag of spec 1 section 2.3 for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { locale, origins, site, paths, title, description } = input;
  const absolute = (path: string, lang: Locale = locale) => absoluteUrl(path, origins[lang]);
  const ownPath = paths[locale];
  const canonical = ownPath ? absolute(ownPath) : undefined;
  const image = absolute(input.image ?? defaultShareImage[locale]);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: input.noIndex ? "noindex, nofollow" : "index, follow" },
    { name: "geo.region", content: site.geo.region },
    { name: "geo.placename", content: site.geo.placeName },
    { tagName: "link", rel: "sitemap", type: "application/xml", href: absolute("/sitemap.xml") },
    { property: "og:site_name", content: input.t.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:locale", content: ogLocale[locale] },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(input.image ? (input.imageSize?.width ?? 1200) : 1200) },
    { property: "og:image:height", content: String(input.image ? (input.imageSize?.height ?? 630) : 630) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (canonical && !input.noIndex) {
    tags.push({ tagName: "link", rel: "canonical", href: canonical });
  }
  if (canonical) tags.push({ property: "og:url", content: canonical });
  if (!input.noIndex && paths.de && paths.es) {
    tags.push(
      { tagName: "link", rel: "alternate", hrefLang: "de", href: absolute(paths.de, "de") },
      { tagName: "link", rel: "alternate", hrefLang: "es", href: absolute(paths.es, "es") },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute(paths.de, "de") },
    );
  }
  return tags;
}
