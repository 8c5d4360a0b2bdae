import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { homeCheckLinks, people, personMerges, personNotes, submissions, tasks } from "../db/schema";
import { isUuid } from "../back-office/ids";
import type { Tx } from "../back-office/request-store";
import type { Actor } from "../back-office/staff-member";
import type { PersonResult } from "./types";

type PersonRow = typeof people.$inferSelect;

/** The fields a merge may change on the kept record (the flags combined, gaps filled). */
const combinedFields = [
  "name",
  "phone",
  "postcode",
  "doNotPlace",
  "doNotPlaceReason",
  "homeCheckedOn",
  "homeCheckedBy",
  "homeChecker",
  "homeCheckerAreas",
] as const;
type Combined = Pick<PersonRow, (typeof combinedFields)[number]>;

/** What moved from the merged record to the kept one, by table. */
type Moved = {
  requests: string[];
  notes: string[];
  tasks: string[];
  homeCheckLinks: string[];
  merges: string[];
};

function joined(a: string | null, b: string | null, separator: string): string | null {
  const parts = [...new Set([a, b].map((part) => part?.trim() ?? "").filter((part) => part !== ""))];
  return parts.length > 0 ? parts.join(separator) : null;
}

/**
 * The kept record after the merge: its own values first, the other's where it has none; do not
 * place when either says so (both reasons kept), a home checker when either is one (both areas),
 * the later home check.
 */
function combine(kept: PersonRow, other: PersonRow): Combined {
  const laterCheck = (other.homeCheckedOn ?? "") > (kept.homeCheckedOn ?? "") ? other : kept;
  return {
    name: kept.name || other.name,
    phone: kept.phone ?? other.phone,
    postcode: kept.postcode ?? other.postcode,
    doNotPlace: kept.doNotPlace || other.doNotPlace,
    doNotPlaceReason: joined(
      kept.doNotPlace ? kept.doNotPlaceReason : null,
      other.doNotPlace ? other.doNotPlaceReason : null,
      "\n\n",
    ),
    homeCheckedOn: laterCheck.homeCheckedOn,
    homeCheckedBy: laterCheck.homeCheckedBy,
    homeChecker: kept.homeChecker || other.homeChecker,
    homeCheckerAreas: joined(
      kept.homeChecker ? kept.homeCheckerAreas : null,
      other.homeChecker ? other.homeCheckerAreas : null,
      ", ",
    ),
  };
}

function pick(row: Combined): Combined {
  return Object.fromEntries(combinedFields.map((field) => [field, row[field]])) as Combined;
}

