import { describe, expect, it } from "vitest";
import { countLabel, homeCandidates, pickRandom, resultCountLabel } from "./present";
import { makeDog } from "../../../tests/support/dogs/fixtures";

describe("count labels", () => {
  it("hero count with singular and locale number format", () => {
    expect(countLabel(0, "de")).toBe("0 Schützlinge");
    expect(countLabel(1, "de")).toBe("1 Schützling");
    expect(countLabel(2, "de")).toBe("2 Schützlinge");
    expect(countLabel(1234, "de")).toBe("1.234 Schützlinge");
    expect(countLabel(1, "es")).toBe("1 protegido");
    expect(countLabel(57, "es")).toBe("57 protegidos");
    expect(countLabel(12345, "es")).toBe("12.345 protegidos");
  });

  it("result count", () => {
    expect(resultCountLabel(1, "de")).toBe("1 Hund gefunden");
    expect(resultCountLabel(0, "de")).toBe("0 Hunde gefunden");
    expect(resultCountLabel(3, "de")).toBe("3 Hunde gefunden");
    expect(resultCountLabel(1, "es")).toBe("1 perro encontrado");
    expect(resultCountLabel(4, "es")).toBe("4 perros encontrados");
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
