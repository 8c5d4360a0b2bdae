import { z } from "zod";
import { fieldLimits, type DraftPicture, type DraftPictures, type DraftVersion } from "./draft";
import { mediaPathPattern } from "./media-path";

/**
 * The shape of what the editor saves (decision 0025), checked on the server before anything is
 * written. Limits are generous for drafts; a publish checks what a page needs (required fields).
 */

export { fieldLimits };

const text = (max: number) => z.string().max(max);
const perLocale = (max: number) => z.object({ de: text(max), es: text(max) });

const documentJson = z.object({ type: z.literal("doc"), content: z.array(z.unknown()).optional() });

export const draftVersionSchema = z.object({
  title: text(fieldLimits.title),
  slug: text(fieldLimits.slug),
  excerpt: text(fieldLimits.excerpt),
  category: text(fieldLimits.category),
  metaDescription: text(fieldLimits.metaDescription),
  body: z.union([z.object({ doc: documentJson }), z.object({ html: z.string().max(500_000) })]),
  needsUpdate: z.boolean(),
}) satisfies z.ZodType<DraftVersion>;

const mediaFileName = z.string().refine((file) => mediaPathPattern.test(`/media/${file}`));
const pixels = z.number().int().positive().max(20_000);

export const draftPictureSchema = z
  .object({
    file: z.union([mediaFileName, z.literal("")]),
    width: pixels,
    height: pixels,
    alt: perLocale(fieldLimits.alt),
    caption: perLocale(fieldLimits.caption),
    legacy: z.object({ path: z.string().max(2000), src: z.string().max(2000) }).optional(),
  })
  .refine((picture) => picture.file !== "" || picture.legacy !== undefined) satisfies z.ZodType<DraftPicture>;

export const draftPicturesSchema = z.object({
  header: draftPictureSchema.nullable(),
  gallery: z.array(draftPictureSchema).max(60),
}) satisfies z.ZodType<DraftPictures>;
