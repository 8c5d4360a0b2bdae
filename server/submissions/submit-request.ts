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
import { linkDog, requestColumns, type ResolveDog } from "./request-columns";
import { storeRequest, type StoreResult } from "./store";

export type SubmitRequestInput = {
  db: Db;
  formType: FormType;
  locale: Locale;
  /** Untrusted: parsed JSON or a form post's entries. */
  data: unknown;
  /** The association's inboxes (MAIL_TO_DE, MAIL_TO_ES); the request's locale picks one. */
  mailTo: Record<Locale, string>;
  /**
   * The site's public URLs (PUBLIC_URL_DE, PUBLIC_URL_ES): the notification links the request in
   * the back office on the host of the request's language. The submission service always gives
   * them; tests of the mail alone may not.
   */
  publicUrl?: Record<Locale, string>;
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
  /** The feed's dog of a request: by the page's id, else by name (see dogResolver). */
  resolveDog?: ResolveDog;
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
  const { data, dogId } = linkDog(input.formType, { ...validation.value }, input.resolveDog);
  const replyTo = String(data.email);
  // The data as stored (the feed dog's name when the page named the dog by its id).
  const mail = renderRequestMail(input.formType, input.locale, data as typeof validation.value, {
    id,
    receivedAt: now,
    replyTo,
    adminUrl: input.publicUrl ? `${input.publicUrl[input.locale]}/admin/requests/${id}` : undefined,
  });
  const columns = requestColumns(input.formType, data, dogId);
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
