import { describe, expect, expectTypeOf, it } from "vitest";
import { dogDetail as de } from "~/content/de/dog-detail";
import { dogDetail as es } from "~/content/es/dog-detail";
import { dogLocation, locationLabelKey, locationPage, type LocationLabelKey } from "./classify";
import { makeRecord } from "../../../tests/support/dogs/fixtures";
import type { DogLocation } from "./types";

describe("dogLocation", () => {
  it.each([
    ["Hunde DE", false, false, { country: "germany", detail: "transport" }],
    ["Hunde DE", true, false, { country: "germany", detail: "foster" }],
    ["Hunde Residencia Monika", false, true, { country: "spain", detail: "monika" }],
    ["Hunde Residencia Monika", true, false, { country: "spain", detail: "monika" }],
    ["Hunde Hospiz", false, true, { country: "spain", detail: "hospice" }],
    ["Hunde ES", false, true, { country: "spain", detail: "finca" }],
    ["Hunde ES", true, false, { country: "spain", detail: "foster" }],
    ["Sonstige", false, true, { country: "germany", detail: null }],
    ["", true, false, { country: "spain", detail: null }],
  ] as const)("species %j mediated %j inGermany %j", (species, mediated, inGermany, expected) => {
    expect(dogLocation(makeRecord({ species, mediated, inGermany }))).toEqual(expected);
  });

  it("a dog classified hospice by tag is in the hospice whatever its species", () => {
    for (const species of ["Hunde DE", "Hunde ES", "Hunde Residencia Monika", "Other"]) {
      expect(dogLocation(makeRecord({ species, tags: ["Hospiz"], inGermany: true }))).toEqual({
        country: "spain",
        detail: "hospice",
      });
    }
  });
});

describe("location labels and pages", () => {
  const cases: [DogLocation, string, string, string, string | null][] = [
    [
      { country: "germany", detail: "transport" },
      "germanyTransport",
      "Deutschland (auf dem Weg)",
      "Alemania (en camino)",
      null,
    ],
    [
      { country: "germany", detail: "foster" },
      "germanyFoster",
      "Deutschland (Pflegestelle)",
      "Alemania (casa de acogida)",
      null,
    ],
    [
      { country: "spain", detail: "finca" },
      "spainFinca",
      "Spanien (Finca Chaos)",
      "España (Finca Chaos)",
      "fincaChaos",
    ],
    [
      { country: "spain", detail: "foster" },
      "spainFoster",
      "Spanien (Pflegestelle)",
      "España (casa de acogida)",
      null,
    ],
    [
      { country: "spain", detail: "monika" },
      "spainMonika",
      "Spanien (Residencia Monika)",
      "España (Residencia Monika)",
      "residenciaMonika",
    ],
    [
      { country: "spain", detail: "hospice" },
      "spainHospice",
      "Spanien (Hospiz)",
      "España (hospicio)",
      "hospice",
    ],
    [{ country: "germany", detail: null }, "germany", "Deutschland", "Alemania", null],
    [{ country: "spain", detail: null }, "spain", "Spanien", "España", null],
  ];

  it.each(cases)("%j", (location, key, german, spanish, page) => {
    expect(locationLabelKey(location)).toBe(key);
    expect(de.locations[locationLabelKey(location)]).toBe(german);
    expect(es.locations[locationLabelKey(location)]).toBe(spanish);
    expect(locationPage(location)).toBe(page);
  });

  it("a detail foreign to the country falls back to the plain country", () => {
    expect(locationLabelKey({ country: "germany", detail: "finca" })).toBe("germany");
    expect(locationLabelKey({ country: "germany", detail: "hospice" })).toBe("germany");
    expect(locationLabelKey({ country: "spain", detail: "transport" })).toBe("spain");
    expect(locationPage({ country: "germany", detail: "monika" })).toBeNull();
  });

  it("has exactly the eight label keys", () => {
    expectTypeOf<LocationLabelKey>().toEqualTypeOf<
      | "germanyTransport"
      | "germanyFoster"
      | "spainFinca"
      | "spainFoster"
      | "spainMonika"
      | "spainHospice"
      | "germany"
      | "spain"
    >();
  });

  it("both catalogues label the eight keys and no other", () => {
    expect(Object.keys(es.locations).sort()).toEqual(Object.keys(de.locations).sort());
    expect(Object.keys(de.locations)).toHaveLength(8);
  });
});
