// It stays up under a long burst (issue 26): at the default LOG_LEVEL=info, with stdout a pipe that
// this process reads (as a supervisor or a log shipper does), 20 clients on cached pages once took
// the server past its 256 MB heap within 30 s: every log line waited in memory for the pipe. Now the
// logger keeps a bounded buffer (server/log.ts), and server.js starts a server that died again.
// One server for both tests: the burst, then a kill.
import { rmSync } from "node:fs";
import { Agent, get as httpGet } from "node:http";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import {
  residentMb,
  servingPid,
  spawnServer,
  stopServer,
  waitForHealthy,
  type RunningServer,
} from "./server-process";

const burstSeconds = 15;
/** How far the serving process's resident memory may rise from the burst's start to its end. */
const growthBoundMb = 96;

let server: RunningServer;
let requestLines = 0;
const otherLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = await spawnServer({ BUILD_DIR: inject("buildDir"), LOG_LEVEL: "info" }, undefined, (line) => {
    // Read every line; keep only what is not a request's.
    if (line.includes('"msg":"request"')) requestLines += 1;
    else otherLines.push(JSON.parse(line) as Record<string, unknown>);
  });
  await waitForHealthy(server);
});
afterAll(async () => {
  await stopServer(server);
  rmSync(server.dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function get(path: string, agent?: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(
      { host: "127.0.0.1", port: server.port, path, agent, headers: { Host: `localhost:${server.port}` } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    ).on("error", reject);
  });
}

/** `clients` keep-alive clients walking the pages until `until`; answers the statuses that were not 200. */
async function burst(clients: number, until: number): Promise<{ sent: number; failed: number[] }> {
  const pages = ["/", "/hunde", "/hunde/sombra-9c8d7e6f"];
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const failed: number[] = [];
  let sent = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let next = client; Date.now() < until; next++) {
        const status = await get(pages[next % pages.length] ?? "/", agent);
        sent += 1;
        if (status !== 200) failed.push(status);
      }
    }),
  );
  agent.destroy();
  return { sent, failed };
}

describe("a long burst at LOG_LEVEL=info, stdout read through a pipe", () => {
  test("the server stays up and its memory stays flat", async () => {
    const pid = servingPid(server.child.pid ?? 0);
    // Warm: every page rendered and stored, the code compiled, the heap at its working size.
    await burst(20, Date.now() + 3_000);
    const start = residentMb(pid);
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(residentMb(pid)), 1_000);
    const linesBefore = requestLines;
    const { sent, failed } = await burst(20, Date.now() + burstSeconds * 1_000);
    clearInterval(sampler);
    const end = residentMb(pid);
    const summary = `${sent} requests; RSS ${start.toFixed(0)} → ${samples.map((mb) => mb.toFixed(0)).join(" ")} → ${end.toFixed(0)} MB`;

    expect(failed, summary).toEqual([]);
    expect(servingPid(server.child.pid ?? 0), "the same process serves").toBe(pid);
    expect(await get("/healthz")).toBe(200);
    expect(Math.max(...samples, end) - start, summary).toBeLessThan(growthBoundMb);
    // The log was written and read: lines came through the pipe during the burst.
    await sleep(500);
    expect(requestLines - linesBefore).toBeGreaterThan(sent / 2);
  }, 60_000);

  test("a server process that dies is started again, and the log says so", async () => {
    const wrapper = server.child.pid ?? 0;
    const killed = servingPid(wrapper);
    process.kill(killed, "SIGKILL");
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const serving = servingPid(wrapper);
      if (serving !== wrapper && serving !== killed && (await get("/healthz").catch(() => 0)) === 200) break;
      await sleep(200);
    }
    expect(servingPid(wrapper)).not.toBe(killed);
    expect(await get("/hunde")).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(otherLines).toContainEqual(
      expect.objectContaining({
        level: "error",
        msg: "server process died; starting it again",
        signal: "SIGKILL",
        pid: killed,
      }),
    );
  }, 60_000);
});
