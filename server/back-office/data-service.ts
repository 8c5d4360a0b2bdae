import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { FormType } from "~/domain/forms/form-types";
import type { Locale } from "~/i18n/locale";
import { deletionLog, mailOutbox, people, requestEvents, requestNotes, submissions } from "../db/schema";
import type { StaffRole } from "~/domain/back-office/pipeline";
import { redactAddresses } from "../submissions/log-safe";
import { deleteMailFiles, mailFolder } from "../submissions/mail-files";
import type { BackOfficeDeps } from "./deps";
import { personDocument } from "./person-document";
import { erasePeople, exportPeople, personIdsOf, type PersonRecordsExport } from "../people/privacy";
import type { Actor } from "./staff-member";

/** One request of a person, as the people screen lists it. */
export type PersonRequest = {
  id: string;
  formType: FormType;
  locale: Locale;
  status: string;
  createdAt: string;
};

/** Everything stored about one e-mail address (GDPR art. 15), as the JSON export holds it. */
export type PersonExport = {
  email: string;
  exportedAt: string;
  /** The person's record, notes, tasks, relations and home checks (server/people/privacy.ts). */
  person: PersonRecordsExport;
  requests: {
    id: string;
    type: string;
    locale: string;
    status: string;
    created: string;
    updated: string;
    data: Record<string, unknown>;
    notes: { author: string; created: string; text: string }[];
    history: { kind: string; actor: string | null; created: string; detail: Record<string, unknown> }[];
    mails: {
      kind: string;
      created: string;
      sent: string | null;
      recipient: string;
      replyTo: string;
      subject: string;
      text: string;
    }[];
  }[];
};

export type OutboxMailSummary = {
  id: string;
  submissionId: string | null;
  kind: string;
  createdAt: string;
  attempts: number;
  nextAttemptAt: string;
  /** The SMTP answer with every address in it redacted. */
  lastError: string | null;
};

export type OutboxSummary = {
  counts: { pending: number; failed: number; sent: number };
  /** Unsent mails, failed first, then by due time (at most 50). */
  waiting: OutboxMailSummary[];
};

export const dogFeedTypes = ["adoption", "sponsorship", "hospice"] as const;

export type DogFeedSummary = {
  available: boolean;
  total: number;
  counts: Record<(typeof dogFeedTypes)[number], { available: number; reserved: number }>;
  cacheTimestamp: string | null;
  fetchedAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
};

/**
 * Who erases: a volunteer, with the address typed a second time as the confirmation that an admin
 * does not need (issue 25); or null for the site itself (tests, tools).
 */
export type Eraser = (NonNullable<Actor> & { role: StaffRole; retypedEmail?: string | null }) | null;

export type EraseResult = { ok: true; erased: number } | { ok: false; error: "retype" };

export type DeletionEntry = {
  id: string;
  reason: string;
  actorName: string | null;
  requestCount: number;
  createdAt: string;
};

/** The data-protection and operations tools (/admin/people, /admin/operations). */
export type DataServices = {
  /** The e-mail address as stored (trimmed, lower-case), or null when it is none. */
  normaliseEmail(value: unknown): string | null;
  findPerson(email: string): Promise<PersonRequest[]>;
  /**
   * The person record of the address (issue 28): someone added by hand may have one and no
   * request, and is exported and erased all the same.
   */
  findRecord(email: string): Promise<{ id: string; name: string } | null>;
  exportPerson(email: string): Promise<PersonExport>;
  /** The same as a document the person can read (their language, labels, dates in words). */
  exportDocument(email: string): Promise<{ html: string; locale: Locale; file: string; exportedAt: string }>;
  /**
   * Deletes every request with this address (notes, history, mails with it, and the mails' `.eml`
   * files) and the person's record (its notes and tasks) and returns how many requests; an admin, or a volunteer who typed the address again (the second
   * confirmation), may: else nothing happens (`retype`).
   */
  erasePerson(email: string, by: Eraser): Promise<EraseResult>;
  outbox(): Promise<OutboxSummary>;
  /** Makes an unsent mail due now and wakes the mail worker; false if there is none with that id. */
  retryMail(id: string): Promise<boolean>;
  /** Makes every failed mail due now; returns how many. */
  retryFailed(): Promise<number>;
  dogFeed(): DogFeedSummary;
  refreshDogs(): Promise<boolean>;
  deletions(limit?: number): Promise<DeletionEntry[]>;
};

