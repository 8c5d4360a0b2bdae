import { createHash } from "node:crypto";
import { and, desc, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { signInFailures, staffAccounts } from "../db/schema";
import { clientIpKey, hashClientIp } from "../submissions/client-ip";
import { credentialsOf, normalizeEmail } from "./accounts";
import { maxPasswordLength, verifyDummy, verifyPassword } from "./passwords";
import { createSession } from "./sessions";
import type { StaffMember } from "./staff-member";

/** The window in which failed sign-ins count. */
export const failureWindowMs = 15 * 60 * 1000;
/** Past this many failures for one account within the window, it is refused (CONTRACT.md). */
export const accountFailureLimit = 5;
/** Past this many failures from one IP (or IPv6 /56) within the window, it is refused. */
export const ipFailureLimit = 20;

export type SignInOutcome =
  | { kind: "signed_in"; staff: StaffMember; token: string }
  /** Unknown e-mail, wrong password or disabled account: one answer for all three. */
  | { kind: "refused" }
  /** Too many failures: refused without a check, even for the right password. */
  | { kind: "limited"; retryAfterSeconds: number };

export type SignInAttempt = { email: string; password: string; ip: string | undefined };

/** The failure key of an account: a hash of its e-mail address, never the address. */
export function accountFailureKey(email: string): string {
  return `account:${createHash("sha256").update(`account:${email}`).digest("base64url")}`;
}

type FailureKey = { key: string; limit: number };

/** The keys an attempt counts under: the account's (hashed e-mail) and, when known, the IP's. */
async function failureKeys(db: Db, email: string, ip: string | undefined): Promise<FailureKey[]> {
  const keys = [{ key: accountFailureKey(email), limit: accountFailureLimit }];
  if (ip) keys.push({ key: `ip:${hashClientIp(await clientIpKey(db), ip)}`, limit: ipFailureLimit });
  return keys;
}

/**
 * Counts and reserves in one step: under a transaction lock per key (taken in one order, so two
 * attempts never wait on each other crosswise), a key past its limit refuses the attempt with the
 * seconds until its oldest counted failure leaves the window; else one failure row per key is
 * written at once, before the password is checked. Parallel attempts thus see each other's rows:
 * 30 wrong passwords at once get 5 checks, not 30. A success takes its rows back.
 */
async function reserveAttempt(
  db: Db,
  keys: FailureKey[],
  now: Date,
): Promise<{ ids: string[] } | { retryAfterSeconds: number }> {
  return db.transaction(async (tx) => {
    for (const key of [...keys].map(({ key }) => key).sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    }
    let retryAfterMs = 0;
    for (const { key, limit } of keys) {
      // The limit-th newest failure in the window: while it is there, the key is over its limit.
      const [row] = await tx
        .select({ at: signInFailures.createdAt })
        .from(signInFailures)
        .where(
          and(
            eq(signInFailures.key, key),
            gt(signInFailures.createdAt, new Date(now.getTime() - failureWindowMs)),
          ),
        )
        .orderBy(desc(signInFailures.createdAt))
        .offset(limit - 1)
        .limit(1);
      if (row) retryAfterMs = Math.max(retryAfterMs, row.at.getTime() + failureWindowMs - now.getTime());
    }
    if (retryAfterMs > 0) return { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    const rows = await tx
      .insert(signInFailures)
      .values(keys.map(({ key }) => ({ key, createdAt: now })))
      .returning({ id: signInFailures.id });
    return { ids: rows.map((row) => row.id) };
  });
}

export type LimitedCheck =
  { kind: "passed" } | { kind: "refused" } | { kind: "limited"; retryAfterSeconds: number };

/**
 * Runs a password check under the sign-in's limits (the account's e-mail and the IP): refused
 * without a check past a limit; a failed check stays counted; a passed one clears the account's
 * failures. The own-password change uses it for the current password, so guessing it there costs
 * the same tries as at the sign-in.
 */
export async function checkUnderLimits(
  db: Db,
  attempt: { email: string; ip: string | undefined },
  check: () => Promise<boolean>,
  now = new Date(),
): Promise<LimitedCheck> {
  const keys = await failureKeys(db, attempt.email, attempt.ip);
  const reserved = await reserveAttempt(db, keys, now);
  if ("retryAfterSeconds" in reserved)
    return { kind: "limited", retryAfterSeconds: reserved.retryAfterSeconds };
  if (!(await check())) {
    await db
      .delete(signInFailures)
      .where(lt(signInFailures.createdAt, new Date(now.getTime() - failureWindowMs)));
    return { kind: "refused" };
  }
  await db
    .delete(signInFailures)
    .where(or(eq(signInFailures.key, keys[0]!.key), inArray(signInFailures.id, reserved.ids)));
  return { kind: "passed" };
}

/**
 * Checks credentials under the limits: an account or IP past its failures in the last 15 minutes
 * is refused with the seconds until the oldest counted failure leaves the window. A failure is
 * recorded under both keys (hashed); a success clears the account's failures and starts a session.
 */
export async function signIn(db: Db, attempt: SignInAttempt, now = new Date()): Promise<SignInOutcome> {
  const email =
    normalizeEmail(attempt.email.slice(0, 320)) ?? attempt.email.trim().toLowerCase().slice(0, 320);
  let account: Awaited<ReturnType<typeof credentialsOf>>;
  const outcome = await checkUnderLimits(
    db,
    { email, ip: attempt.ip },
    async () => {
      account = attempt.password.length <= maxPasswordLength * 4 ? await credentialsOf(db, email) : undefined;
      let valid = false;
      if (account) valid = await verifyPassword(account.passwordHash, attempt.password);
      else await verifyDummy(attempt.password);
      return Boolean(account && valid && !account.disabled);
    },
    now,
  );
  if (outcome.kind !== "passed" || !account) return outcome.kind === "passed" ? { kind: "refused" } : outcome;
  const staff = account;
  await db.update(staffAccounts).set({ lastSignInAt: now }).where(eq(staffAccounts.id, staff.id));
  const token = await createSession(db, staff.id, now);
  return {
    kind: "signed_in",
    token,
    staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role },
  };
}
