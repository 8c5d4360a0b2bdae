import { z } from "zod";
import type { ContentKind } from "~/domain/content/draft";

// Zod's JIT probes `new Function`, which the site's CSP forbids (as in account-schemas.ts).
z.config({ jitless: true });

/** The content lists' and the editor's addresses: /admin/blog… for posts, /admin/guides… for guides. */
export const contentListPath: Record<ContentKind, string> = { post: "/admin/blog", guide: "/admin/guides" };

/** The kind a back-office content address is about (the same route modules serve both). */
export function contentKindOf(pathname: string): ContentKind {
  return pathname.startsWith(contentListPath.guide) ? "guide" : "post";
}

const id = z.string().uuid();

/** The lists' buttons: a new post or guide; a guide featured or not; a guide one place up or down. */
export const contentListSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create") }),
  z.object({ intent: z.literal("feature"), id, featured: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("move"), id, direction: z.enum(["up", "down"]) }),
  /** Drag and drop: every guide's id in the new order, comma-separated. */
  z.object({ intent: z.literal("order"), ids: z.string().max(40_000) }),
]);

const line = (max: number) => z.string().max(max);
const localeTexts = (max: number) => z.object({ de: line(max), es: line(max) });

/** A document as JSON: its content is checked node by node against the schema on the server. */
const documentJson = z.object({ type: z.literal("doc"), content: z.array(z.unknown()).max(5_000).optional() });

const version = z.object({
  title: line(200),
  slug: line(120),
  excerpt: line(1_000),
  category: line(80),
  metaDescription: line(300),
  body: z.union([z.object({ doc: documentJson }), z.object({ html: z.string().max(500_000) })]),
  needsUpdate: z.boolean(),
});

const picture = z.object({
  file: z.string().regex(/^[0-9a-f]{64}\.(jpg|png|webp|avif)$/),
  width: z.number().int().positive().max(100_000),
  height: z.number().int().positive().max(100_000),
  alt: localeTexts(300),
  caption: localeTexts(300),
});

const revisions = z.object({ de: z.number().int().min(0), es: z.number().int().min(0), pictures: z.number().int().min(0) });

const parts = z.object({
  de: version.optional(),
  es: version.optional(),
  pictures: z.object({ header: picture.nullable(), gallery: z.array(picture).max(40) }).optional(),
});

/** What the editor posts as JSON: a save (autosave or explicit) and a publish, each with its parts. */
export const editorPostSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), parts, revisions, revision: z.boolean() }),
  z.object({
    intent: z.literal("publish"),
    locale: z.enum(["de", "es"]),
    at: z.iso.datetime({ offset: true }).optional(),
    parts,
    revisions,
  }),
]);

export type EditorPost = z.infer<typeof editorPostSchema>;

/** The editor's plain buttons (they work as forms): per language, and the item's delete and undo. */
export const editorFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("unpublish"), locale: z.enum(["de", "es"]) }),
  z.object({ intent: z.literal("dismiss"), locale: z.enum(["de", "es"]) }),
  z.object({ intent: z.literal("remove") }),
  z.object({ intent: z.literal("restore-removed") }),
]);
