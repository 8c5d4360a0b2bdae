import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, expect, onTestFinished, test } from "vitest";
import { mailOutbox } from "../db/schema";
import { parseConfig } from "../config";
import { disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { demoSiteConfig } from "~/content/site-config";
import { startSubmissions } from "./start";
import { exampleRequests } from "../../tests/support/submissions/requests";
import { recordingLogger, until } from "../../tests/support/submissions/helpers";

afterAll(disposeTemplates);

test("without SMTP_URL an accepted request's mails (notification, confirmation) are written to DATA_DIR/mail at once", async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "submissions-"));
  onTestFinished(() => fs.rm(dataDir, { recursive: true, force: true }));
  const { database, dispose } = await freshDatabase("pglite");
  onTestFinished(dispose);
  const config = parseConfig({ DATA_DIR: dataDir, MAIL_TO_ES: "es@verein.example" });
  const submissions = startSubmissions({
    config,
    db: database.db,
    logger: recordingLogger().logger,
    site: demoSiteConfig,
  });
  onTestFinished(() => submissions.stop());

  const result = await submissions.service.submit({
    formType: "contact",
    locale: "es",
    data: exampleRequests.contact,
  });
  expect(result.ok).toBe(true);
  const folder = path.join(dataDir, "mail");
  const emls = async () => (await fs.readdir(folder).catch(() => [])).filter((name) => name.endsWith(".eml"));
  await until("the two .eml files", async () => (await emls()).length === 2, 2_000);
  const written = await Promise.all(
    (await emls()).map((file) => fs.readFile(path.join(folder, file), "utf8")),
  );
  const to = written.map((mail) => /^To: (.*)$/m.exec(mail)?.[1]).sort();
  expect(to).toEqual(["es@verein.example", exampleRequests.contact.email]);
});

test("the notification links the request in the back office on the host of the request's language", async () => {
  const { database, dispose } = await freshDatabase("pglite");
  onTestFinished(dispose);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "submissions-"));
  onTestFinished(() => fs.rm(dataDir, { recursive: true, force: true }));
  const config = parseConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL_DE: "https://hunde.example",
    PUBLIC_URL_ES: "https://perros.example",
  });
  const submissions = startSubmissions({
    config,
    db: database.db,
    logger: recordingLogger().logger,
    site: demoSiteConfig,
  });
  onTestFinished(() => submissions.stop());
  for (const [locale, origin, words] of [
    ["es", "https://perros.example", "Abrir en la administración:"],
    ["de", "https://hunde.example", "In der Verwaltung öffnen:"],
  ] as const) {
    const result = await submissions.service.submit({
      formType: "adoption",
      locale,
      data: exampleRequests.adoption,
    });
    if (!result.ok) throw new Error("refused");
    const [notification] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.submissionId, result.id), eq(mailOutbox.kind, "notification")));
    const url = `${origin}/admin/requests/${result.id}`;
    expect(notification?.textBody).toContain(`${words} ${url}\n`);
    expect(notification?.htmlBody).toContain(`<a href="${url}">${url}</a>`);
    // Still every field, before the link.
    expect(notification?.textBody.indexOf(String(exampleRequests.adoption.phone))).toBeLessThan(
      notification?.textBody.indexOf(url) ?? 0,
    );
  }
});
