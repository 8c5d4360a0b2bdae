import fs from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, expect, onTestFinished, test } from "vitest";
import { submissions } from "../db/schema";
import { disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { recordingLogger, until } from "../../tests/support/submissions/helpers";
import { tempDataDir } from "../../tests/support/submissions/mail-files";
import { exampleRequests } from "../../tests/support/submissions/requests";
import { folderMailSender, type MailSender } from "./mail-sender";
import { createMailWorker } from "./mail-worker";
import { submitRequest } from "./submit-request";

afterAll(disposeTemplates);

test("a mail written to DATA_DIR/mail while its request is being erased does not outlive the erasure", async () => {
  const { database, dispose } = await freshDatabase("pglite");
  onTestFinished(dispose);
  const db = database.db;
  const { folder } = await tempDataDir();
  const result = await submitRequest({
    db,
    formType: "contact",
    locale: "de",
    data: exampleRequests.contact,
    mailTo: { de: "de@verein.example", es: "es@verein.example" },
  });
  if (!result.ok) throw new Error("example refused");

  // The erasure commits (and deletes the files it finds) while the worker holds the mail; the
  // worker's file comes after it.
  const folderSender = folderMailSender(folder, "Website <no-reply@verein.example>");
  const sender: MailSender = {
    ...folderSender,
    async send(mail) {
      await db.delete(submissions).where(eq(submissions.id, result.id));
      await folderSender.send(mail);
    },
  };
  const log = recordingLogger();
  const worker = createMailWorker({ db, sender, logger: log.logger, pollMs: 30 });
  worker.start();
  onTestFinished(() => worker.stop());
  await until(
    "the mail handled",
    async () => log.entries().some((entry) => entry.msg === "mail delivered"),
    5_000,
  );
  expect((await fs.readdir(folder)).filter((name) => name.endsWith(".eml"))).toEqual([]);
});
