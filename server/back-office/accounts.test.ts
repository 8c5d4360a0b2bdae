import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import type { Db } from "../db/client";
import { requestEvents, requestNotes, staffAccounts, staffSessions, submissions } from "../db/schema";
import {
  databaseKinds,
  disposeTemplates,
  freshDatabase,
  type DatabaseKind,
} from "../../tests/support/db/database";
import {
  AccountError,
  changeOwnPassword,
  createAccount,
  createFirstAdmin,
  hasAccounts,
  updateAccount,
  findAccountByEmail,
  listAccounts,
  removeAccount,
  resetPassword,
  setDisabled,
} from "./accounts";
import { verifyPassword } from "./passwords";
import { createSession, endSession, idleTimeoutMs, sessionLifetimeMs, sessionStaff } from "./sessions";

afterAll(disposeTemplates);

async function open(kind: DatabaseKind): Promise<Db> {
  const { database, dispose } = await freshDatabase(kind);
  onTestFinished(dispose);
  return database.db;
}

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "none",
    (error: unknown) => (error instanceof AccountError ? error.problem : String(error)),
  );

const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe.each(await databaseKinds())("$kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  it("creates accounts with the e-mail lower-case, lists them without hashes, refuses duplicates and bad values", async () => {
    const db = await open(kind);
    const anna = await createAccount(db, {
      email: "  Anna@Example.ORG ",
      name: "Anna",
      role: "admin",
      password: "a-long-password",
    });
    expect(anna).toMatchObject({ email: "anna@example.org", name: "Anna", role: "admin", disabled: false });
    expect(anna.lastSignInAt).toBeNull();
    const [stored] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, anna.id));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored!.passwordHash, "a-long-password")).toBe(true);

    await createAccount(db, {
      email: "ben@example.org",
      name: "Ben",
      role: "volunteer",
      password: "x".repeat(12),
    });
    const list = await listAccounts(db);
    expect(list.map((a) => [a.email, a.role])).toEqual([
      ["anna@example.org", "admin"],
      ["ben@example.org", "volunteer"],
    ]);
    expect(JSON.stringify(list)).not.toContain("argon2");
    expect((await findAccountByEmail(db, "BEN@example.org"))?.name).toBe("Ben");

    const base = { email: "new@example.org", name: "New", role: "volunteer", password: "x".repeat(12) };
    expect(await problemOf(createAccount(db, { ...base, email: "ANNA@example.org" }))).toBe("exists");
    expect(await problemOf(createAccount(db, { ...base, email: "not-an-address" }))).toBe("invalid_email");
    expect(await problemOf(createAccount(db, { ...base, name: "   " }))).toBe("invalid_name");
    expect(await problemOf(createAccount(db, { ...base, role: "owner" }))).toBe("invalid_role");
    expect(await problemOf(createAccount(db, { ...base, password: "x".repeat(11) }))).toBe("too_short");
    expect(await db.select().from(staffAccounts)).toHaveLength(2);
  });

  it("keeps a session 12 hours from its last use and 30 days at most; sign-out ends it", async () => {
    const db = await open(kind);
    const anna = await createAccount(db, {
      email: "a@example.org",
      name: "A",
      role: "volunteer",
      password: "p".repeat(12),
    });
    const start = new Date("2026-03-01T08:00:00Z");
    const token = await createSession(db, anna.id, start);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await db.select().from(staffSessions);
    expect(row!.tokenHash).not.toBe(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    expect(await sessionStaff(db, token, at(start, 1000))).toMatchObject({ id: anna.id, role: "volunteer" });
    expect(await sessionStaff(db, token, at(start, idleTimeoutMs + 1000))).toBeNull();

    // Used every 11 hours it lives on, but not past its 30 days.
    const second = await createSession(db, anna.id, start);
    let now = start;
    for (let step = 11 * 3600_000; now.getTime() + step < start.getTime() + sessionLifetimeMs;) {
      now = at(now, step);
      expect(await sessionStaff(db, second, now)).not.toBeNull();
    }
    expect(await sessionStaff(db, second, at(start, sessionLifetimeMs + 1000))).toBeNull();

    const third = await createSession(db, anna.id);
    expect(await sessionStaff(db, third)).not.toBeNull();
    await endSession(db, third);
    expect(await sessionStaff(db, third)).toBeNull();
    expect(await sessionStaff(db, "x".repeat(43))).toBeNull();
    expect(await sessionStaff(db, "not a token")).toBeNull();
  });

  it("touches last_seen_at at most once a minute", async () => {
    const db = await open(kind);
    const a = await createAccount(db, {
      email: "a@example.org",
      name: "A",
      role: "volunteer",
      password: "p".repeat(12),
    });
    const start = new Date("2026-03-01T08:00:00Z");
    const token = await createSession(db, a.id, start);
    const seen = async () => (await db.select().from(staffSessions))[0]!.lastSeenAt.getTime();
    await sessionStaff(db, token, at(start, 30_000));
    expect(await seen()).toBe(start.getTime());
    await sessionStaff(db, token, at(start, 61_000));
    expect(await seen()).toBe(start.getTime() + 61_000);
  });

  it("a password reset ends every session of that account only; disabling ends them and refuses new use", async () => {
    const db = await open(kind);
    const anna = await createAccount(db, {
      email: "a@example.org",
      name: "A",
      role: "admin",
      password: "p".repeat(12),
    });
    const ben = await createAccount(db, {
      email: "b@example.org",
      name: "B",
      role: "volunteer",
      password: "p".repeat(12),
    });
    const annaTokens = [await createSession(db, anna.id), await createSession(db, anna.id)];
    const benToken = await createSession(db, ben.id);

    await resetPassword(db, anna.id, "a-brand-new-password");
    for (const token of annaTokens) expect(await sessionStaff(db, token)).toBeNull();
    expect(await sessionStaff(db, benToken)).not.toBeNull();
    const [stored] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, anna.id));
    expect(await verifyPassword(stored!.passwordHash, "a-brand-new-password")).toBe(true);
    expect(await problemOf(resetPassword(db, anna.id, "short"))).toBe("too_short");

    await setDisabled(db, ben.id, true);
    expect(await sessionStaff(db, benToken)).toBeNull();
    expect(await db.select().from(staffSessions).where(eq(staffSessions.staffId, ben.id))).toHaveLength(0);
    // A session made while disabled (it cannot be, but the lookup checks) is not honoured.
    const late = await createSession(db, ben.id);
    expect(await sessionStaff(db, late)).toBeNull();
    await setDisabled(db, ben.id, false);
    const again = await createSession(db, ben.id);
    expect(await sessionStaff(db, again)).not.toBeNull();
  });

  it("removing an account ends its sessions; its notes and history keep the name", async () => {
    const db = await open(kind);
    const ben = await createAccount(db, {
      email: "b@example.org",
      name: "Ben B",
      role: "volunteer",
      password: "p".repeat(12),
    });
    const token = await createSession(db, ben.id);
    const [request] = await db
      .insert(submissions)
      .values({ formType: "contact", locale: "de", data: {} })
      .returning({ id: submissions.id });
    await db
      .insert(requestNotes)
      .values({ submissionId: request!.id, authorId: ben.id, authorName: "Ben B", body: "x" });
    await db
      .insert(requestEvents)
      .values({ submissionId: request!.id, actorId: ben.id, actorName: "Ben B", kind: "note" });

    await removeAccount(db, ben.id);
    expect(await sessionStaff(db, token)).toBeNull();
    expect(await db.select().from(staffSessions)).toHaveLength(0);
    expect(await db.select().from(staffAccounts)).toHaveLength(0);
    const [note] = await db.select().from(requestNotes);
    expect(note).toMatchObject({ authorId: null, authorName: "Ben B" });
    const [event] = await db.select().from(requestEvents);
    expect(event).toMatchObject({ actorId: null, actorName: "Ben B" });
    expect(await problemOf(removeAccount(db, ben.id))).toBe("not_found");
  });

  it("changes a name and a role; the last enabled admin keeps the role, also with two demotions at once", async () => {
    const db = await open(kind);
    const input = (email: string, role: string) => ({
      email,
      name: email.slice(0, 3),
      role,
      password: "long-password-1",
    });
    const ada = await createAccount(db, input("ada@example.org", "admin"));
    const vera = await createAccount(db, input("vera@example.org", "volunteer"));
    expect(await problemOf(updateAccount(db, ada.id, { name: "Ada", role: "volunteer" }))).toBe("last_admin");
    expect(await problemOf(updateAccount(db, vera.id, { name: "   ", role: "admin" }))).toBe("invalid_name");
    expect(await problemOf(updateAccount(db, vera.id, { name: "Vera", role: "owner" }))).toBe("invalid_role");
    expect(
      await problemOf(
        updateAccount(db, "00000000-0000-4000-8000-000000000000", { name: "X", role: "admin" }),
      ),
    ).toBe("not_found");
    const renamed = await updateAccount(db, vera.id, { name: " Vera  Volunteer ", role: "admin" });
    expect(renamed).toMatchObject({ name: "Vera Volunteer", role: "admin" });
    // Both admins demote each other at once: one of the two stays admin.
    const outcomes = await Promise.all([
      problemOf(updateAccount(db, ada.id, { name: "Ada", role: "volunteer" })),
      problemOf(updateAccount(db, vera.id, { name: "Vera", role: "volunteer" })),
    ]);
    expect(outcomes.sort()).toEqual(["last_admin", "none"]);
    const admins = (await listAccounts(db)).filter((account) => account.role === "admin");
    expect(admins).toHaveLength(1);
  });

  it("changes the own password: the current session stays, every other ends; blanks are no password", async () => {
    const db = await open(kind);
    const ada = await createAccount(db, {
      email: "ada@example.org",
      name: "Ada",
      role: "admin",
      password: "old-password-1",
    });
    const here = await createSession(db, ada.id);
    const phone = await createSession(db, ada.id);
    expect(await problemOf(changeOwnPassword(db, ada.id, " ".repeat(20), here))).toBe("blank");
    expect(await problemOf(changeOwnPassword(db, ada.id, "\t\n ".repeat(6), here))).toBe("blank");
    await changeOwnPassword(db, ada.id, "new-password-22", here);
    expect(await sessionStaff(db, here)).toMatchObject({ id: ada.id });
    expect(await sessionStaff(db, phone)).toBeNull();
    const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, ada.id));
    expect(await verifyPassword(row!.passwordHash, "new-password-22")).toBe(true);
    expect(
      await problemOf(
        createAccount(db, { email: "b@example.org", name: "B", role: "volunteer", password: " ".repeat(12) }),
      ),
    ).toBe("blank");
  });

  it("makes the first admin only while no account exists: two at once make one", async () => {
    const db = await open(kind);
    expect(await hasAccounts(db)).toBe(false);
    const outcomes = await Promise.all(
      ["one@example.org", "two@example.org"].map((email) =>
        problemOf(createFirstAdmin(db, { email, name: "First", password: "first-password-1" })),
      ),
    );
    expect(outcomes.sort()).toEqual(["exists", "none"]);
    const accounts = await listAccounts(db);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]!.role).toBe("admin");
    expect(await hasAccounts(db)).toBe(true);
    expect(
      await problemOf(
        createFirstAdmin(db, { email: "three@example.org", name: "X", password: "first-password-1" }),
      ),
    ).toBe("exists");
  });
});
