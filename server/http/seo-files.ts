import { Router } from "express";
import type { FeedEntry } from "~/domain/content/types";
import { atomFeed } from "../content/atom-feed";
import type { PagePaths } from "~/i18n/alternates";
import type { Locale } from "~/i18n/locale";
import { otherLocale } from "~/i18n/locale";
import { catalogs } from "~/content/catalogs.server";
import { isSlugRoute, routeKeys, routeMap } from "~/i18n/routes";

/** Pages with a slug (dogs, posts, guides) that the sitemap lists; each source adds its own. */
export type SitemapSource = () => Promise<PagePaths[]>;

export type SeoFilesOptions = {
  origins: Record<Locale, string>;
  localeOf: (host: string | undefined) => Locale;
  sources: SitemapSource[];
  /** Where to report a vulnerability, per site: the association's e-mail address (security.txt). */
  securityContacts?: Record<Locale, string>;
  /** The blog's latest posts in a language, for its Atom feed (/blog/feed.xml). */
  feed?: (locale: Locale) => Promise<FeedEntry[]>;
};

/** How far ahead security.txt's Expires lies (RFC 9116 advises less than a year). */
const securityTxtValidityMs = 180 * 24 * 60 * 60 * 1000;

/** RFC 9116: who to tell about a vulnerability, in which languages, until when. */
export function securityTxt(contact: string, origin: string, now = new Date()): string {
  const expires = new Date(now.getTime() + securityTxtValidityMs);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: mailto:${contact}`,
    `Expires: ${expires.toISOString()}`,
    "Preferred-Languages: de, es",
    `Canonical: ${origin}/.well-known/security.txt`,
    "",
  ].join("\n");
}

export function staticPagePaths(): PagePaths[] {
  return routeKeys.filter((key) => !isSlugRoute(key)).map((key) => ({ ...routeMap[key] }));
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function sitemapXml(locale: Locale, origins: Record<Locale, string>, pages: PagePaths[]): string {
  const other = otherLocale(locale);
  const url = (lang: Locale, path: string) => escapeXml(new URL(path, origins[lang]).href);
  const entries = pages
    .filter((page) => page[locale] !== undefined)
    .map((page) => {
      const own = page[locale] as string;
      const lines = [`<loc>${url(locale, own)}</loc>`];
      const alternate = page[other];
      if (alternate !== undefined) {
        lines.push(
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(locale, own)}"/>`,
          `<xhtml:link rel="alternate" hreflang="${other}" href="${url(other, alternate)}"/>`,
        );
      }
      return `<url>${lines.join("")}</url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

export function seoFiles(options: SeoFilesOptions): Router {
  const router = Router();
  router.get("/robots.txt", (req, res) => {
    const origin = options.origins[options.localeOf(req.headers.host)];
    res
      .type("text/plain")
      .set("Cache-Control", "public, max-age=3600")
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`);
  });
  const contacts = options.securityContacts;
  if (contacts) {
    router.get("/.well-known/security.txt", (req, res) => {
      const locale = options.localeOf(req.headers.host);
      res
        .type("text/plain")
        .set("Cache-Control", "public, max-age=86400")
        .send(securityTxt(contacts[locale], options.origins[locale]));
    });
  }
  router.get("/sitemap.xml", async (req, res, next) => {
    try {
      const locale = options.localeOf(req.headers.host);
      const dynamic = await Promise.all(options.sources.map((source) => source()));
      const xml = sitemapXml(locale, options.origins, [...staticPagePaths(), ...dynamic.flat()]);
      res.type("application/xml").set("Cache-Control", "public, max-age=600").send(xml);
    } catch (error) {
      next(error);
    }
  });
  const feed = options.feed;
  if (feed) {
    router.get("/blog/feed.xml", async (req, res, next) => {
      try {
        const locale = options.localeOf(req.headers.host);
        const xml = atomFeed({
          locale,
          origin: options.origins[locale],
          title: catalogs[locale].blog.list.feedTitle,
          entries: await feed(locale),
        });
        // Short-lived: a publish shows in the feed at once for the next reader.
        res.type("application/atom+xml").set("Cache-Control", "public, max-age=60").send(xml);
      } catch (error) {
        next(error);
      }
    });
  }
  router.get("/manifest.webmanifest", (req, res) => {
    const locale = options.localeOf(req.headers.host);
    const t = catalogs[locale].shell;
    res
      .type("application/manifest+json")
      .set("Cache-Control", "public, max-age=86400")
      .json({
        name: t.siteName,
        short_name: t.siteName.split(" ")[0],
        description: t.siteTagline,
        lang: locale,
        start_url: "/",
        display: "standalone",
        background_color: "#fafaf9",
        theme_color: "#0f5c4d",
        icons: [
          { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
        ],
      });
  });
  return router;
}
