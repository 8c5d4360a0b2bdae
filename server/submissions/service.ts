import type { FormType } from "~/domain/forms/form-types";
import { honeypotFilled } from "~/domain/forms/form-entries";
import type { SubmitOutcome } from "~/domain/forms/outcome";
import type { Locale } from "~/i18n/locale";
import type { SiteConfig } from "~/content/site-config";
import type { Db } from "../db/client";
import type { Logger } from "../log";
import { clientIpKey, hashClientIp } from "./client-ip";
import { errorSummary } from "./log-safe";
import type { ResolveDog } from "./request-columns";
import { submitRequest } from "./submit-request";

export type SubmissionInput = {
  formType: FormType;
  locale: Locale;
  /** Parsed JSON, or a page post's entries (see formEntries in app/domain/forms). */
  data: unknown;
  /** The client's address as Express sees it (TRUST_PROXY respected); none: no rate limit. */
  clientIp?: string | null;
};

/** The one pipeline of every request, JSON endpoint and page form alike. */
export type SubmissionService = { submit(input: SubmissionInput): Promise<SubmitOutcome> };

export type SubmissionServiceOptions = {
  db: Db;
  mailTo: Record<Locale, string>;
  /** PUBLIC_URL_DE/ES: the notification mail links the request in the back office. */
  publicUrl?: Record<Locale, string>;
  /** The association's details: the applicant's confirmation mail says how to reach it. */
  site: SiteConfig;
  /** The feed's dog of a request, by the dog page's id or by name (dogResolver). */
  resolveDog?: ResolveDog;
  /** FORM_RATE_LIMIT: accepted submissions per client per 10 minutes per endpoint; 0 disables. */
  rateLimit: number;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** Called after a commit, to wake the mail worker. */
  onAccepted?: () => void;
  clock?: () => Date;
};

/**
 * Honeypot, validation, rate limit, store and queue, answer: DESIGN.md's order for every form.
 * A database failure is an outcome ('unavailable'), never a success and never a thrown error.
 */
export function createSubmissionService(options: SubmissionServiceOptions): SubmissionService {
  const { db, logger } = options;
  let key: Promise<string> | undefined;
  const ipHash = async (ip: string | null | undefined) => {
    if (!ip || options.rateLimit === 0) return null;
    key ??= clientIpKey(db);
    key.catch(() => (key = undefined));
    return hashClientIp(await key, ip);
  };

  return {
    async submit(input) {
      // A client's mistake (honeypot, invalid data, rate limit) is not logged beyond the request line.
      if (honeypotFilled(input.data)) return { ok: false, error: "honeypot" };
      try {
        const result = await submitRequest({
          db,
          formType: input.formType,
          locale: input.locale,
          data: input.data,
          mailTo: options.mailTo,
          publicUrl: options.publicUrl,
          site: options.site,
          resolveDog: options.resolveDog,
          now: options.clock?.() ?? new Date(),
          clientIpHash: () => ipHash(input.clientIp),
          rateLimit: options.rateLimit,
        });
        if (result.ok) {
          logger.info("request stored", { id: result.id, formType: input.formType, locale: input.locale });
          options.onAccepted?.();
        }
        return result;
      } catch (error) {
        // Class and SQLSTATE only: a failed query's message carries the visitor's data.
        logger.error("request could not be stored", { formType: input.formType, ...errorSummary(error) });
        return { ok: false, error: "unavailable" };
      }
    },
  };
}