const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
const uuidSchema = z.uuid();
const iso = (date: Date) => date.toISOString();

export function createDataServices({ db, config, dogs, logger, wakeMailer }: BackOfficeDeps): DataServices {
  const normalised = (value: unknown) => {
    const parsed = emailSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  };
  const services: DataServices = {
    normaliseEmail: normalised,

    async findPerson(email) {
      const rows = await db
        .select({
          id: submissions.id,
          formType: submissions.formType,
          locale: submissions.locale,
          status: submissions.status,
          createdAt: submissions.createdAt,
        })
        .from(submissions)
        .where(eq(submissions.email, email))
        .orderBy(desc(submissions.createdAt));
      return rows.map((row) => ({
        ...row,
        formType: row.formType as FormType,
        locale: row.locale as Locale,
        createdAt: iso(row.createdAt),
      }));
    },

    async findRecord(email) {
      const [record] = await db
        .select({ id: people.id, name: people.name })
        .from(people)
        .where(and(eq(people.email, email), sql`${people.email} <> ''`));
      return record ?? null;
    },

    async exportPerson(email) {
      return db.transaction(async (tx) => {
        const requests = await tx
          .select()
          .from(submissions)
          .where(eq(submissions.email, email))
          .orderBy(asc(submissions.createdAt));
        const ids = requests.map((request) => request.id);
        const [notes, events, mails] =
          ids.length === 0
            ? [[], [], []]
            : await Promise.all([
                tx
                  .select()
                  .from(requestNotes)
                  .where(inArray(requestNotes.submissionId, ids))
                  .orderBy(asc(requestNotes.createdAt)),
                tx
                  .select()
                  .from(requestEvents)
                  .where(inArray(requestEvents.submissionId, ids))
                  .orderBy(asc(requestEvents.createdAt)),
                tx
                  .select()
                  .from(mailOutbox)
                  .where(inArray(mailOutbox.submissionId, ids))
                  .orderBy(asc(mailOutbox.createdAt)),
              ]);
        const person = await exportPeople(tx, await personIdsOf(tx, email, ids), ids);
        return {
          email,
          exportedAt: new Date().toISOString(),
          person,
          requests: requests.map((request) => ({
            id: request.id,
            type: request.formType,
            locale: request.locale,
            status: request.status,
            created: iso(request.createdAt),
            updated: iso(request.updatedAt),
            data: request.data,
            notes: notes
              .filter((note) => note.submissionId === request.id)
              .map((note) => ({ author: note.authorName, created: iso(note.createdAt), text: note.body })),
            history: events
              .filter((event) => event.submissionId === request.id)
              .map((event) => ({
                kind: event.kind,
                actor: event.actorName,
                created: iso(event.createdAt),
                detail: event.detail,
              })),
            mails: mails
              .filter((mail) => mail.submissionId === request.id)
              .map((mail) => ({
                kind: mail.kind,
                created: iso(mail.createdAt),
                sent: mail.sentAt ? iso(mail.sentAt) : null,
                recipient: mail.recipient,
                replyTo: mail.replyTo,
                subject: mail.subject,
                text: mail.textBody,
              })),
          })),
        };
      });
    },

    async exportDocument(email) {
      const exported = await services.exportPerson(email);
      return { ...personDocument(exported), exportedAt: exported.exportedAt };
    },

    async erasePerson(email, by) {
      if (by && by.role !== "admin" && normalised(by.retypedEmail) !== email) {
        return { ok: false, error: "retype" };
      }
      const { erased, mailIds } = await db.transaction(async (tx) => {
        // The requests locked first, then their mails' ids (the files are named after them) before
        // the rows go with the requests; a request arriving meanwhile is not half erased.
        const requests = await tx
          .select({ id: submissions.id })
          .from(submissions)
          .where(eq(submissions.email, email))
          .for("update");
        const ids = requests.map((request) => request.id);
        // The person records (with their notes and tasks) go with the requests, or alone.
        const personIds = await personIdsOf(tx, email, ids);
        if (ids.length === 0) {
          // A person without requests (added by hand): the record alone, logged like any erasure.
          if ((await erasePeople(tx, personIds)) > 0) {
            await tx
              .insert(deletionLog)
              .values({ reason: "erasure", actorName: by?.name ?? null, requestCount: 0 });
          }
          return { erased: 0, mailIds: [] };
        }
        const mails = await tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(inArray(mailOutbox.submissionId, ids));
        const deleted = await tx
          .delete(submissions)
          .where(inArray(submissions.id, ids))
          .returning({ id: submissions.id });
        await erasePeople(tx, personIds);
        if (deleted.length > 0) {
          await tx.insert(deletionLog).values({
            reason: "erasure",
            actorName: by?.name ?? null,
            requestCount: deleted.length,
          });
        }
        return { erased: deleted.length, mailIds: mails.map((mail) => mail.id) };
      });
      // After the commit: a file that cannot go is logged (deleteMailFiles) and the erasure stands.
      const files = await deleteMailFiles(mailFolder(config.dataDir), mailIds, logger);
      logger.info("person erased", { requests: erased, mailFiles: files });
      return { ok: true, erased };
    },

    async outbox() {
      const [counts] = await db
        .select({
          pending: sql<number>`count(*) filter (where ${mailOutbox.sentAt} is null and ${mailOutbox.attempts} = 0)`,
          failed: sql<number>`count(*) filter (where ${mailOutbox.sentAt} is null and ${mailOutbox.attempts} > 0)`,
          sent: sql<number>`count(*) filter (where ${mailOutbox.sentAt} is not null)`,
        })
        .from(mailOutbox);
      const waiting = await db
        .select({
          id: mailOutbox.id,
          submissionId: mailOutbox.submissionId,
          kind: mailOutbox.kind,
          createdAt: mailOutbox.createdAt,
          attempts: mailOutbox.attempts,
          nextAttemptAt: mailOutbox.nextAttemptAt,
          lastError: mailOutbox.lastError,
        })
        .from(mailOutbox)
        .where(isNull(mailOutbox.sentAt))
        .orderBy(desc(sql`${mailOutbox.attempts} > 0`), asc(mailOutbox.nextAttemptAt))
        .limit(50);
      return {
        counts: {
          pending: Number(counts?.pending ?? 0),
          failed: Number(counts?.failed ?? 0),
          sent: Number(counts?.sent ?? 0),
        },
        waiting: waiting.map((mail) => ({
          ...mail,
          createdAt: iso(mail.createdAt),
          nextAttemptAt: iso(mail.nextAttemptAt),
          lastError: mail.lastError === null ? null : redactAddresses(mail.lastError),
        })),
      };
    },

    async retryMail(id) {
      if (!uuidSchema.safeParse(id).success) return false;
      const updated = await db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)))
        .returning({ id: mailOutbox.id });
      if (updated.length > 0) wakeMailer();
      return updated.length > 0;
    },

    async retryFailed() {
      const updated = await db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(and(isNull(mailOutbox.sentAt), sql`${mailOutbox.attempts} > 0`))
        .returning({ id: mailOutbox.id });
      if (updated.length > 0) wakeMailer();
      return updated.length;
    },

    dogFeed() {
      const list = dogs.list();
      const health = dogs.health();
      const counts = Object.fromEntries(
        dogFeedTypes.map((type) => {
          const ofType = list.dogs.filter((dog) => dog.types[type]);
          return [
            type,
            {
              available: ofType.filter((dog) => dog.status === "available").length,
              reserved: ofType.filter((dog) => dog.status === "reserved").length,
            },
          ];
        }),
      ) as DogFeedSummary["counts"];
      return {
        available: list.available,
        total: list.dogs.length,
        counts,
        cacheTimestamp: list.cacheTimestamp,
        ...health,
      };
    },

    refreshDogs: () => dogs.refresh(),

    async deletions(limit = 20) {
      const rows = await db.select().from(deletionLog).orderBy(desc(deletionLog.createdAt)).limit(limit);
      return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
    },
  };
  return services;
}
