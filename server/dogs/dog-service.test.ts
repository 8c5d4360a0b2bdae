import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { migrate } from "../db/migrate";
import { createLogger } from "../log";
import { createDogService } from "./dog-service";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const logged: string[] = [];
const logger = createLogger("info", (line) => logged.push(line));

/** What the fake feed server answers next, by test. */
let answer: (res: http.ServerResponse) => void = (res) => res.end("[]");
let server: http.Server;
let feedUrl: string;
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
beforeEach(async () => {
  database = await openDatabase({});
  await migrate(database, root);
  logged.length = 0;
});
afterEach(async () => {
  await database.close();
});

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
});
