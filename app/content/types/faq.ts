import type { FaqEntry } from "~/content/shapes";

/**
 * The FAQ page's 24 questions (spec 2 'FAQ page'), answered in both languages. The key is the
 * German page's anchor; the Spanish entry has its own (`id`) and answers to the key as well.
 */
export type FaqPageKey =
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

/**
 * Every question both languages answer: the FAQ page's and the further ones other pages ask (the
 * adoption page: where the dog is handed over, meeting it first, its health in one answer, the
 * running costs).
 */
export type FaqKey = FaqPageKey | "uebergabe" | "kennenlernen" | "gesundheit" | "folgekosten";

/** Questions only one language's site asks: the Spanish adoption ends with the pick-up in Benicarló. */
export type FaqOwnKey = "entfernung";

/** A page's FAQ block names its questions by these keys; the loader puts in the entries. */
export type FaqRef = FaqKey | FaqOwnKey;

export type FaqSectionKey = "adoption" | "health" | "afterwards" | "help";

/** All FAQ answers of one language: each is written once, the FAQ page and other pages show it. */
export type FaqText = {
  /** Headings of the FAQ page's sections. */
  sections: Record<FaqSectionKey, string>;
  entries: Record<FaqKey, FaqEntry> & Partial<Record<FaqOwnKey, FaqEntry>>;
};
