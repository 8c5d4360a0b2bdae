import { localHref } from "~/domain/dogs/links";
import { shownDescription } from "~/domain/dogs/texts";
import type { Dog } from "~/domain/dogs/types";
import type { Locale } from "~/i18n/locale";
import { rewriteDescriptionLinks } from "./sanitize";

/** Per dog of the current list: a feed refresh brings new objects, and the old entries go with them. */
const done = new WeakMap<Dog, Partial<Record<Locale, string>>>();

/**
 * The description HTML the site of `locale` shows for `dog`, its links to our own pages leading to
 * them in that language. One pass of the sanitiser per dog and language while the list stands, not
 * one per request of the dog's page.
 */
export function localDescription(
  dog: Dog,
  locale: Locale,
  origins: Readonly<Record<Locale, string>>,
): string {
  const byLocale = done.get(dog) ?? {};
  done.set(dog, byLocale);
  byLocale[locale] ??= rewriteDescriptionLinks(shownDescription(dog, locale)?.text ?? "", (href) =>
    localHref(href, locale, origins),
  );
  return byLocale[locale];
}
