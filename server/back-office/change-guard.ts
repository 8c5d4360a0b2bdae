import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { requestEvents, submissions } from "../db/schema";
import { isUuid } from "./ids";
import { claimRevision, type SubmissionRow, type Tx } from "./request-store";
import type { ChangeResult } from "./request-types";

/**
 * What a change made from the request page carries: `seen`, the revision the page was rendered
 * with (null: a change not made from a page, checked against nothing), and `token`, the page's
 * random form token, recorded with the change so that the same post sent twice (double click,
 * reload, the browser's resubmission) changes nothing the second time.
 */
export type ChangeGuard = { seen: number | null; token?: string | null };

export const unguarded: ChangeGuard = { seen: null };

/** The history detail that records the form token (nothing without a valid one). */
export function tokenDetail(guard: ChangeGuard): { formToken?: string } {
  return isUuid(guard.token) ? { formToken: guard.token } : {};
}

async function tokenRecorded(tx: Tx, id: string, token: string): Promise<boolean> {
  const found = await tx
    .select({ id: requestEvents.id })
    .from(requestEvents)
    .where(and(eq(requestEvents.submissionId, id), sql`${requestEvents.detail}->>'formToken' = ${token}`))
    .limit(1);
  return found.length > 0;
}

/**
 * One change of a request in one transaction, in this order: lock the request's row (concurrent
 * changes of the same request wait here, so the checks below see what the first one wrote); a
 * post whose token is already recorded is answered as done; a change to what already is changes
 * nothing; a change that counts (`counts`: status, assignment, status mail) claims the revision
 * the page showed, and is refused as stale when someone changed the request since. Nothing is
 * written unless everything passed.
 */
export async function guardedChange(
  db: Db,
  id: string,
  guard: ChangeGuard,
  change: {
    counts: boolean;
    unchanged?: (row: SubmissionRow) => boolean;
    apply: (tx: Tx, row: SubmissionRow, detail: { formToken?: string }) => Promise<void>;
  },
): Promise<ChangeResult> {
  if (!isUuid(id)) return { ok: false, errors: { form: "not_found" } };
  const detail = tokenDetail(guard);
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(submissions).where(eq(submissions.id, id)).for("update");
    if (!row) return "gone" as const;
    if (detail.formToken && (await tokenRecorded(tx, id, detail.formToken))) return "repeated" as const;
    if (change.unchanged?.(row)) return "done" as const;
    if (change.counts && !(await claimRevision(tx, id, guard.seen))) return "stale" as const;
    await change.apply(tx, row, detail);
    return "done" as const;
  });
  switch (outcome) {
    case "gone":
      return { ok: false, errors: { form: "not_found" } };
    case "stale":
      return { ok: false, errors: { form: "stale" } };
    case "repeated":
      return { ok: true, repeated: true };
    default:
      return { ok: true };
  }
}
