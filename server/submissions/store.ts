import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { FormType } from "~/domain/forms/form-types";
import type { Locale } from "~/i18n/locale";
import type { Db } from "../db/client";
import { mailOutbox, submissions } from "../db/schema";
import { recordEvent } from "../back-office/history";
import type { Actor } from "../back-office/staff-member";
import { personFor } from "../people/match";
import type { RequestColumns } from "./request-columns";

/** CONTRACT.md: FORM_RATE_LIMIT accepted submissions per client per 10 minutes per endpoint. */
export const rateLimitWindowSeconds = 600;

/** The rate limit's buckets, one per endpoint: POST /api/membership and POST /api/forms. */
export function rateLimitBucket(formType: FormType): FormType[] {
  return formType === "membership" ? ["membership"] : ["adoption", "sponsorship", "foster_home", "contact"];
}

export type QueuedMail = { recipient: string; replyTo: string; subject: string; text: string; html: string };

/** At most one confirmation per address in this window (issue 12; docs/decisions/0010). */
export const confirmationWindowSeconds = 3600;

export type StoreInput = {
  id: string;
  formType: FormType;
  locale: Locale;
  data: Record<string, unknown>;
  columns: RequestColumns;
  /** The notification to the association. */
  mail: QueuedMail;
  /** The confirmation to the applicant; skipped if one went to `columns.email` (any case) within the hour. */
  confirmation?: QueuedMail;
  clientIpHash: string | null;
  /** Accepted submissions allowed per client and bucket in the window; 0 = no limit. */
  rateLimit: number;
  /** How it came: 'web' (default) or, recorded by a volunteer, phone, whatsapp, event, email, other. */
  channel?: string;
  /**
   * The volunteer who recorded it by hand; none: the site. The history's 'received' entry names
   * them, and the request is theirs from the start: assigned to them (an 'assigned' entry, as when
   * they take it on its page) and opened (they wrote it down).
   */
  actor?: Actor;
};

export type StoreResult =
  { ok: true; id: string } | { ok: false; error: "rate_limited"; retryAfterSeconds: number };

/**
 * Stores a submission, its history's first entry ('received') and its mails in one transaction: all
 * or nothing. The rate limit is checked in the same transaction under an advisory lock per client,
 * so that concurrent requests (on any instance) cannot slip past it, and only accepted submissions
 * count; the hourly limit of confirmations per address likewise under a lock per address.
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
    const postcode = input.data.postalCode ?? input.data.zipCode;
    const personId = await personFor(tx, {
      ...input.columns,
      locale: input.locale,
      postcode: typeof postcode === "string" ? postcode.slice(0, 20) : null,
    });
    await tx.insert(submissions).values({
      id: input.id,
      formType: input.formType,
      locale: input.locale,
      data: input.data,
      clientIpHash: input.clientIpHash,
      ...input.columns,
      personId,
      ...(input.channel ? { channel: input.channel } : {}),
      ...(input.actor ? { assigneeId: input.actor.id, openedAt: sql`now()` } : {}),
    });
    await tx.insert(mailOutbox).values(outboxRow(input.id, "notification", input.mail));
    let confirmation = false;
    if (input.confirmation && input.columns.email) {
      const address = input.columns.email;
      await tx.execute(sql`select pg_advisory_xact_lock(7211, hashtext(${address}))`);
      const recent = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .innerJoin(submissions, eq(submissions.id, mailOutbox.submissionId))
        .where(
          and(
            eq(submissions.email, address),
            eq(mailOutbox.kind, "confirmation"),
            gt(mailOutbox.createdAt, sql`now() - make_interval(secs => ${confirmationWindowSeconds})`),
          ),
        )
        .limit(1);
      if (recent.length === 0) {
        await tx.insert(mailOutbox).values(outboxRow(input.id, "confirmation", input.confirmation));
        confirmation = true;
      }
    }
    await recordEvent(tx, {
      submissionId: input.id,
      actor: input.actor ?? null,
      kind: "received",
      detail: {
        confirmation,
        ...(input.channel && input.channel !== "web" ? { channel: input.channel } : {}),
      },
    });
    if (input.actor) {
      await recordEvent(tx, {
        submissionId: input.id,
        actor: input.actor,
        kind: "assigned",
        detail: { fromId: null, fromName: null, toId: input.actor.id, toName: input.actor.name },
      });
    }
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

function outboxRow(submissionId: string, kind: "notification" | "confirmation", mail: QueuedMail) {
  return {
    submissionId,
    kind,
    recipient: mail.recipient,
    replyTo: mail.replyTo,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
  };
}
