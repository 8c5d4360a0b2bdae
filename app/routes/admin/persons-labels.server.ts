import { associationTimeZone } from "~/domain/forms/dates";
import { intlLocale, type Locale } from "~/i18n/locale";

/** A day (YYYY-MM-DD, or a moment's day in the association's time zone) as the person screens write it. */
export function dayLabel(locale: Locale, value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat(intlLocale[locale], {
    dateStyle: "medium",
    timeZone: day ? "UTC" : associationTimeZone,
  }).format(new Date(day ? `${value}T00:00:00Z` : value));
}
