// Starts the built production server (`node server.js`) as a child process on a free port with a
// fresh data directory; stdout (JSON logs) and stderr go to files in that directory.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, openSync, closeSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export type RunningServer = {
  child: ChildProcess;
  port: number;
  dataDir: string;
  logFile: string;
  stderrFile: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export function serverEnv(port: number, dataDir: string, extra: Record<string, string> = {}) {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    // Many test files post forms to one server from one address; the limit itself is tested on the
    // HTTP layer (server/http/forms-api-limits.test.ts).
    FORM_RATE_LIMIT: "0",
    PUBLIC_URL_DE: `http://localhost:${port}`,
    PUBLIC_URL_ES: `http://es.localhost:${port}`,
    ...extra,
  };
}

/** The run's migrated and seeded data directory (global setup), or undefined outside a test file. */
function dataTemplate(): string | undefined {
  try {
    return inject("dataTemplate");
  } catch {
    return undefined;
  }
}

/**
 * A fresh data directory, for a server (and the staff accounts made in it before it starts): a copy
 * of the run's template, a database already migrated and seeded by the same build, which saves each
 * server about three seconds of start (docs/decisions/0024-test-run-time.md). `empty` for a test of
 * the first start itself.
 */
export function freshDataDir(options: { empty?: boolean } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-data-"));
  const template = options.empty ? undefined : dataTemplate();
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

/** A back-office account made with `npm run staff -- add` (CONTRACT.md) before the server starts. */
export type StaffLogin = { email: string; password: string; name: string; role: "admin" | "volunteer" };

export function addStaff(dataDir: string, account: StaffLogin): void {
  const result = spawnSync(
    process.execPath,
    ["scripts/staff.js", "add", account.email, "--name", account.name, "--role", account.role],
    {
      cwd: projectRoot,
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: dataDir, STAFF_PASSWORD: account.password },
    },
  );
  if (result.status !== 0)
    throw new Error(`staff add failed (${result.status}): ${result.stdout}${result.stderr}`);
}

/**
 * Spawns the server; does not wait for it to be ready (see waitForHealthy). With `onLine`, stdout is a
 * pipe this process reads (as a supervisor or log shipper does), each line handed to `onLine`.
 */
export async function spawnServer(
  extraEnv: Record<string, string> = {},
  dataDir = freshDataDir(),
  onLine?: (line: string) => void,
): Promise<RunningServer> {
  const port = await freePort();
  const logFile = path.join(dataDir, "server.log");
  const stderrFile = path.join(dataDir, "server.stderr");
  const out = openSync(logFile, "a");
  const err = openSync(stderrFile, "a");
  const child = spawn(process.execPath, ["server.js"], {
    cwd: projectRoot,
    env: serverEnv(port, dataDir, extraEnv),
    stdio: ["ignore", onLine ? "pipe" : out, err],
  });
  closeSync(out);
  closeSync(err);
  if (onLine && child.stdout)
    createInterface({ input: child.stdout, crlfDelay: Infinity }).on("line", onLine);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, port, dataDir, logFile, stderrFile, exited };
}

/** Resident memory of a process, in MB (VmRSS of /proc/<pid>/status). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for ${pid}`);
  return Number(kb) / 1024;
}

/** server.js starts the server in a child process (0012); the child is the one that serves. */
export function servingPid(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
  return children ? Number(children.split(/\s+/)[0]) : pid;
}

/** Polls /healthz until it answers 200; fails when the process exits or time runs out. */
export async function waitForHealthy(server: RunningServer, timeoutMs = 60_000): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`server exited with code ${exitCode} before becoming healthy`);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/healthz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on port ${server.port} not healthy after ${timeoutMs} ms`);
}

/** SIGTERM, then SIGKILL if it has not ended after `graceMs`. */
export async function stopServer(server: RunningServer, graceMs = 10_000): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.child.exitCode;
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), graceMs);
  const code = await server.exited;
  clearTimeout(timer);
  return code;
}
