import type { Locale } from "~/i18n/locale";

/** The membership form's countries (spec 2 section 5), stored as ISO 3166-1 alpha-2 codes. */
export const membershipCountries = {
  DE: { de: "Deutschland", es: "Alemania" },
  AT: { de: "Österreich", es: "Austria" },
  CH: { de: "Schweiz", es: "Suiza" },
  ES: { de: "Spanien", es: "España" },
  BE: { de: "Belgien", es: "Bélgica" },
  DK: { de: "Dänemark", es: "Dinamarca" },
  FR: { de: "Frankreich", es: "Francia" },
  IT: { de: "Italien", es: "Italia" },
  LI: { de: "Liechtenstein", es: "Liechtenstein" },
  LU: { de: "Luxemburg", es: "Luxemburgo" },
  NL: { de: "Niederlande", es: "Países Bajos" },
  PL: { de: "Polen", es: "Polonia" },
  CZ: { de: "Tschechien", es: "República Checa" },
} as const satisfies Record<string, Record<Locale, string>>;

export type CountryCode = keyof typeof membershipCountries;
export type CountryOption = { code: CountryCode; label: string };

/** The select's order per site: the main countries, a separator, then the rest alphabetically. */
const order: Record<Locale, { primary: CountryCode[]; others: CountryCode[] }> = {
  de: { primary: ["DE", "AT", "CH", "ES"], others: ["BE", "DK", "FR", "IT", "LI", "LU", "NL", "PL", "CZ"] },
  es: { primary: ["ES", "DE", "AT", "CH"], others: ["BE", "DK", "FR", "IT", "LI", "LU", "NL", "PL", "CZ"] },
};

export function countryOptions(locale: Locale): { primary: CountryOption[]; others: CountryOption[] } {
  const option = (code: CountryCode) => ({ code, label: membershipCountries[code][locale] });
  return { primary: order[locale].primary.map(option), others: order[locale].others.map(option) };
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === "string" && Object.hasOwn(membershipCountries, value);
}

/** The code for a code or a label in either language (any case), or undefined. */
export function countryCode(input: string): CountryCode | undefined {
  const wanted = input.trim().toLocaleLowerCase("de");
  for (const [code, labels] of Object.entries(membershipCountries)) {
    const names = [code, labels.de, labels.es].map((name) => name.toLocaleLowerCase("de"));
    if (names.includes(wanted) && isCountryCode(code)) return code;
  }
  return undefined;
}

export function countryLabel(code: string, locale: Locale): string {
  return isCountryCode(code) ? membershipCountries[code][locale] : code;
}
