/**
 * Guide bodies (spec 2 section 5): escaped markup from the editor is turned back into markup, class
 * attributes are removed, the result is sanitised, and `image:{n}` placeholders become the n-th
 * gallery image. Sanitising is passed in (it runs on the server); the rest is plain string work.
 */

import { escapeHtml } from "~/domain/text";

export type GuideImage = { src: string; alt: string; width: number; height: number };

const escapes: Record<string, string> = {
  "&lt;": "<",
  "&gt;": ">",
  "&amp;": "&",
  "&#39;": "'",
  "&quot;": '"',
};

/** `&lt; &gt; &amp; &#39; &quot;` back to `< > & ' "`, in one pass (so `&amp;lt;` becomes `&lt;`). */
export function unescapeMarkup(html: string): string {
  return html.replace(/&(?:lt|gt|amp|#39|quot);/g, (entity) => escapes[entity] ?? entity);
}

/** Drops every `class` attribute (quoted either way or bare) from the tags. */
export function removeClassAttributes(html: string): string {
  // Linear on any input: `[^<>]` scans a run of `<` once, and `(?<=\S)` starts a match only at the
  // beginning of a run of spaces, not again at each of its positions.
  return html.replace(/<[a-zA-Z][^<>]*>/g, (tag) =>
    tag
      .replace(/(?<=\S)\s+class\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+)/gi, "")
      .replace(/(?<=\S)\s+class(?=[\s/>])/gi, ""),
  );
}

const placeholder = /image:\{(\d+)\}/g;
/** A placeholder alone in a paragraph replaces the paragraph: a figure may not sit inside a <p>. */
const placeholderParagraph = /<p>\s*image:\{(\d+)\}\s*<\/p>/g;

function figure(image: GuideImage): string {
  return (
    `<figure><img src="${escapeHtml(image.src)}" alt="${escapeHtml(image.alt)}"` +
    ` width="${image.width}" height="${image.height}" loading="lazy" decoding="async"></figure>`
  );
}

/** `image:{n}` becomes gallery image n as a figure when it exists, otherwise only a comment. */
export function replaceImagePlaceholders(html: string, images: ReadonlyArray<GuideImage | null>): string {
  const replace = (_whole: string, index: string) => {
    const image = images[Number(index)];
    return image ? figure(image) : `<!-- image:${index} not in the gallery -->`;
  };
  return html.replace(placeholderParagraph, replace).replace(placeholder, replace);
}

/** The whole pipeline of spec 2 section 5 for one guide body. */
export function prepareGuideBody(
  raw: string,
  images: ReadonlyArray<GuideImage | null>,
  sanitize: (html: string) => string,
): string {
  return replaceImagePlaceholders(sanitize(removeClassAttributes(unescapeMarkup(raw))), images);
}
