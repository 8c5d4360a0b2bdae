import fs from "node:fs/promises";
import path from "node:path";
import type { Logger } from "../log";

/** Where mails go without SMTP_URL (folderMailSender): `DATA_DIR/mail`. */
export function mailFolder(dataDir: string): string {
  return path.join(dataDir, "mail");
}

/** The file folderMailSender writes for one outbox mail. */
export function mailFilePath(folder: string, outboxId: string): string {
  return path.join(folder, `${outboxId}.eml`);
}

/**
 * Deletes the `.eml` files of these outbox mails (and a half-written `.partial`), after the
 * requests they belong to were erased or reached the end of their retention. A file that is not
 * there is fine (the mails went out over SMTP, or were never written). A file that cannot be
 * deleted is logged by count and error code only (the ids lead to no one, the files' contents
 * would), and never undoes the deletion in the database. Returns how many files were deleted.
 */
export async function deleteMailFiles(
  folder: string,
  outboxIds: readonly string[],
  logger: Pick<Logger, "warn">,
): Promise<number> {
  let deleted = 0;
  const failures = new Map<string, number>();
  for (const id of outboxIds) {
    // Outbox ids are UUIDs; anything else would not name a file of ours.
    if (!/^[0-9a-f-]{36}$/i.test(id)) continue;
    const file = mailFilePath(folder, id);
    for (const candidate of [file, `${file}.partial`]) {
      try {
        await fs.unlink(candidate);
        if (candidate === file) deleted++;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? "unknown";
        if (code !== "ENOENT") failures.set(code, (failures.get(code) ?? 0) + 1);
      }
    }
  }
  for (const [code, count] of failures) logger.warn("mail files not deleted", { count, code });
  return deleted;
}
