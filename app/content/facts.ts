import { formatList } from "~/domain/numbers";
import type { Locale } from "~/i18n/locale";

/**
 * The facts the texts of both languages state: written once here (money amounts in
 * app/domain/fees.ts) and put into the German and Spanish sentences, formatted per language, so a
 * new count or another hand-over city is changed in one place. Spec 1 section 9 and spec 2.
 */

/** The association in figures: active since 2013, over 2,900 dogs rescued and placed, over 150 rescues in 2024. */
export const association = {
  foundedYear: 2013,
  /** A lower bound: 'über 2.900', 'más de 2.900'. */
  dogsRescued: 2900,
  /** The last full year's rescues, a lower bound. */
  rescues: { year: 2024, count: 150 },
} as const;

/** The farm near Benicarló (spec 2, partner pages): its area, runs and goats. */
export const fincaChaosFigures = {
  areaSquareMetres: 10_000,
  runs: 7,
  runSquareMetres: { min: 150, max: 180 },
  /** Runs with a hut of `hutSquareMetres`. */
  runsWithHut: 4,
  hutSquareMetres: 12,
  dogLoungeSquareMetres: 6000,
  goats: 14,
  town: "Benicarló",
} as const;

/** The shelter near Amposta (spec 2, partner pages): open since 2008, home to about 80 dogs. */
export const residenciaMonikaFigures = { since: 2008, dogs: 80, town: "Amposta" } as const;

/** The adoption in steps (spec 1 section 2.8: 'Der Adoptionsablauf in 7 Schritten'). */
export const adoptionStepCount = 7;

/** A span such as 'about 2 to 4 weeks'. */
export type Span = { readonly min: number; readonly max: number };

/** From the yes to a dog until it is with its family, in weeks: in Germany (transport) and in Spain (pick-up). */
export const adoptionWeeks = {
  germany: { min: 2, max: 4 },
  spain: { min: 1, max: 2 },
} as const satisfies Record<string, Span>;

/** The drive from Spain to Germany, in days. */
export const transportDays: Span = { min: 1, max: 1.5 };

/** How long a dog usually stays in a foster home, in weeks. */
export const fosterStayWeeks: Span = { min: 4, max: 6 };

/** The age at which a young dog is a good alternative to a puppy, in months. */
export const youngDogMonths: Span = { min: 6, max: 12 };

/** What a dog owner's liability insurance usually costs a year, in euros. */
export const liabilityInsuranceEuroPerYear: Span = { min: 50, max: 100 };

/** Teaming: every member gives exactly this many euros a month. */
export const teamingMonthlyAmount = 1;

/** German tax law: up to this amount in euros a bank statement proves a donation (no receipt needed). */
export const simplifiedDonationReceiptLimit = 300;

/** Share of donations for the hospice, the farm and the shelter that goes to general projects, in per cent. */
export const generalProjectsSharePercent = 10;

/**
 * The transport's hand-over points in Germany, in route order (spec 1 section 9). The names are the
 * cities' German names; each language names them in its own words (app/content/{de,es}/places.ts).
 */
export const handOverCities = [
  "Freiburg",
  "Karlsruhe",
  "Frankfurt",
  "Köln",
  "Dortmund",
  "Hannover",
  "Seevetal",
  "Berlin",
] as const;
export type HandOverCity = (typeof handOverCities)[number];

/** The hand-over cities in a language's names, as a list. */
export function handOverList(
  names: Readonly<Record<HandOverCity, string>>,
  locale: Locale,
  or = false,
): string {
  return formatList(
    handOverCities.map((city) => names[city]),
    locale,
    or,
  );
}
