import { sql } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Logger } from "../log";
import { errorSummary } from "../submissions/log-safe";
import { mailFolder } from "../submissions/mail-files";
import { purgeRemovedContent } from "../content/editor/jobs";
import { runRetention } from "./retention";
import { sendTaskDigests } from "../tasks/digest";

export type BackOfficeJobs = {
  /** Runs the retention job now (as at start and every hour); resolves when done. */
  runNow(): Promise<void>;
  /** Queues the daily mails of due tasks now, if due (as every five minutes); resolves when done. */
  runDigests(): Promise<void>;
  /** No further runs; waits for one in progress. Call before the database closes. */
  stop(): Promise<void>;
};

const hourMs = 3_600_000;
const digestIntervalMs = 5 * 60_000;

/**
 * The back office's periodic work, at start and hourly: the retention job (REQUEST_RETENTION_DAYS;
 * every instance starts it, job_runs lets one of them run it per hour, server/back-office/retention.ts),
 * then, on the embedded database, fresh statistics of every table: PGlite has no autovacuum, so
 * its planner would never learn how many requests, people, tasks and events there are and how they
 * spread, and would pick slow plans for the inbox's filters and the people's list (ANALYZE of
 * 10,000 requests with their people takes well under a second). PostgreSQL's autovacuum does that
 * on its own.
 *
 * With `reminderHour` in the config, also the volunteers' daily mail of due tasks (REMINDER_HOUR):
 * every five minutes each instance looks whether one is due (server/tasks/digest.ts); the
 * (volunteer, day) row in `task_digests` lets only one instance queue each mail.
 */
export function startBackOfficeJobs(options: {
  db: Db;
  /** With `dataDir`, the `.eml` files (DATA_DIR/mail) of the deleted requests' mails go too. */
  config: Pick<Config, "requestRetentionDays"> &
    Partial<Pick<Config, "databaseUrl" | "dataDir" | "reminderHour" | "mailTo" | "publicUrl">>;
  logger: Pick<Logger, "info" | "warn" | "error">;
  intervalMs?: number;
  /** Wakes the mail worker after the daily mails were queued. */
  wakeMailer?: () => void;
  /** The clock of the daily mail (tests). */
  now?: () => Date;
}): BackOfficeJobs {
  const { db, config, logger } = options;
  let running: Promise<void> | undefined;
  let stopped = false;

  function runNow(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= (async () => {
      try {
        const mailFiles = config.dataDir ? { folder: mailFolder(config.dataDir), logger } : undefined;
        const result = await runRetention(db, config.requestRetentionDays, mailFiles);
        if (result.deleted > 0) logger.info("ended requests deleted (retention)", { count: result.deleted });
      } catch (error) {
        logger.error("retention job failed", errorSummary(error));
      }
      try {
        const purged = await purgeRemovedContent(db, new Date());
        if (purged > 0) logger.info("removed posts and guides deleted for good", { count: purged });
      } catch (error) {
        logger.error("removed posts and guides not deleted", errorSummary(error));
      }
      try {
        if (!config.databaseUrl) await db.execute(sql`analyze`);
      } catch (error) {
        logger.error("statistics of the requests not renewed", errorSummary(error));
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const { reminderHour, mailTo, publicUrl } = config;
  let digesting: Promise<void> | undefined;
  function runDigests(): Promise<void> {
    if (stopped || reminderHour === undefined || !mailTo || !publicUrl) return Promise.resolve();
    digesting ??= (async () => {
      try {
        const queued = await sendTaskDigests(
          {
            db,
            config: { reminderHour, mailTo },
            origins: publicUrl,
            wakeMailer: options.wakeMailer ?? (() => {}),
          },
          options.now?.() ?? new Date(),
        );
        if (queued > 0) logger.info("daily task mails queued", { count: queued });
      } catch (error) {
        logger.error("daily task mails not queued", errorSummary(error));
      } finally {
        digesting = undefined;
      }
    })();
    return digesting;
  }

  void runNow();
  void runDigests();
  const timer = setInterval(() => void runNow(), options.intervalMs ?? hourMs);
  timer.unref();
  const digestTimer = setInterval(() => void runDigests(), digestIntervalMs);
  digestTimer.unref();
  return {
    runNow,
    runDigests,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearInterval(digestTimer);
      await Promise.all([running, digesting]);
    },
  };
}
