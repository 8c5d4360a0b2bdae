import { desc, eq, sql } from "drizzle-orm";
import type { LastingRelationKind } from "~/domain/back-office/pipeline";
import type { Db } from "../db/client";
import { recordEvent } from "../back-office/history";
import type { Actor } from "../back-office/staff-member";
import { relations, requestEvents, submissions } from "../db/schema";
import { readRelations } from "./rows";

/** One changed fact of a relation, as the history keeps it (a dog by its name). */
export type RelationChange = { field: string; from: string | number | null; to: string | number | null };

/** Who changed the request last, and when: what a refused change from an older page names. */
export type DetailsConflict = { actorName: string | null; at: Date };

export type SaveDetailsResult =
  { ok: true } | { ok: false; errors: { form: "not_found" | "stale" }; conflict?: DetailsConflict };

const facts: Record<LastingRelationKind, string[]> = {
  adoption: ["fee"],
  membership: ["membershipType", "paymentInterval"],
  sponsorship: ["monthlyAmount"],
  foster_home: ["capacity", "currentDogName"],
};

/** What differs between two versions of a relation: its start and its kind's facts. */
export function relationChanges(
  kind: LastingRelationKind,
  before: { startedOn: string; details: Record<string, unknown> },
  after: { startedOn: string; details: Record<string, unknown> },
): RelationChange[] {
  const value = (raw: unknown) => (typeof raw === "string" || typeof raw === "number" ? raw : null);
  const changes: RelationChange[] = [];
  if (before.startedOn !== after.startedOn)
    changes.push({ field: "startedOn", from: before.startedOn, to: after.startedOn });
  for (const field of facts[kind]) {
    const [from, to] = [value(before.details[field]), value(after.details[field])];
    if (from !== to) changes.push({ field, from, to });
  }
  return changes;
}

/**
 * Saves a relation's start and details in one transaction with the request's row locked: refused
 * as stale when the relation changed since the page showed it (`seen`, its version), naming who
 * changed the request last; a change writes one history entry with what changed, from what to what;
 * saving what already is writes nothing.
 */
export async function saveRelationDetails(
  db: Db,
  input: {
    submissionId: string;
    startedOn: string;
    details: Record<string, unknown>;
    actor: Actor;
    seen?: string;
  },
): Promise<SaveDetailsResult> {
  const { submissionId } = input;
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.id, submissionId))
      .for("update");
    if (!locked) return { ok: false, errors: { form: "not_found" } };
    const [current] = await readRelations(tx, eq(submissions.id, submissionId));
    if (!current) return { ok: false, errors: { form: "not_found" } };
    if (input.seen !== undefined && input.seen !== current.version) {
      const [last] = await tx
        .select({ actorName: requestEvents.actorName, at: requestEvents.createdAt })
        .from(requestEvents)
        .where(eq(requestEvents.submissionId, submissionId))
        .orderBy(desc(requestEvents.createdAt))
        .limit(1);
      return { ok: false, errors: { form: "stale" }, ...(last ? { conflict: last } : {}) };
    }
    const changes = relationChanges(
      current.kind,
      { startedOn: current.startedOn, details: current.details },
      input,
    );
    if (changes.length === 0) return { ok: true };
    await tx
      .insert(relations)
      .values({
        submissionId,
        kind: current.kind,
        startedOn: input.startedOn,
        details: input.details,
      })
      .onConflictDoUpdate({
        target: relations.submissionId,
        set: {
          startedOn: input.startedOn,
          details: sql`${relations.details} || ${JSON.stringify(input.details)}::jsonb`,
          updatedAt: sql`now()`,
        },
      });
    await recordEvent(tx, { submissionId, actor: input.actor, kind: "relation", detail: { changes } });
    return { ok: true };
  });
}
