import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import { openDatabase } from "../db/client";
import { mailOutbox } from "../db/schema";
import { disposeTemplates, freshDatabase, postgresUnavailableReason } from "../../tests/support/db/database";
import { smtpMailSender } from "./mail-sender";
import { createMailWorker } from "./mail-worker";
import { submitRequest } from "./submit-request";
import { parseMail } from "../../tests/support/submissions/mime";
import { startSmtpSink } from "../../tests/support/submissions/smtp";
import { exampleRequests } from "../../tests/support/submissions/requests";
import { pause, recordingLogger, until } from "../../tests/support/submissions/helpers";

afterAll(disposeTemplates);

const skipReason = await postgresUnavailableReason();
const mailTo = { de: "anfragen@verein.example", es: "solicitudes@verein.example" };

describe("two instances on one PostgreSQL database", () => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  test("two workers send each of 20 mails exactly once", async () => {
    const { database, url, dispose } = await freshDatabase("postgres");
    onTestFinished(dispose);
    const other = await openDatabase({ databaseUrl: url });
    onTestFinished(() => other.close());
    const smtp = await startSmtpSink();
    onTestFinished(smtp.close);
    smtp.delayMs = 15; // sends overlap, so both workers are at the outbox at once

    for (let i = 0; i < 20; i++) {
      const data = { ...exampleRequests.contact, name: `Person ${i}` };
      const result = await submitRequest({
        db: database.db,
        formType: "contact",
        locale: "es",
        data,
        mailTo,
      });
      expect(result.ok).toBe(true);
    }
    const logs = [recordingLogger(), recordingLogger()];
    const workers = [database.db, other.db].map((db, index) =>
      createMailWorker({
        db,
        sender: smtpMailSender(smtp.url, "site@verein.example"),
        logger: logs[index]!.logger,
        pollMs: 20,
      }),
    );
    for (const worker of workers) worker.start();
    onTestFinished(() => Promise.all(workers.map((worker) => worker.stop())).then(() => undefined));

    await until("20 mails", () => smtp.messages.length >= 20);
    await pause(500);
    expect(smtp.messages).toHaveLength(20);
    const subjects = smtp.messages.map((message) => parseMail(message.raw).headers.subject);
    expect(new Set(subjects).size).toBe(20);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
    const delivered = logs.map(
      (log) => log.entries().filter((entry) => entry.msg === "mail delivered").length,
    );
    expect(delivered[0]! + delivered[1]!).toBe(20);
    expect(Math.min(...delivered)).toBeGreaterThan(0);
  });
});
