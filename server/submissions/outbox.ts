import { and, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

export type OutboxMail = {
  id: string;
  recipient: string;
  /** A blind copy (status mails: the association's inbox of the request's language), or null. */
  bcc: string | null;
  replyTo: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attempts: number;
  createdAt: Date;
};

const seconds = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/**
 * Claims the most overdue unsent mail that no live lease holds. SKIP LOCKED lets concurrent
 * workers (any instance) pass each other; the lease (`locked_until`) hands a mail to another
 * worker only if its holder died without finishing it.
 */
export async function claimNextMail(db: Db, leaseMs: number): Promise<OutboxMail | undefined> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({ lockedUntil: sql`now() + ${seconds(leaseMs)}` })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      recipient: mailOutbox.recipient,
      bcc: mailOutbox.bcc,
      replyTo: mailOutbox.replyTo,
      subject: mailOutbox.subject,
      textBody: mailOutbox.textBody,
      htmlBody: mailOutbox.htmlBody,
      attempts: mailOutbox.attempts,
      createdAt: mailOutbox.createdAt,
    });
  return row;
}

export async function markMailSent(db: Db, id: string): Promise<boolean> {
  const marked = await db
    .update(mailOutbox)
    .set({
      sentAt: sql`now()`,
      lockedUntil: null,
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: null,
    })
    .where(sql`${mailOutbox.id} = ${id}`)
    .returning({ id: mailOutbox.id });
  // false: the mail's row is gone (its request was erased or deleted while the mail was in hand).
  return marked.length > 0;
}

/** Records a failed attempt, its error and when to try again. */
export async function markMailFailed(db: Db, id: string, error: string, retryInMs: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error.slice(0, 2000),
      nextAttemptAt: sql`now() + ${seconds(retryInMs)}`,
      lockedUntil: null,
    })
    .where(sql`${mailOutbox.id} = ${id}`);
}
