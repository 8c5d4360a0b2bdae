import type { FormType } from "~/domain/forms/form-types";

/** How the association can be reached (from the site configuration of the request's language). */
export type ConfirmationContact = { email: string; phone: string; whatsapp?: string };

/**
 * The confirmation mail to the person who sent a request (server only; app/content/{de,es}/confirmation.ts).
 * It repeats nothing of the request beyond the first name: the form cannot be used to send
 * someone else a mail with chosen content. For adoption the steps are the adoption page's own.
 */
export type ConfirmationText = {
  subject: Record<FormType, string>;
  /** The salutation; `firstName` is empty when none could be read. */
  greeting: (firstName: string) => string;
  /** Thanks for the request, and that it has arrived. */
  received: Record<FormType, string>;
  nextHeading: string;
  /** Before the adoption steps; `stepCount` is the number of steps. */
  adoptionIntro: (stepCount: number) => string;
  /** What happens next for the other kinds, one line each. */
  next: Record<Exclude<FormType, "adoption">, readonly string[]>;
  contactHeading: string;
  contactLines: (contact: ConfirmationContact) => readonly string[];
  closing: string;
  signature: (organisationName: string) => string;
  /** Why the mail arrived, and what to do if the reader did not send the request. */
  footer: string;
};
