import { and, asc, count, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { RequestStatus } from "~/domain/back-office/pipeline";
import { noteMaxLength, storedText } from "~/domain/back-office/request-page-schemas";
import { isFormType, type FormType } from "~/domain/forms/form-types";
import type { Db } from "../db/client";
import { people, personMerges, personNotes, relations, submissions } from "../db/schema";
import { isUuid } from "../back-office/ids";
import { asLocale, dogNameOf } from "../back-office/request-store";
import { createPerson } from "./create";
import { mergePeople, splitMerge } from "./merge";
import { personSearchCondition } from "./search";
import {
  personPageSize,
  type PeopleServices,
  type PersonFlag,
  type PersonListRow,
  type PersonRecord,
} from "./types";

type PersonRow = typeof people.$inferSelect;

function flagCondition(flag: PersonFlag): SQL {
  switch (flag) {
    case "do_not_place":
      return eq(people.doNotPlace, true);
    case "home_checker":
      return eq(people.homeChecker, true);
    default:
      return sql`${people.homeCheckedOn} is not null`;
  }
}

export function personRecord(row: PersonRow): PersonRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    locale: asLocale(row.locale),
    postcode: row.postcode,
    doNotPlace: row.doNotPlace,
    doNotPlaceReason: row.doNotPlaceReason,
    homeCheckedOn: row.homeCheckedOn,
    homeCheckedBy: row.homeCheckedBy,
    homeChecker: row.homeChecker,
    homeCheckerAreas: row.homeCheckerAreas,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The people of the association (issue 28): the list with its search and flag filters, one
 * person's page, their record with its flags (optimistic concurrency on `people.revision`), notes,
 * and merging two records of one person (merge.ts), which a split undoes.
 */
export function createPeopleServices({ db }: { db: Db }): PeopleServices {
  return {
    async list({ search = "", flag = null, page = 1 }) {
      const searched = personSearchCondition(search.slice(0, 200));
      const [totals] = await db
        .select({
          all: count(),
          do_not_place: sql<number>`count(*) filter (where ${people.doNotPlace})::int`,
          home_checker: sql<number>`count(*) filter (where ${people.homeChecker})::int`,
          home_checked: sql<number>`count(*) filter (where ${people.homeCheckedOn} is not null)::int`,
        })
        .from(people)
        .where(searched);
      const counts = {
        all: Number(totals?.all ?? 0),
        do_not_place: Number(totals?.do_not_place ?? 0),
        home_checker: Number(totals?.home_checker ?? 0),
        home_checked: Number(totals?.home_checked ?? 0),
      };
      const total = flag ? counts[flag] : counts.all;
      const pageCount = Math.max(1, Math.ceil(total / personPageSize));
      const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
      // Each person's requests counted in one pass over the requests, not once per person: with
      // 2,000 people and 10,000 requests that is 30 ms instead of a second (bench: persons_list).
      const activity = db
        .select({
          personId: submissions.personId,
          count: sql<number>`count(*)::int`.as("request_count"),
          last: sql<string | null>`max(${submissions.createdAt})`.as("last_request_at"),
        })
        .from(submissions)
        .groupBy(submissions.personId)
        .as("activity");
      const requestCount = sql<number>`coalesce(${activity.count}, 0)`;
      const lastRequest = sql<string | null>`${activity.last}`;
      const rows = await db
        .select({
          id: people.id,
          name: people.name,
          email: people.email,
          phone: people.phone,
          locale: people.locale,
          doNotPlace: people.doNotPlace,
          homeChecker: people.homeChecker,
          homeChecked: sql<boolean>`${people.homeCheckedOn} is not null`,
          requestCount,
          lastRequestAt: lastRequest,
        })
        .from(people)
        .leftJoin(activity, eq(activity.personId, people.id))
        .where(and(searched, flag ? flagCondition(flag) : undefined))
        .orderBy(sql`${lastRequest} desc nulls last`, desc(people.updatedAt), asc(people.id))
        .limit(personPageSize)
        .offset((current - 1) * personPageSize);
      return {
        rows: rows.map((row): PersonListRow => ({
          ...row,
          locale: asLocale(row.locale),
          requestCount: Number(row.requestCount),
          lastRequestAt: row.lastRequestAt ? new Date(row.lastRequestAt).toISOString() : null,
        })),
        total,
        page: current,
        pageCount,
        counts,
      };
    },

    async detail(id) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(people).where(eq(people.id, id));
      if (!row) return null;
      const [requests, notes, merges] = await Promise.all([
        db
          .select({
            id: submissions.id,
            formType: submissions.formType,
            status: submissions.status,
            dogName: submissions.dogName,
            data: submissions.data,
            createdAt: submissions.createdAt,
            startedOn: relations.startedOn,
            endedOn: relations.endedOn,
          })
          .from(submissions)
          .leftJoin(relations, eq(relations.submissionId, submissions.id))
          .where(eq(submissions.personId, id))
          .orderBy(desc(submissions.createdAt), desc(submissions.id))
          .limit(500),
        db
          .select()
          .from(personNotes)
          .where(eq(personNotes.personId, id))
          .orderBy(desc(personNotes.createdAt), desc(personNotes.id)),
        db
          .select()
          .from(personMerges)
          .where(eq(personMerges.keptId, id))
          .orderBy(desc(personMerges.createdAt), desc(personMerges.id)),
      ]);
      const str = (value: unknown) => (typeof value === "string" ? value : "");
      return {
        person: personRecord(row),
        requests: requests
          .filter((request) => isFormType(request.formType))
          .map((request) => ({
            id: request.id,
            formType: request.formType as FormType,
            status: request.status as RequestStatus,
            dogName: dogNameOf(request),
            createdAt: request.createdAt.toISOString(),
            relation: request.startedOn ? { startedOn: request.startedOn, endedOn: request.endedOn } : null,
          })),
        notes: notes.map((note) => ({
          id: note.id,
          authorName: note.authorName,
          body: note.body,
          createdAt: note.createdAt.toISOString(),
        })),
        merges: merges.map((merge) => {
          const person = (merge.merged.person ?? {}) as Record<string, unknown>;
          return {
            id: merge.id,
            mergedName: str(person.name),
            mergedEmail: str(person.email),
            byName: merge.byName,
            createdAt: merge.createdAt.toISOString(),
            splitAt: merge.splitAt?.toISOString() ?? null,
            requestCount: merge.moved.requests?.length ?? 0,
          };
        }),
      };
    },

    async candidates(search, exceptId) {
      const searched = personSearchCondition(search.slice(0, 200));
      if (!searched || !isUuid(exceptId)) return [];
      return db
        .select({ id: people.id, name: people.name, email: people.email, phone: people.phone })
        .from(people)
        .where(and(searched, ne(people.id, exceptId)))
        .orderBy(asc(people.name), asc(people.email))
        .limit(10);
    },

    async create(input, actor) {
      void actor;
      return createPerson(db, input);
    },

    async update(id, input, actor, revision) {
      if (!isUuid(id)) return { ok: false, error: "not_found" };
      void actor;
      const changed = await db
        .update(people)
        .set({
          name: input.name,
          phone: input.phone,
          locale: input.locale,
          postcode: input.postcode,
          doNotPlace: input.doNotPlace,
          doNotPlaceReason: input.doNotPlace ? input.doNotPlaceReason : null,
          homeCheckedOn: input.homeCheckedOn,
          homeCheckedBy: input.homeCheckedOn ? input.homeCheckedBy : null,
          homeChecker: input.homeChecker,
          homeCheckerAreas: input.homeChecker ? input.homeCheckerAreas : null,
          revision: sql`${people.revision} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(people.id, id), eq(people.revision, revision)))
        .returning({ id: people.id });
      if (changed.length > 0) return { ok: true };
      const [current] = await db
        .select({ updatedAt: people.updatedAt })
        .from(people)
        .where(eq(people.id, id));
      if (!current) return { ok: false, error: "not_found" };
      // The record keeps no author of its last change (no column for it): the refusal says when.
      return {
        ok: false,
        error: "stale",
        conflict: { actorName: null, at: current.updatedAt.toISOString() },
      };
    },

    async addNote(id, body, actor) {
      if (!isUuid(id)) return { ok: false, error: "not_found" };
      const text = storedText(body);
      if (text === "") return { ok: false, error: "note_empty" };
      if (text.length > noteMaxLength) return { ok: false, error: "note_too_long" };
      const [row] = await db.select({ id: people.id }).from(people).where(eq(people.id, id));
      if (!row) return { ok: false, error: "not_found" };
      await db
        .insert(personNotes)
        .values({ personId: id, authorId: actor?.id ?? null, authorName: actor?.name ?? "", body: text });
      return { ok: true };
    },

    merge: (keptId, otherId, actor) => mergePeople(db, keptId, otherId, actor),
    split: (mergeId, actor) => splitMerge(db, mergeId, actor),

    async homeCheckers() {
      const rows = await db
        .select({
          id: people.id,
          name: people.name,
          email: people.email,
          phone: people.phone,
          areas: people.homeCheckerAreas,
        })
        .from(people)
        .where(eq(people.homeChecker, true))
        .orderBy(asc(people.name), asc(people.id));
      return rows.map((row) => ({ ...row, areas: row.areas ?? "" }));
    },

    async ofRequest(submissionId) {
      if (!isUuid(submissionId)) return null;
      const [row] = await db
        .select({
          id: people.id,
          name: people.name,
          doNotPlace: people.doNotPlace,
          doNotPlaceReason: people.doNotPlaceReason,
          homeCheckedOn: people.homeCheckedOn,
          homeCheckedBy: people.homeCheckedBy,
        })
        .from(submissions)
        .innerJoin(people, eq(people.id, submissions.personId))
        .where(eq(submissions.id, submissionId));
      return row ?? null;
    },
  };
}
