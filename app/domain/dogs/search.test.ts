import { describe, expect, it } from "vitest";
import {
  emptyFilters,
  filterDogs,
  filtersToSearchParams,
  hasActiveFilters,
  matchesSearch,
  parseFilters,
  toggleFilter,
  type DogFilters,
} from "./search";
import { makeDog } from "../../../tests/support/dogs/fixtures";

describe("matchesSearch", () => {
  const dog = makeDog({
    name: "Luna",
    title: "Luna (Finca)",
    headline: "Sanfte Hündin sucht Sofa",
    species: "Hunde ES",
  });

  it("matches name, headline and species case-insensitively", () => {
    expect(matchesSearch(dog, "lun")).toBe(true);
    expect(matchesSearch(dog, "LUNA")).toBe(true);
    expect(matchesSearch(dog, "hündin")).toBe(true);
    expect(matchesSearch(dog, "SOFA")).toBe(true);
    expect(matchesSearch(dog, "hunde es")).toBe(true);
  });

  it("trims the query and matches everything when it is blank", () => {
    expect(matchesSearch(dog, "  luna  ")).toBe(true);
    expect(matchesSearch(dog, "")).toBe(true);
    expect(matchesSearch(dog, "   \t")).toBe(true);
  });

  it("does not match other text, the title of a named dog or the description", () => {
    expect(matchesSearch(dog, "max")).toBe(false);
    expect(matchesSearch(dog, "finca")).toBe(false);
    expect(matchesSearch(makeDog({ descriptionHtml: "<p>Katzenfreundlich</p>" }), "katzen")).toBe(false);
    expect(matchesSearch(dog, "luna sofa")).toBe(false);
  });

  it("copes with a missing headline and searches the title of a nameless dog", () => {
    expect(matchesSearch(makeDog({ headline: null }), "null")).toBe(false);
    expect(matchesSearch(makeDog({ name: "", title: "Rocky" }), "rock")).toBe(true);
  });
});

describe("filterDogs", () => {
  const de = makeDog({ id: "1", name: "Bruno", species: "Hunde DE" });
  const es = makeDog({
    id: "2",
    name: "Luna",
    species: "Hunde ES",
    types: { adoption: true, sponsorship: true, hospice: false },
  });
  const monika = makeDog({
    id: "3",
    name: "Lupo",
    species: "Hunde Residencia Monika",
    types: { adoption: false, sponsorship: true, hospice: false },
  });
  const hospice = makeDog({
    id: "4",
    name: "Opa",
    species: "Hunde Hospiz",
    types: { adoption: false, sponsorship: false, hospice: true },
  });
  const dogs = [de, es, monika, hospice];
  const run = (filters: Partial<DogFilters>) =>
    filterDogs(dogs, { ...emptyFilters, ...filters }).map((d) => d.id);

  it("keeps every dog without filters", () => {
    expect(run({})).toEqual(["1", "2", "3", "4"]);
  });

  it("filters by type flag", () => {
    expect(run({ type: "adoption" })).toEqual(["1", "2"]);
    expect(run({ type: "sponsorship" })).toEqual(["2", "3"]);
    expect(run({ type: "hospice" })).toEqual(["4"]);
  });

  it("filters by location: germany is 'Hunde DE', spain every other species", () => {
    expect(run({ location: "germany" })).toEqual(["1"]);
    expect(run({ location: "spain" })).toEqual(["2", "3", "4"]);
  });

  it("combines query, type and location", () => {
    expect(run({ query: "lu" })).toEqual(["2", "3"]);
    expect(run({ query: "lu", type: "adoption" })).toEqual(["2"]);
    expect(run({ query: "lu", type: "adoption", location: "germany" })).toEqual([]);
    expect(run({ type: "sponsorship", location: "spain", query: "monika" })).toEqual(["3"]);
  });
});

describe("toggleFilter", () => {
  it("turns the active value off and switches to another", () => {
    expect(toggleFilter("adoption", "adoption")).toBeNull();
    expect(toggleFilter("adoption", "hospice")).toBe("hospice");
    expect(toggleFilter(null, "spain")).toBe("spain");
    expect(toggleFilter("spain", null)).toBeNull();
    expect(toggleFilter(null, null)).toBeNull();
  });
});

describe("search params", () => {
  it("parses valid values and ignores invalid ones", () => {
    expect(parseFilters(new URLSearchParams("q=Luna&type=hospice&location=germany"))).toEqual({
      query: "Luna",
      type: "hospice",
      location: "germany",
    });
    expect(parseFilters(new URLSearchParams("type=cats&location=france"))).toEqual(emptyFilters);
    expect(parseFilters(new URLSearchParams("type=Adoption&location="))).toEqual(emptyFilters);
    expect(parseFilters(new URLSearchParams(""))).toEqual(emptyFilters);
    expect(parseFilters(new URLSearchParams("type=sponsorship&type=hospice")).type).toBe("sponsorship");
  });

  it("writes only active filters and round-trips", () => {
    expect(filtersToSearchParams(emptyFilters).toString()).toBe("");
    expect(filtersToSearchParams({ query: "  ", type: null, location: "spain" }).toString()).toBe(
      "location=spain",
    );
    const filters: DogFilters = { query: "Señor Wau", type: "adoption", location: "germany" };
    const params = filtersToSearchParams(filters);
    expect(params.get("q")).toBe("Señor Wau");
    expect(parseFilters(new URLSearchParams(params.toString()))).toEqual(filters);
    expect(filtersToSearchParams({ ...filters, query: " x " }).get("q")).toBe("x");
  });

  it("hasActiveFilters", () => {
    expect(hasActiveFilters(emptyFilters)).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, query: "   " })).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, query: "a" })).toBe(true);
    expect(hasActiveFilters({ ...emptyFilters, type: "hospice" })).toBe(true);
    expect(hasActiveFilters({ ...emptyFilters, location: "spain" })).toBe(true);
  });
});
