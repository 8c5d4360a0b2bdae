import { and, desc, gt, inArray, sql } from "drizzle-orm";
import type { FormType } from "~/domain/forms/form-types";
import type { Locale } from "~/i18n/locale";
import type { Db } from "../db/client";
import { mailOutbox, submissions } from "../db/schema";

/** CONTRACT.md: FORM_RATE_LIMIT accepted submissions per client per 10 minutes per endpoint. */
export const rateLimitWindowSeconds = 600;

/** The rate limit's buckets, one per endpoint: POST /api/membership and POST /api/forms. */
export function rateLimitBucket(formType: FormType): FormType[] {
  return formType === "membership" ? ["membership"] : ["adoption", "sponsorship", "foster_home", "contact"];
}

export type QueuedMail = { recipient: string; replyTo: string; subject: string; text: string; html: string };

export type StoreInput = {
  id: string;
  formType: FormType;
  locale: Locale;
  data: Record<string, unknown>;
  mail: QueuedMail;
  clientIpHash: string | null;
  /** Accepted submissions allowed per client and bucket in the window; 0 = no limit. */
  rateLimit: number;
};

export type StoreResult =
  { ok: true; id: string } | { ok: false; error: "rate_limited"; retryAfterSeconds: number };

/**
 * Stores a submission and queues its mail in one transaction: both or neither. The rate limit is
 * checked in the same transaction under an advisory lock per client, so that concurrent requests
 * (on any instance) cannot slip past it, and only accepted submissions count.
 */
export async function storeRequest(db: Db, input: StoreInput): Promise<StoreResult> {
  return db.transaction(async (tx): Promise<StoreResult> => {
    if (input.clientIpHash && input.rateLimit > 0) {
      const bucket = rateLimitBucket(input.formType);
      await tx.execute(
        sql`select pg_advisory_xact_lock(7210, hashtext(${`${bucket.join()}|${input.clientIpHash}`}))`,
      );
      const recent = await tx
        .select({
          retryAfter: sql<string>`ceil(extract(epoch from ${submissions.createdAt} + make_interval(secs => ${rateLimitWindowSeconds}) - now()))`,
        })
        .from(submissions)
        .where(
          and(
            sql`${submissions.clientIpHash} = ${input.clientIpHash}`,
            inArray(submissions.formType, bucket),
            gt(submissions.createdAt, sql`now() - make_interval(secs => ${rateLimitWindowSeconds})`),
          ),
        )
        .orderBy(desc(submissions.createdAt))
        .limit(input.rateLimit);
      const oldestCounted = recent[input.rateLimit - 1];
      if (oldestCounted) {
        // When that one leaves the window, one more submission fits.
        return {
          ok: false,
          error: "rate_limited",
          retryAfterSeconds: Math.max(1, Number(oldestCounted.retryAfter)),
        };
      }
    }
    await tx.insert(submissions).values({
      id: input.id,
      formType: input.formType,
      locale: input.locale,
      data: input.data,
      clientIpHash: input.clientIpHash,
    });
    await tx.insert(mailOutbox).values({
      submissionId: input.id,
      recipient: input.mail.recipient,
      replyTo: input.mail.replyTo,
      subject: input.mail.subject,
      textBody: input.mail.text,
      htmlBody: input.mail.html,
    });
    return { ok: true, id: input.id };
  });
}

/** Hashes of client IPs are needed for the rate limit only; after a day they are dropped. */
export async function forgetClientIpHashes(db: Db): Promise<void> {
  await db
    .update(submissions)
    .set({ clientIpHash: null })
    .where(
      and(
        sql`${submissions.clientIpHash} is not null`,
        sql`${submissions.createdAt} < now() - interval '1 day'`,
      ),
    );
}

/**
 * The privacy policy promises that stored requests are deleted two years after they arrived:
 * their delivered mails go first, then the requests. Undelivered mails (and their requests) stay.
 */
export async function deleteExpiredRequests(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = sql`select ${submissions.id} from ${submissions} where ${submissions.createdAt} < now() - interval '2 years'`;
    await tx
      .delete(mailOutbox)
      .where(and(sql`${mailOutbox.sentAt} is not null`, sql`${mailOutbox.submissionId} in (${expired})`));
    const deleted = await tx
      .delete(submissions)
      .where(
        and(
          sql`${submissions.createdAt} < now() - interval '2 years'`,
          sql`not exists (select 1 from ${mailOutbox} where ${mailOutbox.submissionId} = ${submissions.id})`,
        ),
      )
      .returning({ id: submissions.id });
    return deleted.length;
  });
}
