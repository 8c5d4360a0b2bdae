import { intlLocale, type Locale } from "~/i18n/locale";

/**
 * A whole number in the page's language with its thousands separator ("2.900", "10.000"), in
 * Spanish too, where Intl would leave four digits ungrouped.
 */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], {
    useGrouping: "always",
    maximumFractionDigits: 0,
  }).format(value);
}
