import { sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import { type Database, openDatabase } from "./client";
import { migrate } from "./migrate";
import {
  committedMigrations,
  databaseKinds,
  disposeTemplates,
  freshDatabase,
  projectRoot,
} from "../../tests/support/db/database";

afterAll(disposeTemplates);

async function tableNames(database: Database): Promise<string[]> {
  const rows = await database.db
    .select({ name: sql<string>`table_schema || '.' || table_name` })
    .from(sql`information_schema.tables`)
    .where(sql`table_schema in ('public', 'drizzle')`)
    .orderBy(sql`1`);
  return rows.map((row) => row.name);
}

async function appliedMigrations(database: Database): Promise<number> {
  const rows = await database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(sql`drizzle.__drizzle_migrations`);
  return rows[0]?.count ?? -1;
}

describe.each(await databaseKinds())("migrate on $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  test("an empty database gets the dog_feed_cache table and drizzle's journal", async () => {
    const { database, dispose } = await freshDatabase(kind, { migrated: false });
    onTestFinished(dispose);
    expect(await tableNames(database)).toEqual([]);

    await migrate(database, projectRoot);

    expect(await tableNames(database)).toEqual(
      expect.arrayContaining([
        "drizzle.__drizzle_migrations",
        "public.dog_feed_cache",
        "public.blog_posts",
        "public.mail_outbox",
      ]),
    );
    expect(await appliedMigrations(database)).toBe(committedMigrations());
  });

  test("running it again on a migrated database changes nothing", async () => {
    const { database, dispose } = await freshDatabase(kind);
    onTestFinished(dispose);

    await migrate(database, projectRoot);
    await migrate(database, projectRoot);

    expect(await appliedMigrations(database)).toBe(committedMigrations());
    expect(await tableNames(database)).toContain("public.dog_feed_cache");
  });
});

describe.each((await databaseKinds()).filter((row) => row.kind === "postgres"))(
  "migrate on $kind from several instances",
  ({ kind, skipReason }) => {
    beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

    test("instances starting together on one empty database apply each migration once", async () => {
      const { database, url, dispose } = await freshDatabase(kind, { migrated: false });
      onTestFinished(dispose);
      const instances = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ databaseUrl: url })));
      onTestFinished(() => Promise.all(instances.map((instance) => instance.close())).then(() => {}));

      await Promise.all(instances.map((instance) => migrate(instance, projectRoot)));

      expect(await appliedMigrations(database)).toBe(committedMigrations());
      expect(await tableNames(database)).toContain("public.dog_feed_cache");
    });
  },
);
