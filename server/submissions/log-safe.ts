/**
 * What the submission code may log about an error. A failed query's message holds the query and its
 * parameters (the visitor's name, e-mail, address, birthday, message), and PostgreSQL's own
 * messages and details can quote values too; so a log line gets the error's class names along its
 * cause chain and its code (a PostgreSQL SQLSTATE such as 22P05, or a system code such as
 * ECONNREFUSED), never a message.
 */
export type ErrorSummary = { error: string; code?: string };

const maxDepth = 5;

function className(error: unknown): string {
  if (error instanceof Error) return error.constructor.name || error.name || "Error";
  return error === null ? "null" : typeof error;
}

/** SQLSTATE (five digits or capitals) or a Node system code (ECONNREFUSED, ETIMEDOUT …). */
function codeOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  const code: unknown = error.code;
  return typeof code === "string" && /^(?:[0-9A-Z]{5}|E[A-Z0-9_]{2,30})$/.test(code) ? code : undefined;
}

export function errorSummary(error: unknown): ErrorSummary {
  const classes: string[] = [];
  let code: string | undefined;
  let current: unknown = error;
  for (let depth = 0; depth < maxDepth && current !== undefined; depth++) {
    classes.push(className(current));
    code ??= codeOf(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return code ? { error: classes.join(" < "), code } : { error: classes.join(" < ") };
}

/**
 * Anything shaped like an e-mail address, including SMTP's `<…>` form. The parts are bounded (RFC
 * 5321: 64 and 255) so that a long run without an `@` costs linear time, not a rescan per position.
 */
const addressPattern = /[^\s<>()[\]"',;:@]{1,64}@[^\s<>()[\]"',;]{1,255}/g;

/**
 * An SMTP error for the log: its text (which names the failing step and the server's answer) with
 * every e-mail address replaced, cut to a readable length.
 */
export function redactAddresses(text: string, maxLength = 300): string {
  const redacted = text.replace(addressPattern, "[address]");
  return redacted.length > maxLength ? `${redacted.slice(0, maxLength)}…` : redacted;
}
