import type { FaqEntry } from "~/content/shapes";
import type { FaqPageKey, FaqRef, FaqSectionKey, FaqText } from "~/content/types/faq";

/**
 * The FAQ page's layout (spec 2 'FAQ page'): 24 questions in four sections, the same in both
 * languages; the answers are in app/content/{de,es}/faq.ts.
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
export const faqSections: readonly { key: FaqSectionKey; entries: readonly FaqPageKey[] }[] = [
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

/** An entry of the FAQ page with the further anchors that open it (its German id where it differs). */
export type FaqItem = FaqEntry & { aliases: string[] };
export type FaqPageSection = { key: FaqSectionKey; heading: string; items: FaqItem[] };

/** The FAQ page in one language: its sections, headed, with their entries in order. */
export function faqPage(text: FaqText): FaqPageSection[] {
  return faqSections.map((section) => ({
    key: section.key,
    heading: text.sections[section.key],
    items: section.entries.map((key) => {
      const entry = text.entries[key];
      return { ...entry, aliases: entry.id === key ? [] : [key] };
    }),
  }));
}

/**
 * Each anchor of the FAQ page in one language (ids and aliases) with the other language's id of
 * the same question, for the language switch: /faq#transport leads to /preguntas-frecuentes#transporte.
 */
export function faqAnchors(here: FaqText, there: FaqText): Record<string, string> {
  const anchors: Record<string, string> = {};
  for (const key of faqSections.flatMap((section) => section.entries)) {
    anchors[key] = there.entries[key].id;
    anchors[here.entries[key].id] = there.entries[key].id;
  }
  return anchors;
}

/**
 * The entries a page's FAQ block names, in its order. Their anchors are the FAQ ids with the prefix
 * 'faq-', so they never clash with the page's own section ids (/adoption#faq-kosten is the FAQ
 * page's #kosten).
 */
export function pageFaqEntries(text: FaqText, refs: readonly FaqRef[]): FaqEntry[] {
  return refs.map((ref) => {
    const entry = text.entries[ref];
    if (!entry) throw new Error(`FAQ entry '${ref}' is missing in this language`);
    return { ...entry, id: `faq-${entry.id}` };
  });
}
