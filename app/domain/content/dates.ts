import { intlLocale, type Locale } from "~/i18n/locale";

/** Both associations' time zone: server and browser format the same day. */
const timeZone = { de: "Europe/Berlin", es: "Europe/Madrid" } as const satisfies Record<Locale, string>;

/** One format per language, made when first needed: building one costs far more than using it. */
const longDates: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/** '15. Januar 2025' / '15 de enero de 2025' (spec 2: published date in long local format). */
export function formatLongDate(iso: string, locale: Locale): string {
  longDates[locale] ??= new Intl.DateTimeFormat(intlLocale[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: timeZone[locale],
  });
  return longDates[locale].format(new Date(iso));
}
