import type { FeedEntry } from "~/domain/content/types";
import { pathFor } from "~/i18n/routes";
import type { Locale } from "~/i18n/locale";

/** `/blog/feed.xml` on each host: an Atom 1.0 feed of the posts published in that language. */

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function atomFeed(options: {
  locale: Locale;
  origin: string;
  title: string;
  entries: readonly FeedEntry[];
  /** When nothing is published yet: the feed's own updated time. */
  now?: Date;
}): string {
  const { locale, origin, title, entries } = options;
  const link = (path: string) => escapeXml(new URL(path, origin).href);
  const updated = entries.reduce(
    (latest, entry) => (entry.updatedAt > latest ? entry.updatedAt : latest),
    entries[0]?.updatedAt ?? (options.now ?? new Date()).toISOString(),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  <title>${escapeXml(title)}</title>`,
    `  <id>${link("/blog/feed.xml")}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${link("/blog/feed.xml")}"/>`,
    `  <link rel="alternate" type="text/html" href="${link(pathFor(locale, "blog"))}"/>`,
    `  <updated>${new Date(updated).toISOString()}</updated>`,
    ...entries.map((entry) => {
      const href = link(pathFor(locale, "blogPost", entry.slug));
      return [
        "  <entry>",
        `    <title>${escapeXml(entry.title)}</title>`,
        `    <id>urn:uuid:${escapeXml(entry.id)}</id>`,
        `    <link rel="alternate" type="text/html" href="${href}"/>`,
        `    <published>${new Date(entry.publishedDate).toISOString()}</published>`,
        `    <updated>${new Date(entry.updatedAt).toISOString()}</updated>`,
        `    <summary>${escapeXml(entry.excerpt)}</summary>`,
        "  </entry>",
      ].join("\n");
    }),
    "</feed>",
    "",
  ].join("\n");
}
