import type { Paragraph } from "~/content/shapes";
import type { Locale } from "~/i18n/locale";
import { faqDe } from "./faq-de";
import { faqEs } from "./faq-es";

/**
 * The FAQ page (spec 2 'FAQ page'): 24 questions per language, in four sections, one accordion
 * group. Both languages answer the same 24 questions; each entry has the anchor id of its page.
 *
 * German ids: verein, perrera, ablauf, vorkontrolle, schutzvertrag, kosten, wartezeit, transport,
 * impfungen, mittelmeercheck, kastration, welpen, vertraeglichkeit, erste-tage, berufstaetig,
 * versicherung, nachkontrolle, rueckgabe, besuch, pflegestelle, patenschaft, mitgliedschaft,
 * spenden-steuer, hospiz.
 *
 * Spanish ids, in the same order: asociacion, perrera, proceso, control-previo, contrato, costes,
 * tiempo-de-espera, transporte, vacunas, enfermedades-mediterraneas, esterilizacion, cachorros,
 * compatibilidad, primeros-dias, trabajo, seguro, seguimiento, devolucion, visita, casa-de-acogida,
 * apadrinamiento, hacerse-socio, donaciones, hospicio. Every Spanish entry also answers to its
 * German id (`aliases`), so links that use the spec's ids (#kosten, #schutzvertrag, ...) work on
 * the Spanish page too. The pre-check is 'control-previo', as spec 2 links it from the foster page.
 */
export type FaqKey =
  | "verein"
  | "perrera"
  | "ablauf"
  | "vorkontrolle"
  | "schutzvertrag"
  | "kosten"
  | "wartezeit"
  | "transport"
  | "impfungen"
  | "mittelmeercheck"
  | "kastration"
  | "welpen"
  | "vertraeglichkeit"
  | "erste-tage"
  | "berufstaetig"
  | "versicherung"
  | "nachkontrolle"
  | "rueckgabe"
  | "besuch"
  | "pflegestelle"
  | "patenschaft"
  | "mitgliedschaft"
  | "spenden-steuer"
  | "hospiz";

export type FaqEntry = {
  id: string;
  question: string;
  answer: readonly Paragraph[];
};

export type FaqSectionKey = "adoption" | "health" | "afterwards" | "help";

/** The sections of the page and the entries in each, in order. */
export const faqSections: readonly { key: FaqSectionKey; entries: readonly FaqKey[] }[] = [
  {
    key: "adoption",
    entries: [
      "verein",
      "perrera",
      "ablauf",
      "vorkontrolle",
      "schutzvertrag",
      "kosten",
      "wartezeit",
      "transport",
    ],
  },
  { key: "health", entries: ["impfungen", "mittelmeercheck", "kastration", "welpen"] },
  {
    key: "afterwards",
    entries: ["vertraeglichkeit", "erste-tage", "berufstaetig", "versicherung", "nachkontrolle", "rueckgabe"],
  },
  {
    key: "help",
    entries: ["besuch", "pflegestelle", "patenschaft", "mitgliedschaft", "spenden-steuer", "hospiz"],
  },
];

export type FaqContent = {
  sections: Record<FaqSectionKey, string>;
  entries: Record<FaqKey, FaqEntry>;
};

export const faqContent: Record<Locale, FaqContent> = { de: faqDe, es: faqEs };

export type FaqItem = FaqEntry & { aliases: string[] };

/** A section's entries in a language, each with the German id as an alias when it differs. */
export function faqSectionEntries(locale: Locale, keys: readonly FaqKey[]): FaqItem[] {
  const { entries } = faqContent[locale];
  return keys.map((key) => ({ ...entries[key], aliases: entries[key].id === key ? [] : [key] }));
}

/** All entries of a language in page order. */
export function faqEntries(locale: Locale): FaqItem[] {
  return faqSections.flatMap((section) => faqSectionEntries(locale, section.entries));
}
