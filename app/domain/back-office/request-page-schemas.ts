import { z } from "zod";
import type { AdminText } from "~/content/types/admin";

// Zod's JIT probes `new Function`, which the site's CSP forbids (as in account-schemas.ts).
z.config({ jitless: true });

/**
 * The schemas of the request page's forms (assign, take over, status, note, status mail), one per
 * `intent`, with the messages of the interface's language. The browser checks with them as you
 * type; the action checks again and hands the values to the request services, which keep their
 * own checks (the template and status of the kind of request, the change guard).
 */

export const noteMaxLength = 5000;
export const subjectMaxLength = 200;
export const bodyMaxLength = 10_000;

/** Typed multi-line text as stored: LF line breaks, no NUL (PostgreSQL text cannot hold it), trimmed. */
export function storedText(text: string): string {
  return text.replace(/\r\n?/g, "\n").replaceAll("\u0000", "").trim();
}

/** One header line: no CR or LF (header injection), nor any other control or line-breaking character. */
export function isOneLine(text: string): boolean {
  return !/[\p{Cc}\p{Zl}\p{Zp}]/u.test(text);
}

type MailErrors = Pick<
  AdminText["request"]["errors"],
  "subject_empty" | "subject_too_long" | "subject_line_break" | "body_empty" | "body_too_long"
>;

/** A mail's subject: one line, not blank, at most 200 characters once trimmed. */
export function mailSubject(errors: MailErrors) {
  return z
    .string({ error: errors.subject_empty })
    .refine(isOneLine, errors.subject_line_break)
    .transform((subject) => subject.trim())
    .pipe(z.string({ error: errors.subject_empty }).max(subjectMaxLength, errors.subject_too_long));
}

/** A multi-line text, counted as it is kept (a line break is one character, as the browser counts it). */
function keptText(max: number, empty: string, tooLong: string) {
  return z
    .string({ error: empty })
    .transform(storedText)
    .pipe(z.string({ error: empty }).max(max, tooLong));
}

export function mailBody(errors: MailErrors) {
  return keptText(bodyMaxLength, errors.body_empty, errors.body_too_long);
}

/**
 * What every form of the page sends back: the revision the page showed (missing or malformed: -1,
 * which no request has, so the change is refused as stale) and the page's form token.
 */
const guard = {
  revision: z
    .string()
    .optional()
    .transform((revision) => (revision && /^\d{1,9}$/.test(revision) ? Number(revision) : -1)),
  formToken: z.string().optional(),
};

type Errors = AdminText["request"]["errors"];

/** Who works on the request (none: nobody). */
export function assignSchema(errors: Errors) {
  return z.object({
    intent: z.literal("assign"),
    ...guard,
    assignee: z.string({ error: errors.invalid_assignee }).max(64, errors.invalid_assignee).optional(),
  });
}

/** "Take over": the signed-in volunteer works on it (a button; the server knows who that is). */
export function takeSchema() {
  return z.object({ intent: z.literal("take"), ...guard });
}

const status = (invalid: string) => z.string({ error: invalid }).max(40, invalid);

export function statusSchema(errors: Errors) {
  return z.object({ intent: z.literal("status"), ...guard, status: status(errors.invalid_status) });
}

export function noteSchema(errors: Errors) {
  return z.object({
    intent: z.literal("note"),
    ...guard,
    note: keptText(noteMaxLength, errors.note_empty, errors.note_too_long),
  });
}

/** The status mail: its template, subject and text, and the status to move to (none: it stays). */
export function mailSchema(errors: Errors) {
  return z.object({
    intent: z.literal("mail"),
    ...guard,
    template: z.string({ error: errors.invalid_template }).max(40, errors.invalid_template),
    subject: mailSubject(errors),
    body: mailBody(errors),
    statusAfter: status(errors.invalid_status).optional(),
  });
}

/** The page's forms, by their `intent` (one action answers them all). */
export function requestPageSchema(errors: Errors) {
  return z.discriminatedUnion(
    "intent",
    [assignSchema(errors), takeSchema(), statusSchema(errors), noteSchema(errors), mailSchema(errors)],
    { error: errors.unknown },
  );
}
