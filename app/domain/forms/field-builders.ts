import { z } from "zod";
import type { TextField, ValidationMessages } from "~/content/types/validation";

/**
 * Zod builders shared by the form schemas. Each accepts what a JSON client and what an HTML form
 * post send: checkboxes as booleans or 'on'/'true', amounts as numbers or numeric strings.
 */

export type TextBounds = { min: number; max: number; multiline?: boolean };

/** C0 and C1 control characters and DEL; tab and line breaks only where the field is multi-line. */
export function hasControlCharacters(value: string, allowLineBreaks: boolean): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (allowLineBreaks && (code === 9 || code === 10)) continue;
    if (code < 32 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * Lone UTF-16 surrogates: JSON can carry them (`"\ud800"`), but they are not text, and PostgreSQL
 * refuses them in text and jsonb. (A regex rather than String#isWellFormed, which older phone
 * browsers lack; with the `u` flag a pair is one code point, so only lone halves match.)
 */
export function hasLoneSurrogates(value: string): boolean {
  return /[\uD800-\uDFFF]/u.test(value);
}

/** Trims; multi-line text also gets its CRLF (what browsers post) turned into LF. */
function normalise(multiline: boolean) {
  return (value: string) => (multiline ? value.replace(/\r\n?/g, "\n") : value).trim();
}

export function requiredText(m: ValidationMessages, field: TextField, bounds: TextBounds) {
  const multiline = bounds.multiline ?? false;
  let schema = z
    .string({ error: (issue) => (issue.input == null ? m.required(field) : m.notText(field)) })
    .overwrite(normalise(multiline))
    .min(1, { error: m.required(field), abort: true });
  if (bounds.min > 1) schema = schema.min(bounds.min, m.tooShort(field, bounds.min));
  return schema
    .max(bounds.max, m.tooLong(field, bounds.max))
    .refine((value) => !hasLoneSurrogates(value), m.invalidCharacters(field))
    .refine((value) => !hasControlCharacters(value, multiline), m.controlCharacters(field));
}

/** Optional text: missing, null and '' are all accepted. */
export function optionalText(m: ValidationMessages, field: TextField, bounds: Omit<TextBounds, "min">) {
  const multiline = bounds.multiline ?? false;
  return z
    .string({ error: m.notText(field) })
    .overwrite(normalise(multiline))
    .max(bounds.max, m.tooLong(field, bounds.max))
    .refine((value) => !hasLoneSurrogates(value), m.invalidCharacters(field))
    .refine((value) => !hasControlCharacters(value, multiline), m.controlCharacters(field))
    .nullish();
}

export const emailMaxLength = 255;

export function emailAddress(messages: { required: string; invalid: string; tooLong: string }) {
  return (
    z
      .string({ error: (issue) => (issue.input == null ? messages.required : messages.invalid) })
      .trim()
      .min(1, messages.required)
      .max(emailMaxLength, messages.tooLong)
      // No abort on the checks above: an abort would also skip the membership form's object checks.
      .refine(
        (value) => value === "" || value.length > emailMaxLength || z.regexes.email.test(value),
        messages.invalid,
      )
  );
}

/** true for true, 'on' and 'true'; false for false, 'off', 'false', '' and absence. */
export function toBoolean(value: unknown): unknown {
  if (value === "on" || value === "true") return true;
  if (value === "off" || value === "false" || value === "" || value == null) return false;
  return value;
}

export function checkbox(m: ValidationMessages) {
  return z.preprocess(toBoolean, z.boolean({ error: m.invalidChoice }));
}

export function privacyConsent(m: ValidationMessages) {
  return z.preprocess(toBoolean, z.literal(true, { error: m.privacy }));
}

/** The honeypot must stay empty; it is never part of the stored data. */
export function honeypot(m: ValidationMessages) {
  return z
    .unknown()
    .refine((value) => value == null || value === "", m.honeypot)
    .transform(() => undefined)
    .optional();
}

/** A numeric string becomes a number ('15', '15.5', '15,5'); anything else is left for z.number. */
export function toNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return undefined;
  return /^\d+(?:[.,]\d+)?$/.test(text) ? Number(text.replace(",", ".")) : value;
}
