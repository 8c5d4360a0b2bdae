import { and, asc, desc, eq, ne } from "drizzle-orm";
import { statusesOf, templatesFor, type RequestStatus } from "~/domain/back-office/pipeline";
import { deletionPlan } from "~/domain/back-office/deletion-date";
import type { Dog } from "~/domain/dogs/types";
import { isFormType, type FormType } from "~/domain/forms/form-types";
import { formFields } from "~/domain/forms/validate";
import type { Locale } from "~/i18n/locale";
import { pathFor } from "~/i18n/routes";
import { catalogs } from "~/content/catalogs.server";
import { changeLine } from "~/components/admin/relations/labels";
import { requestEvents, requestNotes, staffAccounts, submissions } from "../db/schema";
import type { DogService } from "../dogs/dog-service";
import { requestPersonNotice } from "../people/request-person";
import { formatFieldValue } from "../submissions/mail-render";
import type { BackOfficeDeps } from "./deps";
import { assignmentOf } from "./history";
import type { HistoryEntry, RequestDeletion, RequestDetail, RequestDog } from "./request-types";
import { asLocale, dogNameOf, emailOf, type SubmissionRow } from "./request-store";

function formatDateTime(date: Date, locale: Locale): string {
  const text = catalogs[locale].mail;
  return new Intl.DateTimeFormat(text.intlLocale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: text.timeZone,
  }).format(date);
}

/** The dog a request names, as the feed has it (feedDog). */
export type FeedDogMatch = {
  name: string;
  /** The one dog meant: by the stored feed id, else the only dog of that name; undefined when none. */
  dog: Dog | undefined;
  /**
   * The feed's dogs that have the name when the request gives no id and several have it: the
   * request does not say which one is meant (empty otherwise).
   */
  sameName: Dog[];
  feedAvailable: boolean;
};

/**
 * The dog a request names, looked up in the feed: by its feed id (the dog's page sends it), else by
 * name. A name that several dogs of the feed have picks none of them (`sameName` lists them).
 */
export function feedDog(
  dogs: Pick<DogService, "list">,
  row: { dogId: string | null; dogName: string | null; data: Record<string, unknown> },
): FeedDogMatch | null {
  const list = dogs.list();
  const name = dogNameOf(row);
  if (row.dogId) {
    const dog = list.dogs.find((candidate) => candidate.id === row.dogId);
    return { name: name ?? dog?.name ?? row.dogId, dog, sameName: [], feedAvailable: list.available };
  }
  if (!name) return null;
  const wanted = name.trim().toLowerCase();
  const matches = list.dogs.filter((candidate) => candidate.name.trim().toLowerCase() === wanted);
  if (matches.length > 1) return { name, dog: undefined, sameName: matches, feedAvailable: list.available };
  return { name, dog: matches[0], sameName: [], feedAvailable: list.available };
}

function dogOf(deps: Pick<BackOfficeDeps, "dogs" | "origins">, row: SubmissionRow): RequestDog | null {
  const found = feedDog(deps.dogs, row);
  if (!found) return null;
  const locale = asLocale(row.locale);
  const pageOf = (dog: Dog) => `${deps.origins[locale]}${pathFor(locale, "dogDetail", dog.slug)}`;
  const { dog } = found;
  return {
    name: found.name,
    id: row.dogId ?? dog?.id ?? null,
    url: dog ? pageOf(dog) : null,
    inFeed: dog !== undefined,
    status: dog?.status ?? null,
    sameName: found.sameName.map((candidate) => ({
      name: candidate.name,
      id: candidate.id,
      url: pageOf(candidate),
      status: candidate.status,
    })),
  };
}

/** When the retention job deletes the request, if at all; the date in the association's time zone. */
function deletionOf(row: SubmissionRow, retentionDays: number, locale: Locale): RequestDeletion {
  const plan = deletionPlan(
    { formType: row.formType as FormType, status: row.status, updatedAt: row.updatedAt },
    retentionDays,
    new Date(),
  );
  if (plan.kind !== "scheduled") return plan;
  const text = catalogs[locale].mail;
  const date = new Intl.DateTimeFormat(text.intlLocale, {
    dateStyle: "long",
    timeZone: text.timeZone,
  }).format(plan.date);
  return { kind: "scheduled", date, days: plan.days };
}

/** The WhatsApp message a volunteer's tap prefills: the applicant's language, the dog named. */
function whatsappTextOf(locale: Locale, dogName: string | null): string {
  const text = catalogs[locale].admin.request.contact;
  return dogName ? text.whatsappText.replace("{dog}", dogName) : text.whatsappTextNoDog;
}

/**
 * Everything the request page shows, in the interface's language (`locale`): the fields with their
 * labels, the dog, the other requests of the address, notes, history, the team for assigning and
 * the status mails that fit.
 */
