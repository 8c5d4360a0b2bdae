import type { FormType } from "~/domain/forms/form-types";

/** How the association can be reached (from the site configuration of the request's language). */
export type ConfirmationContact = { email: string; phone: string; whatsapp?: string };

/** What the sponsorship confirmation says about paying: the amount and the association's account. */
export type SponsorshipPayment = {
  /** The monthly amount, formatted in the language ("15 €"). */
  amount: string;
  /** A dog of the feed, or null. */
  dog: string | null;
  bank: { recipient: string; iban: string; bic: string };
};

/**
 * The confirmation mail to the person who sent a request (server only; app/content/{de,es}/confirmation.ts).
 * It repeats nothing the visitor typed beyond a name that reads as a name, the dog when it is a dog
 * of the feed, and the sponsorship's amount (a number the form checked): the form cannot be used to
 * send someone else a mail with chosen content. For adoption the steps are the adoption page's own.
 */
export type ConfirmationText = {
  subject: Record<FormType, string>;
  /** The salutation; `name` is empty when none could be read. */
  greeting: (name: string) => string;
  /** Thanks for the request, and that it has arrived; `dog` is a dog of the feed, or null. */
  received: Record<FormType, (dog: string | null) => string>;
  nextHeading: string;
  /** Before the adoption steps: which steps are done and which comes next; `stepCount` steps in all. */
  adoptionIntro: (stepCount: number, dog: string | null) => string;
  /** What happens next for the other kinds, one line each. */
  next: Record<Exclude<FormType, "adoption">, readonly string[]>;
  /** The sponsorship's amount and how to pay it. */
  sponsorshipPayment: { heading: string; lines: (payment: SponsorshipPayment) => readonly string[] };
  contactHeading: string;
  contactLines: (contact: ConfirmationContact) => readonly string[];
  closing: string;
  signature: (organisationName: string) => string;
  /** Why the mail arrived, and what to do if the reader did not send the request. */
  footer: string;
};
