import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it, onTestFinished } from "vitest";
import { acquireEmbeddedLock, EmbeddedLockError, lockFile } from "./embedded-lock";

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-lock-"));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function liveProcess(): Promise<number> {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  onTestFinished(() => {
    child.kill();
  });
  return child.pid!;
}

it("takes the lock, refuses while a live process holds it, and releases it", async () => {
  const dir = tempDir();
  const pid = await liveProcess();
  fs.writeFileSync(lockFile(dir), JSON.stringify({ pid, holder: "cli" }));
  const error = (() => {
    try {
      acquireEmbeddedLock(dir, "server");
    } catch (caught) {
      return caught;
    }
  })();
  expect(error).toBeInstanceOf(EmbeddedLockError);
  expect((error as Error).message).toBe(
    `The embedded database in ${dir} is in use by another staff command (pid ${pid}). Wait for it to finish, or set DATABASE_URL.`,
  );
  fs.rmSync(lockFile(dir));

  const lock = acquireEmbeddedLock(dir, "server");
  expect(JSON.parse(fs.readFileSync(lockFile(dir), "utf8"))).toEqual({ pid: process.pid, holder: "server" });
  lock.release();
  expect(fs.existsSync(lockFile(dir))).toBe(false);
});

it("takes over a stale lock whose process is gone, or an unreadable one", async () => {
  const dir = tempDir();
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.once("exit", resolve));
  fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: child.pid, holder: "server" }));
  const lock = acquireEmbeddedLock(dir, "cli");
  expect(JSON.parse(fs.readFileSync(lockFile(dir), "utf8")).pid).toBe(process.pid);
  lock.release();
  fs.writeFileSync(lockFile(dir), "garbage");
  acquireEmbeddedLock(dir, "cli").release();
  expect(fs.existsSync(lockFile(dir))).toBe(false);
});
