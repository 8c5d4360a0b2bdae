import type { FormType } from "~/domain/forms/form-types";

/**
 * The statuses a request moves through, per kind (CONTRACT.md 'Back office'): the working steps in
 * order, then the endings that apply. A lasting relation (see lastingRelations) ends with an ending
 * of its own, first among the endings: `returned` (the adopted dog came back) or `ended`. The
 * interface shows them in the association's words (catalogue `admin.statuses`); the stored and
 * exported value is the key.
 */
export const pipelines = {
  adoption: {
    steps: ["new", "in_review", "precheck", "approved", "placed"],
    endings: ["returned", "declined", "withdrawn", "closed"],
  },
  foster_home: {
    steps: ["new", "in_review", "precheck", "active"],
    endings: ["ended", "declined", "withdrawn", "closed"],
  },
  sponsorship: { steps: ["new", "confirmed"], endings: ["ended", "withdrawn", "closed"] },
  membership: { steps: ["new", "accepted"], endings: ["ended", "declined", "withdrawn", "closed"] },
  contact: { steps: ["new", "answered"], endings: ["closed"] },
} as const satisfies Record<FormType, { steps: readonly string[]; endings: readonly string[] }>;

export type RequestStatus =
  (typeof pipelines)[FormType]["steps"][number] | (typeof pipelines)[FormType]["endings"][number];

export const requestStatuses = [
  "new",
  "in_review",
  "precheck",
  "approved",
  "placed",
  "active",
  "confirmed",
  "accepted",
  "answered",
  "declined",
  "withdrawn",
  "closed",
  "ended",
  "returned",
] as const satisfies readonly RequestStatus[];

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === "string" && (requestStatuses as readonly string[]).includes(value);
}

/** Every status a request of this kind can have, steps first. */
export function statusesOf(formType: FormType): readonly RequestStatus[] {
  const { steps, endings } = pipelines[formType];
  return [...steps, ...endings];
}

export function allowsStatus(formType: FormType, status: string): status is RequestStatus {
  return (statusesOf(formType) as readonly string[]).includes(status);
}

/**
 * Whether a request still waits for work: not at its last step and not ended. (The last step of a
 * lasting relation is not open either: the work is done, the relation lasts.)
 */
export function isOpenStatus(formType: FormType, status: string): boolean {
  const { steps } = pipelines[formType];
  return (steps as readonly string[]).slice(0, -1).includes(status);
}

/**
 * The association's lasting relations: the status in which a request has become one (a placed
 * adoption, an accepted member, a confirmed sponsorship, an active foster home) and the status that
 * ends it. While it lasts, the request is kept (the retention job never deletes it).
 */
export const lastingRelations = {
  adoption: { lasting: "placed", ending: "returned" },
  membership: { lasting: "accepted", ending: "ended" },
  sponsorship: { lasting: "confirmed", ending: "ended" },
  foster_home: { lasting: "active", ending: "ended" },
} as const satisfies Partial<Record<FormType, { lasting: RequestStatus; ending: RequestStatus }>>;

export type LastingRelationKind = keyof typeof lastingRelations;

export function isLastingRelationKind(formType: FormType): formType is LastingRelationKind {
  return formType in lastingRelations;
}

/** Whether this status is a lasting relation of its kind (kept while it lasts). */
export function isLastingRelationStatus(formType: FormType, status: string): boolean {
  return isLastingRelationKind(formType) && lastingRelations[formType].lasting === status;
}

/**
 * The statuses after which a request may be deleted once untouched for REQUEST_RETENTION_DAYS: it
 * ended without a lasting relation (declined, withdrawn, closed, an answered contact message) or its
 * relation ended (`ended`, `returned`). Neither open requests nor lasting relations.
 */
export function deletableStatuses(formType: FormType): readonly RequestStatus[] {
  return statusesOf(formType).filter(
    (status) => !isOpenStatus(formType, status) && !isLastingRelationStatus(formType, status),
  );
}

export function isDeletableStatus(formType: FormType, status: string): boolean {
  return (deletableStatuses(formType) as readonly string[]).includes(status);
}

/**
 * The status mails a volunteer can send (catalogue `mail.status`), and the status each one moves the
 * request to, when it does.
 */
export const statusMailTemplates = [
  "in_review",
  "precheck",
  "approved",
  "welcome",
  "confirmed",
  "reply",
  "dog_unavailable",
  "declined",
  "free",
] as const;
export type StatusMailTemplate = (typeof statusMailTemplates)[number];

export function isStatusMailTemplate(value: unknown): value is StatusMailTemplate {
  return typeof value === "string" && (statusMailTemplates as readonly string[]).includes(value);
}

/**
 * The templates that fit a request kind: pre-check and approval for adoption and foster home, a
 * welcome for members, a confirmation for sponsors, a reply that quotes a contact message.
 */
export function templatesFor(formType: FormType): readonly StatusMailTemplate[] {
  switch (formType) {
    case "adoption":
      return ["in_review", "precheck", "approved", "dog_unavailable", "declined", "free"];
    case "foster_home":
      return ["in_review", "precheck", "approved", "declined", "free"];
    case "sponsorship":
      return ["confirmed", "dog_unavailable", "free"];
    case "membership":
      return ["in_review", "welcome", "declined", "free"];
    case "contact":
      return ["reply", "free"];
  }
}

/** The status a template's mail suggests (the volunteer may keep the current one). */
export function statusAfterMail(formType: FormType, template: StatusMailTemplate): RequestStatus | undefined {
  const target: Partial<Record<StatusMailTemplate, RequestStatus>> = {
    in_review: "in_review",
    precheck: "precheck",
    approved: "approved",
    welcome: "accepted",
    confirmed: "confirmed",
    reply: "answered",
    dog_unavailable: "closed",
    declined: "declined",
  };
  const status = target[template];
  return status && allowsStatus(formType, status) ? status : undefined;
}

/** Requests that name a dog: they are marked when the dog leaves the feed or is reserved. */
export const dogRequestTypes = ["adoption", "sponsorship"] as const satisfies readonly FormType[];

/** The staff roles (CONTRACT.md): admins also manage accounts. */
export const staffRoles = ["admin", "volunteer"] as const;
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (staffRoles as readonly string[]).includes(value);
}
