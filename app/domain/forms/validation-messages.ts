import type { Locale } from "~/i18n/locale";
import { de } from "./validation-messages-de";
import { es } from "./validation-messages-es";

/** The free-text fields of the adoption, sponsorship, foster-home and contact forms. */
export type TextField =
  | "dog"
  | "dogName"
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

/** Validation messages of one language; spec wording where the spec gives one. */
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
    required: string;
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

export const validationMessages = { de, es } as const satisfies Record<Locale, ValidationMessages>;
