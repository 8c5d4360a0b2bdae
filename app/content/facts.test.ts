import { expect, test } from "vitest";
import { type HandOverCity, handOverList } from "./facts";
import { formatList, formatNumber } from "~/domain/numbers";

test("counts are grouped from a thousand on in both languages, decimals in the language's style", () => {
  expect(formatNumber(2900, "de")).toBe("2.900");
  expect(formatNumber(2900, "es")).toBe("2.900");
  expect(formatNumber(1.5, "de")).toBe("1,5");
  expect(formatNumber(1.5, "es")).toBe("1,5");
});

test("lists end with the language's 'and' or 'or'", () => {
  expect(formatList(["Köln", "Berlin"], "de")).toBe("Köln und Berlin");
  expect(formatList(["Colonia", "Berlín"], "es")).toBe("Colonia y Berlín");
  expect(formatList(["Köln", "Dortmund", "Berlin"], "de", true)).toBe("Köln, Dortmund oder Berlin");
});

test("the hand-over list follows the route order in the language's names", () => {
  const upper = new Proxy({} as Record<HandOverCity, string>, {
    get: (_, city: string) => city.toUpperCase(),
  });
  expect(handOverList(upper, "de")).toBe(
    "FREIBURG, KARLSRUHE, FRANKFURT, KÖLN, DORTMUND, HANNOVER, SEEVETAL und BERLIN",
  );
});
