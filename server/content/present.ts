import { prepareGuideBody, type GuideImage } from "~/domain/content/guide-body";
import { resolveImageUrl, type StorageBucket } from "~/domain/content/image-url";
import {
  contentImageSize,
  type BlogPostSummary,
  type BlogPostView,
  type ContentImage,
  type GuideSummary,
  type GuideView,
  type Slugs,
} from "~/domain/content/types";
import { otherLocale, type Locale } from "~/i18n/locale";
import type { blogPosts, guides } from "../db/schema";
import { sanitizeArticleBody } from "../dogs/sanitize";

/** Rows of spec 2 section 3 turned into what a page in one language shows. */

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type GuideRow = typeof guides.$inferSelect;

function image(
  bucket: StorageBucket,
  value: string | null | undefined,
  alt?: string | null,
): ContentImage | null {
  const src = resolveImageUrl(bucket, value);
  if (!src) return null;
  const text = alt?.trim();
  return text ? { src, ...contentImageSize, alt: text } : { src, ...contentImageSize };
}

/** The slug of each published language: the other language only while it is published too. */
function publishedSlugs(row: BlogPostRow | GuideRow, locale: Locale): Partial<Slugs> {
  const slugs: Partial<Slugs> = {};
  for (const lang of [locale, otherLocale(locale)]) {
    const slug = lang === "de" ? row.slugDe : row.slugEs;
    const status = lang === "de" ? row.statusDe : row.statusEs;
    if (slug && (lang === locale || status === "published")) slugs[lang] = slug;
  }
  return slugs;
}

/** When this language first went out; rows written before the editor: their own date. */
function publishedAt(row: BlogPostRow | GuideRow, locale: Locale, fallback: Date): string {
  return ((locale === "de" ? row.publishedAtDe : row.publishedAtEs) ?? fallback).toISOString();
}

export function blogPostSummary(row: BlogPostRow, locale: Locale): BlogPostSummary {
  const de = locale === "de";
  return {
    id: row.id,
    slug: (de ? row.slugDe : row.slugEs) ?? "",
    title: (de ? row.titleDe : row.titleEs) ?? "",
    excerpt: (de ? row.excerptDe : row.excerptEs) ?? "",
    category: (de ? row.categoryDe : row.categoryEs) ?? "",
    publishedDate: publishedAt(row, locale, row.publishedDate),
    image: image("blog-images", row.imageUrl, de ? row.imageAltDe : row.imageAltEs),
  };
}

export function blogPostView(row: BlogPostRow, locale: Locale): BlogPostView {
  const gallery = (Array.isArray(row.galleryImages) ? row.galleryImages : []).flatMap((entry) => {
    const resolved = image("blog-images", entry?.url, locale === "de" ? entry?.alt_de : entry?.alt_es);
    if (!resolved) return [];
    const caption = (locale === "de" ? entry.caption_de : entry.caption_es)?.trim();
    return [{ ...resolved, caption: caption || null }];
  });
  return {
    ...blogPostSummary(row, locale),
    slugs: publishedSlugs(row, locale),
    updatedAt: row.updatedAt.toISOString(),
    bodyHtml: sanitizeArticleBody((locale === "de" ? row.contentDe : row.contentEs) ?? ""),
    gallery,
  };
}

export function guideSummary(row: GuideRow, locale: Locale): GuideSummary {
  const de = locale === "de";
  return {
    id: row.id,
    slug: (de ? row.slugDe : row.slugEs) ?? "",
    title: (de ? row.titleDe : row.titleEs) ?? "",
    excerpt: (de ? row.excerptDe : row.excerptEs) ?? "",
    category: (de ? row.categoryDe : row.categoryEs) ?? "",
    image: image("guide-images", row.imageUrl, de ? row.imageAltDe : row.imageAltEs),
  };
}

export function guideView(row: GuideRow, locale: Locale): GuideView {
  const summary = guideSummary(row, locale);
  // Index for index: placeholder n names gallery entry n, even when an entry before it is unusable.
  const galleryImages: (GuideImage | null)[] = (
    Array.isArray(row.galleryImages) ? row.galleryImages : []
  ).map((path) => {
    const src = resolveImageUrl("guide-images", typeof path === "string" ? path : null);
    return src ? { src, alt: "", ...contentImageSize } : null;
  });
  const metaDescription = (locale === "de" ? row.metaDescriptionDe : row.metaDescriptionEs)?.trim();
  return {
    ...summary,
    slugs: publishedSlugs(row, locale),
    metaDescription: metaDescription || summary.excerpt,
    bodyHtml: prepareGuideBody(
      (locale === "de" ? row.contentDe : row.contentEs) ?? "",
      galleryImages,
      sanitizeArticleBody,
    ),
    createdAt: row.createdAt.toISOString(),
    publishedDate: publishedAt(row, locale, row.createdAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}
