import {
  allowsStatus,
  isStatusMailTemplate,
  templatesFor,
  type StatusMailTemplate,
} from "~/domain/back-office/pipeline";
import { isOneLine } from "~/domain/back-office/request-page-schemas";
import type { StatusMailValues } from "~/content/types/status-mails";
import {
  formatEuro,
  membershipMinimumPerPayment,
  membershipPaymentsPerYear,
  type MembershipPaymentInterval,
} from "~/domain/fees";
import type { FormType } from "~/domain/forms/form-types";
import { escapeHtml } from "~/domain/text";
import type { Locale } from "~/i18n/locale";
import { pathFor } from "~/i18n/routes";
import { catalogs } from "~/content/catalogs.server";
import { mailOutbox } from "../db/schema";
import { displayLine, withoutInvisibles } from "../submissions/display-text";
import { greetingNameOf } from "../submissions/greeting-name";
import type { BackOfficeDeps } from "./deps";
import { recordEvent } from "./history";
import {
  bodyMaxLength,
  subjectMaxLength,
  type InputError,
  type MailDraft,
  type SendMailInput,
} from "./request-types";
import { asLocale, dogNameOf, emailOf, plainText, type SubmissionRow, type Tx } from "./request-store";
import type { Actor } from "./staff-member";

/** Plain text as simple HTML: paragraphs, line breaks, links; everything escaped. */
export function statusMailHtml(text: string, locale: Locale): string {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== "")
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph).replaceAll("\n", "<br>");
      const linked = escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
      return `<p>${linked}</p>`;
    });
  return [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"></head>`,
    `<body style="font-family:Arial,sans-serif;font-size:14px;line-height:1.5;color:#222">`,
    ...paragraphs,
    `</body></html>`,
  ].join("\n");
}

/** What a volunteer sends, checked: a template of the kind, one subject line, a body, a status of the kind. */
export function validateMail(input: SendMailInput, formType: FormType): Partial<Record<string, InputError>> {
  const errors: Partial<Record<string, InputError>> = {};
  if (!isStatusMailTemplate(input.template) || !templatesFor(formType).includes(input.template)) {
    errors.template = "invalid_template";
  }
  const subject = input.subject.trim();
  if (!isOneLine(input.subject)) errors.subject = "subject_line_break";
  else if (subject === "") errors.subject = "subject_empty";
  else if (subject.length > subjectMaxLength) errors.subject = "subject_too_long";
  const body = plainText(input.body);
  if (body === "") errors.body = "body_empty";
  else if (input.body.length > bodyMaxLength) errors.body = "body_too_long";
  if (input.status && !allowsStatus(formType, input.status)) errors.status = "invalid_status";
  return errors;
}

/** The visitor's message as a mail quote: "> " before each line, as mail programs quote. */
export function quoted(message: string): string {
  return withoutInvisibles(message.replace(/\r\n?/g, "\n"))
    .trim()
    .split("\n")
    .map((line) => (line.trim() === "" ? ">" : `> ${line.trimEnd()}`))
    .join("\n");
}

const isInterval = (value: unknown): value is MembershipPaymentInterval =>
  typeof value === "string" && Object.hasOwn(membershipPaymentsPerYear, value);

/** What the templates are written from: the request's values in the request's language. */
function draftValues(deps: Pick<BackOfficeDeps, "site" | "origins">, row: SubmissionRow): StatusMailValues {
  const locale = asLocale(row.locale);
  const formType = row.formType as FormType;
  const data = row.data;
  const entryDate =
    formType === "membership" &&
    typeof data.entryDate === "string" &&
    /^\d{4}-\d{2}-\d{2}$/.test(data.entryDate)
      ? new Intl.DateTimeFormat(catalogs[locale].mail.intlLocale, {
          dateStyle: "long",
          timeZone: "UTC",
        }).format(new Date(`${data.entryDate}T00:00:00Z`))
      : null;
  return {
    formType,
    name: greetingNameOf(formType, data),
    fullName: row.name.trim(),
    dogName: dogNameOf(row),
    organisation: deps.site[locale].organisationName,
    dogsUrl: `${deps.origins[locale]}${pathFor(locale, "dogs")}`,
    amount:
      formType === "sponsorship" && typeof data.amount === "number" ? formatEuro(data.amount, locale) : null,
    contribution:
      formType === "membership" && isInterval(data.paymentInterval)
        ? {
            amount: formatEuro(membershipMinimumPerPayment(data.paymentInterval), locale),
            interval: data.paymentInterval,
          }
        : null,
    entryDate,
    bank: deps.site[locale].bank,
    quotedMessage: formType === "contact" && typeof data.message === "string" ? quoted(data.message) : "",
  };
}

/**
 * A template's mail for a request, in the request's language: the draft the volunteer edits,
 * signed with the name of the volunteer who writes it (`signer`; without one, the team's).
 */
export function statusMailDraft(
  deps: Pick<BackOfficeDeps, "site" | "origins">,
  row: SubmissionRow,
  template: StatusMailTemplate,
  signer?: Actor,
): MailDraft {
  const text = catalogs[asLocale(row.locale)].statusMails;
  const values = draftValues(deps, row);
  const chosen = text.templates[template];
  return {
    subject: displayLine(chosen.subject(values)),
    body: [
      text.greeting(values.name),
      chosen.body(values),
      text.signature(values.organisation, signer ? displayLine(signer.name) : ""),
    ].join("\n\n"),
  };
}

/**
 * Queues one status mail to the applicant (Reply-To the association's inbox of the request's
 * language, and a blind copy to it, so the association's mailbox has every mail sent in its name)
 * and records it in the history; in the caller's transaction.
 */
export async function queueStatusMail(
  deps: Pick<BackOfficeDeps, "config">,
  tx: Tx,
  row: SubmissionRow,
  mail: { template: StatusMailTemplate; subject: string; body: string; formToken?: string },
  actor: Actor,
): Promise<void> {
  const locale = asLocale(row.locale);
  const [queued] = await tx
    .insert(mailOutbox)
    .values({
      submissionId: row.id,
      kind: "status",
      recipient: emailOf(row),
      bcc: deps.config.mailTo[locale],
      replyTo: deps.config.mailTo[locale],
      subject: mail.subject,
      textBody: mail.body,
      htmlBody: statusMailHtml(mail.body, locale),
    })
    .returning({ id: mailOutbox.id });
  await recordEvent(tx, {
    submissionId: row.id,
    actor,
    kind: "mail",
    detail: {
      template: mail.template,
      subject: mail.subject,
      body: mail.body,
      outboxId: queued?.id,
      ...(mail.formToken ? { formToken: mail.formToken } : {}),
    },
  });
}
