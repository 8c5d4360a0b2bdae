/** Dog classification of spec 1 section 4: type flags, status, location and the key of its label. */
import type { RouteKey } from "~/i18n/routes";
import type { DogCountry, DogLocation, DogRecord, DogStatus, DogTypes, LocationDetail } from "./types";

export const speciesGermany = "Hunde DE";
export const speciesSpain = "Hunde ES";
export const speciesMonika = "Hunde Residencia Monika";
export const speciesHospice = "Hunde Hospiz";

type ClassifiedFacts = Pick<DogRecord, "species" | "tags" | "mediated">;

function hasTagContaining(tags: readonly string[], needle: string): boolean {
  return tags.some((tag) => tag.toLowerCase().includes(needle));
}

/** Hospice: species 'Hunde Hospiz' or any tag containing 'hospiz' (case-insensitive). */
export function isHospice(record: Pick<DogRecord, "species" | "tags">): boolean {
  return record.species === speciesHospice || hasTagContaining(record.tags, "hospiz");
}

export function dogTypes(record: ClassifiedFacts): DogTypes {
  const hospice = isHospice(record);
  const bySpecies =
    record.species === speciesGermany ||
    ((record.species === speciesSpain || record.species === speciesMonika) && !record.mediated);
  return {
    adoption: !hospice && bySpecies,
    sponsorship: !hospice && hasTagContaining(record.tags, "patenschaften"),
    hospice,
  };
}

export function dogStatus(record: Pick<DogRecord, "reserved" | "mediated">, types: DogTypes): DogStatus {
  if (types.hospice) return "hidden";
  if (record.reserved) return "reserved";
  if (record.mediated && types.sponsorship) return "hidden";
  return "available";
}

/**
 * Location of spec 1 section 4. The spec lists "Hospice is Spain (hospice)" among the species
 * rules; we apply it to every dog classified as hospice (species or 'hospiz' tag) and check it
 * first, so a hospice dog always shows the hospice location and links to the hospice page,
 * consistent with its hospice badge and info box.
 */
export function dogLocation(
  record: Pick<DogRecord, "species" | "tags" | "mediated" | "inGermany">,
): DogLocation {
  if (isHospice(record)) return { country: "spain", detail: "hospice" };
  switch (record.species) {
    case speciesGermany:
      return { country: "germany", detail: record.mediated ? "foster" : "transport" };
    case speciesMonika:
      return { country: "spain", detail: "monika" };
    case speciesSpain:
      return { country: "spain", detail: record.mediated ? "foster" : "finca" };
    default:
      return { country: record.inGermany ? "germany" : "spain", detail: null };
  }
}

const labelKeys = {
  germany: { transport: "germanyTransport", foster: "germanyFoster" },
  spain: { finca: "spainFinca", foster: "spainFoster", monika: "spainMonika", hospice: "spainHospice" },
} as const satisfies Record<DogCountry, Partial<Record<LocationDetail, string>>>;

type DetailLabelKey = { [C in DogCountry]: (typeof labelKeys)[C][keyof (typeof labelKeys)[C]] }[DogCountry];
export type LocationLabelKey = DetailLabelKey | DogCountry;

/** A detail that does not belong to the country (never produced by dogLocation) falls back to the plain country. */
export function locationLabelKey(location: DogLocation): LocationLabelKey {
  const keys: Partial<Record<LocationDetail, DetailLabelKey>> = labelKeys[location.country];
  return (location.detail !== null ? keys[location.detail] : undefined) ?? location.country;
}

export type LocationPage = Extract<RouteKey, "fincaChaos" | "residenciaMonika" | "hospice">;

const pages: Partial<Record<LocationLabelKey, LocationPage>> = {
  spainFinca: "fincaChaos",
  spainMonika: "residenciaMonika",
  spainHospice: "hospice",
};

/** The page a location label links to (spec 2.7), or null for a plain label. */
export function locationPage(location: DogLocation): LocationPage | null {
  return pages[locationLabelKey(location)] ?? null;
}
