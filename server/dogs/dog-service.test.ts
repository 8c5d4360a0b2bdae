import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { disposeTemplates, freshDatabase, type FreshDatabase } from "../../tests/support/db/database";
import { createLogger } from "../log";
import { createDogService } from "./dog-service";

const logged: string[] = [];
const logger = createLogger("info", (line) => logged.push(line));

/** What the fake feed server answers next, by test. */
let answer: (res: http.ServerResponse) => void = (res) => res.end("[]");
let server: http.Server;
let feedUrl: string;
let fresh: FreshDatabase;
let database: Database;

beforeAll(async () => {
  server = http.createServer((_req, res) => answer(res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
// A migrated PGlite from the snapshot the database tests share: much faster than migrating each time.
// The first one of a process also loads PGlite itself: on a busy machine that alone can take 10 s.
beforeEach(async () => {
  fresh = await freshDatabase("pglite");
  database = fresh.database;
  logged.length = 0;
}, 30_000);
afterEach(async () => {
  await fresh.dispose();
});
afterAll(disposeTemplates);

const json = (body: unknown) => (res: http.ServerResponse) => res.end(JSON.stringify(body));
const service = (timeoutMs = 500) =>
  createDogService({ database, feedUrl, refreshSeconds: 0, imageBase: "", logger, timeoutMs });

describe("dog service", () => {
  it("serves every feed shape, ordered, with the feed's timestamp", async () => {
    for (const body of [
      [
        { id: 1, title: "A" },
        { id: 2, title: "B" },
      ],
      {
        dogs: [
          { id: 1, title: "A" },
          { id: 2, title: "B" },
        ],
        cacheTimestamp: "2026-11-20T08:30:00Z",
      },
      {
        pets: [
          { id: "1", title: "A" },
          { id: "2", title: "B" },
        ],
      },
    ]) {
      answer = json(body);
      const dogs = service();
      await dogs.start();
      expect(dogs.list().available).toBe(true);
      expect(dogs.list().dogs.map((dog) => dog.id)).toEqual(["2", "1"]);
    }
    expect(service().list().available).toBe(false);
  });

  it("keeps the last good copy when the feed breaks, hangs or answers garbage, and recovers", async () => {
    answer = json({ dogs: [{ id: 7, title: "Luna" }], cacheTimestamp: "2026-11-20T08:30:00Z" });
    const dogs = service(300);
    await dogs.start();
    const good = dogs.list();
    for (const broken of [
      (res: http.ServerResponse) => res.end("{ broken"),
      (res: http.ServerResponse) => {
        res.statusCode = 500;
        res.end();
      },
      json({ unexpected: true }),
      () => undefined, // hangs until the timeout
    ]) {
      answer = broken;
      expect(await dogs.refresh()).toBe(false);
      expect(dogs.list()).toEqual(good);
      expect(dogs.health().lastError).toEqual(expect.any(String));
    }
    expect(logged.filter((line) => line.includes("serving the last good copy"))).toHaveLength(4);

    answer = json({ dogs: [{ id: 8, title: "Rex" }], cacheTimestamp: "2026-11-21T08:30:00Z" });
    expect(await dogs.refresh()).toBe(true);
    expect(dogs.list().dogs.map((dog) => dog.title)).toEqual(["Rex"]);
    expect(dogs.list().cacheTimestamp).toBe("2026-11-21T08:30:00.000Z");
    expect(dogs.health()).toEqual({ fetchedAt: expect.any(String), lastError: null, lastErrorAt: null });
  });

  it("starts from the copy in the database when the feed is down at start", async () => {
    answer = json([{ id: 3, title: "Kira" }]);
    await service().start();
    answer = (res) => {
      res.statusCode = 503;
      res.end();
    };
    const restarted = service();
    await restarted.start();
    expect(restarted.list().dogs.map((dog) => dog.title)).toEqual(["Kira"]);
  });

  it("sanitises descriptions before they are stored", async () => {
    answer = json([
      { id: 1, title: "A", publicDescription: '<p onclick="x()">Hallo</p><script>alert(1)</script>' },
    ]);
    const dogs = service();
    await dogs.start();
    expect(dogs.list().dogs[0]?.descriptionHtml).toBe("<p>Hallo</p>");
  });

  it("keeps the list object when a refresh read the same feed, so cached pages stay", async () => {
    answer = json({ dogs: [{ id: 1, title: "A" }], cacheTimestamp: "2026-11-20T08:30:00Z" });
    const dogs = service();
    await dogs.start();
    const first = dogs.list();
    const fetchedAt = dogs.health().fetchedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await dogs.refresh()).toBe(true);
    expect(dogs.health().fetchedAt).not.toBe(fetchedAt);
    expect(dogs.list()).toBe(first);

    // A new feed timestamp alone is something the list page shows ("last update").
    answer = json({ dogs: [{ id: 1, title: "A" }], cacheTimestamp: "2026-11-21T08:30:00Z" });
    expect(await dogs.refresh()).toBe(true);
    expect(dogs.list()).not.toBe(first);
    expect(dogs.list().dogs).toEqual(first.dogs);
    expect(logged.filter((line) => line.includes('"changed":false'))).toHaveLength(1);
  });

  it("reload takes the snapshot another instance wrote, and keeps the list when none was", async () => {
    answer = json({ dogs: [{ id: 1, title: "A" }], cacheTimestamp: "2026-11-20T08:30:00Z" });
    const here = service();
    await here.start();
    const first = here.list();
    await here.reload();
    expect(here.list()).toBe(first);

    answer = json({ dogs: [{ id: 2, title: "B" }], cacheTimestamp: "2026-11-21T08:30:00Z" });
    expect(await service().refresh()).toBe(true); // the other instance
    expect(here.list()).toBe(first);
    await here.reload();
    expect(here.list().dogs.map((dog) => dog.title)).toEqual(["B"]);
  });
});
