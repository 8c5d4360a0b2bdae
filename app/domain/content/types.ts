import type { Locale } from "~/i18n/locale";

/** The views of blog posts and guides that loaders hand to pages, in the page's language. */

/** A 1200x630 picture (spec 2: header and share images); src is a site path or an absolute URL. */
/** `alt`: what the picture shows, where the editor was given it (older rows: decorative). */
export type ContentImage = { src: string; width: number; height: number; alt?: string };

export const contentImageSize = { width: 1200, height: 630 } as const;

export type Slugs = Record<Locale, string>;

export type BlogPostSummary = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** ISO 8601. */
  publishedDate: string;
  image: ContentImage | null;
};

export type GalleryImage = ContentImage & { caption: string | null };

export type BlogPostView = BlogPostSummary & {
  /** The slug per published language: the other language is missing while it is not published. */
  slugs: Partial<Slugs>;
  updatedAt: string;
  /** Sanitised HTML. */
  bodyHtml: string;
  gallery: GalleryImage[];
};

export type GuideSummary = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  image: ContentImage | null;
};

export type GuideView = GuideSummary & {
  /** The slug per published language: the other language is missing while it is not published. */
  slugs: Partial<Slugs>;
  metaDescription: string;
  /** Cleaned, sanitised HTML with the gallery placeholders filled in. */
  bodyHtml: string;
  createdAt: string;
  /** When this language first went out (ISO 8601); `createdAt` for guides written before the editor. */
  publishedDate: string;
  updatedAt: string;
};

/** An entry of the blog's Atom feed (`/blog/feed.xml`), in one language. */
export type FeedEntry = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  /** ISO 8601. */
  publishedDate: string;
  updatedAt: string;
};
