import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import { type Database, openDatabase } from "./client";
import { migrate } from "./migrate";
import { dogFeedCache } from "./schema";
import {
  committedMigrations,
  databaseKinds,
  disposeTemplates,
  freshDatabase,
  projectRoot,
} from "../../tests/support/db/database";

afterAll(disposeTemplates);

const luna = { id: "1", name: "Luna" };

async function cachedSources(database: Database): Promise<string[]> {
  const rows = await database.db.select({ source: dogFeedCache.source }).from(dogFeedCache);
  return rows.map((row) => row.source);
}

async function writeFeed(database: Database, source: string): Promise<void> {
  await database.db
    .insert(dogFeedCache)
    .values({ source, dogs: [luna], dogCount: 1, cacheTimestamp: new Date("2025-01-02T03:04:05Z") });
}

describe.each(await databaseKinds())("$kind database", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  test("a fresh database is migrated and empty", async () => {
    const { database, dispose } = await freshDatabase(kind);
    onTestFinished(dispose);

    expect(database.kind).toBe(kind);
    expect(await cachedSources(database)).toEqual([]);
    const journal = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`drizzle.__drizzle_migrations`);
    expect(journal).toEqual([{ count: committedMigrations() }]);
  });

  test("ping answers while open and fails after close", async () => {
    const { database, dispose } = await freshDatabase(kind);
    onTestFinished(dispose);

    await expect(database.ping()).resolves.toBeUndefined();
    await database.close();
    await expect(database.ping()).rejects.toThrow();
  });

  test("two fresh databases do not see each other's rows, and come quickly", async () => {
    const times: number[] = [];
    async function timedFresh() {
      const started = performance.now();
      const fresh = await freshDatabase(kind);
      times.push(Math.round(performance.now() - started));
      onTestFinished(fresh.dispose);
      return fresh.database;
    }
    const first = await timedFresh();
    const second = await timedFresh();
    // Timing is printed, not asserted: it depends on the machine (the budget is the suite's run time).
    console.log(`fresh ${kind} database: ${times.join(" ms, ")} ms`);

    await writeFeed(first, "first");

    expect(await cachedSources(first)).toEqual(["first"]);
    expect(await cachedSources(second)).toEqual([]);
  });
});

describe("pglite with a data dir", () => {
  test("keeps rows across close and reopen", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "db-client-test-"));
    onTestFinished(() => fs.rm(dataDir, { recursive: true, force: true }));

    const first = await openDatabase({ dataDir });
    await migrate(first, projectRoot);
    await writeFeed(first, "kept");
    await first.close();

    const reopened = await openDatabase({ dataDir });
    onTestFinished(() => reopened.close());
    await migrate(reopened, projectRoot);
    expect(reopened.kind).toBe("pglite");
    const rows = await reopened.db.select().from(dogFeedCache);
    expect(rows).toEqual([expect.objectContaining({ source: "kept", dogs: [luna], dogCount: 1 })]);
    expect(rows[0]?.cacheTimestamp.toISOString()).toBe("2025-01-02T03:04:05.000Z");
    await expect(fs.stat(path.join(dataDir, "pglite", "PG_VERSION"))).resolves.toBeTruthy();
  });
});

describe("postgres client", () => {
  test("opening an unreachable server fails instead of answering later", async () => {
    await expect(openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/none" })).rejects.toThrow();
  });
});
