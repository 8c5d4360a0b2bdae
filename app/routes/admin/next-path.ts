/**
 * Where the sign-in goes afterwards: the `next` the guard sent along when it is a back-office path
 * of this site (`/admin…`, no `//` or `\` that a browser would read as another host, no control
 * characters), else the inbox. Never back to the sign-in or sign-out itself.
 */
export function safeNext(value: unknown): string {
  if (typeof value !== "string" || value.length > 2000) return "/admin";
  if (!/^\/admin(?:[/?#]|$)/.test(value)) return "/admin";
  // eslint-disable-next-line no-control-regex
  if (value.includes("//") || value.includes("\\") || /[\u0000-\u001f\u007f]/.test(value)) return "/admin";
  if (/^\/admin\/log(?:in|out)(?:[/?#.]|$)/i.test(value)) return "/admin";
  return value;
}
