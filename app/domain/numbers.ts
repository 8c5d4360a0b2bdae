import { intlLocale, type Locale } from "~/i18n/locale";

/**
 * A number in the language's digits with thousands always grouped ("2.900", "10.000", "1,5"), in
 * Spanish too, where Intl would leave four digits ungrouped: the texts' figures read alike in both.
 */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], { useGrouping: "always" }).format(value);
}

/** 'Freiburg, Karlsruhe … und Berlin' ('… oder Berlin' with `or`), in the language's list style. */
export function formatList(items: readonly string[], locale: Locale, or = false): string {
  return new Intl.ListFormat(intlLocale[locale], { type: or ? "disjunction" : "conjunction" }).format(items);
}
