import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { createDogService } from "../dogs/dog-service";
import { disposeTemplates, freshDatabase, postgresUnavailableReason } from "../../tests/support/db/database";
import { insertGuide, recordChanges, storedVersion } from "../../tests/support/db/page-changes";
import { pause, recordingLogger, until } from "../../tests/support/submissions/helpers";
import { createChangeFeed } from "./change-feed";

afterAll(disposeTemplates);

const skipReason = await postgresUnavailableReason();

/** One test database and two instances on it, each with its own pool and change feed. */
async function twoInstances() {
  const fresh = await freshDatabase("postgres");
  onTestFinished(fresh.dispose);
  const url = new URL(fresh.url!);
  // Its own name, so the test can find instance B's listening connection among the server's.
  url.searchParams.set("application_name", "instance-b");
  const other = await openDatabase({ databaseUrl: url.toString() });
  onTestFinished(() => other.close());
  // No poll to speak of: what arrives came through LISTEN or the catch-up after a reconnect.
  const a = instance(fresh.database);
  const b = instance(other);
  await Promise.all([a.changes.start(), b.changes.start()]);
  return { url: fresh.url!, a, b };
}

/** A client that is not the site at all, as psql or the coming blog editor would be. */
async function sqlClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  onTestFinished(() => client.end());
  return client;
}

function instance(database: Database) {
  const log = recordingLogger();
  const changes = createChangeFeed({ database, logger: log.logger, pollMs: 60_000 });
  onTestFinished(() => changes.stop());
  return { database, changes, log, seen: recordChanges(changes) };
}

describe("change feed: two instances on one PostgreSQL database", () => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  test("a change through A's connection or any SQL client reaches B within a second", async () => {
    const { url, a, b } = await twoInstances();
    expect(b.changes.versions()).toEqual({ dogs: 1, content: 1 });

    const sent = performance.now();
    await insertGuide(a.database.db);
    await until("B told", () => b.changes.versions().content === 2, 1000);
    expect(b.seen.topics).toEqual(["content"]);
    expect(b.seen.at[0]! - sent).toBeLessThan(1000);
    await until("A told too", () => a.changes.versions().content === 2, 1000);

    const psql = await sqlClient(url);
    const typed = performance.now();
    await psql.query("update guides set title_de = 'Neu'");
    await until("B told of psql's change", () => b.changes.versions().content === 3, 1000);
    expect(b.seen.at[1]! - typed).toBeLessThan(1000);
  });

  test("B reconnects after its listening connection is killed and catches up on what it missed", async () => {
    const { url, a, b } = await twoInstances();
    const psql = await sqlClient(url);
    const { rows } = await psql.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and application_name = 'instance-b' and query ilike 'listen%'",
    );
    expect(rows).toHaveLength(1);
    await psql.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
    await until("B noticed", () =>
      b.log
        .entries()
        .some((entry) => entry.msg === "page change feed lost its listening connection; reconnecting"),
    );
    // Committed while B listens nowhere: only the read after the reconnect can bring it.
    await insertGuide(a.database.db);
    expect(await storedVersion(a.database.db, "content")).toBe(2);
    await until("B caught up", () => b.changes.versions().content === 2, 2000);
    expect(b.log.entries().some((entry) => entry.msg === "page change feed listening again")).toBe(true);

    // And it listens again: the next change arrives as fast as before.
    const sent = performance.now();
    await insertGuide(a.database.db);
    await until("B told", () => b.changes.versions().content === 3, 1000);
    expect(b.seen.topics).toEqual(["content", "content"]);
    expect(b.seen.at[1]! - sent).toBeLessThan(1000);
  });

  test("a feed refresh on A reaches B's dog list within a second; the same feed again changes nothing", async () => {
    const { a, b } = await twoInstances();
    let feed: unknown = { dogs: [{ id: 1, title: "Luna" }], cacheTimestamp: "2026-11-20T08:30:00Z" };
    const server = http.createServer((_req, res) => res.end(JSON.stringify(feed)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed`;
    // As main.ts wires them: each instance's dog service follows its own change feed.
    const [dogsA, dogsB] = [a, b].map((side) => {
      const dogs = createDogService({
        database: side.database,
        feedUrl,
        refreshSeconds: 0,
        imageBase: "",
        logger: side.log.logger,
      });
      side.changes.onChange((topic) => (topic === "dogs" ? dogs.reload() : undefined));
      return dogs;
    });
    await dogsA!.start();
    await dogsB!.start(); // serves the stored copy, refreshes in the background
    await until("B's own refresh", () => b.log.entries().some((entry) => entry.msg === "dog feed refreshed"));
    await until(
      "both on the first version",
      () => b.changes.versions().dogs === 2 && a.changes.versions().dogs === 2,
    );
    const shownOnB = dogsB!.list();
    expect(shownOnB.dogs.map((dog) => dog.name)).toEqual(["Luna"]);

    feed = {
      dogs: [
        { id: 1, title: "Luna" },
        { id: 2, title: "Rex" },
      ],
      cacheTimestamp: "2026-11-21T08:30:00Z",
    };
    const refreshed = performance.now();
    expect(await dogsA!.refresh()).toBe(true);
    await until("B shows Rex", () => dogsB!.list().dogs.length === 2, 1000);
    const tookMs = performance.now() - refreshed;
    expect(tookMs).toBeLessThan(1000);
    expect(dogsB!.list().dogs.map((dog) => dog.name)).toEqual(["Rex", "Luna"]);
    expect(dogsB!.list().cacheTimestamp).toBe("2026-11-21T08:30:00.000Z");
    // The list changed before the version that says so: a page keyed by it shows Rex.
    await until("B's version", () => b.changes.versions().dogs === 3, 1000);

    // The same feed read again: a new fetched_at, the same list objects, the same versions.
    const [listA, listB, versionsB] = [dogsA!.list(), dogsB!.list(), b.changes.versions()];
    expect(await dogsA!.refresh()).toBe(true);
    await dogsB!.reload();
    await pause(200);
    expect(dogsA!.list()).toBe(listA);
    expect(dogsB!.list()).toBe(listB);
    expect(b.changes.versions()).toBe(versionsB);
    expect(await storedVersion(a.database.db, "dogs")).toBe(3);
  });
});
