import { associationTimeZone } from "~/domain/forms/dates";
import { intlLocale, type Locale } from "~/i18n/locale";

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** A moment as the back office shows it (the association's time zone), written on the server. */
export function dateTimeLabel(locale: Locale, iso: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: associationTimeZone,
    });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}
