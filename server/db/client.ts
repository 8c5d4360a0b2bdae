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
  /** LISTENs on `channel` (server/cache/change-feed.ts); rejects when the LISTEN cannot be set up. */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
  close(): Promise<void>;
};

export type ListenHandlers = {
  onMessage(payload: string): void;
  /** PostgreSQL only: the listening connection broke (called once); listen again to go on. */
  onLost(error: Error): void;
};

/** A LISTEN in force until `close()` (or until its connection is lost). */
export type Listening = { close(): Promise<void> };

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
    // In-process: no connection to lose, so onLost is never called.
    listen: async (channel, { onMessage }) => {
      const unlisten = await client.listen(listenChannel(channel), onMessage);
      return { close: () => (client.closed ? Promise.resolve() : unlisten()) };
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
  const listeners = new Set<Listening>();
  return {
    kind: "postgres",
    db,
    ping: async () => {
      await pool.query("select 1");
    },
    listen: async (channel, handlers) => {
      const listening = await listenPostgres(url, listenChannel(channel), handlers, () =>
        listeners.delete(listening),
      );
      listeners.add(listening);
      return listening;
    },
    close: async () => {
      await Promise.all([...listeners].map((listening) => listening.close()));
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

/** A channel name is written into the LISTEN statement: only a plain lower-case identifier. */
function listenChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel))
    throw new Error(`listen: not a plain channel name: ${channel}`);
  return channel;
}

/**
 * A LISTEN needs a connection of its own for as long as it lasts (a pooled one goes back to the
 * pool after each query), so it opens one beside the pool.
 */
async function listenPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  forget: () => void,
): Promise<Listening> {
  const { default: pg } = await import("pg");
  // TCP keepalive after 30 s idle: a connection the network dropped silently ends within minutes
  // instead of hours (the change feed's poll covers the meantime).
  const client = new pg.Client({
    connectionString: url,
    keepAlive: true,
    keepAliveInitialDelayMillis: 30_000,
  });
  // Lost is told only of a LISTEN that was in force: a failed start is the returned rejection.
  let state: "starting" | "open" | "closed" = "starting";
  const lost = (error: Error) => {
    if (state !== "open") return;
    state = "closed";
    forget();
    handlers.onLost(error);
  };
  client.on("error", lost);
  client.on("end", () => lost(new Error("listening connection ended")));
  client.on("notification", (message) => {
    if (message.channel === channel) handlers.onMessage(message.payload ?? "");
  });
  try {
    await client.connect();
    await client.query(`LISTEN "${channel}"`);
  } catch (error) {
    state = "closed";
    await client.end().catch(() => {});
    throw error;
  }
  state = "open";
  return {
    close: async () => {
      if (state !== "open") return;
      state = "closed";
      forget();
      await client.end().catch(() => {});
    },
  };
}
