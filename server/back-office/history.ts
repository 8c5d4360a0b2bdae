import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { requestEvents, submissions } from "../db/schema";
import type { Actor } from "./staff-member";

/** What the history of a request records (request_events.kind). */
export type RequestEventKind =
  "received" | "opened" | "status" | "assigned" | "note" | "mail" | "dog_unavailable";

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
