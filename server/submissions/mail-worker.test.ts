import { isNotNull, or } from "drizzle-orm";
import { afterAll, describe, expect, onTestFinished, test } from "vitest";
import { formFields, formTypes, type FormType } from "~/domain/forms/form-types";
import { locales, type Locale } from "~/i18n/locale";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { smtpMailSender } from "./mail-sender";
import { mailTextDe } from "./mail-text-de";
import { mailTextEs } from "./mail-text-es";
import { createMailWorker, type MailWorkerOptions } from "./mail-worker";
import { claimNextMail } from "./outbox";
import { submitRequest } from "./submit-request";
import { parseMail } from "../../tests/support/submissions/mime";
import { refusedPort, startSmtpSink, type SmtpSink } from "../../tests/support/submissions/smtp";
import { exampleRequests, exampleToday } from "../../tests/support/submissions/requests";
import { pause, recordingLogger, until } from "../../tests/support/submissions/helpers";

afterAll(disposeTemplates);

const mailTo = { de: "anfragen@verein.example", es: "solicitudes@verein.example" };
const from = "Tierhilfe Website <no-reply@verein.example>";
const fastRetry = { baseMs: 40, maxMs: 200, alarmAfterAttempts: 3 };

async function database(): Promise<Db> {
  const fresh = await freshDatabase("pglite");
  onTestFinished(fresh.dispose);
  return fresh.database.db;
}

async function sink(port?: number): Promise<SmtpSink> {
  const started = await startSmtpSink(port);
  onTestFinished(started.close);
  return started;
}

function worker(db: Db, url: string, options: Partial<MailWorkerOptions> = {}) {
  const log = recordingLogger();
  const started = createMailWorker({
    db,
    sender: smtpMailSender(url, from),
    logger: log.logger,
    pollMs: 30,
    retry: fastRetry,
    ...options,
  });
  started.start();
  onTestFinished(() => started.stop());
  return Object.assign(started, { log });
}

async function submitExamples(db: Db, count = 1) {
  for (let i = 0; i < count; i++) {
    const result = await submitRequest({
      db,
      formType: "contact",
      locale: "de",
      data: { ...exampleRequests.contact, name: `Person ${i}` },
      mailTo,
    });
    if (!result.ok) throw new Error("example refused");
  }
}

const unsent = async (db: Db) => (await db.select().from(mailOutbox)).filter((row) => row.sentAt === null);

