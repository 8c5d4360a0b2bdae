import type { ManualChannel } from "~/domain/back-office/relation-schemas";
import type { FormType } from "~/domain/forms/form-types";
import { countryLabel } from "~/domain/forms/countries";
import { formFields, type RequestData } from "~/domain/forms/validate";
import type { Locale } from "~/i18n/locale";
import { catalogs } from "~/content/catalogs.server";
import type { MailText } from "~/content/types/mail";
import { escapeHtml } from "~/domain/text";
import { displayLine, withoutInvisibles } from "./display-text";

export type RenderedMail = { subject: string; text: string; html: string };
export type MailMeta = {
  id: string;
  receivedAt: Date;
  replyTo: string;
  /** The request's page in the back office (`{public URL}/admin/requests/{id}`, CONTRACT.md 'Mail'). */
  adminUrl?: string;
  /** A request a volunteer recorded by hand (issue 28); the public forms' mails have none. */
  recorded?: RecordedBy;
};

/** Who recorded a request by hand, how it came, and how to reach the applicant. */
export type RecordedBy = {
  by: string;
  channel: ManualChannel;
  email: string | null;
  phone: string | null;
};

/**
 * The mail's first paragraph for a request recorded by hand: who and how, then where a reply goes
 * (the applicant's address; without one, not to them, and their phone).
 */
function recordedIntro(text: MailText, recorded: RecordedBy): string {
  const words = text.recorded;
  const by = words.by(displayLine(recorded.by), words.channels[recorded.channel]);
  if (recorded.email) return `${by} ${words.replyTo(recorded.email)}`;
  const phone = recorded.phone ? ` ${words.phone(displayLine(recorded.phone))}` : "";
  return `${by} ${words.noEmail}${phone}`;
}

/**
 * A request field's value as plain text in a language (the notification mail, the back office's
 * request page): yes/no, euros, dates, countries and choices in words; what the visitor typed
 * without characters that could make it read as something else.
 */
export function formatFieldValue(field: string, value: unknown, text: MailText, locale: Locale): string {
  if (value === undefined || value === null || value === "") return text.empty;
  if (typeof value === "boolean") return value ? text.yes : text.no;
  if (field === "amount" && typeof value === "number") {
    return new Intl.NumberFormat(text.intlLocale, {
      style: "currency",
      currency: "EUR",
      maximumFractionDigits: 0,
    }).format(value);
  }
  const written = typeof value === "string" ? value : JSON.stringify(value);
  if ((field === "birthday" || field === "entryDate") && /^\d{4}-\d{2}-\d{2}$/.test(written)) {
    const date = new Date(`${written}T00:00:00Z`);
    return new Intl.DateTimeFormat(text.intlLocale, { dateStyle: "medium", timeZone: "UTC" }).format(date);
  }
  if (field === "country") return `${countryLabel(written, locale)} (${written})`;
  if (field === "membershipType" || field === "salutation" || field === "paymentInterval") {
    const choices: Record<string, string> = text.choices[field];
    return choices[written] ?? written;
  }
  return written.includes("\n") ? withoutInvisibles(written) : displayLine(written);
}

/**
 * The notification mail of a request in the request's language: a subject naming the request and
 * the submitter (and the dog), a plain-text body listing every field and linking the request in the
 * back office, and simple HTML in which every value a visitor typed is escaped.
 */
export function renderRequestMail<F extends FormType>(
  formType: F,
  locale: Locale,
  data: RequestData[F],
  meta: MailMeta,
): RenderedMail {
  const text = catalogs[locale].mail;
  const labels: Record<string, string> = text.labels[formType];
  const values: Record<string, unknown> = { ...data };
  const rows = formFields[formType].map((field: string) => ({
    label: labels[field] ?? field,
    value: formatFieldValue(field, values[field], text, locale),
  }));
  const receivedAt = new Intl.DateTimeFormat(text.intlLocale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: text.timeZone,
  }).format(meta.receivedAt);
  const intro = meta.recorded ? recordedIntro(text, meta.recorded) : text.intro(meta.replyTo);
  const footer = text.footer(meta.id, receivedAt);

  const plainRows = rows.map(({ label, value }) =>
    value.includes("\n") ? `${label}:\n${value.replace(/^/gm, "  ")}` : `${label}: ${value}`,
  );
  const link = meta.adminUrl ? `${text.openInBackOffice} ${meta.adminUrl}` : undefined;
  const plain = [
    text.heading[formType],
    "",
    intro,
    "",
    ...plainRows,
    "",
    ...(link ? [link, ""] : []),
    footer,
    "",
  ].join("\n");

  const cell = (value: string) => escapeHtml(value).replaceAll("\n", "<br>");
  const htmlRows = rows
    .map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${cell(label)}</th><td style="padding:4px 0">${cell(value)}</td></tr>`,
    )
    .join("\n");
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"></head>`,
    `<body style="font-family:Arial,sans-serif;font-size:14px;color:#222">`,
    `<h1 style="font-size:18px">${cell(text.heading[formType])}</h1>`,
    `<p>${cell(intro)}</p>`,
    `<table style="border-collapse:collapse">\n${htmlRows}\n</table>`,
    ...(meta.adminUrl
      ? [
          `<p>${cell(text.openInBackOffice)} <a href="${escapeHtml(meta.adminUrl)}">${cell(meta.adminUrl)}</a></p>`,
        ]
      : []),
    `<p style="color:#666">${cell(footer)}</p>`,
    `</body></html>`,
  ].join("\n");

  // Names in the subject: one line, nothing invisible, no direction overrides (display-text.ts).
  const subject = displayLine(text.subject[formType](data));
  return { subject, text: plain, html };
}
