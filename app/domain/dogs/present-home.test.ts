import { describe, expect, it } from "vitest";
import { dogList as de } from "~/content/de/dog-list";
import { dogList as es } from "~/content/es/dog-list";
import { countLabel, homeCandidates, pickRandom } from "./present";
import { makeDog } from "../../../tests/support/dogs/fixtures";

describe("count labels", () => {
  it("hero count with singular and locale number format", () => {
    expect(countLabel(0, "de", de.count)).toBe("0 Schützlinge");
    expect(countLabel(1, "de", de.count)).toBe("1 Schützling");
    expect(countLabel(2, "de", de.count)).toBe("2 Schützlinge");
    expect(countLabel(1234, "de", de.count)).toBe("1.234 Schützlinge");
    expect(countLabel(1, "es", es.count)).toBe("1 protegido");
    expect(countLabel(57, "es", es.count)).toBe("57 protegidos");
    expect(countLabel(12345, "es", es.count)).toBe("12.345 protegidos");
  });

  it("result count", () => {
    expect(countLabel(1, "de", de.results)).toBe("1 Hund gefunden");
    expect(countLabel(0, "de", de.results)).toBe("0 Hunde gefunden");
    expect(countLabel(3, "de", de.results)).toBe("3 Hunde gefunden");
    expect(countLabel(1, "es", es.results)).toBe("1 perro encontrado");
    expect(countLabel(4, "es", es.results)).toBe("4 perros encontrados");
  });
});

describe("homeCandidates", () => {
  it("keeps available adoption dogs only", () => {
    const dogs = [
      makeDog({ id: "1" }),
      makeDog({ id: "2", status: "reserved" }),
      makeDog({ id: "3", types: { adoption: false, sponsorship: true, hospice: false } }),
      makeDog({ id: "4", status: "hidden" }),
      makeDog({ id: "5", types: { adoption: true, sponsorship: true, hospice: false } }),
    ];
    expect(homeCandidates(dogs).map((d) => d.id)).toEqual(["1", "5"]);
  });
});

describe("pickRandom", () => {
  const items = ["a", "b", "c", "d", "e"];
  function sequence(values: number[]): () => number {
    let i = 0;
    return () => values[i++ % values.length] ?? 0;
  }

  it("picks by the random numbers without repeating an item", () => {
    expect(pickRandom(items, 3, () => 0)).toEqual(["a", "b", "c"]);
    expect(pickRandom(items, 3, () => 0.999)).toEqual(["e", "a", "b"]);
    expect(pickRandom(items, 3, sequence([0.5, 0.5, 0.5]))).toEqual(["c", "d", "b"]);
  });

  it("returns at most the available items and leaves the input alone", () => {
    const copy = [...items];
    expect(pickRandom(items, 10, Math.random).sort()).toEqual(items);
    expect(items).toEqual(copy);
    expect(pickRandom([], 3, Math.random)).toEqual([]);
    expect(pickRandom(items, 0, Math.random)).toEqual([]);
    expect(pickRandom(items, -2, Math.random)).toEqual([]);
  });

  it("clamps random values outside [0, 1)", () => {
    expect(pickRandom(items, 2, () => 1)).toEqual(["e", "a"]);
    expect(pickRandom(items, 2, () => -5)).toEqual(["a", "b"]);
    expect(pickRandom(items, 2, () => Number.NaN)).toEqual(["a", "b"]);
  });

  it("every item can be picked", () => {
    const seen = new Set<string>();
    for (let k = 0; k < 5; k += 1) seen.add(pickRandom(items, 1, () => k / 5)[0] ?? "");
    expect([...seen].sort()).toEqual(items);
  });
});
