import path from "node:path";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Logger } from "../log";
import { folderMailSender, smtpMailSender } from "./mail-sender";
import { createMailWorker } from "./mail-worker";
import { createSubmissionService, type SubmissionService } from "./service";

export type Submissions = {
  service: SubmissionService;
  /** Stops the mail worker after the mail in hand; call before the database closes. */
  stop(): Promise<void>;
};

/** The request pipeline and its mail worker as the server runs them (SMTP_URL, or DATA_DIR/mail). */
export function startSubmissions(options: { config: Config; db: Db; logger: Logger }): Submissions {
  const { config, db, logger } = options;
  const sender = config.smtpUrl
    ? smtpMailSender(config.smtpUrl, config.mailFrom)
    : folderMailSender(path.join(config.dataDir, "mail"), config.mailFrom);
  const worker = createMailWorker({ db, sender, logger });
  const service = createSubmissionService({
    db,
    mailTo: config.mailTo,
    rateLimit: config.formRateLimit,
    logger,
    onAccepted: () => worker.wake(),
  });
  worker.start();
  return { service, stop: () => worker.stop() };
}
