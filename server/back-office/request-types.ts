import type { RequestStatus, StatusMailTemplate } from "~/domain/back-office/pipeline";
import type { DogStatus } from "~/domain/dogs/types";
import type { FormType } from "~/domain/forms/form-types";
import type { Locale } from "~/i18n/locale";
import type { RequestPersonNotice } from "../people/request-person";

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
  /**
   * The request gives no feed id and several dogs of the feed have its name: those dogs (the page
   * says the request is ambiguous instead of picking one). Empty otherwise.
   */
  sameName: { name: string; id: string; url: string; status: DogStatus }[];
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
  /** relation: what changed, in the interface's words ("Monatlicher Betrag: 10 € → 15 €; …"). */
  changes?: string;
  /** assigned: what the change meant for who works on the request (history.ts assignmentOf). */
  assignment?: Assignment;
  /** received: how a request recorded by hand came (phone, whatsapp, event, email, other). */
  channel?: string;
};

/**
 * When (and whether) the retention job deletes the request (deletionPlan in
 * app/domain/back-office/deletion-date.ts), the date written in the interface's language.
 */
export type RequestDeletion =
  | { kind: "scheduled"; date: string; days: number }
  | { kind: "due"; days: number }
  | { kind: "kept"; ending: RequestStatus }
  | { kind: "open" };

/**
 * An assignment as people say it: the actor took the request (from nobody, or from someone), gave
 * it to someone, gave it up, or took it off someone else.
 */
export type Assignment = "took" | "took_from" | "assigned" | "gave" | "removed";

/** One change as the refusal of a stale change names it (a change of the kinds that count). */
export type ChangeLine =
  | { kind: "status"; to: string | null; reason?: string }
  | { kind: "assigned"; assignment: Assignment; from: string | null; to: string | null }
  | { kind: "mail"; subject: string }
  | { kind: "dog_unavailable" };

/**
 * Why a change was refused as stale: who changed the request since the page was rendered, what
 * (the lines of that one change: a mail and the status it moved to) and when (the time, in the
 * interface's language).
 */
export type Conflict = { actorName: string | null; at: string; changes: ChangeLine[] };

export type RequestDetail = {
  id: string;
  formType: FormType;
  locale: Locale;
  createdAt: string;
  status: RequestStatus;
  /** What the page's forms send back (optimistic concurrency: a change from an older page is refused). */
  revision: number;
  statuses: readonly RequestStatus[];
  assignee: { id: string; name: string } | null;
  /** Not yet opened by any volunteer. */
  unread: boolean;
  name: string;
  email: string;
  fields: RequestField[];
  dog: RequestDog | null;
  otherRequests: { id: string; formType: FormType; createdAt: string; status: string }[];
  /**
   * What `otherRequests` are matched by: the request's e-mail address, else (a request recorded
   * without one) its person record; null when it has neither (nothing to match).
   */
  othersBy: "email" | "person" | null;
  notes: { id: string; authorName: string; createdAt: string; body: string }[];
  history: HistoryEntry[];
  staff: { id: string; name: string }[];
  templates: readonly StatusMailTemplate[];
  /** When the request will be deleted (REQUEST_RETENTION_DAYS), if at all. */
  deletion: RequestDeletion;
  /** The WhatsApp message prefilled for the applicant, in the request's language. */
  whatsappText: string;
  /** The person who sent it (issue 28): do not place, home checked. */
  person: RequestPersonNotice | null;
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
  | "no_recipient"
  /** Someone changed the request since the page was rendered (the page answers 409). */
  | "stale";

/** `repeated`: the same post had already been done (its form token recorded); nothing changed. */
export type ChangeResult =
  { ok: true; repeated?: true } | { ok: false; errors: Partial<Record<string, InputError>> };

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
    /** The request's revision when read: "inform everyone" refuses when it moved on since. */
    revision: number;
    /** Ticked in the recipients' list at first: not yet at the pre-check (or beyond). */
    preselected: boolean;
  }[];
};

/** The "no longer available" mail of one language as the volunteer edits it (dogs page). */
export type InformMail = { subject: string; body: string };

/** What "inform everyone and close" shows before anything is sent. */
export type InformPreview = {
  dog: UnavailableDog;
  /** Per language of the listed requests: the mail after its greeting, and the greeting's example. */
  mails: Partial<Record<Locale, InformMail & { greeting: string }>>;
};

/** A request changed by someone else since the preview showed it: who changed what. */
export type ChangedRequest = {
  id: string;
  name: string;
  actorName: string | null;
  kind: string;
  from: string | null;
  to: string | null;
};

export type InformInput = {
  dogKey: string;
  /** Every request the preview showed, with the revision it showed. */
  shown: { id: string; revision: number }[];
  /** The ticked requests' ids. */
  selected: string[];
  mails: Partial<Record<Locale, InformMail>>;
  /** Made once per preview: a post repeated with it sends nothing twice. */
  token: string;
};

export type InformResult =
  | { ok: true; sent: number; repeated: number; changed: ChangedRequest[] }
  | { ok: false; errors: Partial<Record<string, InformError>> }
  | { ok: false; changed: ChangedRequest[] };

/** Why "inform everyone" refused its input: a mail's subject or body, or nobody ticked. */
export type InformError = Extract<InputError, `subject_${string}` | `body_${string}`> | "none_selected";

export { bodyMaxLength, noteMaxLength, subjectMaxLength } from "~/domain/back-office/request-page-schemas";
