import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import type { Db } from "../db/client";
import { signInFailures, staffAccounts, staffSessions } from "../db/schema";
import {
  databaseKinds,
  disposeTemplates,
  freshDatabase,
  type DatabaseKind,
} from "../../tests/support/db/database";
import { createAccount, setDisabled } from "./accounts";
import { sessionStaff } from "./sessions";
import { failureWindowMs, signIn } from "./sign-in";

afterAll(disposeTemplates);

async function open(kind: DatabaseKind): Promise<Db> {
  const { database, dispose } = await freshDatabase(kind);
  onTestFinished(dispose);
  const db = database.db;
  await createAccount(db, {
    email: "anna@example.org",
    name: "Anna",
    role: "admin",
    password: "right-password",
  });
  return db;
}

const start = new Date("2026-03-01T08:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);

describe.each(await databaseKinds())("$kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  it("signs in with the right credentials (any case of the address): a session and last_sign_in_at", async () => {
    const db = await open(kind);
    const outcome = await signIn(
      db,
      { email: " ANNA@example.org", password: "right-password", ip: "203.0.113.5" },
      start,
    );
    expect(outcome.kind).toBe("signed_in");
    if (outcome.kind !== "signed_in") return;
    expect(outcome.staff).toMatchObject({ email: "anna@example.org", name: "Anna", role: "admin" });
    expect(await sessionStaff(db, outcome.token, at(1000))).toMatchObject({ email: "anna@example.org" });
    const [account] = await db.select().from(staffAccounts);
    expect(account!.lastSignInAt?.toISOString()).toBe(start.toISOString());
  });

  it("gives one outcome for a wrong password, an unknown address and a disabled account", async () => {
    const db = await open(kind);
    const ip = "203.0.113.5";
    expect(await signIn(db, { email: "anna@example.org", password: "wrong-password", ip }, start)).toEqual({
      kind: "refused",
    });
    expect(await signIn(db, { email: "nobody@example.org", password: "right-password", ip }, start)).toEqual({
      kind: "refused",
    });
    expect(await signIn(db, { email: "not an address", password: "", ip }, start)).toEqual({
      kind: "refused",
    });
    const [anna] = await db.select().from(staffAccounts);
    await setDisabled(db, anna!.id, true);
    expect(await signIn(db, { email: "anna@example.org", password: "right-password", ip }, start)).toEqual({
      kind: "refused",
    });
    expect(await db.select().from(staffSessions)).toHaveLength(0);
    // Failures are stored under hashes only: neither the address nor the IP appears.
    const keys = (await db.select().from(signInFailures)).map((row) => row.key).join(" ");
    expect(keys).not.toMatch(/anna|example|203\.0/);
  });

  it("refuses an account past 5 failures in 15 minutes with Retry-After, even for the right password", async () => {
    const db = await open(kind);
    for (let i = 0; i < 5; i++) {
      const outcome = await signIn(
        db,
        { email: "anna@example.org", password: "wrong", ip: `198.51.100.${i}` },
        at(i * 60_000),
      );
      expect(outcome.kind).toBe("refused");
    }
    // The fifth failure was at +4 min; the first at 0 leaves the window at +15 min.
    const limited = await signIn(
      db,
      { email: "anna@example.org", password: "right-password", ip: "198.51.100.99" },
      at(5 * 60_000),
    );
    expect(limited).toEqual({ kind: "limited", retryAfterSeconds: 10 * 60 });
    expect(await db.select().from(staffSessions)).toHaveLength(0);
    // Another account from the same IPs is not affected.
    await createAccount(db, {
      email: "ben@example.org",
      name: "Ben",
      role: "volunteer",
      password: "bens-password",
    });
    expect(
      (
        await signIn(
          db,
          { email: "ben@example.org", password: "bens-password", ip: "198.51.100.1" },
          at(5 * 60_000),
        )
      ).kind,
    ).toBe("signed_in");
    // When the oldest failure leaves the window, one attempt is allowed again.
    const later = await signIn(
      db,
      { email: "anna@example.org", password: "right-password", ip: "198.51.100.99" },
      at(failureWindowMs + 1000),
    );
    expect(later.kind).toBe("signed_in");
    // A success clears the account's failures.
    expect(
      (
        await signIn(
          db,
          { email: "anna@example.org", password: "wrong", ip: "198.51.100.99" },
          at(failureWindowMs + 2000),
        )
      ).kind,
    ).toBe("refused");
  });

  it("refuses an IP past 20 failures in 15 minutes, for every account, even with the right password", async () => {
    const db = await open(kind);
    const ip = "2001:db8:1:2::7";
    for (let i = 0; i < 20; i++) {
      const outcome = await signIn(db, { email: `guess${i}@example.org`, password: "x", ip }, at(i * 1000));
      expect(outcome.kind).toBe("refused");
    }
    // Another address of the same IPv6 /56 counts as the same client.
    const limited = await signIn(
      db,
      { email: "anna@example.org", password: "right-password", ip: "2001:db8:1:ff::1" },
      at(30_000),
    );
    expect(limited).toEqual({ kind: "limited", retryAfterSeconds: 15 * 60 - 30 });
    expect(
      (
        await signIn(
          db,
          { email: "anna@example.org", password: "right-password", ip: "192.0.2.1" },
          at(30_000),
        )
      ).kind,
    ).toBe("signed_in");
    const failures = await db.select().from(signInFailures);
    expect(failures.length).toBe(40);
    const anna = await db.select().from(staffAccounts).where(eq(staffAccounts.email, "anna@example.org"));
    expect(anna[0]!.lastSignInAt?.getTime()).toBe(at(30_000).getTime());
  });

  it("gives 30 wrong passwords sent at once for one account at most 5 checks (counted atomically)", async () => {
    const db = await open(kind);
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signIn(db, { email: "anna@example.org", password: `wrong-${i}`, ip: `198.51.100.${i}` }, start),
      ),
    );
    const checked = outcomes.filter((outcome) => outcome.kind !== "limited");
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.length).toBeGreaterThanOrEqual(1);
    expect(outcomes.filter((outcome) => outcome.kind === "signed_in")).toEqual([]);
    // And from one IP, across accounts: at most 20.
    const fromOne = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signIn(db, { email: `guess${i}@example.org`, password: "x", ip: "192.0.2.77" }, start),
      ),
    );
    expect(fromOne.filter((outcome) => outcome.kind !== "limited").length).toBeLessThanOrEqual(20);
  });
});
