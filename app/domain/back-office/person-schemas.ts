import { z } from "zod";
import type { AdminText } from "~/content/types/admin";
import { locales, type Locale } from "~/i18n/locale";
import { noteMaxLength, storedText } from "./request-page-schemas";

// Zod's JIT probes `new Function`, which the site's CSP forbids (as in account-schemas.ts).
z.config({ jitless: true });

/**
 * The person page's forms (the record with its flags, a note, a merge, a split), one per `intent`,
 * with the messages of the interface's language; the people service keeps its own checks.
 */

/** The list's filters: people with one of the flags. */
export const personFlags = ["do_not_place", "home_checker", "home_checked"] as const;
export type PersonFlag = (typeof personFlags)[number];

export function isPersonFlag(value: unknown): value is PersonFlag {
  return typeof value === "string" && (personFlags as readonly string[]).includes(value);
}

/** The record as a volunteer changes it (the e-mail address is what matches requests: not here). */
export type PersonInput = {
  name: string;
  phone: string | null;
  locale: Locale;
  postcode: string | null;
  doNotPlace: boolean;
  doNotPlaceReason: string | null;
  /** YYYY-MM-DD. */
  homeCheckedOn: string | null;
  homeCheckedBy: string | null;
  homeChecker: boolean;
  homeCheckerAreas: string | null;
};

export const reasonMaxLength = 2000;

type Errors = AdminText["persons"]["errors"];

/** A one-line field: trimmed, empty as null, at most `max` characters. */
function line(max: number, tooLong: string) {
  return z
    .string()
    .optional()
    .transform((value) => storedText(value ?? "").replace(/\s+/g, " "))
    .refine((value) => value.length <= max, tooLong)
    .transform((value) => (value === "" ? null : value));
}

function text(max: number, tooLong: string) {
  return z
    .string()
    .optional()
    .transform((value) => storedText(value ?? ""))
    .refine((value) => value.length <= max, tooLong)
    .transform((value) => (value === "" ? null : value));
}

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on");

/** The revision the page showed (missing or malformed: -1, which no record has: refused as stale). */
const revision = z
  .string()
  .optional()
  .transform((value) => (value && /^\d{1,9}$/.test(value) ? Number(value) : -1));

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

export function personUpdateSchema(errors: Errors) {
  return z
    .object({
      intent: z.literal("update"),
      revision,
      name: line(200, errors.too_long),
      phone: line(50, errors.too_long),
      locale: z.enum(locales, { error: errors.invalid_locale }),
      postcode: line(20, errors.too_long),
      doNotPlace: checkbox,
      doNotPlaceReason: text(reasonMaxLength, errors.too_long),
      homeCheckedOn: line(10, errors.invalid_date).refine(
        (value) => value === null || isDate(value),
        errors.invalid_date,
      ),
      homeCheckedBy: line(200, errors.too_long),
      homeChecker: checkbox,
      homeCheckerAreas: text(1000, errors.too_long),
    })
    .superRefine((form, context) => {
      if (form.doNotPlace && !form.doNotPlaceReason)
        context.addIssue({ code: "custom", path: ["doNotPlaceReason"], message: errors.reason_missing });
      if (form.homeCheckedBy && !form.homeCheckedOn)
        context.addIssue({ code: "custom", path: ["homeCheckedOn"], message: errors.date_missing });
      if (form.homeChecker && !form.homeCheckerAreas)
        context.addIssue({ code: "custom", path: ["homeCheckerAreas"], message: errors.areas_missing });
    });
}

/** A person added by hand (issue 28): the record of someone who never sent a request. */
export type PersonCreateInput = {
  name: string;
  /** Lower-case; null without one (such a record is matched by no request). */
  email: string | null;
  phone: string | null;
  locale: Locale;
  postcode: string | null;
  doNotPlace: boolean;
  doNotPlaceReason: string | null;
  homeChecker: boolean;
  homeCheckerAreas: string | null;
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Person anlegen" (issue 28): a home checker or a contact who never sent a request. The name is
 * required; an e-mail address is optional (the people service refuses one that has a record).
 */
export function personCreateSchema(errors: Errors) {
  return z
    .object({
      name: line(200, errors.too_long)
        .refine((value) => value !== null, errors.name_missing)
        .transform((value) => value ?? ""),
      email: line(200, errors.invalid_email)
        .refine((value) => value === null || emailPattern.test(value), errors.invalid_email)
        .transform((value) => value?.toLowerCase() ?? null),
      phone: line(50, errors.too_long),
      locale: z.enum(locales, { error: errors.invalid_locale }),
      postcode: line(20, errors.too_long),
      doNotPlace: checkbox,
      doNotPlaceReason: text(reasonMaxLength, errors.too_long),
      homeChecker: checkbox,
      homeCheckerAreas: text(1000, errors.too_long),
    })
    .superRefine((form, context) => {
      if (form.doNotPlace && !form.doNotPlaceReason)
        context.addIssue({ code: "custom", path: ["doNotPlaceReason"], message: errors.reason_missing });
      if (form.homeChecker && !form.homeCheckerAreas)
        context.addIssue({ code: "custom", path: ["homeCheckerAreas"], message: errors.areas_missing });
    }) satisfies z.ZodType<PersonCreateInput>;
}

export function personNoteSchema(errors: Errors) {
  return z.object({
    intent: z.literal("note"),
    note: z
      .string()
      .optional()
      .transform((value) => storedText(value ?? ""))
      .refine((value) => value !== "", errors.note_empty)
      .refine((value) => value.length <= noteMaxLength, errors.note_too_long),
  });
}

const uuid = (invalid: string) => z.string({ error: invalid }).regex(/^[0-9a-f-]{36}$/i, invalid);

/** Merge: the other record, and the confirmation that it goes. */
export function personMergeSchema(errors: Errors) {
  return z.object({
    intent: z.literal("merge"),
    other: uuid(errors.choose_other),
    confirm: z.literal("on", { error: errors.confirm_missing }),
  });
}

export function personSplitSchema(errors: Errors) {
  return z.object({
    intent: z.literal("split"),
    merge: uuid(errors.unknown),
    confirm: z.literal("on", { error: errors.confirm_missing }),
  });
}

export function personPageSchema(errors: Errors) {
  return z.discriminatedUnion(
    "intent",
    [
      personUpdateSchema(errors),
      personNoteSchema(errors),
      personMergeSchema(errors),
      personSplitSchema(errors),
    ],
    { error: errors.unknown },
  );
}
