import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { openDatabase } from "../server/db/client";
import { staffAccounts, staffSessions } from "../server/db/schema";
import { createSession } from "../server/back-office/sessions";
import { verifyPassword } from "../server/back-office/passwords";
import { lockFile } from "../server/db/embedded-lock";
import { databaseKinds, disposeTemplates, freshDatabase } from "../tests/support/db/database";

afterAll(disposeTemplates);

const root = fileURLToPath(new URL("..", import.meta.url));
const script = path.join(root, "scripts/staff.js");

type Run = { code: number; stdout: string; stderr: string };

function staff(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const base = { ...process.env };
    delete base.DATABASE_URL;
    delete base.STAFF_PASSWORD;
    execFile(
      process.execPath,
      [script, ...args],
      { cwd: root, env: { ...base, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staff-cli-"));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Opens the CLI's embedded database after it finished (the lock is free again). */
async function embedded(dataDir: string) {
  const database = await openDatabase({ dataDir });
  onTestFinished(() => database.close());
  return database;
}

describe("npm run staff (embedded database)", () => {
  it("adds an account with a generated password printed once, lists it, and refuses a duplicate", async () => {
    const DATA_DIR = tempDataDir();
    const started = Date.now();
    const added = await staff(["add", "Anna@Example.org", "--name", "Anna Adler", "--role", "admin"], {
      DATA_DIR,
    });
    expect(added).toMatchObject({ code: 0, stderr: "" });
    const lines = added.stdout.trimEnd().split("\n");
    const passwordLines = lines.filter((line) => line.startsWith("password: "));
    expect(passwordLines).toHaveLength(1);
    const password = passwordLines[0]!.slice("password: ".length);
    expect(password.length).toBeGreaterThanOrEqual(16);
    // No wait on anything (a lock, a prompt): quick even beside the browser tests (scripts/test.js).
    expect(Date.now() - started).toBeLessThan(60_000);

    const volunteer = await staff(["add", "ben@example.org"], {
      DATA_DIR,
      STAFF_PASSWORD: "bens-own-password",
    });
    expect(volunteer.code).toBe(0);
    expect(volunteer.stdout).not.toContain("password");
    expect(volunteer.stdout).not.toContain("bens-own-password");

    const duplicate = await staff(["add", "ANNA@example.org"], { DATA_DIR });
    expect(duplicate.code).toBe(1);
    expect(duplicate.stdout).toBe("");
    expect(duplicate.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(duplicate.stderr).toMatch(/exists already/);

    const list = await staff(["list"], { DATA_DIR });
    expect(list.code).toBe(0);
    expect(list.stdout.trimEnd().split("\n")).toEqual([
      "anna@example.org\tAnna Adler\tadmin\tnever",
      "ben@example.org\tben\tvolunteer\tnever",
    ]);

    const database = await embedded(DATA_DIR);
    const rows = await database.db.select().from(staffAccounts);
    const anna = rows.find((row) => row.email === "anna@example.org")!;
    expect(await verifyPassword(anna.passwordHash, password)).toBe(true);
    const ben = rows.find((row) => row.email === "ben@example.org")!;
    expect(await verifyPassword(ben.passwordHash, "bens-own-password")).toBe(true);
  }, 120_000);

  it("refuses bad values with exit 1 and one line, before touching anything", async () => {
    const DATA_DIR = tempDataDir();
    const cases: [string[], Record<string, string>, RegExp][] = [
      [["add", "anna@example.org"], { STAFF_PASSWORD: "elevenchars" }, /at least 12 characters/],
      [
        ["add", "anna@example.org"],
        { STAFF_PASSWORD: " ".repeat(16) },
        /only blanks.*at least 12 characters/,
      ],
      [["add", "anna@example.org"], { STAFF_PASSWORD: " \t \u00a0".repeat(5) }, /only blanks/],
      [["reset", "anna@example.org"], { STAFF_PASSWORD: " ".repeat(12) }, /only blanks/],
      [["add", "not-an-address"], {}, /e-mail/],
      [["add", "anna@example.org", "--role", "owner"], {}, /admin or volunteer/],
      [["frobnicate"], {}, /^Usage: npm run staff/],
    ];
    for (const [args, env, message] of cases) {
      const run = await staff(args, { DATA_DIR, ...env });
      expect(run.code, args.join(" ")).toBe(1);
      expect(run.stdout).toBe("");
      expect(run.stderr.trimEnd().split("\n"), args.join(" ")).toHaveLength(1);
      expect(run.stderr).toMatch(message);
      expect(run.stderr).not.toContain("elevenchars");
    }
    expect(fs.existsSync(path.join(DATA_DIR, "pglite"))).toBe(false);
  }, 120_000);

  it("resets a password (sessions end) and removes an account", async () => {
    const DATA_DIR = tempDataDir();
    expect(
      (await staff(["add", "anna@example.org"], { DATA_DIR, STAFF_PASSWORD: "first-password" })).code,
    ).toBe(0);
    {
      const database = await openDatabase({ dataDir: DATA_DIR });
      const [anna] = await database.db.select().from(staffAccounts);
      await createSession(database.db, anna!.id);
      await createSession(database.db, anna!.id);
      await database.close();
    }
    const reset = await staff(["reset", "ANNA@example.org"], { DATA_DIR });
    expect(reset.code).toBe(0);
    const password = /^password: (.+)$/m.exec(reset.stdout)?.[1];
    expect(password).toBeDefined();
    {
      const database = await openDatabase({ dataDir: DATA_DIR });
      const [anna] = await database.db.select().from(staffAccounts);
      expect(await verifyPassword(anna!.passwordHash, password!)).toBe(true);
      expect(await verifyPassword(anna!.passwordHash, "first-password")).toBe(false);
      expect(await database.db.select().from(staffSessions)).toHaveLength(0);
      await database.close();
    }
    const unknown = await staff(["reset", "nobody@example.org"], { DATA_DIR });
    expect(unknown).toMatchObject({ code: 1, stdout: "" });
    expect(unknown.stderr).toMatch(/no account/);

    const removed = await staff(["remove", "anna@example.org"], { DATA_DIR });
    expect(removed.code).toBe(0);
    const list = await staff(["list"], { DATA_DIR });
    expect(list).toMatchObject({ code: 0, stdout: "" });
  }, 120_000);

  it("refuses with one line while a live process holds the embedded database, takes over a stale lock", async () => {
    const DATA_DIR = tempDataDir();
    const holder = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    onTestFinished(() => {
      holder.kill();
    });
    fs.writeFileSync(lockFile(DATA_DIR), JSON.stringify({ pid: holder.pid, holder: "server" }));
    const refused = await staff(["list"], { DATA_DIR });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `The embedded database in ${DATA_DIR} is in use by a running server (pid ${holder.pid}). Stop it first, or set DATABASE_URL.\n`,
    );
    expect(fs.existsSync(path.join(DATA_DIR, "pglite"))).toBe(false);
    expect(fs.existsSync(lockFile(DATA_DIR))).toBe(true);

    holder.kill();
    await new Promise((resolve) => holder.once("exit", resolve));
    const taken = await staff(["add", "anna@example.org"], { DATA_DIR });
    expect(taken.code).toBe(0);
    // The CLI released its own lock when it finished.
    expect(fs.existsSync(lockFile(DATA_DIR))).toBe(false);
  }, 120_000);
});

describe.each((await databaseKinds()).filter((c) => c.kind === "postgres"))(
  "npm run staff ($kind)",
  ({ skipReason }) => {
    beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

    it("uses DATABASE_URL: add and list", async () => {
      const fresh = await freshDatabase("postgres");
      onTestFinished(fresh.dispose);
      const env = { DATABASE_URL: fresh.url!, DATA_DIR: tempDataDir() };
      const added = await staff(["add", "carla@example.org", "--name=Carla", "--role=volunteer"], env);
      expect(added.code).toBe(0);
      const [row] = await fresh.database.db.select().from(staffAccounts);
      expect(row).toMatchObject({ email: "carla@example.org", name: "Carla", role: "volunteer" });
      expect((await staff(["list"], env)).stdout).toBe("carla@example.org\tCarla\tvolunteer\tnever\n");
      expect(fs.existsSync(lockFile(env.DATA_DIR))).toBe(false);
    }, 120_000);
  },
);
