/**
 * Which of a dog's texts a language site shows. The feed's base texts are German; the Spanish site
 * shows the Spanish ones where the feed has them (CONTRACT.md 'Dog feed format'), else the German
 * one, marked as German so that a screen reader reads it with a German voice and the visitor is told.
 */
import type { Locale } from "~/i18n/locale";
import type { Dog } from "./types";

/** The feed's texts are written in German unless given as Spanish. */
export const feedLanguage: Locale = "de";

/** A text as a site shows it; `lang` is the text's language when it is not the page's, else null. */
export type ShownText = { text: string; lang: Locale | null };

type DogTexts = Pick<Dog, "headline" | "descriptionHtml" | "headlineEs" | "descriptionHtmlEs">;

function pick(base: string | null, spanish: string | null, locale: Locale): ShownText | null {
  if (locale === "es" && spanish) return { text: spanish, lang: null };
  if (!base) return null;
  return { text: base, lang: locale === feedLanguage ? null : feedLanguage };
}

/** The headline the site of `locale` shows; null when it has none to show. */
export function shownHeadline(dog: DogTexts, locale: Locale): ShownText | null {
  return pick(dog.headline, dog.headlineEs, locale);
}

/** The description HTML (sanitised) the site of `locale` shows; null when it has none to show. */
export function shownDescription(dog: DogTexts, locale: Locale): ShownText | null {
  return pick(dog.descriptionHtml || null, dog.descriptionHtmlEs, locale);
}

/**
 * A dog as one language's page gets it: `headline` and `descriptionHtml` hold the texts that site
 * shows, with their language where it is not the page's; the other language's texts are left out.
 */
export type ShownDog = Dog & { headlineLang: Locale | null; descriptionLang: Locale | null };

export function shownDog(dog: Dog, locale: Locale): ShownDog {
  const headline = shownHeadline(dog, locale);
  const description = shownDescription(dog, locale);
  return {
    ...dog,
    headline: headline?.text ?? null,
    descriptionHtml: description?.text ?? "",
    headlineEs: null,
    descriptionHtmlEs: null,
    headlineLang: headline?.lang ?? null,
    descriptionLang: description?.lang ?? null,
  };
}
