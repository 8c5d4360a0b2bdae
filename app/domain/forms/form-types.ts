/** The request kinds a visitor can send; the first four go to POST /api/forms (CONTRACT.md). */
export const requestFormTypes = ["adoption", "sponsorship", "foster_home", "contact"] as const;
export const formTypes = [...requestFormTypes, "membership"] as const;

export type RequestFormType = (typeof requestFormTypes)[number];
export type FormType = (typeof formTypes)[number];

export function isRequestFormType(value: unknown): value is RequestFormType {
  return typeof value === "string" && (requestFormTypes as readonly string[]).includes(value);
}

export function isFormType(value: unknown): value is FormType {
  return typeof value === "string" && (formTypes as readonly string[]).includes(value);
}

/**
 * Every stored field of each request, in the order the notification mail lists them (the honeypot
 * `website` is never stored). The schemas' keys are tested against these lists.
 */
export const formFields = {
  adoption: ["dog", "name", "email", "phone", "livingSituation", "experience", "message", "privacyAccepted"],
  sponsorship: ["dogName", "yourName", "email", "amount", "publishName"],
  foster_home: [
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
  ],
  contact: ["dogName", "name", "email", "phone", "message", "privacyAccepted"],
  membership: [
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
  ],
} as const satisfies Record<FormType, readonly string[]>;

export type FieldOf<F extends FormType> = (typeof formFields)[F][number];

/** The hidden field that only bots fill in (DECISIONS.md 'Forms': checked on the server too). */
export const honeypotField = "website";
