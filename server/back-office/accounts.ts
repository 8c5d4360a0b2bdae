import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { isStaffRole, type StaffRole } from "~/domain/back-office/pipeline";
import type { Db } from "../db/client";
import { staffAccounts, staffSessions } from "../db/schema";
import { tokenHash } from "./sessions";
import { hashPassword, passwordProblem } from "./passwords";
import { isUuid } from "./ids";

/** An account as the staff page and the CLI show it (never the password hash). */
export type StaffAccount = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
};

export type AccountProblem =
  | "invalid_email"
  | "invalid_name"
  | "invalid_role"
  | "blank"
  | "too_short"
  | "too_long"
  | "exists"
  | "not_found"
  | "last_admin";

const messages: Record<AccountProblem, string> = {
  invalid_email: "That is not a valid e-mail address.",
  invalid_name: "A name needs 1 to 100 characters.",
  invalid_role: "The role must be admin or volunteer.",
  blank: "A password must not be only blanks; it needs at least 12 characters.",
  too_short: "A password needs at least 12 characters.",
  too_long: "A password may have at most 256 characters.",
  exists: "An account with that e-mail address exists already.",
  not_found: "There is no account with that e-mail address.",
  last_admin: "The last admin keeps the admin role.",
};

/** A refused account change; `problem` names why (the screens translate it, the CLI prints the message). */
export class AccountError extends Error {
  readonly problem: AccountProblem;
  constructor(problem: AccountProblem) {
    super(messages[problem]);
    this.problem = problem;
  }
}

const emailSchema = z.email().max(254);

/** The e-mail address as accounts store it (trimmed, lower-case), or undefined when it is not one. */
export function normalizeEmail(value: string): string | undefined {
  const email = value.trim().toLowerCase();
  return emailSchema.safeParse(email).success ? email : undefined;
}

/** A display name: trimmed, 1–100 characters, no control characters. */
export function normalizeName(value: string): string | undefined {
  const name = value.trim().replace(/\s+/g, " ");
  // eslint-disable-next-line no-control-regex
  if (name.length === 0 || name.length > 100 || /[\u0000-\u001f\u007f]/.test(name)) return undefined;
  return name;
}

const columns = {
  id: staffAccounts.id,
  email: staffAccounts.email,
  name: staffAccounts.name,
  role: staffAccounts.role,
  disabled: staffAccounts.disabled,
  createdAt: staffAccounts.createdAt,
  lastSignInAt: staffAccounts.lastSignInAt,
};

const asAccount = (row: { role: string } & Omit<StaffAccount, "role">): StaffAccount => ({
  ...row,
  role: isStaffRole(row.role) ? row.role : "volunteer",
});

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** Creates an account; an AccountError for a bad value or an e-mail address that has one already. */
export async function createAccount(
  db: Db,
  input: { email: string; name: string; role: string; password: string },
): Promise<StaffAccount> {
  const email = normalizeEmail(input.email);
  if (!email) throw new AccountError("invalid_email");
  const name = normalizeName(input.name);
  if (!name) throw new AccountError("invalid_name");
  if (!isStaffRole(input.role)) throw new AccountError("invalid_role");
  const problem = passwordProblem(input.password);
  if (problem) throw new AccountError(problem);
  if (await findAccountByEmail(db, email)) throw new AccountError("exists");
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(staffAccounts)
      .values({ email, name, role: input.role, passwordHash })
      .returning(columns);
    return asAccount(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AccountError("exists");
    throw error;
  }
}

/** Every account, admins first, then by name. */
export async function listAccounts(db: Db): Promise<StaffAccount[]> {
  const rows = await db
    .select(columns)
    .from(staffAccounts)
    .orderBy(asc(staffAccounts.role), asc(sql`lower(${staffAccounts.name})`), asc(staffAccounts.email));
  return rows.map(asAccount);
}

export async function findAccountByEmail(db: Db, value: string): Promise<StaffAccount | undefined> {
  const email = normalizeEmail(value);
  if (!email) return undefined;
  const [row] = await db.select(columns).from(staffAccounts).where(eq(staffAccounts.email, email)).limit(1);
  return row ? asAccount(row) : undefined;
}

export async function findAccountById(db: Db, id: string): Promise<StaffAccount | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select(columns).from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  return row ? asAccount(row) : undefined;
}

/** The account and its password hash, for the sign-in only. */
export async function credentialsOf(
  db: Db,
  email: string,
): Promise<(StaffAccount & { passwordHash: string }) | undefined> {
  const [row] = await db
    .select({ ...columns, passwordHash: staffAccounts.passwordHash })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, email))
    .limit(1);
  return row ? { ...asAccount(row), passwordHash: row.passwordHash } : undefined;
}

