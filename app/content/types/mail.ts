import type { FormType } from "~/domain/forms/form-types";
import type { ManualChannel } from "~/domain/back-office/relation-schemas";
import type { membershipTypes, paymentIntervals, salutations } from "~/domain/forms/membership-schema";
import type { FieldOf, RequestData } from "~/domain/forms/validate";

/** The words of the notification mail in one language (app/content/de/mail.ts, es). */
export type MailText = {
  /** The mail's heading, e.g. 'Neue Adoptionsanfrage'. */
  heading: Record<FormType, string>;
  subject: { [F in FormType]: (data: RequestData[F]) => string };
  intro: (replyTo: string) => string;
  /**
   * Instead of `intro` for a request a volunteer recorded by hand (issue 28): who recorded it and how
   * it came, then where a reply to the mail goes: to the applicant's address, or, without one,
   * nowhere near them (their phone instead).
   */
  recorded: {
    by: (name: string, channel: string) => string;
    channels: Record<ManualChannel, string>;
    replyTo: (email: string) => string;
    noEmail: string;
    phone: (phone: string) => string;
  };
  labels: { [F in FormType]: Record<FieldOf<F>, string> };
  choices: {
    membershipType: Record<(typeof membershipTypes)[number], string>;
    salutation: Record<(typeof salutations)[number], string>;
    paymentInterval: Record<(typeof paymentIntervals)[number], string>;
  };
  yes: string;
  no: string;
  /** Shown for an optional field left empty. */
  empty: string;
  footer: (id: string, receivedAt: string) => string;
  /** The line under the fields that links the request in the back office (`url`). */
  openInBackOffice: string;
  intlLocale: string;
  timeZone: string;
};