describe("mail worker with a real SMTP server", () => {
  test("each request kind in each language gives exactly one complete mail", async () => {
    const db = await database();
    const smtp = await sink();
    const mails = worker(db, smtp.url);
    const sent: { formType: FormType; locale: Locale; id: string }[] = [];
    for (const locale of locales) {
      for (const formType of formTypes) {
        const result = await submitRequest({
          db,
          formType,
          locale,
          data: exampleRequests[formType],
          mailTo,
          today: exampleToday,
        });
        if (!result.ok) throw new Error(JSON.stringify(result));
        mails.wake();
        sent.push({ formType, locale, id: result.id });
      }
    }
    await until("10 mails", () => smtp.messages.length >= 10);
    await pause(300);
    expect(smtp.messages).toHaveLength(10);
    const outbox = await db.select().from(mailOutbox);
    for (const { formType, locale, id } of sent) {
      const row = outbox.find((candidate) => candidate.submissionId === id);
      const received = smtp.messages.filter((message) => message.raw.includes(`${row?.id}@verein.example`));
      expect(received, `${formType} ${locale}`).toHaveLength(1);
      const mail = parseMail(received[0]?.raw ?? "");
      const data = exampleRequests[formType];
      expect(received[0]?.to).toEqual([mailTo[locale]]);
      expect(mail.headers.to).toBe(mailTo[locale]);
      expect(mail.headers["reply-to"]).toBe(data.email);
      expect(mail.headers.from).toBe(from);
      expect(mail.headers.subject).toBe(row?.subject);
      const labels: Record<string, string> = (locale === "de" ? mailTextDe : mailTextEs).labels[formType];
      for (const field of formFields[formType]) expect(mail.text).toContain(`${labels[field]}:`);
      // Free text arrives as typed (choices, dates and yes/no are written out; mail-render tests those).
      const written = new Set([
        "membershipType",
        "salutation",
        "paymentInterval",
        "country",
        "birthday",
        "entryDate",
      ]);
      for (const [field, value] of Object.entries(data)) {
        if (typeof value === "string" && value.length > 4 && !written.has(field)) {
          expect(mail.text, `${formType} ${locale} ${field}`).toContain(value.split("\n")[0]);
        }
      }
      expect(mail.text).toBe(row?.textBody);
      expect(mail.html).toBe(row?.htmlBody);
      expect(row?.sentAt).not.toBeNull();
      expect(row?.lastError).toBeNull();
    }
    expect(mails.log.entries().filter((entry) => entry.msg === "mail delivered")).toHaveLength(10);
  });

  test("SMTP refusing connections: mails wait, are retried with back-off and delivered once it is up", async () => {
    const db = await database();
    const port = await refusedPort();
    const mails = worker(db, `smtp://127.0.0.1:${port}`);
    await submitExamples(db, 3);
    await until("three failed attempts each", async () =>
      (await unsent(db)).every((row) => row.attempts >= 3),
    );
    const waiting = await unsent(db);
    expect(waiting).toHaveLength(3);
    expect(
      waiting.every((row) => row.lastError && row.nextAttemptAt.getTime() > row.createdAt.getTime()),
    ).toBe(true);
    const entries = mails.log.entries().filter((entry) => entry.msg === "mail not delivered; will retry");
    expect(entries.some((entry) => entry.level === "warn" && entry.attempts === 1)).toBe(true);
    expect(entries.some((entry) => entry.level === "error" && entry.attempts === 3)).toBe(true);

    const smtp = await sink(port);
    await until("all delivered", async () => (await unsent(db)).length === 0);
    await pause(200);
    expect(smtp.messages).toHaveLength(3);
    expect(new Set(smtp.messages.map((message) => parseMail(message.raw).headers.subject)).size).toBe(3);
  });

  test("SMTP answering 451: mails are retried until accepted", async () => {
    const db = await database();
    const smtp = await sink();
    smtp.mode = "tempfail";
    worker(db, smtp.url);
    await submitExamples(db, 2);
    await until("two failed attempts each", async () => (await unsent(db)).every((row) => row.attempts >= 2));
    expect((await unsent(db)).map((row) => row.lastError)).toEqual([
      expect.stringContaining("451"),
      expect.stringContaining("451"),
    ]);
    smtp.mode = "accept";
    await until("all delivered", async () => (await unsent(db)).length === 0);
    expect(smtp.messages).toHaveLength(2);
  });

  test("SMTP errors are logged without the e-mail addresses they quote", async () => {
    const db = await database();
    const smtp = await sink();
    smtp.mode = "rejectRecipients";
    const mails = worker(db, smtp.url);
    await submitExamples(db, 1);
    await until("two failed attempts", async () => (await unsent(db)).every((row) => row.attempts >= 2));
    const entries = mails.log.entries().filter((entry) => entry.msg === "mail not delivered; will retry");
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(entries[0]).toMatchObject({ reason: expect.stringContaining("550"), code: "EENVELOPE" });
    expect(entries[0]?.reason).toContain("[address]");
    expect(mails.log.lines.join("\n")).not.toMatch(/@|example\.org|verein\.example/);
  });

  test("a restarted worker delivers what the previous one left, including a crashed worker's leased mail", async () => {
    const db = await database();
    const smtp = await sink();
    smtp.mode = "tempfail";
    const first = worker(db, smtp.url);
    await submitExamples(db, 3);
    await until("a failed attempt each", async () => (await unsent(db)).every((row) => row.attempts >= 1));
    await first.stop();
    // A worker that died holding a mail: its lease runs out and the mail goes to another worker.
    smtp.mode = "accept";
    await pause(fastRetry.maxMs);
    const leaseMs = 1_500;
    const leased = await claimNextMail(db, leaseMs);
    expect(leased).toBeDefined();
    const started = Date.now();
    worker(db, smtp.url);
    await until("all three", async () => (await unsent(db)).length === 0);
    // The free mails go at once; the leased one only when its lease has run out.
    expect(smtp.messages.findIndex((message) => message.raw.includes(`${leased?.id}@`))).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(leaseMs - 300);
    expect(smtp.messages).toHaveLength(3);
  });

  test("stop() lets the mail in hand finish and be recorded before it resolves", async () => {
    const db = await database();
    const smtp = await sink();
    smtp.delayMs = 400;
    const mails = worker(db, smtp.url);
    await submitExamples(db, 1);
    mails.wake();
    // In hand, or (on a very slow machine) already done: either way stop() must leave it recorded.
    const inHand = or(isNotNull(mailOutbox.lockedUntil), isNotNull(mailOutbox.sentAt));
    await until("claimed", async () => (await db.select().from(mailOutbox).where(inHand)).length === 1);
    await mails.stop();
    expect(smtp.messages).toHaveLength(1);
    expect(await unsent(db)).toEqual([]);
  });
});
