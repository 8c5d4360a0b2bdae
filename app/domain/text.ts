const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  apos: "'",
  nbsp: " ",
};

/** HTML text with its character references decoded (the named ones above and every numeric one). */
export function decodeEntities(html: string): string {
  return html.replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (whole, name: string) => {
    if (name in entities) return entities[name] as string;
    if (name.startsWith("#x")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return whole;
  });
}

/** The readable text of sanitised HTML, whitespace collapsed (for descriptions in metadata). */
export function plainText(html: string): string {
  return decodeEntities(
    html
      // `[^<>]`, not `[^>]`: a run of `<` without a `>` is then scanned once, not once per `<`.
      .replace(/<(br|\/p|\/li|\/h\d|\/div|\/tr)\b[^<>]*>/gi, " ")
      .replace(/<[^<>]*>/g, ""),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** At most `max` characters, cut at a word boundary with an ellipsis when shortened. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Text for HTML, as content or as a quoted attribute value: the five significant characters escaped. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