export async function readRequestDetail(
  deps: Pick<BackOfficeDeps, "db" | "dogs" | "origins" | "config">,
  row: SubmissionRow,
  locale: Locale,
): Promise<RequestDetail> {
  const { db } = deps;
  const formType = row.formType as FormType;
  const mailText = catalogs[locale].mail;
  const labels: Record<string, string> = mailText.labels[formType];
  const fields = (formFields[formType] as readonly string[]).map((field) => {
    const value = formatFieldValue(field, row.data[field], mailText, locale);
    return { field, label: labels[field] ?? field, value, multiline: value.includes("\n") };
  });
  const email = emailOf(row);
  // A request recorded by hand may have no address: its person's other requests (after a merge).
  const othersBy = email ? "email" : row.personId ? "person" : null;
  const [assignee, others, notes, events, staff, person] = await Promise.all([
    row.assigneeId
      ? db
          .select({ id: staffAccounts.id, name: staffAccounts.name })
          .from(staffAccounts)
          .where(eq(staffAccounts.id, row.assigneeId))
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
    othersBy
      ? db
          .select({
            id: submissions.id,
            formType: submissions.formType,
            createdAt: submissions.createdAt,
            status: submissions.status,
          })
          .from(submissions)
          .where(
            and(
              othersBy === "email"
                ? eq(submissions.email, email)
                : eq(submissions.personId, row.personId ?? ""),
              ne(submissions.id, row.id),
            ),
          )
          .orderBy(desc(submissions.createdAt))
          .limit(50)
      : Promise.resolve([]),
    db
      .select()
      .from(requestNotes)
      .where(eq(requestNotes.submissionId, row.id))
      .orderBy(asc(requestNotes.createdAt), asc(requestNotes.id)),
    db
      .select()
      .from(requestEvents)
      .where(eq(requestEvents.submissionId, row.id))
      .orderBy(asc(requestEvents.createdAt), asc(requestEvents.id)),
    db
      .select({ id: staffAccounts.id, name: staffAccounts.name })
      .from(staffAccounts)
      .where(eq(staffAccounts.disabled, false))
      .orderBy(asc(staffAccounts.name)),
    requestPersonNotice(db, row.personId, locale),
  ]);
  // One change can write several entries with the same time (its transaction's): a mail, then
  // the status it moved the request to.
  const rank = (kind: string) => {
    const order = ["received", "opened", "assigned", "note", "mail", "status"];
    return order.includes(kind) ? order.indexOf(kind) : order.length;
  };
  events.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || rank(a.kind) - rank(b.kind));
  const history = events.map((event): HistoryEntry => {
    const detail = (event.detail ?? {}) as Record<string, unknown>;
    const str = (value: unknown) => (typeof value === "string" ? value : undefined);
    return {
      id: event.id,
      at: formatDateTime(event.createdAt, locale),
      actorName: event.actorName,
      kind: event.kind,
      from: str(detail.from) ?? str(detail.fromName) ?? null,
      to: str(detail.to) ?? str(detail.toName) ?? null,
      ...(str(detail.template) ? { template: str(detail.template) } : {}),
      ...(str(detail.subject) !== undefined ? { subject: str(detail.subject) } : {}),
      ...(str(detail.body) !== undefined ? { body: str(detail.body) } : {}),
      ...(typeof detail.count === "number" ? { count: detail.count } : {}),
      ...(str(detail.reason) ? { reason: str(detail.reason) } : {}),
      // A home check (issue 28): the checker's name, and whether it is the report.
      ...(event.kind === "home_check"
        ? { to: str(detail.checkerName) ?? null, reason: detail.report === true ? "report" : "request" }
        : {}),
      ...(event.kind === "relation" && Array.isArray(detail.changes)
        ? {
            changes: (detail.changes as { field: string; from: unknown; to: unknown }[])
              .map((change) => changeLine(change, catalogs[locale].admin.relations, locale))
              .join("; "),
          }
        : {}),
      ...(event.kind === "received" && str(detail.channel) ? { channel: str(detail.channel) } : {}),
      ...(event.kind === "assigned"
        ? { assignment: assignmentOf({ id: event.actorId, name: event.actorName }, detail) }
        : {}),
    };
  });
  return {
    id: row.id,
    formType,
    locale: asLocale(row.locale),
    createdAt: formatDateTime(row.createdAt, locale),
    status: row.status as RequestStatus,
    revision: row.revision,
    statuses: statusesOf(formType),
    assignee,
    unread: row.openedAt === null,
    name: row.name,
    email,
    fields,
    dog: dogOf(deps, row),
    otherRequests: others
      .filter((other) => isFormType(other.formType))
      .map((other) => ({
        id: other.id,
        formType: other.formType as FormType,
        createdAt: formatDateTime(other.createdAt, locale),
        status: other.status,
      })),
    othersBy,
    notes: notes.map((note) => ({
      id: note.id,
      authorName: note.authorName,
      createdAt: formatDateTime(note.createdAt, locale),
      body: note.body,
    })),
    history,
    staff,
    templates: templatesFor(formType),
    deletion: deletionOf(row, deps.config.requestRetentionDays, locale),
    whatsappText: whatsappTextOf(asLocale(row.locale), feedDog(deps.dogs, row)?.name ?? null),
    person,
  };
}
