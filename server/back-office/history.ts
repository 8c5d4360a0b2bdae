import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { requestEvents, submissions } from "../db/schema";
import type { Assignment } from "./request-types";
import type { Actor } from "./staff-member";

/** What the history of a request records (request_events.kind). */
export type RequestEventKind =
  | "received"
  | "opened"
  | "status"
  | "assigned"
  | "note"
  | "mail"
  | "dog_unavailable"
  /** A home checker was asked (detail.checkerName) or sent the report (detail.report). */
  | "home_check"
  /** A lasting relation's details changed (detail.changes: field, from, to). */
  | "relation";

type Executor = Pick<Db, "insert" | "update">;

/**
 * Adds one entry to a request's history and marks the request as touched (the retention period
 * counts from its last change). Call it in the transaction of the change it records.
 */
export async function recordEvent(
  tx: Executor,
  event: { submissionId: string; actor: Actor; kind: RequestEventKind; detail?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(requestEvents).values({
    submissionId: event.submissionId,
    actorId: event.actor?.id ?? null,
    actorName: event.actor?.name ?? null,
    kind: event.kind,
    detail: event.detail ?? {},
  });
  await tx
    .update(submissions)
    .set({ updatedAt: sql`now()` })
    .where(sql`${submissions.id} = ${event.submissionId}`);
}

/**
 * What an `assigned` entry meant, from the actor's side: "took" it (from nobody) or "took_from"
 * someone, "assigned" it to someone else, "gave" it up, or "removed" someone else. The actor is
 * recognised by id, or by name once the account is gone (the history keeps only the name then).
 */
export function assignmentOf(
  actor: { id: string | null; name: string | null },
  detail: Record<string, unknown>,
): Assignment {
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  const isActor = (id: string | null, name: string | null) =>
    actor.id !== null ? id === actor.id : actor.name !== null && name === actor.name;
  const [fromId, fromName] = [text(detail.fromId), text(detail.fromName)];
  const [toId, toName] = [text(detail.toId), text(detail.toName)];
  if (toId !== null || toName !== null) {
    if (!isActor(toId, toName)) return "assigned";
    return fromId !== null || fromName !== null ? "took_from" : "took";
  }
  return isActor(fromId, fromName) ? "gave" : "removed";
}
