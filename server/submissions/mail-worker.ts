import type { Db } from "../db/client";
import type { Logger } from "../log";
import { defaultRetryPolicy, retryDelayMs, type RetryPolicy } from "./backoff";
import type { MailSender } from "./mail-sender";
import { errorSummary, redactAddresses } from "./log-safe";
import { claimNextMail, markMailFailed, markMailSent } from "./outbox";
import { forgetClientIpHashes } from "./store";

export type MailWorkerOptions = {
  db: Db;
  sender: MailSender;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** How often the outbox is looked at when nothing woke the worker (mails of other instances, retries). */
  pollMs?: number;
  /** How long a claimed mail stays with this worker; longer than any one send can take. */
  leaseMs?: number;
  retry?: RetryPolicy;
};

export type MailWorker = {
  start(): void;
  /** Look at the outbox now (called after each accepted submission). */
  wake(): void;
  /** Finishes the mail in hand, then stops; call before the database closes. */
  stop(): Promise<void>;
};

const hour = 3_600_000;

/** Sends the outbox: one mail at a time, until none is due, then waits for a wake-up or the next poll. */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, sender, logger } = options;
  const pollMs = options.pollMs ?? 3_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const retry = options.retry ?? defaultRetryPolicy;
  let running = false;
  let woken = false;
  let interrupt: (() => void) | undefined;
  let loop: Promise<void> | undefined;
  let lastHousekeeping = 0;

  /** true when a mail was handled (so look again at once). */
  async function sendNext(): Promise<boolean> {
    const mail = await claimNextMail(db, leaseMs);
    if (!mail) return false;
    try {
      await sender.send(mail);
    } catch (error) {
      const attempts = mail.attempts + 1;
      const delay = retryDelayMs(attempts, retry);
      const reason = error instanceof Error ? error.message : String(error);
      const level = attempts >= retry.alarmAfterAttempts ? "error" : "warn";
      // SMTP answers quote the recipient's (or the sender's) address: the log gets them redacted.
      logger[level]("mail not delivered; will retry", {
        id: mail.id,
        attempts,
        retryInSeconds: delay / 1000,
        ...errorSummary(error),
        reason: redactAddresses(reason),
      });
      await markMailFailed(db, mail.id, reason, delay);
      return true;
    }
    // An erasure (or the retention job) that took the request while the mail was in hand has
    // deleted the mail files it knew of; this one was written after: it goes too.
    if (!(await markMailSent(db, mail.id))) await sender.discard?.(mail.id);
    logger.info("mail delivered", { id: mail.id, attempts: mail.attempts + 1 });
    return true;
  }

  async function housekeeping() {
    if (Date.now() - lastHousekeeping < hour) return;
    lastHousekeeping = Date.now();
    // Closed requests past REQUEST_RETENTION_DAYS: server/back-office/retention.ts.
    await forgetClientIpHashes(db);
  }

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        interrupt = undefined;
        resolve();
      }
      interrupt = done;
    });
  }

  async function run() {
    while (running) {
      woken = false;
      let busy = false;
      try {
        busy = await sendNext();
        if (!busy) await housekeeping();
      } catch (error) {
        // The database is away: nothing is lost (the mail stays in the outbox); try again later.
        logger.error("mail outbox unavailable", errorSummary(error));
      }
      if (running && !busy && !woken) await pause(pollMs);
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      logger.info("mail worker started", { delivery: sender.description });
      loop = run();
    },
    wake() {
      woken = true;
      interrupt?.();
    },
    async stop() {
      running = false;
      interrupt?.();
      await loop;
      loop = undefined;
      sender.close();
    },
  };
}
