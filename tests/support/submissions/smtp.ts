import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 for tests, collecting what it receives. */
export type SmtpSink = {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /**
   * 'accept'; 'tempfail': answer 451 to every DATA (a mail server that asks to retry later);
   * 'rejectRecipients': answer 550 to every RCPT TO, quoting the address as real servers do.
   */
  mode: "accept" | "tempfail" | "rejectRecipients";
  /** Delay before answering DATA, to make sends overlap. */
  delayMs: number;
  close(): Promise<void>;
};

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const sink: Omit<SmtpSink, "port" | "url" | "close"> = { messages: [], mode: "accept", delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (sink.mode !== "rejectRecipients") return callback();
      const answer = `5.1.1 <${address.address}>: Recipient address rejected: User unknown`;
      callback(Object.assign(new Error(answer), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        setTimeout(() => {
          if (sink.mode === "tempfail") {
            callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
            return;
          }
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
          sink.messages.push({
            from,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        }, sink.delayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return Object.assign(sink, {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A port where nothing listens (yet): connections are refused. */
export async function refusedPort(): Promise<number> {
  const sink = await startSmtpSink();
  await sink.close();
  return sink.port;
}
