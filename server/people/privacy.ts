import { and, asc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  homeCheckPhotos,
  homeCheckReports,
  people,
  personNotes,
  relations,
  submissions,
  tasks,
} from "../db/schema";

type Executor = Pick<Db, "select" | "delete">;

const iso = (value: Date) => value.toISOString();

/** The person records of an address: its own, and those its requests belong to (after a merge). */
export async function personIdsOf(tx: Executor, email: string, requestIds: string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: people.id })
    .from(people)
    .where(
      or(
        and(eq(people.email, email), sql`${people.email} <> ''`),
        requestIds.length > 0
          ? inArray(
              people.id,
              tx
                .select({ id: submissions.personId })
                .from(submissions)
                .where(and(inArray(submissions.id, requestIds), isNotNull(submissions.personId))),
            )
          : sql`false`,
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * What the association keeps about a person besides their requests (GDPR art. 15, issue 28): the
 * record with its flags, notes on the person, tasks about them or their requests, the lasting
 * relations' details and home-check reports (how many photos each has; the photos themselves are
 * on the request page).
 */
export async function exportPeople(tx: Executor, personIds: string[], requestIds: string[]) {
  if (personIds.length === 0 && requestIds.length === 0)
    return { records: [], notes: [], tasks: [], relations: [], homeChecks: [] };
  const onPerson = personIds.length > 0 ? inArray(tasks.personId, personIds) : sql`false`;
  const onRequest = requestIds.length > 0 ? inArray(tasks.submissionId, requestIds) : sql`false`;
  const [records, notes, taskRows, relationRows, reports] = await Promise.all([
    personIds.length > 0 ? tx.select().from(people).where(inArray(people.id, personIds)) : [],
    personIds.length > 0
      ? tx
          .select()
          .from(personNotes)
          .where(inArray(personNotes.personId, personIds))
          .orderBy(asc(personNotes.createdAt))
      : [],
    tx.select().from(tasks).where(or(onPerson, onRequest)).orderBy(asc(tasks.dueOn)),
    requestIds.length > 0
      ? tx.select().from(relations).where(inArray(relations.submissionId, requestIds))
      : [],
    requestIds.length > 0
      ? tx
          .select({
            submissionId: homeCheckReports.submissionId,
            checkerName: homeCheckReports.checkerName,
            visitedOn: homeCheckReports.visitedOn,
            outcome: homeCheckReports.outcome,
            notes: homeCheckReports.notes,
            // That photos exist, not their bytes (a volunteer sees them on the request page).
            // Qualified by hand: in a select list drizzle names a column without its table.
            photos: sql<number>`(select count(*)::int from ${homeCheckPhotos} where ${homeCheckPhotos}.report_id = ${homeCheckReports}.id)`,
          })
          .from(homeCheckReports)
          .where(inArray(homeCheckReports.submissionId, requestIds))
          .orderBy(asc(homeCheckReports.createdAt))
      : [],
  ]);
  return {
    records: records.map((row) => ({
      name: row.name,
      email: row.email,
      phone: row.phone,
      language: row.locale,
      postcode: row.postcode,
      doNotPlace: row.doNotPlace ? { reason: row.doNotPlaceReason } : null,
      homeChecked: row.homeCheckedOn ? { on: row.homeCheckedOn, by: row.homeCheckedBy } : null,
      homeChecker: row.homeChecker ? { areas: row.homeCheckerAreas } : null,
      created: iso(row.createdAt),
    })),
    notes: notes.map((note) => ({ author: note.authorName, created: iso(note.createdAt), text: note.body })),
    tasks: taskRows.map((task) => ({
      title: task.title,
      note: task.note,
      due: task.dueOn,
      done: task.doneAt ? iso(task.doneAt) : null,
      request: task.submissionId,
    })),
    relations: relationRows.map((row) => ({
      request: row.submissionId,
      kind: row.kind,
      since: row.startedOn,
      ended: row.endedOn,
      endReason: row.endReason,
      details: row.details,
    })),
    homeChecks: reports.map((report) => ({
      request: report.submissionId,
      checker: report.checkerName,
      visited: report.visitedOn,
      outcome: report.outcome,
      notes: report.notes,
      photos: Number(report.photos),
    })),
  };
}

/** Erasure: the person records go, and with them (cascade) their notes, tasks and merges. */
export async function erasePeople(tx: Executor, personIds: string[]): Promise<number> {
  if (personIds.length === 0) return 0;
  const gone = await tx.delete(people).where(inArray(people.id, personIds)).returning({ id: people.id });
  return gone.length;
}

/**
 * Retention: a record whose requests are all gone, untouched for `days`, goes too, unless it is
 * one the association keeps on purpose while it applies (do not place a dog; a home checker).
 */
export async function deleteOrphanPeople(tx: Executor, days: number): Promise<number> {
  const gone = await tx
    .delete(people)
    .where(
      and(
        sql`not ${people.doNotPlace}`,
        sql`not ${people.homeChecker}`,
        sql`${people.updatedAt} < now() - make_interval(days => ${days})`,
        sql`not exists (select 1 from ${submissions} where ${submissions.personId} = ${people.id})`,
      ),
    )
    .returning({ id: people.id });
  return gone.length;
}

export type PersonRecordsExport = Awaited<ReturnType<typeof exportPeople>>;
