import { createHash } from "node:crypto";
import { and, desc, eq, gt, inArray, lt } from "drizzle-orm";
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

/**
 * Checks credentials under the limits: an account or IP past its failures in the last 15 minutes
 * is refused with the seconds until the oldest counted failure leaves the window. A failure is
 * recorded under both keys (hashed); a success clears the account's failures and starts a session.
 */
export async function signIn(db: Db, attempt: SignInAttempt, now = new Date()): Promise<SignInOutcome> {
  const email =
    normalizeEmail(attempt.email.slice(0, 320)) ?? attempt.email.trim().toLowerCase().slice(0, 320);
  const keys = [{ key: accountFailureKey(email), limit: accountFailureLimit }];
  if (attempt.ip) {
    const ipKey = `ip:${hashClientIp(await clientIpKey(db), attempt.ip)}`;
    keys.push({ key: ipKey, limit: ipFailureLimit });
  }
  let retryAfterMs = 0;
  for (const { key, limit } of keys) {
    // The limit-th newest failure in the window: while it is there, the key is over its limit.
    const [row] = await db
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
  if (retryAfterMs > 0)
    return { kind: "limited", retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };

  const account =
    attempt.password.length <= maxPasswordLength * 4 ? await credentialsOf(db, email) : undefined;
  let valid = false;
  if (account) valid = await verifyPassword(account.passwordHash, attempt.password);
  else await verifyDummy(attempt.password);

  if (!account || !valid || account.disabled) {
    await db.insert(signInFailures).values(keys.map(({ key }) => ({ key, createdAt: now })));
    await db
      .delete(signInFailures)
      .where(lt(signInFailures.createdAt, new Date(now.getTime() - failureWindowMs)));
    return { kind: "refused" };
  }
  await db.delete(signInFailures).where(inArray(signInFailures.key, [keys[0]!.key]));
  await db.update(staffAccounts).set({ lastSignInAt: now }).where(eq(staffAccounts.id, account.id));
  const token = await createSession(db, account.id, now);
  return {
    kind: "signed_in",
    token,
    staff: { id: account.id, email: account.email, name: account.name, role: account.role },
  };
}
