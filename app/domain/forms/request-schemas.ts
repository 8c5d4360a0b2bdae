import { sponsorshipAmount } from "~/domain/fees";
import { z } from "zod";
import type { ValidationMessages } from "~/content/types/validation";
import {
  checkbox,
  emailAddress,
  honeypot,
  optionalText,
  privacyConsent,
  requiredText,
  toNumber,
} from "./field-builders";

/**
 * The free-text fields of the adoption, sponsorship, foster-home and contact forms: each message
 * file (app/content/{de,es}/validation.ts) names every one of them, so TypeScript asks for the
 * words of a new field.
 */
export type TextField =
  | "dog"
  | "dogName"
  | "dogId"
  | "name"
  | "yourName"
  | "email"
  | "phone"
  | "address"
  | "zipCode"
  | "livingSituation"
  | "experience"
  | "existingPets"
  | "availability"
  | "message";

/**
 * The feed id of the dog a request is about: the dog's page sends it beside the dog's name, so that
 * the back office knows which dog is meant when two share a name (stored as `dog_id`, not in the
 * request's fields). Optional: without it the dog is found by its name.
 */
export const dogIdField = "dogId";
export const dogIdMaxLength = 64;

function dogId(m: ValidationMessages) {
  return optionalText(m, "dogId", { max: dogIdMaxLength });
}

function email(m: ValidationMessages) {
  return emailAddress({ required: m.required("email"), invalid: m.email, tooLong: m.tooLong("email", 255) });
}

/**
 * Each request's stored fields, in the order the notification mail lists them, beside its schema
 * (a test keeps the two equal; the honeypot `website` is never stored).
 */
export const adoptionFields = [
  "dog",
  "name",
  "email",
  "phone",
  "livingSituation",
  "experience",
  "message",
  "privacyAccepted",
] as const;

/** Spec 1 sections 3 and 5. */
export function adoptionSchema(m: ValidationMessages) {
  return z.object({
    dog: requiredText(m, "dog", { min: 1, max: 200 }),
    name: requiredText(m, "name", { min: 2, max: 100 }),
    email: email(m),
    phone: requiredText(m, "phone", { min: 5, max: 30 }),
    livingSituation: requiredText(m, "livingSituation", { min: 10, max: 500, multiline: true }),
    experience: requiredText(m, "experience", { min: 10, max: 500, multiline: true }),
    message: requiredText(m, "message", { min: 20, max: 2000, multiline: true }),
    privacyAccepted: privacyConsent(m),
    website: honeypot(m),
    dogId: dogId(m),
  });
}

export const sponsorshipFields = ["dogName", "yourName", "email", "amount", "publishName"] as const;

/** Spec 1 sections 3 and 5; amount as DECISIONS.md settles it (whole euros, 10 to 10,000). */
export function sponsorshipSchema(m: ValidationMessages) {
  const amount = z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input == null ? m.amount.required : m.amount.notNumber) })
      .min(sponsorshipAmount.min, m.amount.min)
      .max(sponsorshipAmount.max, m.amount.max)
      .int(m.amount.whole),
  );
  return z.object({
    dogName: requiredText(m, "dogName", { min: 1, max: 200 }),
    yourName: requiredText(m, "yourName", { min: 1, max: 100 }),
    email: email(m),
    amount,
    publishName: checkbox(m),
    website: honeypot(m),
    dogId: dogId(m),
  });
}

export const fosterHomeFields = [
  "name",
  "email",
  "phone",
  "address",
  "zipCode",
  "experience",
  "existingPets",
  "livingSituation",
  "availability",
  "message",
  "privacyAccepted",
] as const;

/** Spec 2 sections 3 and 5 ('the longer application schema'). */
export function fosterHomeSchema(m: ValidationMessages) {
  return z.object({
    name: requiredText(m, "name", { min: 2, max: 100 }),
    email: email(m),
    phone: requiredText(m, "phone", { min: 5, max: 30 }),
    address: requiredText(m, "address", { min: 5, max: 200 }),
    zipCode: requiredText(m, "zipCode", { min: 4, max: 10 }),
    experience: requiredText(m, "experience", { min: 10, max: 500, multiline: true }),
    existingPets: optionalText(m, "existingPets", { max: 500, multiline: true }),
    livingSituation: requiredText(m, "livingSituation", { min: 10, max: 500, multiline: true }),
    availability: requiredText(m, "availability", { min: 10, max: 500, multiline: true }),
    message: requiredText(m, "message", { min: 20, max: 2000, multiline: true }),
    privacyAccepted: privacyConsent(m),
    website: honeypot(m),
  });
}

export const contactFields = ["dogName", "name", "email", "phone", "message", "privacyAccepted"] as const;

/** Spec 2 sections 3 and 5 ('the contact schema'); dogName prefilled from a dog page. */
export function contactSchema(m: ValidationMessages) {
  return z.object({
    dogName: optionalText(m, "dogName", { max: 200 }),
    name: requiredText(m, "name", { min: 2, max: 100 }),
    email: email(m),
    phone: optionalText(m, "phone", { max: 30 }),
    message: requiredText(m, "message", { min: 20, max: 2000, multiline: true }),
    privacyAccepted: privacyConsent(m),
    website: honeypot(m),
  });
}

export type AdoptionRequest = z.output<ReturnType<typeof adoptionSchema>>;
export type SponsorshipRequest = z.output<ReturnType<typeof sponsorshipSchema>>;
export type FosterHomeRequest = z.output<ReturnType<typeof fosterHomeSchema>>;
export type ContactRequest = z.output<ReturnType<typeof contactSchema>>;
