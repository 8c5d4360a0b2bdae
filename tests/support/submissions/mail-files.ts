import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { onTestFinished } from "vitest";
import type { Db } from "../../../server/db/client";
import { mailOutbox } from "../../../server/db/schema";
import { mailFolder } from "../../../server/submissions/mail-files";
import { folderMailSender } from "../../../server/submissions/mail-sender";

/** A fresh DATA_DIR for one test (removed after it), and its mail folder. */
export async function tempDataDir(): Promise<{ dataDir: string; folder: string }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "data-dir-"));
  onTestFinished(() => fs.rm(dataDir, { recursive: true, force: true }));
  return { dataDir, folder: mailFolder(dataDir) };
}

/** Writes every outbox mail as the server does without SMTP_URL: `<outbox id>.eml` in `folder`. */
export async function writeOutboxAsFiles(db: Db, folder: string): Promise<string[]> {
  const sender = folderMailSender(folder, "Website <no-reply@verein.example>");
  const rows = await db.select().from(mailOutbox);
  for (const row of rows) await sender.send(row);
  sender.close();
  return rows.map((row) => `${row.id}.eml`).sort();
}

/** The `.eml` files in the folder, sorted. */
export async function mailFiles(folder: string): Promise<string[]> {
  return (await fs.readdir(folder)).sort();
}
