import { deleteOrphanPeople } from "../people/privacy";
import { and, inArray, or, sql, type SQL } from "drizzle-orm";
import { deletableStatuses } from "~/domain/back-office/pipeline";
import { formTypes } from "~/domain/forms/form-types";
import type { Db } from "../db/client";
import type { Logger } from "../log";
import { deleteMailFiles } from "../submissions/mail-files";
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

/**
 * Requests in a deletable status (pipeline.ts): ended without a lasting relation, or their relation
 * ended. Never an open request, never a lasting relation (a placed adoption, an accepted member …).
 */
function deletable(): SQL {
  return or(
    ...formTypes.map((formType) =>
      and(
        sql`${submissions.formType} = ${formType}`,
        inArray(submissions.status, [...deletableStatuses(formType)]),
      ),
    ),
  ) as SQL;
}

/**
 * Deletes the requests in a deletable status untouched for `days` days, with their notes, history
 * and mails (the foreign keys cascade), and records how many in the deletion log (reason
 * `retention`, no data). A request with a mail still waiting to be sent stays until the mail is out
 * (the outbox loses no mail; a mail failing for that long shows on the operations page). The rows
 * are locked first, so that a change or a new mail of a request waits for this transaction.
 * Returns the number deleted and the ids of their outbox mails (whose `.eml` files go after the
 * commit).
 */
export async function deleteEndedRequests(
  tx: Executor,
  days: number,
): Promise<{ deleted: number; mailIds: string[] }> {
  const due = await tx
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        deletable(),
        sql`${submissions.updatedAt} < now() - make_interval(days => ${days})`,
        sql`not exists (select 1 from ${mailOutbox} where ${mailOutbox.submissionId} = ${submissions.id} and ${mailOutbox.sentAt} is null)`,
      ),
    )
    .for("update");
  if (due.length === 0) {
    await deleteOrphanPeople(tx, days);
    return { deleted: 0, mailIds: [] };
  }
  const ids = due.map((row) => row.id);
  const mails = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(inArray(mailOutbox.submissionId, ids));
  const deleted = await tx
    .delete(submissions)
    .where(inArray(submissions.id, ids))
    .returning({ id: submissions.id });
  await deleteOrphanPeople(tx, days);
  if (deleted.length > 0) {
    await tx
      .insert(deletionLog)
      .values({ reason: "retention", actorName: null, requestCount: deleted.length });
  }
  return { deleted: deleted.length, mailIds: mails.map((mail) => mail.id) };
}

/** Runs between two claims at least this long apart (the job is started hourly on every instance). */
export const retentionMinIntervalSeconds = 55 * 60;

/**
 * One run of the retention job, once across instances: the instance that claims the run deletes;
 * the others do nothing. `claimed` false: another instance ran it within the last 55 minutes.
 * With `mailFiles`, the `.eml` files of the deleted requests' mails go too, after the commit (a
 * file that cannot be deleted is logged and does not bring the requests back).
 */
export async function runRetention(
  db: Db,
  days: number,
  mailFiles?: { folder: string; logger: Pick<Logger, "warn"> },
): Promise<{ claimed: boolean; deleted: number }> {
  const result = await db.transaction(async (tx) => {
    if (!(await claimJobRun(tx, retentionJob, retentionMinIntervalSeconds)))
      return { claimed: false, deleted: 0, mailIds: [] };
    return { claimed: true, ...(await deleteEndedRequests(tx, days)) };
  });
  if (mailFiles && result.mailIds.length > 0) {
    await deleteMailFiles(mailFiles.folder, result.mailIds, mailFiles.logger);
  }
  return { claimed: result.claimed, deleted: result.deleted };
}
