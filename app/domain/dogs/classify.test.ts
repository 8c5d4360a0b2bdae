import { describe, expect, it } from "vitest";
import { dogStatus, dogTypes, isHospice } from "./classify";
import { makeRecord } from "../../../tests/support/dogs/fixtures";
import type { DogTypes } from "./types";

const none: DogTypes = { adoption: false, sponsorship: false, hospice: false };

describe("dogTypes", () => {
  it.each([
    ["Hunde DE", false, { adoption: true, sponsorship: false, hospice: false }],
    ["Hunde DE", true, { adoption: true, sponsorship: false, hospice: false }],
    ["Hunde ES", false, { adoption: true, sponsorship: false, hospice: false }],
    ["Hunde ES", true, none],
    ["Hunde Residencia Monika", false, { adoption: true, sponsorship: false, hospice: false }],
    ["Hunde Residencia Monika", true, none],
    ["Hunde Hospiz", false, { adoption: false, sponsorship: false, hospice: true }],
    ["Katzen", false, none],
    ["", false, none],
  ] as const)("species %j mediated %j", (species, mediated, expected) => {
    expect(dogTypes(makeRecord({ species, mediated }))).toEqual(expected);
  });

  it("species match is exact (case and spacing matter)", () => {
    expect(dogTypes(makeRecord({ species: "hunde de" })).adoption).toBe(false);
    expect(dogTypes(makeRecord({ species: "Hunde DE " })).adoption).toBe(false);
  });

  it("a tag containing 'hospiz' in any case makes a hospice dog, never adoption or sponsorship", () => {
    for (const tag of ["Hospiz", "HOSPIZ-Hund", "wartet im hospiz", "hOsPiZ"]) {
      expect(dogTypes(makeRecord({ species: "Hunde DE", tags: ["Patenschaften", tag] }))).toEqual({
        adoption: false,
        sponsorship: false,
        hospice: true,
      });
    }
    expect(isHospice(makeRecord({ tags: ["Hospital"] }))).toBe(false);
    expect(isHospice(makeRecord({ tags: ["hospicio"] }))).toBe(false);
  });

  it("sponsorship needs a tag containing 'patenschaften' (case-insensitive)", () => {
    expect(dogTypes(makeRecord({ tags: ["Patenschaften"] })).sponsorship).toBe(true);
    expect(dogTypes(makeRecord({ tags: ["x", "Hunde-PATENSCHAFTEN-2024"] })).sponsorship).toBe(true);
    expect(dogTypes(makeRecord({ tags: ["Patenschaft"] })).sponsorship).toBe(false);
    expect(dogTypes(makeRecord({ tags: [] })).sponsorship).toBe(false);
  });

  it("a dog can be adoption and sponsorship at once", () => {
    expect(dogTypes(makeRecord({ species: "Hunde ES", tags: ["Patenschaften"] }))).toEqual({
      adoption: true,
      sponsorship: true,
      hospice: false,
    });
    expect(dogTypes(makeRecord({ species: "Hunde ES", mediated: true, tags: ["Patenschaften"] }))).toEqual({
      adoption: false,
      sponsorship: true,
      hospice: false,
    });
  });
});

describe("dogStatus", () => {
  const sponsor: DogTypes = { adoption: false, sponsorship: true, hospice: false };
  const hospice: DogTypes = { adoption: false, sponsorship: false, hospice: true };

  it("hospice dogs are hidden even when reserved", () => {
    expect(dogStatus({ reserved: true, mediated: false }, hospice)).toBe("hidden");
    expect(dogStatus({ reserved: false, mediated: false }, hospice)).toBe("hidden");
  });

  it("reserved wins over mediated sponsorship", () => {
    expect(dogStatus({ reserved: true, mediated: true }, sponsor)).toBe("reserved");
    expect(dogStatus({ reserved: true, mediated: false }, none)).toBe("reserved");
  });

  it("mediated sponsorship dogs are hidden, other dogs available", () => {
    expect(dogStatus({ reserved: false, mediated: true }, sponsor)).toBe("hidden");
    expect(dogStatus({ reserved: false, mediated: false }, sponsor)).toBe("available");
    expect(dogStatus({ reserved: false, mediated: true }, none)).toBe("available");
    expect(dogStatus({ reserved: false, mediated: false }, none)).toBe("available");
  });
});
