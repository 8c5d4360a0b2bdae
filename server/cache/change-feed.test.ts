import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, onTestFinished, test } from "vitest";
import type { Database } from "../db/client";
import { blogPosts, dogFeedCache, guides, jobRuns } from "../db/schema";
import { demoGuides } from "../content/demo-guides";
import { disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import {
  insertGuide,
  insertPost,
  recordChanges,
  storedVersions,
  touchGuides,
} from "../../tests/support/db/page-changes";
import { pause, recordingLogger, until } from "../../tests/support/submissions/helpers";
import { createChangeFeed, type ChangeFeedOptions } from "./change-feed";

afterAll(disposeTemplates);

async function pglite(): Promise<Database> {
  const { database, dispose } = await freshDatabase("pglite");
  onTestFinished(dispose);
  return database;
}

function feed(database: Database, options: Partial<ChangeFeedOptions> = {}) {
  const log = recordingLogger();
  const changes = createChangeFeed({ database, logger: log.logger, pollMs: 0, ...options });
  onTestFinished(() => changes.stop());
  return { changes, log, seen: recordChanges(changes) };
}

const snapshot = (dogs: unknown[], cacheTimestamp = new Date("2026-11-20T08:30:00Z")) => ({
  source: "feed",
  dogs,
  dogCount: dogs.length,
  cacheTimestamp,
});

describe("page_versions triggers (PGlite)", () => {
  test("every write to posts and guides bumps 'content' once per statement, and notifies", async () => {
    const database = await pglite();
    const { db } = database;
    const notified: string[] = [];
    const listening = await database.listen("page_versions", {
      onMessage: (topic) => notified.push(topic),
      onLost: () => {},
    });
    onTestFinished(() => listening.close());
    expect(await storedVersions(db)).toEqual({ dogs: 1, content: 1 });

    const post = await insertPost(db);
    await db.update(blogPosts).set({ titleDe: "Neu" }).where(eq(blogPosts.id, post));
    await db.delete(blogPosts).where(eq(blogPosts.id, post));
    await insertGuide(db);
    await insertGuide(db);
    await db.execute(touchGuides); // two rows, one statement
    await db.delete(guides);
    await db.execute(sql`truncate ${blogPosts}`);
    expect(await storedVersions(db)).toEqual({ dogs: 1, content: 9 });
    await until("8 notifications", () => notified.length === 8, 2000);
    expect(notified).toEqual(Array(8).fill("content"));

    // Other tables leave the versions alone; a rolled-back change neither bumps nor notifies.
    await db.insert(jobRuns).values({ name: "x", lastRunAt: new Date() });
    await db
      .transaction(async (tx) => {
        await tx.insert(guides).values({ ...demoGuides[0]!, slugDe: "zurueck", slugEs: "atras" });
        expect(await storedVersions(tx)).toEqual({ dogs: 1, content: 10 });
        throw new Error("roll back");
      })
      .catch(() => {});
    await pause(50);
    expect(await storedVersions(db)).toEqual({ dogs: 1, content: 9 });
    expect(notified).toHaveLength(8);
  });

  test("the dog snapshot bumps 'dogs' when what it shows changes, not for a new fetched_at alone", async () => {
    const database = await pglite();
    const { db } = database;
    const notified: string[] = [];
    const listening = await database.listen("page_versions", {
      onMessage: (topic) => notified.push(topic),
      onLost: () => {},
    });
    onTestFinished(() => listening.close());

    await db.insert(dogFeedCache).values(snapshot([{ id: "1", title: "Luna" }]));
    expect(await storedVersions(db)).toEqual({ dogs: 2, content: 1 });
    // A refresh that read the same feed: the upsert rewrites the row with a new fetched_at.
    await db
      .insert(dogFeedCache)
      .values({ ...snapshot([{ title: "Luna", id: "1" }]), fetchedAt: new Date(Date.now() + 1000) })
      .onConflictDoUpdate({ target: dogFeedCache.source, set: { fetchedAt: new Date(Date.now() + 2000) } });
    await db
      .update(dogFeedCache)
      .set({ dogs: [{ id: "1", title: "Luna" }], fetchedAt: new Date(Date.now() + 3000) });
    expect(await storedVersions(db)).toEqual({ dogs: 2, content: 1 });

    await db.update(dogFeedCache).set({
      dogs: [
        { id: "1", title: "Luna" },
        { id: "2", title: "Rex" },
      ],
    });
    await db.update(dogFeedCache).set({ cacheTimestamp: new Date("2026-11-21T08:30:00Z") });
    await db.delete(dogFeedCache);
    await db.insert(dogFeedCache).values(snapshot([]));
    await db.execute(sql`truncate ${dogFeedCache}`);
    expect(await storedVersions(db)).toEqual({ dogs: 7, content: 1 });
    await until("6 notifications", () => notified.length === 6, 2000);
    expect(notified).toEqual(Array(6).fill("dogs"));
  });
});

describe("change feed (PGlite)", () => {
  test("reads the versions at start and tells of a change at once", async () => {
    const database = await pglite();
    const { changes, seen } = feed(database);
    expect(changes.versions()).toEqual({ dogs: 0, content: 0 });
    await insertGuide(database.db); // before start: the start's read takes it in silently
    await changes.start();
    const started = changes.versions();
    expect(started).toEqual({ dogs: 1, content: 2 });
    expect(Object.isFrozen(started)).toBe(true);

    await insertGuide(database.db);
    await until("content told", () => changes.versions().content === 3, 1000);
    expect(seen.topics).toEqual(["content"]);
    expect(changes.versions()).toEqual({ dogs: 1, content: 3 });
    expect(started).toEqual({ dogs: 1, content: 2 }); // a new object, the old one untouched

    await database.db.insert(dogFeedCache).values(snapshot([]));
    await until("dogs told", () => changes.versions().dogs === 2, 1000);
    expect(seen.topics).toEqual(["content", "dogs"]);
  });

  test("without notifications, the poll catches up; without either, nothing moves", async () => {
    const database = await pglite();
    const deaf = feed(database, { listen: false, pollMs: 0 });
    const polling = feed(database, { listen: false, pollMs: 50 });
    await deaf.changes.start();
    await polling.changes.start();

    await insertPost(database.db);
    await until("the poll saw it", () => polling.changes.versions().content === 2, 1000);
    expect(polling.seen.topics).toEqual(["content"]);
    await pause(150);
    expect(deaf.seen.topics).toEqual([]);
    expect(deaf.changes.versions()).toEqual({ dogs: 1, content: 1 });
  });

  test("the new version shows only after the listeners settled; a failed listener is retried", async () => {
    const database = await pglite();
    const { changes, log } = feed(database, { pollMs: 50 });
    let release: () => void = () => {};
    let calls = 0;
    changes.onChange(async () => {
      calls++;
      if (calls === 1) throw new Error("reload failed");
      await new Promise<void>((resolve) => (release = resolve));
    });
    await changes.start();

    await insertGuide(database.db);
    await until("the retry", () => calls === 2, 2000);
    expect(changes.versions().content).toBe(1); // the first listener call failed, the second runs
    expect(
      log.entries().some((entry) => entry.msg === "page change listener failed; retried on the next poll"),
    ).toBe(true);
    release();
    await until("the version shows", () => changes.versions().content === 2, 1000);
  });

  test("stop ends listening and polling; onChange's return removes a listener", async () => {
    const database = await pglite();
    const { changes, seen } = feed(database, { pollMs: 20 });
    const other: string[] = [];
    const remove = changes.onChange((topic) => void other.push(topic));
    await changes.start();
    remove();
    await insertGuide(database.db);
    await until("told", () => seen.topics.length === 1, 1000);
    expect(other).toEqual([]);

    await changes.stop();
    await insertGuide(database.db);
    await pause(100);
    expect(seen.topics).toEqual(["content"]);
    expect(changes.versions().content).toBe(2);
  });

  test("start fails, leaving nothing running, where the versions cannot be read", async () => {
    const { database, dispose } = await freshDatabase("pglite", { migrated: false });
    onTestFinished(dispose);
    const { changes } = feed(database, { pollMs: 20 });
    await expect(changes.start()).rejects.toThrow(/page_versions/);
    expect(changes.versions()).toEqual({ dogs: 0, content: 0 });
  });
});
