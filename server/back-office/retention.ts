import { and, inArray, or, sql, type SQL } from "drizzle-orm";
import { closedStatuses } from "~/domain/back-office/pipeline";
import { formTypes } from "~/domain/forms/form-types";
import type { Db } from "../db/client";
import { deletionLog, jobRuns, mailOutbox, submissions } from "../db/schema";

type Executor = Pick<Db, "insert" | "delete" | "select">;

/** The retention job's name in job_runs. */
export const retentionJob = "request-retention";

/**
 * Claims a run of a periodic job for this instance: moves `job_runs.last_run_at` to now if the last
 * run is at least `minIntervalSeconds` old (or there was none). Atomic across instances: of two
 * claims at the same time, the second waits for the first's transaction and then finds the run
 * taken. Call it in the transaction of the job's work, so that a failed run is not counted.
 */
export async function claimJobRun(tx: Executor, name: string, minIntervalSeconds: number): Promise<boolean> {
  const claimed = await tx
    .insert(jobRuns)
    .values({ name, lastRunAt: sql`now()` })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { lastRunAt: sql`now()` },
      setWhere: sql`${jobRuns.lastRunAt} <= now() - make_interval(secs => ${minIntervalSeconds})`,
    })
    .returning({ name: jobRuns.name });
  return claimed.length > 0;
}

/** Requests whose status ends their pipeline (closed, placed, declined …: not open). */
function closed(): SQL {
  return or(
    ...formTypes.map((formType) =>
      and(
        sql`${submissions.formType} = ${formType}`,
        inArray(submissions.status, [...closedStatuses(formType)]),
      ),
    ),
  ) as SQL;
}

/**
 * Deletes the closed requests untouched for `days` days, with their notes, history and mails (the
 * foreign keys cascade), and records how many in the deletion log (reason `retention`, no data).
 * A request with a mail still waiting to be sent stays until the mail is out (the outbox loses no
 * mail; a mail failing for that long shows on the operations page). Returns the number deleted.
 */
export async function deleteClosedRequests(tx: Executor, days: number): Promise<number> {
  const deleted = await tx
    .delete(submissions)
    .where(
      and(
        closed(),
        sql`${submissions.updatedAt} < now() - make_interval(days => ${days})`,
        sql`not exists (select 1 from ${mailOutbox} where ${mailOutbox.submissionId} = ${submissions.id} and ${mailOutbox.sentAt} is null)`,
      ),
    )
    .returning({ id: submissions.id });
  if (deleted.length > 0) {
    await tx
      .insert(deletionLog)
      .values({ reason: "retention", actorName: null, requestCount: deleted.length });
  }
  return deleted.length;
}

/** Runs between two claims at least this long apart (the job is started hourly on every instance). */
export const retentionMinIntervalSeconds = 55 * 60;

/**
 * One run of the retention job, once across instances: the instance that claims the run deletes;
 * the others do nothing. `claimed` false: another instance ran it within the last 55 minutes.
 */
export async function runRetention(db: Db, days: number): Promise<{ claimed: boolean; deleted: number }> {
  return db.transaction(async (tx) => {
    if (!(await claimJobRun(tx, retentionJob, retentionMinIntervalSeconds)))
      return { claimed: false, deleted: 0 };
    return { claimed: true, deleted: await deleteClosedRequests(tx, days) };
  });
}
