import { z } from "zod";
import type { MembershipRequiredField, ValidationMessages } from "~/content/types/validation";
import { countryCode, isCountryCode } from "./countries";
import { ageOn, firstOfNextMonth, isIsoDate, minimumMemberAge, type IsoDate } from "./dates";
import { emailAddress, hasControlCharacters, hasLoneSurrogates, honeypot } from "./field-builders";

export const membershipTypes = ["active", "supporting"] as const;
export const salutations = ["female", "male"] as const;
export const paymentIntervals = ["monthly", "quarterly", "biannual", "annual"] as const;

/** The application's stored fields, in the order of the steps and of the notification mail. */
export const membershipFields = [
  "membershipType",
  "salutation",
  "firstName",
  "lastName",
  "birthday",
  "facebookUsername",
  "street",
  "addressAddition",
  "postalCode",
  "city",
  "country",
  "email",
  "phone",
  "mobile",
  "entryDate",
  "paymentInterval",
] as const;

/** Spec 2 section 5: '+' first, then only digits, spaces, dashes, dots and brackets; 10+ digits. */
export function isValidPhoneNumber(value: string): boolean {
  return phoneNumberProblem(value) === null;
}

/**
 * Which of the phone rules a number breaks first, so its message names the real cause: a
 * character that does not belong (a '+' only counts at the start), then the missing country code,
 * then too few digits. Null when it keeps all three.
 */
export function phoneNumberProblem(value: string): "characters" | "countryCode" | "digits" | null {
  if (!/^\+?[\d .()-]*$/.test(value)) return "characters";
  if (!value.startsWith("+")) return "countryCode";
  if (value.replace(/[^\d]/g, "").length < 10) return "digits";
  return null;
}

/** Steps 1-4 of the membership application and the full application (spec 2 sections 3-5). */
export function membershipStepSchemas(messages: ValidationMessages, today: IsoDate) {
  const m = messages.membership;
  const text = (max: number, field: MembershipRequiredField) =>
    z
      .string({ error: m.missing[field] })
      .trim()
      .min(1, m.missing[field])
      .max(max, m.tooLong(max))
      .refine((value) => !hasLoneSurrogates(value), m.invalidCharacters)
      .refine((value) => !hasControlCharacters(value, false), m.controlCharacters);
  const optional = (max: number) =>
    z
      .string({ error: m.required })
      .trim()
      .max(max, m.tooLong(max))
      .refine((value) => !hasLoneSurrogates(value), m.invalidCharacters)
      .refine((value) => !hasControlCharacters(value, false), m.controlCharacters)
      .nullish();
  const date = (field: MembershipRequiredField) =>
    z
      .string({ error: m.missing[field] })
      .trim()
      .min(1, m.missing[field])
      .refine((value) => value === "" || isIsoDate(value), m.date);
  // Each rule checks only dates the rules before it let through; no `abort`, which would also skip
  // the object-level phone check below.
  const plausibleBirthday = (value: string) => isIsoDate(value) && value >= "1900-01-01" && value <= today;
  const phoneMessages = { characters: m.phone, countryCode: m.phoneCountryCode, digits: m.phoneDigits };
  const phone = () =>
    z
      .string({ error: m.phone })
      .trim()
      .max(30, m.tooLong(30))
      .superRefine((value, context) => {
        const problem = value === "" ? null : phoneNumberProblem(value);
        if (problem) context.addIssue({ code: "custom", message: phoneMessages[problem] });
      })
      .nullish();
  const hasPhone = (value: { phone?: string | null; mobile?: string | null }) =>
    Boolean(value.phone || value.mobile);
  const phoneCheck = {
    path: ["phone"],
    error: m.phoneMissing,
    // Also when other fields fail, so the form shows every problem of the step at once.
    when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null,
  };

  const step1 = z.object({ membershipType: z.enum(membershipTypes, { error: m.membershipType }) });
  const step2 = z.object({
    salutation: z.enum(salutations, { error: m.missing.salutation }),
    firstName: text(100, "firstName"),
    lastName: text(100, "lastName"),
    birthday: date("birthday")
      .refine((value) => !isIsoDate(value) || plausibleBirthday(value), m.date)
      .refine((value) => !plausibleBirthday(value) || ageOn(value, today) >= minimumMemberAge, m.age),
    facebookUsername: optional(100),
  });
  const step3 = z
    .object({
      street: text(200, "street"),
      addressAddition: optional(200),
      postalCode: text(10, "postalCode"),
      city: text(100, "city"),
      country: text(100, "country")
        .overwrite((value) => countryCode(value) ?? value)
        .refine((value) => value === "" || isCountryCode(value), m.country),
      email: emailAddress({ required: m.missing.email, invalid: m.email, tooLong: m.tooLong(255) }),
      phone: phone(),
      mobile: phone(),
    })
    .refine(hasPhone, phoneCheck);
  const step4 = z.object({
    entryDate: date("entryDate").refine(
      (value) => !isIsoDate(value) || (value.endsWith("-01") && value >= firstOfNextMonth(today)),
      m.entryDate,
    ),
    paymentInterval: z.enum(paymentIntervals, { error: m.missing.paymentInterval }),
  });
  const full = z
    .object({
      ...step1.shape,
      ...step2.shape,
      ...step3.shape,
      ...step4.shape,
      website: honeypot(messages),
    })
    .refine(hasPhone, phoneCheck);
  return { 1: step1, 2: step2, 3: step3, 4: step4, full };
}

/** The whole application, as POST /api/membership and the membership page's final submit check it. */
export function membershipSchema(messages: ValidationMessages, today: IsoDate) {
  return membershipStepSchemas(messages, today).full;
}

export type MembershipApplication = z.output<ReturnType<typeof membershipSchema>>;
