import fs from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  kind: "pglite" | "postgres";
  db: Db;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  /** An idle pooled connection failed (server restart, network); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
};

/** PostgreSQL when a URL is given, else PGlite in `dataDir/pglite` (or in memory without a dir). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onConnectionError)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, "pglite");
    await fs.mkdir(dir, { recursive: true });
  }
  return pgliteDatabase(await PGlite.create(dir));
}

/** Wraps an open PGlite instance (the test helper makes its own from a snapshot). */
export async function pgliteDatabase(client: PGlite): Promise<Database> {
  const { drizzle } = await import("drizzle-orm/pglite");
  return {
    kind: "pglite",
    db: drizzle(client, { schema }),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, onConnectionError?: (error: Error) => void): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Without a listener, an idle client dropped by the server would crash the process.
  pool.on("error", (error) => {
    if (onConnectionError) onConnectionError(error);
    else process.stderr.write(`database connection error: ${error.message}\n`);
  });
  const db = drizzle(pool, { schema });
  try {
    await db.execute(sql`select 1`);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    kind: "postgres",
    db,
    ping: async () => {
      await pool.query("select 1");
    },
    close: async () => {
      // pool.end() resolves before the connections are closed; wait for them, so that what comes
      // next (process exit, DROP DATABASE in tests) never cuts a connection still saying goodbye.
      const open = pool.totalCount;
      let removed = 0;
      const closed = new Promise<void>((resolve) => {
        if (open === 0) resolve();
        pool.on("remove", () => {
          if (++removed >= open) resolve();
        });
      });
      await pool.end();
      await closed;
    },
  };
}
