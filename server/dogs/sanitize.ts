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

/** Pictures of the media library and their WebP copies (decision 0025), the only relative images. */
const mediaImage = /^\/media\/[0-9a-f]{64}\.(?:jpg|png|webp|avif)$/;
const mediaCopy = /^\/img\/\d{2,4}\/webp\/media\/[0-9a-f]{64}\.(?:jpg|png|webp|avif)$/;

const articleOptions: sanitizeHtml.IOptions = {
  ...options,
  allowedAttributes: {
    "*": allowedAttributes,
    img: [...allowedAttributes, "srcset", "sizes", "loading", "decoding"],
  },
  exclusiveFilter: (frame) => {
    if (frame.tag !== "img") return false;
    const src = frame.attribs.src ?? "";
    return !/^https?:\/\//i.test(src) && !mediaImage.test(src);
  },
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: safeTarget(attribs) }),
    img: (tagName, attribs) => ({ tagName, attribs: mediaSrcset(attribs) }),
  },
};

/** A srcset survives only when every candidate is one of the media library's copies. */
function mediaSrcset(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  if (attribs.srcset === undefined) return attribs;
  const candidates = attribs.srcset.split(",").map((candidate) => candidate.trim().split(/\s+/));
  const valid = candidates.every(
    ([url, width, ...rest]) => rest.length === 0 && mediaCopy.test(url ?? "") && /^\d+w$/.test(width ?? ""),
  );
  if (valid) return attribs;
  const { srcset: _dropped, ...others } = attribs;
  return others;
}

/**
 * The bodies of blog posts and guides: the description's allowlist, plus the media library's
 * pictures (`/media/…`, relative) with their responsive attributes (srcset of `/img/…` copies,
 * sizes, loading, decoding).
 */
export function sanitizeArticleBody(html: string): string {
  return sanitizeHtml(html, articleOptions).trim();
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
