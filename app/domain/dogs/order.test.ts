import { describe, expect, it } from "vitest";
import {
  compareIdsDescending,
  insertionInterval,
  interleave,
  orderDogs,
  sortByIdDescending,
  type OrderableDog,
} from "./order";

const plain = { adoption: true, sponsorship: false, hospice: false };
const hospiceTypes = { adoption: false, sponsorship: false, hospice: true };

function ordinary(id: string | number, species = "Hunde ES"): OrderableDog {
  return { id: String(id), species, types: plain };
}
function monika(id: string | number): OrderableDog {
  return { id: String(id), species: "Hunde Residencia Monika", types: plain };
}
function hospice(id: string | number, species = "Hunde Hospiz"): OrderableDog {
  return { id: String(id), species, types: hospiceTypes };
}
function ids(dogs: readonly OrderableDog[]): string[] {
  return orderDogs(dogs).map((dog) => dog.id);
}
function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

describe("compareIdsDescending", () => {
  it("compares digit strings as numbers and other ids as strings", () => {
    expect(["9", "10", "100", "2"].sort(compareIdsDescending)).toEqual(["100", "10", "9", "2"]);
    expect(["b", "a", "c"].sort(compareIdsDescending)).toEqual(["c", "b", "a"]);
    expect(["10", "abc", "9"].sort(compareIdsDescending)).toEqual(["abc", "10", "9"]);
    expect(["99999999999999999998", "99999999999999999999"].sort(compareIdsDescending)).toEqual([
      "99999999999999999999",
      "99999999999999999998",
    ]);
    expect(compareIdsDescending("010", "10")).toBeGreaterThan(0);
    expect(compareIdsDescending("7", "7")).toBe(0);
  });
});

describe("sortByIdDescending", () => {
  const sorted = (list: string[]) => sortByIdDescending(list.map((id) => ({ id }))).map((d) => d.id);

  it("orders mixed ids the same whatever the input order", () => {
    const expected = ["1a", "10", "9", "1"];
    expect(sorted(["10", "9", "1a", "1"])).toEqual(expected);
    expect(sorted(["1a", "1", "10", "9"])).toEqual(expected);
    expect(sorted(["1", "10", "9", "1a"])).toEqual(expected);
  });

  it("orders numeric ids numerically and other ids as strings", () => {
    expect(sorted(["2", "100", "30"])).toEqual(["100", "30", "2"]);
    expect(sorted(["b2", "a", "c", "B"])).toEqual(["c", "b2", "a", "B"]);
  });
});

describe("interleave and insertionInterval", () => {
  it("inserts one extra after every n items and appends the rest", () => {
    expect(interleave<number | string>([1, 2, 3, 4], ["a", "b"], 2)).toEqual([1, 2, "a", 3, 4, "b"]);
    expect(interleave([1, 2, 3], [7, 8, 9], 2)).toEqual([1, 2, 7, 3, 8, 9]);
    expect(interleave([], [7, 8], 2)).toEqual([7, 8]);
    expect(interleave([1, 2], [], 1)).toEqual([1, 2]);
  });

  it("never divides by zero", () => {
    expect(insertionInterval(6, 2, 2)).toBe(3);
    expect(insertionInterval(3, 5, 2)).toBe(2);
    expect(insertionInterval(0, 3, 4)).toBe(4);
    expect(insertionInterval(5, 0, 2)).toBe(2);
    expect(insertionInterval(0, 0, 4)).toBe(4);
  });
});

describe("orderDogs", () => {
  it("sorts ordinary dogs by id descending", () => {
    expect(ids([ordinary(3), ordinary(10, "Hunde DE"), ordinary(1), ordinary(2)])).toEqual([
      "10",
      "3",
      "2",
      "1",
    ]);
  });

  it("puts a Monika dog after every floor(ordinary/monika) ordinary dogs", () => {
    const dogs = [...range(1, 6).map((n) => ordinary(n)), monika(101), monika(102), hospice(201)];
    expect(ids(dogs)).toEqual(["6", "5", "4", "102", "3", "2", "1", "101", "201"]);
  });

  it("interleaves Monika and hospice dogs in two passes", () => {
    const dogs = [
      hospice(31),
      ...range(1, 10).map((n) => ordinary(n)),
      monika(21),
      hospice(33),
      monika(22),
      hospice(32),
    ];
    expect(ids(dogs)).toEqual([
      "10",
      "9",
      "8",
      "7",
      "33",
      "6",
      "22",
      "5",
      "4",
      "32",
      "3",
      "2",
      "1",
      "21",
      "31",
    ]);
  });

  it("uses at least 2 ordinary dogs between Monika dogs and appends the leftovers", () => {
    const dogs = [...range(1, 3).map((n) => ordinary(n)), ...range(11, 15).map(monika)];
    expect(ids(dogs)).toEqual(["3", "2", "15", "1", "14", "13", "12", "11"]);
  });

  it("uses at least 4 dogs between hospice dogs", () => {
    const dogs = [...range(1, 5).map((n) => ordinary(n)), hospice(31), hospice(32)];
    expect(ids(dogs)).toEqual(["5", "4", "3", "2", "32", "1", "31"]);
  });

  it("handles lists without ordinary, Monika or hospice dogs", () => {
    expect(ids([])).toEqual([]);
    expect(ids([monika(21), hospice(31), monika(22), hospice(32)])).toEqual(["22", "21", "32", "31"]);
    expect(ids([hospice(1), hospice(3), hospice(2)])).toEqual(["3", "2", "1"]);
    expect(ids([monika(1), monika(3)])).toEqual(["3", "1"]);
    expect(ids([ordinary(1), ordinary(2), monika(9)])).toEqual(["2", "1", "9"]);
  });

  it("treats a Monika dog classified hospice as a hospice dog", () => {
    const dogs = [...range(1, 4).map((n) => ordinary(n)), hospice(50, "Hunde Residencia Monika"), monika(40)];
    expect(ids(dogs)).toEqual(["4", "3", "2", "1", "40", "50"]);
  });

  it("returns the same objects without changing the input", () => {
    const dogs = [ordinary(1), ordinary(2)];
    const result = orderDogs(dogs);
    expect(dogs.map((d) => d.id)).toEqual(["1", "2"]);
    expect(result[0]).toBe(dogs[1]);
  });
});
