/**
 * Smaller and lighter copies of the site's pictures (docs/decisions/0016): the server makes each
 * one on first request at `/img/{width}/{format}/{source}`, where `source` is the picture's own path
 * without the leading slash. Pictures of the site (`/images/…`), of the blog and guide buckets
 * (`/storage/…`), the pictures uploaded in the back office (`/media/{sha256}.{ext}`) and the dog feed's photos (`…/vermittlungstiere/{dogId}/images/{imageId}/{size}`,
 * made from the 1000x1000 one) have copies; a picture at any other address (a full URL in a post)
 * has none and is shown as it is.
 */
export const variantWidths = [320, 480, 640, 960, 1200, 1920] as const;
export type VariantWidth = (typeof variantWidths)[number];

/** Best first: a browser takes the first `<source>` whose type it can show. */
export const variantFormats = ["avif", "webp"] as const;
export type VariantFormat = (typeof variantFormats)[number];

export const variantPrefix = "/img/";

const dogPhoto =
  /^(?:https?:\/\/[^/]+)?\/(vermittlungstiere\/[^/?#]+\/images\/[^/?#]+)\/(?:500x500|1000x1000)$/;
const ownPicture = /^\/((?:images|storage)\/[^?#]+)$/;
const uploadedPicture = /^\/(media\/[0-9a-f]{64}\.(?:jpg|png|webp|avif))$/;

/** The `source` part of a picture's copies, or null for a picture that has none. */
export function variantSource(src: string): string | null {
  const dog = dogPhoto.exec(src);
  if (dog) return dog[1]!;
  const uploaded = uploadedPicture.exec(src);
  if (uploaded) return uploaded[1]!;
  const own = ownPicture.exec(src);
  return own && !own[1]!.split("/").includes("..") ? own[1]! : null;
}

export function isVariantWidth(value: number): value is VariantWidth {
  return (variantWidths as readonly number[]).includes(value);
}

export function isVariantFormat(value: string): value is VariantFormat {
  return (variantFormats as readonly string[]).includes(value);
}

export function variantUrl(source: string, width: VariantWidth, format: VariantFormat): string {
  return `${variantPrefix}${width}/${format}/${source}`;
}

/**
 * A `srcset` of the copies in one format, every width up to the picture's own (a copy is never
 * larger than its source: beyond it the server sends the source's size, which the descriptor would
 * misstate).
 */
export function variantSrcSet(source: string, sourceWidth: number, format: VariantFormat): string {
  return variantWidths
    .filter((width) => width <= sourceWidth)
    .map((width) => `${variantUrl(source, width, format)} ${width}w`)
    .join(", ");
}
