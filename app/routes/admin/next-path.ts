/**
 * Where the sign-in goes afterwards: the `next` the guard sent along when it is a back-office path
 * of this site (`/admin…`, no `//` or `\` that a browser would read as another host, no control or
 * line-separator characters), else the inbox. Never back to the sign-in or sign-out itself. What is
 * kept comes back percent-encoded (ASCII only), as a `Location` header must be: `ü`, an emoji or a
 * lone surrogate can then never turn the redirect into a server error.
 */
export function safeNext(value: unknown): string {
  if (typeof value !== "string" || value.length > 2000) return "/admin";
  if (!/^\/admin(?:[/?#]|$)/.test(value)) return "/admin";
  if (value.includes("//") || value.includes("\\") || hasControlOrSeparator(value)) return "/admin";
  if (/^\/admin\/log(?:in|out)(?:[/?#.]|$)/i.test(value)) return "/admin";
  let url: URL;
  try {
    url = new URL(value, "http://next.invalid");
  } catch {
    return "/admin";
  }
  const kept = url.pathname + url.search + url.hash;
  // The parsed path must still be the back office's (dot segments and escapes resolved), on this site.
  if (url.origin !== "http://next.invalid" || !/^\/admin(?:[/?#]|$)/.test(kept)) return "/admin";
  if (kept.includes("//") || /^\/admin\/log(?:in|out)(?:[/?#.]|$)/i.test(kept)) return "/admin";
  return kept.length > 2000 ? "/admin" : kept;
}

/** C0, DEL, C1, and the line and paragraph separators U+2028/U+2029. */
function hasControlOrSeparator(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 32 || (code >= 127 && code < 160) || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}
