import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, or } from "drizzle-orm";
import { isStaffRole } from "~/domain/back-office/pipeline";
import type { Db } from "../db/client";
import { staffAccounts, staffSessions } from "../db/schema";
import type { StaffMember } from "./staff-member";

/** A session ends after this long without a request. */
export const idleTimeoutMs = 12 * 60 * 60 * 1000;
/** And at the latest this long after the sign-in. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often (not on every request). */
const touchIntervalMs = 60 * 1000;

/** What the database keeps of a cookie's token: its SHA-256, never the token itself. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A cookie token is 32 random bytes, base64url: 43 characters of [A-Za-z0-9_-]. */
export function isTokenShaped(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** Starts a session for the account; returns the token for the cookie. */
export async function createSession(db: Db, staffId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(staffSessions).values({
    tokenHash: tokenHash(token),
    staffId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + sessionLifetimeMs),
  });
  // Opportunistic clean-up: a handful of rows at most, on a sign-in (not on every request).
  await removeExpiredSessions(db, now);
  return token;
}

/**
 * The volunteer of a session token, or null when the token is unknown, idle past 12 hours, past
 * its 30 days, or its account is disabled. One query on the primary keys; `last_seen_at` is
 * written at most once a minute.
 */
export async function sessionStaff(db: Db, token: string, now = new Date()): Promise<StaffMember | null> {
  if (!isTokenShaped(token)) return null;
  const hash = tokenHash(token);
  const [row] = await db
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: staffAccounts.role,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hash),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - idleTimeoutMs)),
        eq(staffAccounts.disabled, false),
      ),
    )
    .limit(1);
  if (!row || !isStaffRole(row.role)) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= touchIntervalMs) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.tokenHash, hash));
  }
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

/** Ends the session of a token (sign-out); nothing happens for an unknown one. */
export async function endSession(db: Db, token: string): Promise<void> {
  if (!isTokenShaped(token)) return;
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash(token)));
}

/** Ends every session of an account. */
export async function endSessionsOf(db: Db, staffId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

/** Deletes sessions that can no longer be used (idle or past their end). */
export async function removeExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.expiresAt, now),
        lt(staffSessions.lastSeenAt, new Date(now.getTime() - idleTimeoutMs)),
      ),
    );
}
