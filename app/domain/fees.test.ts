import { expect, test } from "vitest";
import { adoptionFee, formatEuro, formattedAdoptionFee } from "./fees";

const nbsp = "\u00a0";

test("the adoption fee is 490 on the German site and 340 on the Spanish site", () => {
  expect(adoptionFee).toEqual({ de: 490, es: 340 });
  expect(formattedAdoptionFee("de")).toBe(`490${nbsp}€`);
  expect(formattedAdoptionFee("es")).toBe(`340${nbsp}€`);
});

test("whole amounts have no cents, other amounts two decimals in the language's style", () => {
  expect(formatEuro(5, "de")).toBe(`5${nbsp}€`);
  expect(formatEuro(12.5, "de")).toBe(`12,50${nbsp}€`);
  expect(formatEuro(1490, "de")).toBe(`1.490${nbsp}€`);
  expect(formatEuro(12.5, "es")).toBe(`12,50${nbsp}€`);
});
