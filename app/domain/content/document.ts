import type { Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";

export { mediaFile, mediaPathPattern } from "./media-path";

/**
 * What a post's or guide's body may hold (decision 0025): the one extension list of the browser's
 * editor and of the server's validation and rendering, so the editor cannot make what the server
 * refuses. Headings 2 and 3 only (the page's title is the h1).
 */

/** http(s), mailto and tel: what a link in a body may point to. */
export function isAllowedHref(href: unknown): href is string {
  if (typeof href !== "string") return false;
  const value = href.trim();
  if (/^mailto:[^\s]+$/i.test(value) || /^tel:[+0-9()\s./-]+$/i.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** A picture in a body: src, alt, width and height, nothing else (no title, no inline images). */
const BodyImage = Image.extend({
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      width: { default: null },
      height: { default: null },
    };
  },
});

export const documentExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ["mailto", "tel"],
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isAllowedHref(url),
    },
  }),
  BodyImage.configure({ inline: false, allowBase64: false }),
];

/** The node and mark names a document may use (anything else is refused). */
export const documentNodes = [
  "doc",
  "text",
  "paragraph",
  "heading",
  "bulletList",
  "orderedList",
  "listItem",
  "blockquote",
  "hardBreak",
  "image",
] as const;
export const documentMarks = ["bold", "italic", "link"] as const;
