import { prepareGuideBody, type GuideImage } from "~/domain/content/guide-body";
import { resolveImageUrl, type StorageBucket } from "~/domain/content/image-url";
import {
  contentImageSize,
  type BlogPostSummary,
  type BlogPostView,
  type ContentImage,
  type GuideSummary,
  type GuideView,
} from "~/domain/content/types";
import type { Locale } from "~/i18n/locale";
import type { blogPosts, guides } from "../db/schema";
import { sanitizeDescription } from "../dogs/sanitize";

/** Rows of spec 2 section 3 turned into what a page in one language shows. */

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type GuideRow = typeof guides.$inferSelect;

function image(bucket: StorageBucket, value: string | null | undefined): ContentImage | null {
  const src = resolveImageUrl(bucket, value);
  return src ? { src, ...contentImageSize } : null;
}

export function blogPostSummary(row: BlogPostRow, locale: Locale): BlogPostSummary {
  const de = locale === "de";
  return {
    id: row.id,
    slug: (de ? row.slugDe : row.slugEs) ?? "",
    title: (de ? row.titleDe : row.titleEs) ?? "",
    excerpt: (de ? row.excerptDe : row.excerptEs) ?? "",
    category: (de ? row.categoryDe : row.categoryEs) ?? "",
    publishedDate: row.publishedDate.toISOString(),
    image: image("blog-images", row.imageUrl),
  };
}

export function blogPostView(row: BlogPostRow, locale: Locale): BlogPostView {
  const gallery = (Array.isArray(row.galleryImages) ? row.galleryImages : []).flatMap((entry) => {
    const resolved = image("blog-images", entry?.url);
    if (!resolved) return [];
    const caption = (locale === "de" ? entry.caption_de : entry.caption_es)?.trim();
    return [{ ...resolved, caption: caption || null }];
  });
  return {
    ...blogPostSummary(row, locale),
    slugs: { de: row.slugDe ?? "", es: row.slugEs ?? "" },
    updatedAt: row.updatedAt.toISOString(),
    bodyHtml: sanitizeDescription((locale === "de" ? row.contentDe : row.contentEs) ?? ""),
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
    image: image("guide-images", row.imageUrl),
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
    slugs: { de: row.slugDe ?? "", es: row.slugEs ?? "" },
    metaDescription: metaDescription || summary.excerpt,
    bodyHtml: prepareGuideBody(
      (locale === "de" ? row.contentDe : row.contentEs) ?? "",
      galleryImages,
      sanitizeDescription,
    ),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
