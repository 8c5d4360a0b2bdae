import type { FormType } from "~/domain/forms/form-types";

/**
 * The statuses a request moves through, per kind (CONTRACT.md 'Back office'): the working steps in
 * order, then the endings that apply. The interface shows them in the association's words
 * (catalogue `admin.statuses`); the stored and exported value is the key.
 */
export const pipelines = {
  adoption: {
    steps: ["new", "in_review", "precheck", "approved", "placed"],
    endings: ["declined", "withdrawn", "closed"],
  },
  foster_home: {
    steps: ["new", "in_review", "precheck", "active"],
    endings: ["declined", "withdrawn", "closed"],
  },
  sponsorship: { steps: ["new", "confirmed"], endings: ["withdrawn", "closed"] },
  membership: { steps: ["new", "accepted"], endings: ["declined", "withdrawn", "closed"] },
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
 * Whether a request still waits for work: not at its last step and not ended. Closed requests
 * (the last step reached, or an ending) are the ones the retention period applies to.
 */
export function isOpenStatus(formType: FormType, status: string): boolean {
  const { steps } = pipelines[formType];
  return (steps as readonly string[]).slice(0, -1).includes(status);
}

/** Requests the retention job may delete once untouched long enough: everything not open. */
export function closedStatuses(formType: FormType): readonly RequestStatus[] {
  return statusesOf(formType).filter((status) => !isOpenStatus(formType, status));
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
