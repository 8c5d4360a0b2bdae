import sanitizeHtml from "sanitize-html";

/**
 * Spec 1 section 9: formatting, list, link, image and table tags with the attributes href, src,
 * alt, title, class, id, target, rel, width and height; nothing else (no data-, no handlers).
 */
const allowedTags = [
  ...["p", "br", "hr", "b", "strong", "i", "em", "u", "s", "small", "sub", "sup", "mark", "span", "div"],
  ...["h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "code"],
  ...["ul", "ol", "li", "dl", "dt", "dd"],
  "a",
  "img",
  ...["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "colgroup", "col"],
];

const allowedAttributes = ["href", "src", "alt", "title", "class", "id", "target", "rel", "width", "height"];

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: { "*": allowedAttributes },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Only absolute images: a relative src would point at one of our own pages.
  exclusiveFilter: (frame) => frame.tag === "img" && !/^https?:\/\//i.test(frame.attribs.src ?? ""),
  // A link that opens a new tab must not hand the opener to the other site.
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: safeTarget(attribs) }) },
};

function safeTarget(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  return attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs;
}

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/**
 * The description with each link's href passed through `rewrite` (the same allowlist applies, so
 * a rewrite can never bring in what the sanitiser removes). For links to the site's own pages in
 * the visitor's language (app/domain/dogs/links.ts).
 */
export function rewriteDescriptionLinks(html: string, rewrite: (href: string) => string): string {
  if (!html.includes("href=")) return html;
  return sanitizeHtml(html, {
    ...options,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href === undefined ? attribs : { ...attribs, href: rewrite(attribs.href) };
        return { tagName, attribs: safeTarget(href) };
      },
    },
  }).trim();
}
