import { plainParagraph, type Paragraph } from "~/content/shapes";
import type { CountrySite } from "~/content/site-config";
import type { FormType } from "~/domain/forms/form-types";
import type { Locale } from "~/i18n/locale";
import { catalogs } from "~/content/catalogs.server";
import { escapeHtml } from "~/domain/text";
import { displayLine } from "./display-text";
import type { RenderedMail } from "./mail-render";

/**
 * The greeting's name: the first word of what the visitor gave as (first) name, only when it reads
 * as a name (letters, apostrophes, hyphens, a dot; at most 40 characters). Anything else – a link,
 * an address, a sentence – is left out, so that the form cannot send a stranger chosen words.
 */
export function greetingName(name: string): string {
  const first = displayLine(name).split(" ")[0] ?? "";
  return /^[\p{L}\p{M}'’.-]{1,40}$/u.test(first) ? first : "";
}

/**
 * A paragraph of the adoption page as plain text. A link that stands as its own sentence at the
 * end ("So läuft die Vorkontrolle ab") points to a page and says nothing without it: left out.
 */
function mailParagraph(paragraph: Paragraph): string {
  if (typeof paragraph === "string") return paragraph;
  const parts = [...paragraph];
  const last = parts.at(-1);
  const before = parts.at(-2);
  if (
    parts.length > 1 &&
    typeof last === "object" &&
    typeof before === "string" &&
    /[.!?:]\s*$/.test(before)
  ) {
    parts.pop();
  }
  return plainParagraph(parts).trim();
}

/**
 * The confirmation mail to the applicant, in the request's language: the first name, what happens
 * next (for adoption the adoption page's steps) and how to reach the association. Nothing else of
 * the request.
 */
export function renderConfirmationMail(
  formType: FormType,
  locale: Locale,
  meta: { firstName: string; site: CountrySite },
): RenderedMail {
  const catalog = catalogs[locale];
  const text = catalog.confirmation;
  const { site } = meta;
  const steps =
    formType === "adoption"
      ? catalog.adoption.steps.items.map((step) => ({
          title: step.title,
          paragraphs: step.text.map(mailParagraph),
        }))
      : undefined;
  const next = formType === "adoption" ? [text.adoptionIntro(steps?.length ?? 0)] : text.next[formType];
  const contactLines = text.contactLines({ email: site.email, phone: site.phone, whatsapp: site.whatsapp });
  const greeting = text.greeting(meta.firstName);

  const plain = [
    greeting,
    "",
    text.received[formType],
    "",
    text.nextHeading,
    "",
    ...next.flatMap((line) => [line, ""]),
    ...(steps ?? []).flatMap((step, index) => [
      `${index + 1}. ${step.title}`,
      ...step.paragraphs.map((paragraph) => `   ${paragraph}`),
      "",
    ]),
    text.contactHeading,
    "",
    ...contactLines,
    "",
    text.closing,
    text.signature(site.organisationName),
    "",
    "--",
    text.footer,
    "",
  ].join("\n");

  const p = (value: string) => `<p>${escapeHtml(value)}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"></head>`,
    `<body style="font-family:Arial,sans-serif;font-size:14px;color:#222;line-height:1.5">`,
    p(greeting),
    p(text.received[formType]),
    `<h2 style="font-size:16px">${escapeHtml(text.nextHeading)}</h2>`,
    ...next.map(p),
    ...(steps
      ? [
          "<ol>",
          ...steps.map(
            (step) =>
              `<li><strong>${escapeHtml(step.title)}</strong>${step.paragraphs.map((paragraph) => `<br>${escapeHtml(paragraph)}`).join("")}</li>`,
          ),
          "</ol>",
        ]
      : []),
    `<h2 style="font-size:16px">${escapeHtml(text.contactHeading)}</h2>`,
    `<p>${contactLines.map(escapeHtml).join("<br>")}</p>`,
    `<p>${escapeHtml(text.closing)}<br>${escapeHtml(text.signature(site.organisationName))}</p>`,
    `<p style="color:#666">${escapeHtml(text.footer)}</p>`,
    `</body></html>`,
  ].join("\n");

  return { subject: text.subject[formType], text: plain, html };
}
