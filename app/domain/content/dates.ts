import { intlLocale, type Locale } from "~/i18n/locale";

/** Both associations' time zone: server and browser format the same day. */
const timeZone = { de: "Europe/Berlin", es: "Europe/Madrid" } as const satisfies Record<Locale, string>;

/** '15. Januar 2025' / '15 de enero de 2025' (spec 2: published date in long local format). */
export function formatLongDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: timeZone[locale],
  }).format(new Date(iso));
}
