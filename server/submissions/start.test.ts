import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, onTestFinished, test } from "vitest";
import { parseConfig } from "../config";
import { disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { startSubmissions } from "./start";
import { exampleRequests } from "../../tests/support/submissions/requests";
import { recordingLogger, until } from "../../tests/support/submissions/helpers";

afterAll(disposeTemplates);

test("without SMTP_URL an accepted request is written to DATA_DIR/mail at once", async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "submissions-"));
  onTestFinished(() => fs.rm(dataDir, { recursive: true, force: true }));
  const { database, dispose } = await freshDatabase("pglite");
  onTestFinished(dispose);
  const config = parseConfig({ DATA_DIR: dataDir, MAIL_TO_ES: "es@verein.example" });
  const submissions = startSubmissions({ config, db: database.db, logger: recordingLogger().logger });
  onTestFinished(() => submissions.stop());

  const result = await submissions.service.submit({
    formType: "contact",
    locale: "es",
    data: exampleRequests.contact,
  });
  expect(result.ok).toBe(true);
  const folder = path.join(dataDir, "mail");
  await until(
    "the .eml file",
    async () => (await fs.readdir(folder).catch(() => [])).some((name) => name.endsWith(".eml")),
    2_000,
  );
  const [file] = await fs.readdir(folder);
  expect(await fs.readFile(path.join(folder, file ?? ""), "utf8")).toContain("To: es@verein.example");
});
