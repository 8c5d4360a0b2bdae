import type { StatusMailTemplate } from "~/domain/back-office/pipeline";
import type { FormType } from "~/domain/forms/form-types";

/** What a status mail is written from (server/back-office/requests-service.ts fills it). */
export type StatusMailValues = {
  formType: FormType;
  /** The applicant's first name only; empty when the request has none. */
  firstName: string;
  /** The dog the request names, or null. */
  dogName: string | null;
  /** The association's name on the site of the request's language (site config). */
  organisation: string;
  /** The public list of dogs on the site of the request's language (absolute URL). */
  dogsUrl: string;
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
  greeting: (firstName: string) => string;
  signature: (organisation: string) => string;
  templates: Record<StatusMailTemplate, StatusMailTemplateText>;
};
