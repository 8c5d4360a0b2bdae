import { and, eq, sql } from "drizzle-orm";
import type { DraftPicture, DraftPictures, DraftVersion } from "~/domain/content/draft";
import { mediaPath } from "~/domain/content/media-path";
import type { Locale } from "~/i18n/locale";
import type { Actor } from "../../back-office/staff-member";
import { contentRevisions, contentSchedule, contentSlugRedirects } from "../../db/schema";
import { sanitizeArticleBody } from "../../dogs/sanitize";
import { renderDocument } from "../render-document";
import { storeDraft, type Executor, type Item } from "./drafts";
import { publishedHash, slugOf, statusOf, tableOf } from "./rows";

/** One language as it goes out: its fields and the shared pictures (a revision's and a schedule's snapshot). */
export type VersionSnapshot = { version: DraftVersion; pictures: DraftPictures };

/**
 * `&`, `<`, `>` and quotes as numeric references: the same HTML, but the guide pipeline's unescape
 * of the old editor's named entities (app/domain/content/guide-body.ts) leaves them as text.
 */
function numericReferences(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#39);/g, (_entity, name: string) => {
    const code = { amp: 38, lt: 60, gt: 62, quot: 34, "#39": 39 }[name];
    return `&#${code};`;
  });
}

/** The body's HTML as the row stores it; null when the document cannot be rendered. */
export function bodyHtml(
  item: Pick<Item, "kind">,
  version: DraftVersion,
  origins: readonly string[],
): string | null {
  let html: string;
  if ("html" in version.body) {
    html = sanitizeArticleBody(version.body.html);
  } else {
    const rendered = renderDocument(version.body.doc, origins);
    if (!rendered.ok) return null;
    html = rendered.html;
  }
  return item.kind === "guide" ? numericReferences(html) : html;
}

export function pictureUrl(picture: DraftPicture): string {
  return picture.legacy ? picture.legacy.path : mediaPath(picture.file);
}

function languageColumns(item: Item, locale: Locale, version: DraftVersion, html: string) {
  const suffix = locale === "de" ? "De" : "Es";
  const columns: Record<string, unknown> = {
    [`title${suffix}`]: version.title.trim(),
    [`slug${suffix}`]: version.slug,
    [`excerpt${suffix}`]: version.excerpt.trim(),
    [`category${suffix}`]: version.category.trim(),
    [`content${suffix}`]: html,
    [`status${suffix}`]: "published",
  };
  if (item.kind === "guide") columns[`metaDescription${suffix}`] = version.metaDescription.trim() || null;
  return columns;
}

/**
 * Publishes one language of an item in the caller's transaction (a volunteer's publish and the
 * schedule's alike): the language's columns, the shared pictures with the captions of each
 * published language, the old slug kept for a 301, a 'publish' revision, the draft's record of
 * what went out. The snapshot must have passed publishProblems. False: the body cannot be rendered.
 */
export async function publishSnapshot(
  tx: Executor,
  input: {
    item: Item;
    locale: Locale;
    snapshot: VersionSnapshot;
    actor: Actor;
    now: Date;
    origins: readonly string[];
  },
): Promise<boolean> {
  const { item, locale, snapshot, actor, now } = input;
  const { version, pictures } = snapshot;
  const html = bodyHtml(item, version, input.origins);
  if (html === null) return false;
  const table = tableOf(item.kind);
  const oldSlug = slugOf(item.row, locale);
  if (statusOf(item.row, locale) === "published" && oldSlug && oldSlug !== version.slug) {
    await tx
      .insert(contentSlugRedirects)
      .values({ kind: item.kind, locale, slug: oldSlug, itemId: item.row.id, createdAt: now })
      .onConflictDoUpdate({
        target: [contentSlugRedirects.kind, contentSlugRedirects.locale, contentSlugRedirects.slug],
        set: { itemId: item.row.id, createdAt: now },
      });
  }
  // The slug is this item's address again: no redirect away from it.
  await tx
    .delete(contentSlugRedirects)
    .where(
      and(
        eq(contentSlugRedirects.kind, item.kind),
        eq(contentSlugRedirects.locale, locale),
        eq(contentSlugRedirects.slug, version.slug),
      ),
    );
  // A picture's texts go out in the language published now and in those already out.
  const textOf = (picture: DraftPicture, field: "caption" | "alt", language: Locale) =>
    language === locale || statusOf(item.row, language) === "published"
      ? picture[field][language].trim() || null
      : null;
  const firstTime = statusOf(item.row, "de") !== "published" && statusOf(item.row, "es") !== "published";
  const publishedAtColumn = locale === "de" ? table.publishedAtDe : table.publishedAtEs;
  const set: Record<string, unknown> = {
    ...languageColumns(item, locale, version, html),
    // A language that is out already keeps its date (rows from before the editor: their own date).
    [locale === "de" ? "publishedAtDe" : "publishedAtEs"]:
      statusOf(item.row, locale) === "published"
        ? sql`coalesce(${publishedAtColumn}, ${"publishedDate" in table ? table.publishedDate : table.createdAt})`
        : sql`coalesce(${publishedAtColumn}, ${now.toISOString()}::timestamptz)`,
    imageUrl: pictures.header ? pictureUrl(pictures.header) : null,
    imageAltDe: pictures.header ? textOf(pictures.header, "alt", "de") : null,
    imageAltEs: pictures.header ? textOf(pictures.header, "alt", "es") : null,
    updatedAt: now,
  };
  if (item.kind === "post") {
    set.galleryImages = pictures.gallery.map((picture) => ({
      url: pictureUrl(picture),
      caption_de: textOf(picture, "caption", "de"),
      caption_es: textOf(picture, "caption", "es"),
      alt_de: textOf(picture, "alt", "de"),
      alt_es: textOf(picture, "alt", "es"),
    }));
    if (firstTime && item.row.publishedAtDe === null && item.row.publishedAtEs === null)
      set.publishedDate = now;
  }
  await tx.update(table).set(set).where(eq(table.id, item.row.id));
  await tx
    .delete(contentSchedule)
    .where(and(eq(contentSchedule.itemId, item.row.id), eq(contentSchedule.locale, locale)));
  await tx.insert(contentRevisions).values({
    itemId: item.row.id,
    kind: item.kind,
    locale,
    reason: "publish",
    snapshot: snapshot as unknown as Record<string, unknown>,
    authorId: actor?.id ?? null,
    authorName: actor?.name ?? null,
    createdAt: now,
  });
  item.changes = {
    ...item.changes,
    published: { ...item.changes.published, [locale]: publishedHash(version, pictures) },
  };
  if (!item.stored) item.data = { ...item.data, [locale]: version, pictures };
  await storeDraft(tx, item, now);
  return true;
}