/** A new password for the account; every session of it ends. */
export async function resetPassword(db: Db, id: string, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new AccountError(problem);
  if (!isUuid(id)) throw new AccountError("not_found");
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(staffAccounts)
      .set({ passwordHash })
      .where(eq(staffAccounts.id, id))
      .returning({ id: staffAccounts.id });
    if (changed.length === 0) throw new AccountError("not_found");
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
  });
}

/** Disables (every session ends) or enables an account. */
export async function setDisabled(db: Db, id: string, disabled: boolean): Promise<void> {
  if (!isUuid(id)) throw new AccountError("not_found");
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(staffAccounts)
      .set({ disabled })
      .where(eq(staffAccounts.id, id))
      .returning({ id: staffAccounts.id });
    if (changed.length === 0) throw new AccountError("not_found");
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
  });
}

/**
 * Removes an account; its sessions go with it (cascade), its notes and history entries keep the
 * name they were written under (author_name / actor_name; the id becomes null).
 */
export async function removeAccount(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw new AccountError("not_found");
  const removed = await db
    .delete(staffAccounts)
    .where(eq(staffAccounts.id, id))
    .returning({ id: staffAccounts.id });
  if (removed.length === 0) throw new AccountError("not_found");
}

/**
 * A new name and role for an account (notes and history keep the name they were written under).
 * The last enabled admin keeps the admin role: counted and changed under one lock, so two admins
 * demoting each other at once cannot leave none.
 */
export async function updateAccount(
  db: Db,
  id: string,
  input: { name: string; role: string },
): Promise<StaffAccount> {
  if (!isUuid(id)) throw new AccountError("not_found");
  const name = normalizeName(input.name);
  if (!name) throw new AccountError("invalid_name");
  if (!isStaffRole(input.role)) throw new AccountError("invalid_role");
  const role = input.role;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('staff-admins', 0))`);
    const [current] = await tx.select(columns).from(staffAccounts).where(eq(staffAccounts.id, id));
    if (!current) throw new AccountError("not_found");
    if (current.role === "admin" && role !== "admin") {
      const [others] = await tx
        .select({ n: count() })
        .from(staffAccounts)
        .where(
          and(eq(staffAccounts.role, "admin"), eq(staffAccounts.disabled, false), ne(staffAccounts.id, id)),
        );
      if ((others?.n ?? 0) === 0) throw new AccountError("last_admin");
    }
    const [row] = await tx
      .update(staffAccounts)
      .set({ name, role })
      .where(eq(staffAccounts.id, id))
      .returning(columns);
    return asAccount(row!);
  });
}

/** The account's own new password: every other session of it ends, the one of `keepToken` stays. */
export async function changeOwnPassword(
  db: Db,
  id: string,
  password: string,
  keepToken: string,
): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new AccountError(problem);
  if (!isUuid(id)) throw new AccountError("not_found");
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(staffAccounts)
      .set({ passwordHash })
      .where(eq(staffAccounts.id, id))
      .returning({ id: staffAccounts.id });
    if (changed.length === 0) throw new AccountError("not_found");
    await tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.staffId, id), ne(staffSessions.tokenHash, tokenHash(keepToken))));
  });
}

/** Whether any account exists (while none does, the first admin can be made at the setup page). */
export async function hasAccounts(db: Db): Promise<boolean> {
  const rows = await db.select({ id: staffAccounts.id }).from(staffAccounts).limit(1);
  return rows.length > 0;
}

/**
 * The first admin, only while no account exists: checked and inserted under one lock, so two
 * setup posts at once make one account, and the other gets `exists`.
 */
export async function createFirstAdmin(
  db: Db,
  input: { email: string; name: string; password: string },
): Promise<StaffAccount> {
  const email = normalizeEmail(input.email);
  if (!email) throw new AccountError("invalid_email");
  const name = normalizeName(input.name);
  if (!name) throw new AccountError("invalid_name");
  const problem = passwordProblem(input.password);
  if (problem) throw new AccountError(problem);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('staff-first-admin', 0))`);
    const any = await tx.select({ id: staffAccounts.id }).from(staffAccounts).limit(1);
    if (any.length > 0) throw new AccountError("exists");
    const [row] = await tx
      .insert(staffAccounts)
      .values({ email, name, role: "admin", passwordHash })
      .returning(columns);
    return asAccount(row!);
  });
}
