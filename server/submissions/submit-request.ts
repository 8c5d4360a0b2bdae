import { randomUUID } from "node:crypto";
import { associationTimeZone, todayIn, type IsoDate } from "~/domain/forms/dates";
import type { FormType } from "~/domain/forms/form-types";
import type { FieldErrors } from "~/domain/forms/outcome";
import { validateRequest } from "~/domain/forms/validate";
import type { Locale } from "~/i18n/locale";
import { catalogs } from "~/content/catalogs.server";
import type { SiteConfig } from "~/content/site-config";
import type { Db } from "../db/client";
import { renderConfirmationMail } from "./confirmation-mail";
import { greetingNameOf } from "./greeting-name";
import { renderRequestMail } from "./mail-render";
import { requestColumns } from "./request-columns";
import { storeRequest, type StoreResult } from "./store";

export type SubmitRequestInput = {
  db: Db;
  formType: FormType;
  locale: Locale;
  /** Untrusted: parsed JSON or a form post's entries. */
  data: unknown;
  /** The association's inboxes (MAIL_TO_DE, MAIL_TO_ES); the request's locale picks one. */
  mailTo: Record<Locale, string>;
  /** The instant of the request (for 'today' in membership rules and the mail); default now. */
  now?: Date;
  today?: IsoDate;
  /** The client's keyed IP hash, or a function giving it (called only for valid requests). */
  clientIpHash?: string | null | (() => Promise<string | null>);
  rateLimit?: number;
  /**
   * The site's details (the confirmation names the association's e-mail and phone of the request's
   * language). Given: the applicant gets a confirmation mail (at most one per address and hour);
   * the submission service always gives it. Absent (tests of the notification alone): none.
   */
  site?: SiteConfig;
  /** The feed id of the one dog with this name, or null (see dogIdResolver). */
  resolveDogId?: (name: string) => string | null;
};

export type SubmitRequestResult = StoreResult | { ok: false; error: "validation"; fieldErrors: FieldErrors };

/**
 * Validates a request and, in one transaction, stores it (with its history's 'received' entry) and
 * queues its notification mail and the applicant's confirmation.
 * Resolves `{ ok: true, id }` only after the commit; rejects when the database fails.
 */
export async function submitRequest(input: SubmitRequestInput): Promise<SubmitRequestResult> {
  const now = input.now ?? new Date();
  const today = input.today ?? todayIn(associationTimeZone, now);
  const validation = validateRequest(input.formType, catalogs[input.locale].validation, input.data, today);
  if (!validation.ok) return { ok: false, error: "validation", fieldErrors: validation.fieldErrors };
  const id = randomUUID();
  const data: Record<string, unknown> = { ...validation.value };
  const replyTo = String(data.email);
  const mail = renderRequestMail(input.formType, input.locale, validation.value, {
    id,
    receivedAt: now,
    replyTo,
  });
  const columns = requestColumns(input.formType, data, input.resolveDogId);
  const inbox = input.mailTo[input.locale];
  const confirmation = input.site
    ? {
        recipient: replyTo,
        replyTo: inbox,
        ...renderConfirmationMail(input.formType, input.locale, {
          name: greetingNameOf(input.formType, data),
          site: input.site[input.locale],
          // Only a dog of the feed (its id found): a name the visitor typed freely is not repeated.
          dog: columns.dogId ? columns.dogName : null,
          amount: typeof data.amount === "number" ? data.amount : null,
        }),
      }
    : undefined;
  return storeRequest(input.db, {
    id,
    formType: input.formType,
    locale: input.locale,
    data,
    columns,
    mail: { recipient: inbox, replyTo, ...mail },
    confirmation,
    clientIpHash:
      typeof input.clientIpHash === "function" ? await input.clientIpHash() : (input.clientIpHash ?? null),
    rateLimit: input.rateLimit ?? 0,
  });
}
