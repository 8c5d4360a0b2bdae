import { createHash, randomBytes } from "node:crypto";
import os from "node:os";
import pg from "pg";

/** The server the PostgreSQL variant of the tests uses; it must allow CREATE DATABASE. */
export const testPostgresUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@localhost:5432/postgres";

// Names carry host and pid so that a later run can drop what a killed run left behind.
const host = createHash("sha1").update(os.hostname()).digest("hex").slice(0, 8);
const namePattern = /^(?:tmpl|test)_([0-9a-f]{8})_(\d+)_[0-9a-f]+$/;

let availability: Promise<string | undefined> | undefined;

/** Why PostgreSQL cannot be used for tests, or undefined when it answers (checked once, ~1 s at most). */
export function postgresUnavailableReason(): Promise<string | undefined> {
  availability ??= (async () => {
    const client = new pg.Client({ connectionString: testPostgresUrl, connectionTimeoutMillis: 1000 });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.query("select 1");
      return undefined;
    } catch (error) {
      const why = error instanceof Error ? error.message || error.name : String(error);
      const reason = `no PostgreSQL at ${new URL(testPostgresUrl).host} (${why})`;
      console.warn(`PostgreSQL variants of the database tests are skipped: ${reason}`);
      return reason;
    } finally {
      await client.end().catch(() => {});
    }
  })();
  return availability;
}

let admin: pg.Pool | undefined;

function adminPool(): pg.Pool {
  if (!admin) {
    admin = new pg.Pool({ connectionString: testPostgresUrl, max: 2, allowExitOnIdle: true });
    admin.on("error", () => {});
  }
  return admin;
}

export function uniqueName(prefix: "tmpl" | "test"): string {
  return `${prefix}_${host}_${process.pid}_${randomBytes(4).toString("hex")}`;
}

/** The URL of `name` on the test server. */
export function databaseUrl(name: string): string {
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createDatabase(name: string, template?: string): Promise<void> {
  const from = template ? ` TEMPLATE "${template}"` : "";
  await adminPool().query(`CREATE DATABASE "${name}"${from}`);
}

export async function dropDatabase(name: string): Promise<void> {
  await adminPool().query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** Drops test databases of this host whose process is gone (a run killed before its afterAll). */
export async function dropOrphans(): Promise<void> {
  const { rows } = await adminPool().query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname ~ '^(tmpl|test)_'",
  );
  for (const { datname } of rows) {
    const match = namePattern.exec(datname);
    if (!match || match[1] !== host || processAlive(Number(match[2]))) continue;
    // No FORCE: a database someone is connected to is left alone.
    await adminPool()
      .query(`DROP DATABASE IF EXISTS "${datname}"`)
      .catch(() => {});
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && "code" in error && error.code === "EPERM";
  }
}

export async function closeAdmin(): Promise<void> {
  const pool = admin;
  admin = undefined;
  await pool?.end();
}
