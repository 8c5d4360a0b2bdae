import fs from "node:fs/promises";
import path from "node:path";
import { createTransport, type SendMailOptions } from "nodemailer";
import type { OutboxMail } from "./outbox";

/** Delivers one mail or throws; retrying is the worker's business. */
export type MailSender = {
  description: string;
  send(mail: OutboxMail): Promise<void>;
  /** Takes back what send kept of a mail whose request was erased meanwhile (the folder's file). */
  discard?(outboxId: string): Promise<void>;
  close(): void;
};

/** The Message-ID is the outbox row's: should a mail ever go out twice, mail clients show it once. */
function message(mail: OutboxMail, from: string): SendMailOptions {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return {
    from,
    to: mail.recipient,
    ...(mail.bcc ? { bcc: mail.bcc } : {}),
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    messageId: `<${mail.id}@${domain}>`,
    date: mail.createdAt,
  };
}

/** SMTP_URL: one connection per mail, with timeouts well inside the worker's lease. */
export function smtpMailSender(url: string, from: string): MailSender {
  const transport = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    description: `SMTP ${new URL(url).host}`,
    async send(mail) {
      await transport.sendMail(message(mail, from));
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP_URL: each mail becomes `<outbox id>.eml` in `dir` (written whole, then renamed), so a
 * retry overwrites rather than duplicates, and nothing is lost.
 */
export function folderMailSender(dir: string, from: string): MailSender {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    description: `folder ${dir}`,
    async send(mail) {
      // The stream transport keeps the Bcc header: the file records who was to get a copy.
      const info = await transport.sendMail(message(mail, from));
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${mail.id}.eml`);
      await fs.writeFile(`${file}.partial`, info.message);
      await fs.rename(`${file}.partial`, file);
    },
    async discard(outboxId) {
      await fs.rm(path.join(dir, `${outboxId}.eml`), { force: true });
    },
    close: () => transport.close(),
  };
}
