import type { Locale } from "~/i18n/locale";

/**
 * The content editor's working copy of a blog post or guide (decision 0025): what the editor
 * screen shows and autosaves, and what a publish turns into a published row.
 */

export type ContentKind = "post" | "guide";

/** A TipTap/ProseMirror document as JSON (`{ type: "doc", content: [...] }`). */
export type DocumentJson = { type: "doc"; content?: unknown[] };

/** One language's fields. `body` is a document; a version written before the editor has `html`. */
export type DraftVersion = {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  /** Guides only (the page's meta description; the excerpt when empty). */
  metaDescription: string;
  body: { doc: DocumentJson } | { html: string };
  /** The other language changed after this one was written (decision 0025 "needs update"). */
  needsUpdate: boolean;
};

/** A picture from the media library as a post or guide uses it: alt text and caption per language. */
export type DraftPicture = {
  /** media.sha256 with its extension, e.g. "3fa9….jpg" (served at /media/{file}). */
  file: string;
  width: number;
  height: number;
  alt: Record<Locale, string>;
  caption: Record<Locale, string>;
  /**
   * A picture from before the editor (a storage-bucket path or an address, not in the media
   * library): `file` is "", `path` is what the row stores, `src` where the browser finds it.
   */
  legacy?: { path: string; src: string };
};

/** Pictures shared by both languages: header picture and (posts) the gallery, in order. */
export type DraftPictures = { header: DraftPicture | null; gallery: DraftPicture[] };

export type DraftData = { de: DraftVersion; es: DraftVersion; pictures: DraftPictures };

/** The parts of a draft that are saved and guarded against lost updates on their own. */
export type DraftPart = Locale | "pictures";

/** Per part, the counter the editor started from (sent back with every save). */
export type DraftRevisions = Record<DraftPart, number>;

/** A language's state in lists and on the editor (the "missing, draft, scheduled, published, needs update"). */
export type VersionState =
  | { kind: "missing" }
  | { kind: "draft" }
  | { kind: "scheduled"; at: string }
  | {
      kind: "published";
      /** The draft differs from what is published. */
      unpublishedChanges: boolean;
      /** An update of the published version is scheduled. */
      scheduledAt: string | null;
    };

export type Change = { byName: string | null; at: string };

export const emptyVersion: DraftVersion = {
  title: "",
  slug: "",
  excerpt: "",
  category: "",
  metaDescription: "",
  body: { doc: { type: "doc", content: [] } },
  needsUpdate: false,
};

/** The longest each field may be (the editor's inputs and the server's check). */
export const fieldLimits = {
  title: 200,
  slug: 120,
  excerpt: 600,
  category: 80,
  metaDescription: 320,
  alt: 300,
  caption: 500,
} as const;
