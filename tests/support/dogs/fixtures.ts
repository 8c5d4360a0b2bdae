/** Builders for the dog domain tests (not used by the app). */
import type { Dog, DogRecord } from "~/domain/dogs/types";

export function makeRecord(overrides: Partial<DogRecord> = {}): DogRecord {
  return {
    id: "100",
    title: "Luna",
    name: "Luna",
    species: "Hunde ES",
    tags: [],
    reserved: false,
    mediated: false,
    inGermany: false,
    imageIds: [],
    headline: null,
    descriptionHtml: "",
    headlineEs: null,
    descriptionHtmlEs: null,
    ...overrides,
  };
}

export function makeDog(overrides: Partial<Dog> = {}): Dog {
  return {
    id: "100",
    slug: "luna-100",
    name: "Luna",
    title: "Luna",
    headline: null,
    descriptionHtml: "",
    headlineEs: null,
    descriptionHtmlEs: null,
    species: "Hunde ES",
    tags: [],
    types: { adoption: true, sponsorship: false, hospice: false },
    status: "available",
    location: { country: "spain", detail: "finca" },
    images: [],
    ...overrides,
  };
}
