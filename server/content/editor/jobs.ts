import { and, inArray, isNotNull, lt } from "drizzle-orm";
import type { ContentKind } from "~/domain/content/draft";
import { claimJobRun } from "../../back-office/retention";
import type { Db } from "../../db/client";
import type { Logger } from "../../log";
import { contentDrafts, contentRevisions, contentSchedule, contentSlugRedirects } from "../../db/schema";
import { errorSummary } from "../../submissions/log-safe";
import { removedDays } from "./catalog";
import { tableOf } from "./rows";

export const contentScheduleJob = "content-schedule";
const scheduleIntervalMs = 30_000;

/**
 * Deletes for good the posts and guides removed more than 30 days before `now`, with their drafts,
 * revisions, old slugs and schedules. The hourly back-office job runs it.
 */
export async function purgeRemovedContent(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - removedDays * 86_400_000);
  let count = 0;
  for (const kind of ["post", "guide"] as const satisfies ContentKind[]) {
    const table = tableOf(kind);
    count += await db.transaction(async (tx) => {
      const gone = await tx
        .delete(table)
        .where(and(isNotNull(table.deletedAt), lt(table.deletedAt, before)))
        .returning({ id: table.id });
      const ids = gone.map((row) => row.id);
      if (ids.length === 0) return 0;
      await tx.delete(contentDrafts).where(inArray(contentDrafts.itemId, ids));
      await tx.delete(contentRevisions).where(inArray(contentRevisions.itemId, ids));
      await tx.delete(contentSlugRedirects).where(inArray(contentSlugRedirects.itemId, ids));
      await tx.delete(contentSchedule).where(inArray(contentSchedule.itemId, ids));
      return ids.length;
    });
  }
  return count;
}

/**
 * The schedule's job: every 30 s one instance (job_runs) publishes what is due. Each due entry is
 * also claimed by deleting its row in the publish's transaction, so nothing goes out twice.
 */
export function startContentSchedule(options: {
  db: Db;
  publishDue: () => Promise<number>;
  logger: Pick<Logger, "info" | "error">;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  const intervalMs = options.intervalMs ?? scheduleIntervalMs;
  let running: Promise<void> | undefined;
  let stopped = false;
  async function run() {
    try {
      const claimed = await options.db.transaction((tx) =>
        claimJobRun(tx, contentScheduleJob, Math.max(1, Math.floor(intervalMs / 1000) - 5)),
      );
      if (!claimed) return;
      const count = await options.publishDue();
      if (count > 0) options.logger.info("scheduled content published", { count });
    } catch (error) {
      options.logger.error("scheduled content not published", errorSummary(error));
    }
  }
  const tick = () => {
    if (stopped || running) return;
    running = run().finally(() => (running = undefined));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
