import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FeedError, readFeed } from "./feed-source";

let server: http.Server;
let base: string;
const hanging = new Set<http.ServerResponse>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/array") return res.end(JSON.stringify([{ id: 1, title: "Luna" }]));
    if (req.url === "/broken") return res.end("{ not json");
    if (req.url === "/error") {
      res.statusCode = 500;
      return res.end("{}");
    }
    if (req.url === "/hang") return void hanging.add(res);
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

describe("readFeed", () => {
  it("reads JSON over HTTP", async () => {
    await expect(readFeed(`${base}/array`, 1000)).resolves.toEqual([{ id: 1, title: "Luna" }]);
  });

  it("rejects broken JSON, an HTTP error and an unreachable host with a FeedError", async () => {
    await expect(readFeed(`${base}/broken`, 1000)).rejects.toThrow(/not JSON/);
    await expect(readFeed(`${base}/error`, 1000)).rejects.toThrow(/HTTP 500/);
    await expect(readFeed("http://127.0.0.1:1/feed", 1000)).rejects.toBeInstanceOf(FeedError);
  });

  it("gives up on a hanging feed after the timeout", async () => {
    const started = Date.now();
    await expect(readFeed(`${base}/hang`, 300)).rejects.toThrow(/timed out after 300 ms/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("reads a file path and a file: URL", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "feed-"));
    const file = path.join(dir, "feed.json");
    await fs.writeFile(file, JSON.stringify({ pets: [] }));
    await expect(readFeed(file, 1000)).resolves.toEqual({ pets: [] });
    await expect(readFeed(pathToFileURL(file).href, 1000)).resolves.toEqual({ pets: [] });
    await expect(readFeed(path.join(dir, "missing.json"), 1000)).rejects.toThrow(/unreadable/);
  });
});
