/** A dog as the association's pet-management feed delivers it (spec 1 section 3); any field may be off. */
export type FeedDog = {
  id?: unknown;
  title?: unknown;
  name?: unknown;
  species?: unknown;
  tags?: unknown;
  reserved?: unknown;
  mediated?: unknown;
  inGermany?: unknown;
  imageId?: unknown;
  imageIds?: unknown;
  images?: unknown;
  publicHeadline?: unknown;
  publicDescription?: unknown;
  description?: unknown;
  /** The Spanish texts (CONTRACT.md): the Spanish site shows them where present. */
  publicHeadlineEs?: unknown;
  publicDescriptionEs?: unknown;
};

export const knownSpecies = ["Hunde DE", "Hunde ES", "Hunde Residencia Monika", "Hunde Hospiz"] as const;

export type DogTypes = { adoption: boolean; sponsorship: boolean; hospice: boolean };
export type DogStatus = "available" | "reserved" | "hidden";
export type DogCountry = "germany" | "spain";
export type LocationDetail = "transport" | "foster" | "finca" | "monika" | "hospice";
export type DogLocation = { country: DogCountry; detail: LocationDetail | null };

/** The raw facts of one dog after normalisation: well-typed, before classification. */
export type DogRecord = {
  id: string;
  title: string;
  name: string;
  species: string;
  tags: string[];
  reserved: boolean;
  mediated: boolean;
  inGermany: boolean;
  imageIds: string[];
  headline: string | null;
  descriptionHtml: string;
  /** Optional: snapshots stored before the Spanish texts existed lack them. */
  headlineEs?: string | null;
  descriptionHtmlEs?: string | null;
};

export type DogImage = { id: string; small: string; large: string };

/** A dog as the site shows it and /api/dogs returns it (CONTRACT.md). */
export type Dog = {
  id: string;
  slug: string;
  name: string;
  title: string;
  /** The feed's base (German) texts, as CONTRACT.md has them. */
  headline: string | null;
  descriptionHtml: string;
  /** The feed's Spanish texts, sanitised like the German ones; null where the feed has none. */
  headlineEs: string | null;
  descriptionHtmlEs: string | null;
  species: string;
  tags: string[];
  types: DogTypes;
  status: DogStatus;
  location: DogLocation;
  images: DogImage[];
};
