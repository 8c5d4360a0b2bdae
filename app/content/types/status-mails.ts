import type { StatusMailTemplate } from "~/domain/back-office/pipeline";
import type { MembershipPaymentInterval } from "~/domain/fees";
import type { FormType } from "~/domain/forms/form-types";

/** What a status mail is written from (server/back-office/status-mail.ts fills it). */
export type StatusMailValues = {
  formType: FormType;
  /** The name for the greeting as the person wrote it (membership: the first name); "" when it does not read as a name. */
  name: string;
  /** The whole name as the request gives it (a bank transfer's reference names the payer): "" if none. */
  fullName: string;
  /** The dog the request names, or null. */
  dogName: string | null;
  /** The association's name on the site of the request's language (site config). */
  organisation: string;
  /** The public list of dogs on the site of the request's language (absolute URL). */
  dogsUrl: string;
  /** Sponsorship: the monthly amount, formatted ("15 €"); else null. */
  amount: string | null;
  /** Membership: the least paid at a time in the chosen interval ("15 €"), and the interval; else null. */
  contribution: { amount: string; interval: MembershipPaymentInterval } | null;
  /** Membership: the first day of membership, formatted ("1. Juli 2026"); else null. */
  entryDate: string | null;
  /** The association's account on the site of the request's language. */
  bank: { recipient: string; iban: string; bic: string };
  /** Contact: the visitor's message as a quote ("> " before each line); else "". */
  quotedMessage: string;
};

/** One template: its subject and the paragraphs between the greeting and the signature. */
export type StatusMailTemplateText = {
  subject: (values: StatusMailValues) => string;
  body: (values: StatusMailValues) => string;
};

/**
 * The status mails a volunteer sends an applicant from the back office (server only: the draft
 * reaches the page as plain strings, which the volunteer may edit before sending).
 */
export type StatusMailText = {
  greeting: (name: string) => string;
  /** `signer`: the volunteer who sends it ("" when unknown: the team alone). */
  signature: (organisation: string, signer: string) => string;
  templates: Record<StatusMailTemplate, StatusMailTemplateText>;
};
