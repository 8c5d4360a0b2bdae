/** Search and filters of the dogs list (spec 1 sections 2.6, 4 and 5 'Search'). */
import { speciesGermany } from "./classify";
import type { Dog, DogCountry } from "./types";

export const dogTypeFilters = ["adoption", "sponsorship", "hospice"] as const;
export type DogTypeFilter = (typeof dogTypeFilters)[number];
export const dogLocationFilters = ["germany", "spain"] as const satisfies readonly DogCountry[];
export type DogLocationFilter = (typeof dogLocationFilters)[number];

export type DogFilters = {
  query: string;
  type: DogTypeFilter | null;
  location: DogLocationFilter | null;
};

export const emptyFilters: DogFilters = { query: "", type: null, location: null };

export type SearchableDog = Pick<Dog, "name" | "title" | "headline" | "species">;

/**
 * Case-insensitive substring match on the name, the headline and the species; a blank query
 * matches every dog. A dog without a name is searched by its title (its display name).
 */
export function matchesSearch(dog: SearchableDog, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === "") return true;
  const name = dog.name.trim() === "" ? dog.title : dog.name;
  return [name, dog.headline ?? "", dog.species].some((field) => field.toLowerCase().includes(needle));
}

export type FilterableDog = SearchableDog & Pick<Dog, "types">;

/** Location filter: germany is species 'Hunde DE', spain every other species. */
export function matchesLocation(dog: Pick<Dog, "species">, location: DogLocationFilter | null): boolean {
  if (location === null) return true;
  return (dog.species === speciesGermany) === (location === "germany");
}

export function filterDogs<T extends FilterableDog>(dogs: readonly T[], filters: DogFilters): T[] {
  return dogs.filter(
    (dog) =>
      (filters.type === null || dog.types[filters.type]) &&
      matchesLocation(dog, filters.location) &&
      matchesSearch(dog, filters.query),
  );
}

/** Clicking the active filter turns it off; clicking another one (or 'all' = null) selects it. */
export function toggleFilter<T extends string>(current: T | null, clicked: T | null): T | null {
  return clicked === current ? null : clicked;
}

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | null {
  return allowed.find((candidate) => candidate === value) ?? null;
}

/** Reads `q`, `type` and `location`; unknown values are ignored. */
export function parseFilters(searchParams: URLSearchParams): DogFilters {
  return {
    query: searchParams.get("q") ?? "",
    type: oneOf(dogTypeFilters, searchParams.get("type")),
    location: oneOf(dogLocationFilters, searchParams.get("location")),
  };
}

/** Only active filters are written; the query is trimmed. */
export function filtersToSearchParams(filters: DogFilters): URLSearchParams {
  const params = new URLSearchParams();
  const query = filters.query.trim();
  if (query !== "") params.set("q", query);
  if (filters.type !== null) params.set("type", filters.type);
  if (filters.location !== null) params.set("location", filters.location);
  return params;
}

export function hasActiveFilters(filters: DogFilters): boolean {
  return filters.query.trim() !== "" || filters.type !== null || filters.location !== null;
}
