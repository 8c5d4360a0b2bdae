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

/** The hidden field that only bots fill in (DECISIONS.md 'Forms': checked on the server too). */
export const honeypotField = "website";