/** The merged record as stored in person_merges.merged (JSON: dates as ISO strings). */
function snapshot(row: PersonRow): Record<string, unknown> {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

async function lockPeople(tx: Tx, ids: string[]): Promise<PersonRow[]> {
  // In id order, so two merges of the same pair the other way round cannot deadlock.
  return tx.select().from(people).where(inArray(people.id, ids)).orderBy(people.id).for("update");
}

/**
 * Two records of one person become the kept one: the other's requests, notes, tasks, home-check
 * links and earlier merges move to it, the other record goes (kept as it was in person_merges with
 * the ids that moved, so that a split can undo exactly this). The kept record keeps its e-mail.
 */
export async function mergePeople(
  db: Db,
  keptId: string,
  otherId: string,
  actor: Actor,
): Promise<PersonResult> {
  if (!isUuid(keptId) || !isUuid(otherId)) return { ok: false, error: "not_found" };
  if (keptId === otherId) return { ok: false, error: "same_person" };
  return db.transaction(async (tx): Promise<PersonResult> => {
    const rows = await lockPeople(tx, [keptId, otherId]);
    const kept = rows.find((row) => row.id === keptId);
    const other = rows.find((row) => row.id === otherId);
    if (!kept || !other) return { ok: false, error: "not_found" };
    const ids = <T extends { id: string }>(found: T[]) => found.map((row) => row.id);
    const moved: Moved = {
      requests: ids(
        await tx
          .update(submissions)
          .set({ personId: keptId })
          .where(eq(submissions.personId, otherId))
          .returning({ id: submissions.id }),
      ),
      notes: ids(
        await tx
          .update(personNotes)
          .set({ personId: keptId })
          .where(eq(personNotes.personId, otherId))
          .returning({ id: personNotes.id }),
      ),
      tasks: ids(
        await tx
          .update(tasks)
          .set({ personId: keptId })
          .where(eq(tasks.personId, otherId))
          .returning({ id: tasks.id }),
      ),
      homeCheckLinks: ids(
        await tx
          .update(homeCheckLinks)
          .set({ checkerId: keptId })
          .where(eq(homeCheckLinks.checkerId, otherId))
          .returning({ id: homeCheckLinks.tokenHash }),
      ),
      merges: ids(
        await tx
          .update(personMerges)
          .set({ keptId })
          .where(eq(personMerges.keptId, otherId))
          .returning({ id: personMerges.id }),
      ),
    };
    const after = combine(kept, other);
    await tx
      .update(people)
      .set({ ...after, revision: sql`${people.revision} + 1`, updatedAt: sql`now()` })
      .where(eq(people.id, keptId));
    await tx.insert(personMerges).values({
      keptId,
      merged: { person: snapshot(other), keptBefore: pick(kept), keptAfter: after },
      moved,
      byName: actor?.name ?? null,
    });
    await tx.delete(people).where(eq(people.id, otherId));
    return { ok: true, id: keptId };
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Undoes a merge: the merged record again (its id, e-mail and fields as they were), and back to
 * it exactly what moved and still belongs to the kept record; the kept record's fields the merge
 * changed go back too, unless someone changed them since. Once only.
 */
export async function splitMerge(db: Db, mergeId: string, actor: Actor): Promise<PersonResult> {
  if (!isUuid(mergeId)) return { ok: false, error: "not_found" };
  void actor;
  return db.transaction(async (tx): Promise<PersonResult> => {
    const [merge] = await tx.select().from(personMerges).where(eq(personMerges.id, mergeId)).for("update");
    if (!merge) return { ok: false, error: "not_found" };
    if (merge.splitAt) return { ok: false, error: "already_split" };
    const [kept] = await lockPeople(tx, [merge.keptId]);
    if (!kept) return { ok: false, error: "not_found" };
    const person = merge.merged.person as Record<string, unknown> & { id: string; email: string };
    if (person.email !== "") {
      const [taken] = await tx.select({ id: people.id }).from(people).where(eq(people.email, person.email));
      if (taken) return { ok: false, error: "email_taken", otherId: taken.id };
    }
    const { createdAt, updatedAt, revision, ...fields } = person;
    await tx.insert(people).values({
      ...(fields as unknown as typeof people.$inferInsert),
      createdAt: new Date(String(createdAt)),
      updatedAt: sql`now()`,
      revision: Number(revision) + 1,
    });
    void updatedAt;
    const moved = merge.moved as Partial<Moved>;
    const back = async (list: string[] | undefined, run: (ids: string[]) => Promise<unknown>) => {
      if (list && list.length > 0) await run(list);
    };
    await back(moved.requests, (ids) =>
      tx
        .update(submissions)
        .set({ personId: person.id })
        .where(and(inArray(submissions.id, ids), eq(submissions.personId, kept.id))),
    );
    await back(moved.notes, (ids) =>
      tx
        .update(personNotes)
        .set({ personId: person.id })
        .where(and(inArray(personNotes.id, ids), eq(personNotes.personId, kept.id))),
    );
    await back(moved.tasks, (ids) =>
      tx
        .update(tasks)
        .set({ personId: person.id })
        .where(and(inArray(tasks.id, ids), eq(tasks.personId, kept.id))),
    );
    await back(moved.homeCheckLinks, (ids) =>
      tx
        .update(homeCheckLinks)
        .set({ checkerId: person.id })
        .where(and(inArray(homeCheckLinks.tokenHash, ids), eq(homeCheckLinks.checkerId, kept.id))),
    );
    await back(moved.merges, (ids) =>
      tx
        .update(personMerges)
        .set({ keptId: person.id })
        .where(and(inArray(personMerges.id, ids), eq(personMerges.keptId, kept.id))),
    );
    const before = (merge.merged.keptBefore ?? {}) as Partial<Combined>;
    const after = (merge.merged.keptAfter ?? {}) as Partial<Combined>;
    const restore: Record<string, unknown> = {};
    for (const field of combinedFields) {
      if (field in before && same(kept[field], after[field])) restore[field] = before[field];
    }
    await tx
      .update(people)
      .set({ ...restore, revision: sql`${people.revision} + 1`, updatedAt: sql`now()` })
      .where(eq(people.id, kept.id));
    await tx
      .update(personMerges)
      .set({ splitAt: sql`now()` })
      .where(eq(personMerges.id, merge.id));
    return { ok: true, id: person.id };
  });
}
