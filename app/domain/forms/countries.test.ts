import { expect, test } from "vitest";
import { countryCode, countryLabel, countryOptions } from "./countries";

test("German list: the spec's order, main countries first", () => {
  const { primary, others } = countryOptions("de");
  expect(primary.map((option) => option.label)).toEqual(["Deutschland", "Österreich", "Schweiz", "Spanien"]);
  expect(others.map((option) => option.label)).toEqual([
    "Belgien",
    "Dänemark",
    "Frankreich",
    "Italien",
    "Liechtenstein",
    "Luxemburg",
    "Niederlande",
    "Polen",
    "Tschechien",
  ]);
  expect(primary[0]).toEqual({ code: "DE", label: "Deutschland" });
});

test("Spanish list: the same countries in Spanish, Spain first", () => {
  const { primary, others } = countryOptions("es");
  expect(primary.map((option) => option.label)).toEqual(["España", "Alemania", "Austria", "Suiza"]);
  expect(others.map((option) => option.label)).toEqual([
    "Bélgica",
    "Dinamarca",
    "Francia",
    "Italia",
    "Liechtenstein",
    "Luxemburgo",
    "Países Bajos",
    "Polonia",
    "República Checa",
  ]);
  const codes = (locale: "de" | "es") =>
    Object.values(countryOptions(locale))
      .flat()
      .map((option) => option.code)
      .sort();
  expect(codes("es")).toEqual(codes("de"));
});

test("countryCode reads codes and labels of either language", () => {
  expect(countryCode("de")).toBe("DE");
  expect(countryCode(" Deutschland ")).toBe("DE");
  expect(countryCode("ALEMANIA")).toBe("DE");
  expect(countryCode("países bajos")).toBe("NL");
  expect(countryCode("US")).toBeUndefined();
  expect(countryCode("toString")).toBeUndefined();
  expect(countryLabel("CZ", "es")).toBe("República Checa");
});
