import path from "node:path";
import type { Database } from "./client";

/** Any fixed number; every instance of the site takes the same session-level advisory lock. */
const migrationLock = 7_210_520_001;

/**
 * Applies the committed SQL migrations in `drizzle/` (idempotent). On PostgreSQL, instances that
 * start together take turns under an advisory lock: drizzle's migrator alone would race.
 */
export async function migrate(database: Database, root: string): Promise<void> {
  const migrationsFolder = path.join(root, "drizzle");
  if (database.kind === "pglite") {
    const { migrate: run } = await import("drizzle-orm/pglite/migrator");
    await run(database.db as Parameters<typeof run>[0], { migrationsFolder });
    return;
  }
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate: run } = await import("drizzle-orm/node-postgres/migrator");
  const pool = "$client" in database.db ? database.db.$client : undefined;
  if (!(pool instanceof pg.Pool)) throw new Error("migrate: a postgres Database must wrap a pg.Pool");
  // One connection for lock, migrations and unlock: the lock belongs to the session.
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [migrationLock]);
    try {
      await run(drizzle(client), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [migrationLock]);
    }
  } finally {
    client.release();
  }
}
