import type { SiteConfig } from "~/content/site-config";
import type { Locale } from "~/i18n/locale";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { DogService } from "../dogs/dog-service";
import type { Logger } from "../log";

/** What the back office's services are built from (server/app.ts hands it over). */
export type BackOfficeDeps = {
  db: Db;
  config: Config;
  site: SiteConfig;
  dogs: DogService;
  logger: Pick<Logger, "info" | "warn" | "error">;
  origins: Record<Locale, string>;
  /** Wakes the mail worker after a mail was queued. */
  wakeMailer: () => void;
};
