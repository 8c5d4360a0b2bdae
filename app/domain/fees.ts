import { intlLocale, type Locale } from "~/i18n/locale";

/**
 * The adoption fee per language site (DECISIONS.md): the German site's fee includes the transport to
 * Germany and the export papers, the Spanish site's fee the pick-up at the Benicarló site.
 */
export const adoptionFee = { de: 490, es: 340 } as const satisfies Record<Locale, number>;

/** Membership starts at 5 euro a month (spec 2 section 9); members may choose more. */
export const membershipMinimumMonthly = 5;

/** How often a member pays in a year, per payment interval of the form (spec 2 section 9). */
export const membershipPaymentsPerYear = { monthly: 12, quarterly: 4, biannual: 2, annual: 1 } as const;
export type MembershipPaymentInterval = keyof typeof membershipPaymentsPerYear;

/** The least a member pays at a time in an interval: 5 € a month is 15 € a quarter, 60 € a year. */
export function membershipMinimumPerPayment(interval: MembershipPaymentInterval): number {
  return (membershipMinimumMonthly * 12) / membershipPaymentsPerYear[interval];
}

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
