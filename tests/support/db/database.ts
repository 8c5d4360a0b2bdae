import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { type Database, openDatabase, pgliteDatabase } from "../../../server/db/client";
import { migrate } from "../../../server/db/migrate";
import { migratedPgliteSnapshot } from "./pglite-snapshot";
import {
  closeAdmin,
  createDatabase,
  databaseUrl,
  dropDatabase,
  dropOrphans,
  postgresUnavailableReason,
  uniqueName,
} from "./postgres";

export type DatabaseKind = Database["kind"];
export type FreshDatabase = {
  database: Database;
  /** PostgreSQL only: the database's URL, to open more connections to it as another instance would. */
  url?: string;
  dispose(): Promise<void>;
};
export type FreshOptions = {
  /** false: an empty database, for tests of migrate itself. Default true. */
  migrated?: boolean;
};

/** The repository root, where `drizzle/` holds the committed migrations. */
export const projectRoot = fileURLToPath(new URL("../../../", import.meta.url));

export { postgresUnavailableReason, testPostgresUrl } from "./postgres";

export async function postgresAvailable(): Promise<boolean> {
  return (await postgresUnavailableReason()) === undefined;
}

export type DatabaseKindCase = { kind: DatabaseKind; skipReason: string | undefined };

/**
 * Rows for `describe.each(await databaseKinds())("$kind", ({ kind, skipReason }) => ...)`: PGlite
 * always, PostgreSQL with a skip reason when no server answers; in the suite, skip with
 * `beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason))`.
 */
export async function databaseKinds(): Promise<DatabaseKindCase[]> {
  return [
    { kind: "pglite", skipReason: undefined },
    { kind: "postgres", skipReason: await postgresUnavailableReason() },
  ];
}

/** A new, isolated database for one test; dispose() closes it (and drops it on PostgreSQL). */
export async function freshDatabase(kind: DatabaseKind, options: FreshOptions = {}): Promise<FreshDatabase> {
  const migrated = options.migrated ?? true;
  return kind === "pglite" ? freshPglite(migrated) : freshPostgres(migrated);
}

async function freshPglite(migrated: boolean): Promise<FreshDatabase> {
  const client = migrated
    ? await PGlite.create({ loadDataDir: await migratedPgliteSnapshot(projectRoot) })
    : await PGlite.create();
  const database = await pgliteDatabase(client);
  return { database, dispose: () => (client.closed ? Promise.resolve() : client.close()) };
}

// PostgreSQL: one migrated template per process; CREATE DATABASE ... TEMPLATE copies it in ~50 ms.
let template: Promise<string> | undefined;

function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    await dropOrphans();
    const name = uniqueName("tmpl");
    await createDatabase(name);
    const database = await openDatabase({ databaseUrl: databaseUrl(name) });
    try {
      await migrate(database, projectRoot);
    } finally {
      // A template must have no open connections when it is copied.
      await database.close();
    }
    return name;
  })();
  template.catch(() => (template = undefined));
  return template;
}

async function freshPostgres(migrated: boolean): Promise<FreshDatabase> {
  const name = uniqueName("test");
  await createDatabase(name, migrated ? await migratedTemplate() : undefined);
  const database = await openDatabase({ databaseUrl: databaseUrl(name) }).catch(async (error: unknown) => {
    await dropDatabase(name);
    throw error;
  });
  let disposed = false;
  return {
    database,
    url: databaseUrl(name),
    dispose: async () => {
      if (disposed) return;
      disposed = true;
      await database.close().catch(() => {});
      await dropDatabase(name);
    },
  };
}

/** Drops this process's template database and closes the admin connection; call in afterAll. */
export async function disposeTemplates(): Promise<void> {
  const name = await template?.catch(() => undefined);
  template = undefined;
  if (name) await dropDatabase(name);
  await closeAdmin();
}

/** How many migrations are committed under drizzle/ (the journal drizzle-kit keeps). */
export function committedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(projectRoot, "drizzle/meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}
