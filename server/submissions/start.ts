import path from "node:path";
import type { SiteConfig } from "~/content/site-config";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Logger } from "../log";
import { folderMailSender, smtpMailSender } from "./mail-sender";
import { createMailWorker } from "./mail-worker";
import { dogResolver } from "./request-columns";
import { createSubmissionService, type SubmissionService } from "./service";

export type Submissions = {
  service: SubmissionService;
  /** Looks at the outbox now (after the back office queued a mail). */
  wake(): void;
  /** Stops the mail worker after the mail in hand; call before the database closes. */
  stop(): Promise<void>;
};

/** The request pipeline and its mail worker as the server runs them (SMTP_URL, or DATA_DIR/mail). */
export function startSubmissions(options: {
  config: Config;
  db: Db;
  logger: Logger;
  site: SiteConfig;
  /** The current dog feed (a request naming one of its dogs is linked to it). */
  dogs?: { list(): { dogs: readonly { id: string; name: string }[] } };
}): Submissions {
  const { config, db, logger, site, dogs } = options;
  const sender = config.smtpUrl
    ? smtpMailSender(config.smtpUrl, config.mailFrom)
    : folderMailSender(path.join(config.dataDir, "mail"), config.mailFrom);
  const worker = createMailWorker({ db, sender, logger });
  const service = createSubmissionService({
    db,
    mailTo: config.mailTo,
    publicUrl: config.publicUrl,
    site,
    resolveDog: dogs ? dogResolver(() => dogs.list().dogs) : undefined,
    rateLimit: config.formRateLimit,
    logger,
    onAccepted: () => worker.wake(),
  });
  worker.start();
  return { service, wake: () => worker.wake(), stop: () => worker.stop() };
}
