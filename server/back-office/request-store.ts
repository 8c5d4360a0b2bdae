import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { RequestStatus } from "~/domain/back-office/pipeline";
import { isFormType } from "~/domain/forms/form-types";
import type { Locale } from "~/i18n/locale";
import type { Db } from "../db/client";
import { requestEvents, submissions } from "../db/schema";
import { displayLine } from "../submissions/display-text";
import { afterStatusMove } from "../tasks/pipeline-hooks";
import { recordEvent, type RequestEventKind } from "./history";
import { isUuid } from "./ids";
import type { Actor } from "./staff-member";

/** One stored request, as the back office reads and changes it. */
export type SubmissionRow = typeof submissions.$inferSelect;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const asLocale = (value: string): Locale => (value === "es" ? "es" : "de");

/** A request by id; null for an unknown or malformed id, or a kind the site no longer has. */
export async function loadRequest(db: Db, id: string): Promise<SubmissionRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id)).limit(1);
  if (!row || !isFormType(row.formType)) return null;
  return row;
}

/** Typed multi-line text as stored (the request page's schemas count it so too). */
export { storedText as plainText } from "~/domain/back-office/request-page-schemas";

/** The dog a request names: the stored column, else the form's field (requests stored before it). */
export function dogNameOf(row: { dogName: string | null; data: Record<string, unknown> }): string | null {
  const candidates = [row.dogName, row.data.dog, row.data.dogName];
  for (const candidate of candidates) {
    if (typeof candidate === "string" && displayLine(candidate) !== "") return displayLine(candidate);
  }
  return null;
}

export function emailOf(row: { email: string; data: Record<string, unknown> }): string {
  if (row.email) return row.email;
  return typeof row.data.email === "string" ? row.data.email.trim().toLowerCase() : "";
}

/**
 * Moves the request to `status` when it is still where it was read; true when it moved. A lasting
 * relation begun or ended brings its relation row and the pipeline's tasks in the same transaction
 * (server/tasks/pipeline-hooks.ts).
 */
export async function moveStatus(
  tx: Tx,
  row: SubmissionRow,
  status: RequestStatus,
  actor: Actor,
  reason?: string,
  /** More for the history entry (the form token of the post that made the change). */
  extra: Record<string, unknown> = {},
): Promise<boolean> {
  if (row.status === status) return false;
  const moved = await tx
    .update(submissions)
    .set({ status })
    .where(and(eq(submissions.id, row.id), eq(submissions.status, row.status)))
    .returning({ id: submissions.id });
  if (moved.length === 0) return false;
  await recordEvent(tx, {
    submissionId: row.id,
    actor,
    kind: "status",
    detail: { from: row.status, to: status, ...(reason ? { reason } : {}), ...extra },
  });
  await afterStatusMove(tx, row, status, actor);
  return true;
}

/**
 * The changes a volunteer's page must have seen before it may change a request again: they move
 * `submissions.revision` on (claimRevision). Notes, opening and the request's arrival do not.
 */
export const revisionKinds = [
  "status",
  "assigned",
  "mail",
  "dog_unavailable",
] as const satisfies readonly RequestEventKind[];

/**
 * Optimistic concurrency: moves the request's revision on by one, when the page that asks for a
 * change showed `seen` (the revision it was rendered with), or always with `seen` null (a change
 * that is not made from a page). False: someone changed the request since; the caller changes
 * nothing and says who (lastChange). Call it first in the change's transaction: the row stays
 * locked until the transaction ends, so of two changes from the same revision only one gets it.
 */
export async function claimRevision(tx: Tx, id: string, seen: number | null): Promise<boolean> {
  const claimed = await tx
    .update(submissions)
    .set({ revision: sql`${submissions.revision} + 1` })
    .where(
      seen === null ? eq(submissions.id, id) : and(eq(submissions.id, id), eq(submissions.revision, seen)),
    )
    .returning({ id: submissions.id });
  return claimed.length > 0;
}

/** The latest change of the kinds that count (revisionKinds): who made it, what, when. */
export type LastChange = {
  actorName: string | null;
  kind: (typeof revisionKinds)[number];
  detail: Record<string, unknown>;
  at: Date;
};

export async function lastChange(db: Pick<Db, "select">, id: string): Promise<LastChange | null> {
  const [event] = await db
    .select({
      actorName: requestEvents.actorName,
      kind: requestEvents.kind,
      detail: requestEvents.detail,
      at: requestEvents.createdAt,
    })
    .from(requestEvents)
    .where(and(eq(requestEvents.submissionId, id), inArray(requestEvents.kind, [...revisionKinds])))
    .orderBy(desc(requestEvents.createdAt), desc(requestEvents.id))
    .limit(1);
  return event ? { ...event, kind: event.kind as LastChange["kind"] } : null;
}
