import { z } from "zod";
import type { ValidationMessages } from "~/content/types/validation";
import type { IsoDate } from "./dates";
import type { FormType } from "./form-types";
import { membershipFields, membershipSchema, type MembershipApplication } from "./membership-schema";
import type { FieldErrors } from "./outcome";
import {
  adoptionFields,
  adoptionSchema,
  contactFields,
  fosterHomeFields,
  sponsorshipFields,
  contactSchema,
  fosterHomeSchema,
  sponsorshipSchema,
  type AdoptionRequest,
  type ContactRequest,
  type FosterHomeRequest,
  type SponsorshipRequest,
} from "./request-schemas";

/**
 * Every stored field of each request, in the order the notification mail lists them (the lists
 * stand beside the schemas; the honeypot `website` is never stored).
 */
export const formFields = {
  adoption: adoptionFields,
  sponsorship: sponsorshipFields,
  foster_home: fosterHomeFields,
  contact: contactFields,
  membership: membershipFields,
} as const satisfies Record<FormType, readonly string[]>;

export type FieldOf<F extends FormType> = (typeof formFields)[F][number];

/** The validated data of each request kind. */
export type RequestData = {
  adoption: AdoptionRequest;
  sponsorship: SponsorshipRequest;
  foster_home: FosterHomeRequest;
  contact: ContactRequest;
  membership: MembershipApplication;
};

type SchemaBuilders = {
  [F in FormType]: (messages: ValidationMessages, today: IsoDate) => z.ZodType<RequestData[F]>;
};

const builders: SchemaBuilders = {
  adoption: adoptionSchema,
  sponsorship: sponsorshipSchema,
  foster_home: fosterHomeSchema,
  contact: contactSchema,
  membership: membershipSchema,
};

/**
 * The schema of a request kind with the messages of a language (on the server
 * `catalogs[locale].validation`); `today` matters for membership dates only.
 */
export function requestSchema<F extends FormType>(
  formType: F,
  messages: ValidationMessages,
  today: IsoDate,
): z.ZodType<RequestData[F]> {
  return builders[formType](messages, today);
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

/** Validates untrusted input (parsed JSON or form entries); anything but an object counts as empty. */
export function validateRequest<F extends FormType>(
  formType: F,
  messages: ValidationMessages,
  data: unknown,
  today: IsoDate,
): ValidationResult<RequestData[F]> {
  const input = typeof data === "object" && data !== null && !Array.isArray(data) ? data : {};
  const result = requestSchema(formType, messages, today).safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    (fieldErrors[field] ??= []).push(issue.message);
  }
  return { ok: false, fieldErrors };
}
