// Process behaviour (CONTRACT.md): graceful shutdown on SIGTERM and a one-line refusal of an invalid
// configuration. Each test starts its own server process (not the shared one).
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { Agent, get as httpGet } from "node:http";
import { connect } from "node:net";
import { afterEach, describe, expect, inject, test } from "vitest";
import { projectRoot, spawnServer, stopServer, waitForHealthy, type RunningServer } from "./server-process";

const started: RunningServer[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) {
    await stopServer(server);
    rmSync(server.dataDir, { recursive: true, force: true });
  }
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `node server.js` with the given environment until it exits; returns its code and stderr. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["server.js"], {
      cwd: projectRoot,
      env: {
        ...process.env,
        NODE_ENV: "production",
        BUILD_DIR: inject("buildDir"),
        DATA_DIR: "/nonexistent-e2e",
        ...env,
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe("graceful shutdown", () => {
  test("SIGTERM lets a started request finish, closes idle keep-alive connections and exits 0", async () => {
    const server = await spawnServer({ BUILD_DIR: inject("buildDir") });
    started.push(server);
    await waitForHealthy(server);
    const host = `localhost:${server.port}`;

    // An idle keep-alive connection: it must not hold the shutdown up until its timeout.
    const agent = new Agent({ keepAlive: true });
    const idleStatus = await new Promise<number>((resolve, reject) => {
      httpGet(
        { host: "127.0.0.1", port: server.port, path: "/healthz", headers: { Host: host }, agent },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      ).on("error", reject);
    });
    expect(idleStatus).toBe(200);

    // A request whose first bytes arrive before SIGTERM and whose end arrives after it.
    const socket = connect(server.port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
    const answered = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    socket.write(`GET /ueber-uns HTTP/1.1\r\nHost: ${host}\r\n`);
    await sleep(300);

    server.child.kill("SIGTERM");
    await sleep(300);
    expect(server.child.exitCode).toBeNull(); // still waiting for the unfinished request
    const sentAt = Date.now();
    // write, not end: a half-closed client connection would (rightly) abort the request.
    socket.write("Accept: text/html\r\nConnection: close\r\n\r\n");
    await answered;
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
    expect(answer).toContain('<html lang="de"');

    const code = await Promise.race([server.exited, sleep(5000).then(() => "still running")]);
    expect(code).toBe(0);
    expect(Date.now() - sentAt).toBeLessThan(5000);
    agent.destroy();

    const log = readFileSync(server.logFile, "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as { msg: string; path?: string; status?: number });
    const messages = log.map((line) => line.msg);
    expect(messages).toContain("shutting down");
    expect(messages).toContain("stopped");
    expect(messages.indexOf("shutting down")).toBeLessThan(messages.indexOf("stopped"));
    expect(
      log.some((line) => line.msg === "request" && line.path === "/ueber-uns" && line.status === 200),
    ).toBe(true);
  });
});

describe("invalid configuration", () => {
  test("PORT=abc: exits non-zero with one stderr line naming PORT", async () => {
    const { code, stderr } = await runServer({ PORT: "abc" });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    const lines = stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("PORT");
  });

  test("an invalid PUBLIC_URL_ES: exits non-zero with one stderr line naming it", async () => {
    const { code, stderr } = await runServer({ PORT: "0", PUBLIC_URL_ES: "not a url" });
    expect(code).not.toBe(0);
    const lines = stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("PUBLIC_URL_ES");
  });
});
