import type { BlogGalleryImage } from "../../db/schema";
import type { BlogPostView, GuideView } from "~/domain/content/types";
import type { Locale } from "~/i18n/locale";
import { blogPostView, guideView, type BlogPostRow, type GuideRow } from "../present";
import type { Item } from "./drafts";
import { bodyHtml, pictureUrl } from "./publish";

/**
 * One language of the draft as its public page would show it (the public page's own view), built
 * in memory from the draft: nothing is written. Null while the language has no title.
 */
export function previewView(
  item: Item,
  locale: Locale,
  origins: readonly string[],
): BlogPostView | GuideView | null {
  const version = item.data[locale];
  if (version.title.trim() === "") return null;
  const { pictures } = item.data;
  const suffix = locale === "de" ? "De" : "Es";
  const columns = {
    [`title${suffix}`]: version.title,
    [`slug${suffix}`]: version.slug,
    [`excerpt${suffix}`]: version.excerpt,
    [`category${suffix}`]: version.category,
    [`content${suffix}`]: bodyHtml(item, version, origins) ?? "",
    [`status${suffix}`]: "published",
    imageUrl: pictures.header ? pictureUrl(pictures.header) : null,
    [`imageAlt${suffix}`]: pictures.header?.alt[locale].trim() || null,
  };
  if (item.kind === "guide") {
    const row = {
      ...item.row,
      ...columns,
      [`metaDescription${suffix}`]: version.metaDescription,
    } as GuideRow;
    return guideView(row, locale);
  }
  const gallery: BlogGalleryImage[] = pictures.gallery.map((picture) => ({
    url: pictureUrl(picture),
    [`caption_${locale}`]: picture.caption[locale],
    [`alt_${locale}`]: picture.alt[locale].trim() || null,
  }));
  return blogPostView({ ...item.row, ...columns, galleryImages: gallery } as BlogPostRow, locale);
}
