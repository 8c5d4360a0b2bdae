import { intlLocale, type Locale } from "~/i18n/locale";

/**
 * The adoption fee per language site (DECISIONS.md): the German site's fee includes the transport to
 * Germany and the export papers, the Spanish site's fee the pick-up at the Benicarló site.
 */
export const adoptionFee = { de: 490, es: 340 } as const satisfies Record<Locale, number>;

/** Membership starts at 5 euro a month (spec 2 section 9); members may choose more. */
export const membershipMinimumMonthly = 5;

/**
 * Sponsorship amounts in whole euros a month (DECISIONS.md 'Texts and numbers'): from 10, presets
 * 10, 15, 20 and 30, at most 10,000.
 */
export const sponsorshipAmount = { min: 10, max: 10_000, presets: [10, 15, 20, 30] } as const;

/** Euro amounts in the page's language: whole amounts without cents ("490 €"), others with two. */
export function formatEuro(amount: number, locale: Locale): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(intlLocale[locale], {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

export function formattedAdoptionFee(locale: Locale): string {
  return formatEuro(adoptionFee[locale], locale);
}
