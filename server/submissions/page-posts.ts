import { formEntries } from "~/domain/forms/form-entries";
import type { FormType } from "~/domain/forms/form-types";
import type { SubmitOutcome } from "~/domain/forms/outcome";
import type { Locale } from "~/i18n/locale";
import type { SubmissionService } from "./service";

/** Page form posts get the same 64 KB limit as the JSON endpoints. */
export const pagePostLimit = 64 * 1024;

/**
 * Whether a page POST comes from one of the site's public origins: the Origin header (sent by
 * every current browser on POST), else the Referer. Neither, or `Origin: null`: refused.
 */
export function isSameOriginPost(headers: Headers, origins: Record<Locale, string>): boolean {
  const allowed = new Set(Object.values(origins).map((origin) => new URL(origin).origin));
  const origin = headers.get("origin");
  if (origin !== null) return allowed.has(origin);
  const referer = headers.get("referer");
  if (!referer) return false;
  try {
    return allowed.has(new URL(referer).origin);
  } catch {
    return false;
  }
}

/**
 * How much of a refused post is read and dropped before the answer. The client is still sending:
 * a connection closed on unread bytes is reset, and the reset can take the answer with it (the
 * client sees a cut response instead of the 413). Past this, the connection is let go.
 */
const discardLimit = 1024 * 1024;

export async function discardRest(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  read: number,
): Promise<void> {
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    read += chunk.value.byteLength;
    if (read > discardLimit) break;
  }
  await reader.cancel();
}

export type PagePost =
  { ok: true; entries: Record<string, string> } | { ok: false; status: 403 | 413 | 415; error: string };

/** Checks the origin, then reads a form post (urlencoded or multipart) of at most 64 KB. */
export async function readPagePost(request: Request, origins: Record<Locale, string>): Promise<PagePost> {
  if (!isSameOriginPost(request.headers, origins))
    return { ok: false, status: 403, error: "Cross-site form post refused." };
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    return { ok: false, status: 415, error: "Expected a form post." };
  }
  const tooLarge = { ok: false, status: 413, error: "The form post is too large." } as const;
  // No body reads as an empty one.
  const reader = (request.body ?? new Blob().stream()).getReader();
  if (Number(request.headers.get("content-length") ?? 0) > pagePostLimit) {
    await discardRest(reader, 0);
    return tooLarge;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > pagePostLimit) {
      await discardRest(reader, size);
      return tooLarge;
    }
    chunks.push(chunk.value);
  }
  const body = new Uint8Array(size);
  chunks.reduce((offset, chunk) => (body.set(chunk, offset), offset + chunk.byteLength), 0);
  try {
    const form = await new Response(body, { headers: { "content-type": type } }).formData();
    return { ok: true, entries: formEntries(form) };
  } catch {
    return { ok: false, status: 415, error: "The form post could not be read." };
  }
}

/** What a page action sees as `context.submissions`: the pipeline bound to this request. */
export type PageSubmissions = {
  /** Origin check and size-limited parse of the action's request. */
  read(request: Request): Promise<PagePost>;
  /** Honeypot, validation, rate limit, store and queue: the same as the JSON endpoints. */
  submit(formType: FormType, data: unknown, locale?: Locale): Promise<SubmitOutcome>;
};

export function pageSubmissions(
  service: SubmissionService,
  request: { locale: Locale; clientIp: string | undefined; origins: Record<Locale, string> },
): PageSubmissions {
  return {
    read: (post) => readPagePost(post, request.origins),
    submit: (formType, data, locale = request.locale) =>
      service.submit({ formType, locale, data, clientIp: request.clientIp }),
  };
}
