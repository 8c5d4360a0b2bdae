import { createHash } from "node:crypto";
import {
  emptyVersion,
  type ContentKind,
  type DraftData,
  type DraftPicture,
  type DraftPictures,
  type DraftVersion,
  type VersionState,
} from "~/domain/content/draft";
import { resolveImageUrl, type StorageBucket } from "~/domain/content/image-url";
import { mediaFile } from "~/domain/content/media-path";
import { contentImageSize } from "~/domain/content/types";
import type { Locale } from "~/i18n/locale";
import { blogPosts, guides } from "../../db/schema";
import { blogPostView, guideView, type BlogPostRow, type GuideRow } from "../present";

/** The published rows of the editor's two kinds, and what it reads of them. */

export const locales = ["de", "es"] as const satisfies readonly Locale[];

export type PublishedRow = BlogPostRow | GuideRow;

export function tableOf(kind: ContentKind) {
  return kind === "post" ? blogPosts : guides;
}

export function bucketOf(kind: ContentKind): StorageBucket {
  return kind === "post" ? "blog-images" : "guide-images";
}

export function statusOf(row: PublishedRow, locale: Locale) {
  return locale === "de" ? row.statusDe : row.statusEs;
}

export function slugOf(row: PublishedRow, locale: Locale): string | null {
  return (locale === "de" ? row.slugDe : row.slugEs) ?? null;
}

function picture(
  kind: ContentKind,
  path: string | null | undefined,
  caption?: Record<Locale, string>,
  alt?: Record<Locale, string>,
): DraftPicture | null {
  const value = path?.trim() ?? "";
  if (value === "") return null;
  const file = mediaFile(value);
  const src = resolveImageUrl(bucketOf(kind), value);
  if (!file && !src) return null;
  return {
    file: file ?? "",
    ...contentImageSize,
    alt: alt ?? { de: "", es: "" },
    caption: caption ?? { de: "", es: "" },
    ...(file ? {} : { legacy: { path: value, src: src ?? "" } }),
  };
}

function publishedPictures(kind: ContentKind, row: PublishedRow): DraftPictures {
  const gallery =
    kind === "post"
      ? (row as BlogPostRow).galleryImages.flatMap((entry) => {
          const found = picture(
            kind,
            entry?.url,
            { de: entry?.caption_de ?? "", es: entry?.caption_es ?? "" },
            { de: entry?.alt_de ?? "", es: entry?.alt_es ?? "" },
          );
          return found ? [found] : [];
        })
      : // A guide's gallery lives in its bodies' `image:{n}` placeholders, filled in when opened.
        [];
  const alt = { de: row.imageAltDe ?? "", es: row.imageAltEs ?? "" };
  return { header: picture(kind, row.imageUrl, undefined, alt), gallery };
}

/** A language as the published row has it: the editor opens a row without a draft with these. */
function publishedVersion(kind: ContentKind, row: PublishedRow, locale: Locale): DraftVersion {
  const de = locale === "de";
  if ((de ? row.titleDe : row.titleEs) == null) return emptyVersion;
  const view =
    kind === "post" ? blogPostView(row as BlogPostRow, locale) : guideView(row as GuideRow, locale);
  const meta =
    kind === "guide"
      ? ((de ? (row as GuideRow).metaDescriptionDe : (row as GuideRow).metaDescriptionEs) ?? "")
      : "";
  return {
    title: view.title,
    slug: slugOf(row, locale) ?? "",
    excerpt: view.excerpt,
    category: view.category,
    metaDescription: meta,
    body: { html: view.bodyHtml },
    needsUpdate: false,
  };
}

export function draftFromPublished(kind: ContentKind, row: PublishedRow): DraftData {
  return {
    de: publishedVersion(kind, row, "de"),
    es: publishedVersion(kind, row, "es"),
    pictures: publishedPictures(kind, row),
  };
}

/** JSON with every object's keys sorted: one text for one content, whatever order jsonb kept. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** What a publish of a language fixes: its fields and the shared pictures (not the mark). */
export function publishedHash(version: DraftVersion, pictures: DraftPictures): string {
  const { needsUpdate: _mark, ...fields } = version;
  return createHash("sha256").update(canonicalJson({ fields, pictures })).digest("hex");
}

export function hasContent(version: DraftVersion): boolean {
  if (version.title.trim() !== "") return true;
  if ("html" in version.body) return version.body.html.trim() !== "";
  return (version.body.doc.content?.length ?? 0) > 0;
}

/** The state of one language (lists and the editor). */
export function versionState(input: {
  row: PublishedRow;
  version: DraftVersion;
  pictures: DraftPictures;
  locale: Locale;
  scheduledAt: string | null;
  /** The hash of what was last published in this language; undefined: no draft (nothing changed). */
  publishedHash: string | null | undefined;
}): VersionState {
  const { row, version, locale, scheduledAt } = input;
  if (statusOf(row, locale) === "published") {
    const unpublishedChanges =
      input.publishedHash !== undefined && input.publishedHash !== publishedHash(version, input.pictures);
    return { kind: "published", unpublishedChanges, scheduledAt };
  }
  if (scheduledAt) return { kind: "scheduled", at: scheduledAt };
  return hasContent(version) ? { kind: "draft" } : { kind: "missing" };
}
