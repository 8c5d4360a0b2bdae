/** Messages per field, in the request's language (CONTRACT.md: the 422 answer's fieldErrors). */
export type FieldErrors = Record<string, string[]>;

/**
 * What submitting a request ends in, for the JSON endpoints and the pages' own form posts alike.
 * 'unavailable': the database failed; nothing was stored and nothing may be claimed as sent.
 */
export type SubmitOutcome =
  | { ok: true; id: string }
  | { ok: false; error: "validation"; fieldErrors: FieldErrors }
  | { ok: false; error: "honeypot" }
  | { ok: false; error: "rate_limited"; retryAfterSeconds: number }
  | { ok: false; error: "unavailable" };
