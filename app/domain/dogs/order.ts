/** Display order of the dogs (spec 1 section 4 'Ordering', DECISIONS.md 'Dogs'). */
import { speciesMonika } from "./classify";
import type { Dog } from "./types";

export type OrderableDog = Pick<Dog, "id" | "species" | "types">;

const digitsOnly = /^\d+$/;

/** Descending: numerically when both ids are digit strings, else by plain string comparison. */
export function compareIdsDescending(a: string, b: string): number {
  if (digitsOnly.test(a) && digitsOnly.test(b)) {
    const left = BigInt(a);
    const right = BigInt(b);
    if (left !== right) return left > right ? -1 : 1;
  }
  if (a === b) return 0;
  return a > b ? -1 : 1;
}

/**
 * Sorts by id descending. Mixing numeric and string comparison is not transitive ("10" > "9"
 * numerically, "9" > "1a" > "10" as strings), so a plain sort would depend on the feed's order:
 * numeric and other ids are sorted apart, then merged by string comparison of the heads.
 */
export function sortByIdDescending<T extends { id: string }>(dogs: readonly T[]): T[] {
  const byId = (a: T, b: T) => compareIdsDescending(a.id, b.id);
  const numeric = dogs.filter((dog) => digitsOnly.test(dog.id)).sort(byId);
  const other = dogs.filter((dog) => !digitsOnly.test(dog.id)).sort(byId);
  const result: T[] = [];
  let i = 0;
  let j = 0;
  while (i < numeric.length || j < other.length) {
    const left = numeric[i];
    const right = other[j];
    if (left !== undefined && (right === undefined || left.id >= right.id)) {
      result.push(left);
      i += 1;
    } else if (right !== undefined) {
      result.push(right);
      j += 1;
    }
  }
  return result;
}

/**
 * Puts one `extra` item after every `every` items of `base` (while extras last) and appends
 * the extras that are left. `every` must be at least 1.
 */
export function interleave<T>(base: readonly T[], extras: readonly T[], every: number): T[] {
  const result: T[] = [];
  let next = 0;
  base.forEach((item, index) => {
    result.push(item);
    const extra = extras[next];
    if ((index + 1) % every === 0 && extra !== undefined) {
      result.push(extra);
      next += 1;
    }
  });
  return result.concat(extras.slice(next));
}

/** The interval max(minimum, floor(base/extras)); extras = 0 never divides. */
export function insertionInterval(baseCount: number, extraCount: number, minimum: number): number {
  if (extraCount <= 0) return minimum;
  return Math.max(minimum, Math.floor(baseCount / extraCount));
}

/**
 * Ordinary dogs (neither Residencia Monika nor hospice) by id descending, a Monika dog after every
 * max(2, floor(ordinary/monika)) ordinary dogs, then a hospice dog after every
 * max(4, floor(merged/hospice)) dogs of that list; leftovers appended. Monika and hospice dogs are
 * each ordered by id descending too. A Monika dog classified hospice (by tag) counts as hospice.
 */
export function orderDogs<T extends OrderableDog>(dogs: readonly T[]): T[] {
  const hospice = sortByIdDescending(dogs.filter((dog) => dog.types.hospice));
  const monika = sortByIdDescending(
    dogs.filter((dog) => !dog.types.hospice && dog.species === speciesMonika),
  );
  const ordinary = sortByIdDescending(
    dogs.filter((dog) => !dog.types.hospice && dog.species !== speciesMonika),
  );
  const merged = interleave(ordinary, monika, insertionInterval(ordinary.length, monika.length, 2));
  return interleave(merged, hospice, insertionInterval(merged.length, hospice.length, 4));
}
