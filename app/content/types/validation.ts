import type { TextField } from "~/domain/forms/request-schemas";

export type { TextField };

/** The membership fields that must not be empty (membershipType has its own message). */
export type MembershipRequiredField =
  | "salutation"
  | "firstName"
  | "lastName"
  | "birthday"
  | "street"
  | "postalCode"
  | "city"
  | "country"
  | "email"
  | "entryDate"
  | "paymentInterval";

/**
 * Validation messages of one language (app/content/de/validation.ts, es): spec wording where the
 * spec gives one. The schemas of app/domain/forms take them as an argument: the server from the
 * request's catalogue, the browser in a chunk of their own, loaded with Zod and one language only.
 */
export type ValidationMessages = {
  required(field: TextField): string;
  tooShort(field: TextField, min: number): string;
  tooLong(field: TextField, max: number): string;
  controlCharacters(field: TextField): string;
  /** Text that is not well-formed Unicode (a lone UTF-16 surrogate from a JSON client). */
  invalidCharacters(field: TextField): string;
  /** A value of the wrong type (a number or a list where text belongs). */
  notText(field: TextField): string;
  email: string;
  privacy: string;
  honeypot: string;
  invalidChoice: string;
  amount: { required: string; notNumber: string; min: string; max: string; whole: string };
  membership: {
    /** The spec's words for empty required fields: the toast's text (spec 2 section 5). */
    required: string;
    /** Next to each required field left empty: what is missing there (issue 25). */
    missing: Record<MembershipRequiredField, string>;
    membershipType: string;
    age: string;
    date: string;
    /** A number with a character other than digits, spaces, dashes, dots, brackets and a leading '+'. */
    phone: string;
    /** A number without its country code (no leading '+'). */
    phoneCountryCode: string;
    /** A number with fewer than 10 digits. */
    phoneDigits: string;
    phoneMissing: string;
    email: string;
    entryDate: string;
    country: string;
    tooLong(max: number): string;
    controlCharacters: string;
    invalidCharacters: string;
  };
};
