import type { Paragraph } from "~/content/shapes";
import type { CountrySite } from "~/content/site-config";
import type { FormType } from "~/domain/forms/form-types";
import type { Locale } from "~/i18n/locale";
import { catalogs } from "~/content/catalogs.server";
import { formatEuro } from "~/domain/fees";
import { escapeHtml } from "~/domain/text";
import type { RenderedMail } from "./mail-render";

/**
 * A paragraph of the adoption page as plain text. Its last sentence is left out when it is mostly
 * link text ("So läuft die Vorkontrolle ab", "Mehr zum Schutzvertrag und zu den Kosten."): it
 * points to pages and says nothing without its links.
 */
export function mailParagraph(paragraph: Paragraph): string {
  if (typeof paragraph === "string") return paragraph;
  let plain = "";
  const links: [number, number][] = [];
  for (const part of paragraph) {
    const words = typeof part === "string" ? part : part.text;
    if (typeof part !== "string") links.push([plain.length, plain.length + words.length]);
    plain += words;
  }
  plain = plain.trimEnd();
  const start = [...plain.matchAll(/[.!?:]\s+/g)].map((end) => end.index + end[0].length).at(-1) ?? 0;
  const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;
  const linked = links.reduce(
    (count, [from, to]) => count + letters(plain.slice(Math.max(from, start), Math.max(to, start))),
    0,
  );
  const mostlyLinks = links.length > 0 && linked * 2 >= letters(plain.slice(start));
  return (start > 0 && mostlyLinks ? plain.slice(0, start) : plain).trim();
}

/** What a confirmation may repeat of a request (docs/decisions/0010-back-office.md). */
export type ConfirmationMeta = {
  /** A name that reads as one (greetingName), else "". */
  name: string;
  site: CountrySite;
  /** The dog, only when it is a dog of the feed (never free text a visitor typed); else null. */
  dog?: string | null;
  /** The sponsorship's monthly amount, in euros, as the form accepted it. */
  amount?: number | null;
};

/**
 * The confirmation mail to the applicant, in the request's language: the name, the dog of the feed,
 * what happens next (for adoption the adoption page's steps, for a sponsorship the amount and how
 * to pay it) and how to reach the association. Nothing else of the request.
 */
export function renderConfirmationMail(
  formType: FormType,
  locale: Locale,
  meta: ConfirmationMeta,
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
  const dog = meta.dog ?? null;
  const next = formType === "adoption" ? [text.adoptionIntro(steps?.length ?? 0, dog)] : text.next[formType];
  const payment =
    formType === "sponsorship" && typeof meta.amount === "number"
      ? text.sponsorshipPayment.lines({ amount: formatEuro(meta.amount, locale), dog, bank: site.bank })
      : null;
  const contactLines = text.contactLines({ email: site.email, phone: site.phone, whatsapp: site.whatsapp });
  const greeting = text.greeting(meta.name);
  const received = text.received[formType](dog);

  const plain = [
    greeting,
    "",
    received,
    "",
    text.nextHeading,
    "",
    ...next.flatMap((line) => [line, ""]),
    ...(steps ?? []).flatMap((step, index) => [
      `${index + 1}. ${step.title}`,
      ...step.paragraphs.map((paragraph) => `   ${paragraph}`),
      "",
    ]),
    ...(payment ? [text.sponsorshipPayment.heading, "", ...payment, ""] : []),
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
    p(received),
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
    ...(payment
      ? [
          `<h2 style="font-size:16px">${escapeHtml(text.sponsorshipPayment.heading)}</h2>`,
          p(payment[0] ?? ""),
          p(payment[1] ?? ""),
          `<p>${payment.slice(2).map(escapeHtml).join("<br>")}</p>`,
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
