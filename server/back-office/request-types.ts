import type { RequestStatus, StatusMailTemplate } from "~/domain/back-office/pipeline";
import type { DogStatus } from "~/domain/dogs/types";
import type { FormType } from "~/domain/forms/form-types";
import type { Locale } from "~/i18n/locale";

/** One field of a request as the page lists it: label and value in the interface's language. */
export type RequestField = { field: string; label: string; value: string; multiline: boolean };

/** Where the dog a request names stands in the feed. */
export type RequestDog = {
  name: string;
  id: string | null;
  /** The dog's public page in the request's language, when it is in the feed. */
  url: string | null;
  inFeed: boolean;
  status: DogStatus | null;
};

export type HistoryEntry = {
  id: string;
  at: string;
  actorName: string | null;
  kind: string;
  /** status: from → to; assigned: the assignee's names. */
  from?: string | null;
  to?: string | null;
  template?: string;
  subject?: string;
  body?: string;
  count?: number;
  /** status: why it moved when the site or an action decided (dog_unavailable). */
  reason?: string;
};

export type RequestDetail = {
  id: string;
  formType: FormType;
  locale: Locale;
  createdAt: string;
  status: RequestStatus;
  statuses: readonly RequestStatus[];
  assignee: { id: string; name: string } | null;
  /** Not yet opened by any volunteer. */
  unread: boolean;
  name: string;
  email: string;
  fields: RequestField[];
  dog: RequestDog | null;
  otherRequests: { id: string; formType: FormType; createdAt: string; status: string }[];
  notes: { id: string; authorName: string; createdAt: string; body: string }[];
  history: HistoryEntry[];
  staff: { id: string; name: string }[];
  templates: readonly StatusMailTemplate[];
  /** The WhatsApp message prefilled for the applicant, in the request's language. */
  whatsappText: string;
};

export type MailDraft = { subject: string; body: string };

export type SendMailInput = { template: string; subject: string; body: string; status?: string | null };

/** Why an input was refused (the page says it in the interface's language). */
export type InputError =
  | "not_found"
  | "invalid_status"
  | "invalid_assignee"
  | "note_empty"
  | "note_too_long"
  | "invalid_template"
  | "subject_empty"
  | "subject_too_long"
  | "subject_line_break"
  | "body_empty"
  | "body_too_long"
  | "no_recipient";

export type ChangeResult = { ok: true } | { ok: false; errors: Partial<Record<string, InputError>> };

export type UnavailableDog = {
  /** `id:<feed id>` or `name:<lower-case name>`: what notifyDogUnavailable takes. */
  key: string;
  name: string;
  id: string | null;
  /** reserved: still in the feed but reserved; gone: no longer in the feed. */
  reason: "reserved" | "gone";
  requests: {
    id: string;
    formType: FormType;
    locale: Locale;
    name: string;
    createdAt: string;
    status: string;
  }[];
};

export const noteMaxLength = 5000;
export const subjectMaxLength = 200;
export const bodyMaxLength = 10_000;
