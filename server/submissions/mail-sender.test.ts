import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, onTestFinished, test } from "vitest";
import { folderMailSender, smtpMailSender } from "./mail-sender";
import type { OutboxMail } from "./outbox";
import { parseMail } from "../../tests/support/submissions/mime";
import { refusedPort } from "../../tests/support/submissions/smtp";

const mail: OutboxMail = {
  id: "5f0c3a52-7d7e-4c53-9a53-0f8f2b1e9c11",
  recipient: "anfragen@verein.example",
  bcc: null,
  replyTo: "maria@example.org",
  subject: "Adoptionsanfrage für Luna von Maria Müller",
  textBody: "Name: Maria Müller\nNachricht: <script>",
  htmlBody: "<p>Name: Maria Müller</p><p>&lt;script&gt;</p>",
  attempts: 0,
  createdAt: new Date("2026-05-15T10:00:00Z"),
};

async function tempDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "mail-folder-"));
  onTestFinished(() => fs.rm(dir, { recursive: true, force: true }));
  return path.join(dir, "mail");
}

test("without SMTP, each mail becomes one .eml file named after its outbox row", async () => {
  const dir = await tempDir();
  const sender = folderMailSender(dir, "Website <no-reply@verein.example>");
  await sender.send(mail);
  await sender.send(mail); // a retry overwrites, it does not duplicate
  expect(await fs.readdir(dir)).toEqual([`${mail.id}.eml`]);
  const parsed = parseMail(await fs.readFile(path.join(dir, `${mail.id}.eml`), "utf8"));
  expect(parsed.headers.to).toBe(mail.recipient);
  expect(parsed.headers["reply-to"]).toBe(mail.replyTo);
  expect(parsed.headers.subject).toBe(mail.subject);
  expect(parsed.headers["message-id"]).toBe(`<${mail.id}@verein.example>`);
  expect(parsed.text).toBe(mail.textBody);
  expect(parsed.html).toBe(mail.htmlBody);
});

test("an SMTP failure is thrown to the caller, with the reason", async () => {
  const sender = smtpMailSender(`smtp://127.0.0.1:${await refusedPort()}`, "site@verein.example");
  onTestFinished(() => sender.close());
  await expect(sender.send(mail)).rejects.toThrow(/ECONNREFUSED|connect/i);
});

test("a blind copy reaches the SMTP server as a recipient, and the .eml file keeps it as a header", async () => {
  const dir = await tempDir();
  const withCopy = { ...mail, recipient: "maria@example.org", bcc: "anfragen@verein.example" };
  await folderMailSender(dir, "Website <no-reply@verein.example>").send(withCopy);
  const parsed = parseMail(await fs.readFile(path.join(dir, `${mail.id}.eml`), "utf8"));
  expect(parsed.headers.to).toBe("maria@example.org");
  expect(parsed.headers.bcc).toBe("anfragen@verein.example");
});
