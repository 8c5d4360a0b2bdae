import fs from "node:fs";
import path from "node:path";

/** Who holds the embedded database: the site's server, or a `npm run staff` command. */
export type LockHolder = "server" | "cli";

export type EmbeddedLock = { file: string; release(): void };

/** The lock file in DATA_DIR (beside the PGlite directory). */
export function lockFile(dataDir: string): string {
  return path.join(dataDir, "embedded-database.lock");
}

/** The embedded database is held by another live process; the message is one line for the user. */
export class EmbeddedLockError extends Error {
  readonly pid: number;
  readonly holder: LockHolder;
  constructor(dataDir: string, pid: number, holder: LockHolder) {
    super(
      holder === "server"
        ? `The embedded database in ${dataDir} is in use by a running server (pid ${pid}). Stop it first, or set DATABASE_URL.`
        : `The embedded database in ${dataDir} is in use by another staff command (pid ${pid}). Wait for it to finish, or set DATABASE_URL.`,
    );
    this.pid = pid;
    this.holder = holder;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, it only belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(file: string): { pid: number; holder: LockHolder } | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as { pid?: unknown; holder?: unknown };
    const pid = Number(parsed.pid);
    if (!Number.isInteger(pid) || pid <= 0) return undefined;
    return { pid, holder: parsed.holder === "cli" ? "cli" : "server" };
  } catch {
    return undefined;
  }
}

/**
 * Takes the embedded database's lock for this process: PGlite is one process's files, and a second
 * process writing them would corrupt the database. A lock whose process is gone (a crash, a kill)
 * is taken over. Throws an EmbeddedLockError while another live process holds it. Released by
 * `release()` and, at the latest, when this process exits.
 */
export function acquireEmbeddedLock(dataDir: string, holder: LockHolder): EmbeddedLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, `${JSON.stringify({ pid: process.pid, holder })}\n`, { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 2) throw error;
      const current = readLock(file);
      if (current && current.pid !== process.pid && alive(current.pid)) {
        throw new EmbeddedLockError(dataDir, current.pid, current.holder);
      }
      // Stale (its process is gone) or unreadable: take it over.
      fs.rmSync(file, { force: true });
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  process.on("exit", release);
  return { file, release };
}
