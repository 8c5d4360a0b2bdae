import { sql } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Logger } from "../log";
import { errorSummary } from "../submissions/log-safe";
import { mailFolder } from "../submissions/mail-files";
import { submissions } from "../db/schema";
import { purgeRemovedContent } from "../content/editor/jobs";
import { runRetention } from "./retention";

export type BackOfficeJobs = {
  /** Runs the retention job now (as at start and every hour); resolves when done. */
  runNow(): Promise<void>;
  /** No further runs; waits for one in progress. Call before the database closes. */
  stop(): Promise<void>;
};

const hourMs = 3_600_000;

/**
 * The back office's periodic work, at start and hourly: the retention job (REQUEST_RETENTION_DAYS;
 * every instance starts it, job_runs lets one of them run it per hour, server/back-office/retention.ts),
 * then, on the embedded database, fresh statistics of the requests: PGlite has no autovacuum, so
 * its planner would never learn how many requests there are and how their kinds and statuses
 * spread, and would pick slow plans for the inbox's filters (ANALYZE of 10,000 requests takes tens
 * of milliseconds). PostgreSQL's autovacuum does that on its own.
 */
export function startBackOfficeJobs(options: {
  db: Db;
  /** With `dataDir`, the `.eml` files (DATA_DIR/mail) of the deleted requests' mails go too. */
  config: Pick<Config, "requestRetentionDays"> & Partial<Pick<Config, "databaseUrl" | "dataDir">>;
  logger: Pick<Logger, "info" | "warn" | "error">;
  intervalMs?: number;
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
        if (!config.databaseUrl) await db.execute(sql`analyze ${submissions}`);
      } catch (error) {
        logger.error("statistics of the requests not renewed", errorSummary(error));
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  void runNow();
  const timer = setInterval(() => void runNow(), options.intervalMs ?? hourMs);
  timer.unref();
  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
