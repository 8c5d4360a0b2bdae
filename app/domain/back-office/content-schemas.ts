import { z } from "zod";
import { draftPicturesSchema, draftVersionSchema } from "~/domain/content/draft-schema";

// Server-only (the actions'): no `z.config` here, so the screens' bundles leave this module and Zod out.

const id = z.string().uuid();

/** The lists' buttons: a new post or guide; a guide featured or not; a guide one place up or down. */
export const contentListSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create") }),
  z.object({ intent: z.literal("feature"), id, featured: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("move"), id, direction: z.enum(["up", "down"]) }),
  /** Drag and drop: every guide's id in the new order, comma-separated. */
  z.object({ intent: z.literal("order"), ids: z.string().max(40_000) }),
]);

const revisions = z.object({
  de: z.number().int().min(0),
  es: z.number().int().min(0),
  pictures: z.number().int().min(0),
});

const parts = z.object({
  de: draftVersionSchema.optional(),
  es: draftVersionSchema.optional(),
  pictures: draftPicturesSchema.optional(),
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
