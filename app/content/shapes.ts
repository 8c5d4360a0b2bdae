import { intlLocale, type Locale } from "~/i18n/locale";
import { pathFor, type StaticRouteKey } from "~/i18n/routes";
import { dialDigits } from "./site-config";

/**
 * The building blocks of the catalogues' texts (app/content/types/ per topic). Texts with links are
 * plain data: they name a route key (and an optional anchor) instead of a path, so every link is
 * resolved through the route map in the page's language.
 */
export type LinkTarget = { route: StaticRouteKey; hash?: string } | { href: string };
export type Inline = string | { text: string; to: LinkTarget };
/** One paragraph: a string, or text and links in a row. */
export type Paragraph = string | readonly Inline[];

/** A fixed number of entries, so both languages must have the count the spec asks for. */
export type Tuple<T, N extends number, Acc extends readonly T[] = []> = Acc["length"] extends N
  ? Acc
  : Tuple<T, N, readonly [...Acc, T]>;

export type IconName =
  "heart" | "home" | "medical" | "truck" | "chip" | "shield" | "users" | "clock" | "search" | "check";

export type Card = { title: string; text: Paragraph; icon?: IconName };
export type Step = { title: string; text: readonly Paragraph[] };
export type FaqEntry = { id: string; question: string; answer: readonly Paragraph[] };
/** The section that holds a request form; `anchor` is its id, the target of links to the form. */
export type FormSectionText = { anchor: string; heading: string; intro: Paragraph; fallback: string };

/** A link to an item of the FAQ page (ids as on that page, e.g. 'vorkontrolle', 'control-previo'). */
export function faqAnchor(id: string): LinkTarget {
  return { route: "faq", hash: id };
}

export function hrefOf(locale: Locale, target: LinkTarget): string {
  if ("href" in target) return target.href;
  const path = pathFor(locale, target.route);
  return target.hash ? `${path}#${target.hash}` : path;
}

/** The text of a paragraph without its links, for structured data. */
export function plainParagraph(text: Paragraph): string {
  return typeof text === "string"
    ? text
    : text.map((part) => (typeof part === "string" ? part : part.text)).join("");
}

/** Legal texts: paragraphs, bullet lists and address-like line groups under numbered headings. */
export type LegalBlock = Paragraph | { list: readonly Paragraph[] } | { lines: readonly Paragraph[] };
export type LegalSection = { heading: string; blocks: readonly LegalBlock[] };
export type LegalDocument = {
  updated: string;
  intro?: Paragraph;
  /** Label of the table of contents; documents without it show none. */
  tocLabel?: string;
  sections: readonly LegalSection[];
};

/** Street, postal code and city, country name in the page's language. */
export function postalLines(
  address: { street: string; postalCode: string; city: string; country: string },
  locale: Locale,
) {
  const country =
    new Intl.DisplayNames(intlLocale[locale], { type: "region" }).of(address.country) ?? address.country;
  return [address.street, `${address.postalCode} ${address.city}`, country];
}

export function mailLink(email: string): Inline {
  return { text: email, to: { href: `mailto:${email}` } };
}

export function telLink(phone: string): Inline {
  return { text: phone, to: { href: `tel:+${dialDigits(phone)}` } };
}

/** A figure in a page's hero: '7' — 'steps to your dog'. */
export type HeroFact = { value: string; label: string };
