import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgliteDatabase } from "../../../server/db/client";
import { migrate } from "../../../server/db/migrate";

/*
 * A fresh PGlite instance loaded from a dump of an already migrated data dir skips initdb and the
 * migrations: about half the time of create + migrate. Vitest runs each test file in its own
 * process, so the dump is also kept in the system temp dir, keyed by everything that shapes it.
 */

let snapshot: Promise<Blob> | undefined;

/** The data dir of a freshly migrated PGlite database, as a tarball for `loadDataDir`. */
export function migratedPgliteSnapshot(root: string): Promise<Blob> {
  snapshot ??= loadOrBuild(root);
  snapshot.catch(() => (snapshot = undefined));
  return snapshot;
}

async function loadOrBuild(root: string): Promise<Blob> {
  const name = `pglite-migrated-${await snapshotKey(root)}.tar`;
  const file = path.join(os.tmpdir(), name);
  const cached = await fs.readFile(file).catch(() => undefined);
  if (cached) return new Blob([cached]);
  const built = await build(root);
  // Written whole, then renamed: a concurrent reader sees either no file or a complete one.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await fs
    .writeFile(partial, Buffer.from(await built.arrayBuffer()))
    .then(() => fs.rename(partial, file))
    .then(() => removeStaleSnapshots(name))
    .catch(() => fs.rm(partial, { force: true }));
  return built;
}

/** Dumps of older migrations or versions are 28 MB each and never read again. */
async function removeStaleSnapshots(current: string): Promise<void> {
  const stale = (await fs.readdir(os.tmpdir())).filter(
    (name) => /^pglite-migrated-[0-9a-f]{16}\.tar$/.test(name) && name !== current,
  );
  await Promise.all(stale.map((name) => fs.rm(path.join(os.tmpdir(), name), { force: true })));
}

async function build(root: string): Promise<Blob> {
  const client = await PGlite.create();
  try {
    await migrate(await pgliteDatabase(client), root);
    // Uncompressed: gunzip on every load costs more than copying the bytes.
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

async function snapshotKey(root: string): Promise<string> {
  const hash = createHash("sha256");
  for (const name of ["@electric-sql/pglite", "drizzle-orm"])
    hash.update(`${name}@${await versionOf(name)}\n`);
  hash.update(await fs.readFile(new URL("../../../server/db/migrate.ts", import.meta.url)));
  const folder = path.join(root, "drizzle");
  const files = (await fs.readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(`${path.relative(folder, file)}\n`).update(await fs.readFile(file));
  return hash.digest("hex").slice(0, 16);
}

async function versionOf(name: string): Promise<string> {
  const entry = createRequire(import.meta.url).resolve(name);
  const marker = path.join("node_modules", name);
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(marker) + marker.length), "package.json");
  const { version } = JSON.parse(await fs.readFile(manifest, "utf8")) as { version: string };
  return version;
}
