/** Dog detail slugs (spec 1 section 2.7 and DECISIONS.md 'Dogs'). */

export const unknownDogSlug = "unknown-dog";
const idSuffixLength = 8;

const foldings: readonly [RegExp, string][] = [
  [/ä/g, "ae"],
  [/ö/g, "oe"],
  [/ü/g, "ue"],
  [/ß/g, "ss"],
  [/ñ/g, "n"],
];

/** Lowercase, fold ä ö ü ß ñ, strip other accents (é to e); keeps every other character. */
function foldText(text: string): string {
  let folded = text.normalize("NFC").toLowerCase();
  for (const [pattern, replacement] of foldings) folded = folded.replace(pattern, replacement);
  return folded.normalize("NFD").replace(/\p{M}/gu, "");
}

/** The name part of a slug: runs of non-alphanumerics become one hyphen, no hyphen at either end. */
export function slugifyName(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The id as it is compared in slugs: folded and with every non-alphanumeric removed (not turned
 * into a hyphen, so the id suffix never contains the hyphen that separates it from the name).
 */
export function normalizeId(id: string): string {
  return foldText(id).replace(/[^a-z0-9]/g, "");
}

/** The last 8 characters of the normalised id. */
export function idSuffix(id: string): string {
  return normalizeId(id).slice(-idSuffixLength);
}

/**
 * `name-1a2b3c4d`: the name (falling back to the title) and the last 8 characters of the id.
 * No name and no title, or an id without any usable character, gives 'unknown-dog'. A name made
 * only of characters that cannot be written in a slug (emoji, other scripts) leaves the id suffix
 * alone, so the dog can still be found.
 */
export function dogSlug(name: string, id: string, title = ""): string {
  const label = name.trim() || title.trim();
  const suffix = idSuffix(id);
  if (label === "" || suffix === "") return unknownDogSlug;
  const namePart = slugifyName(label);
  return namePart === "" ? suffix : `${namePart}-${suffix}`;
}

export type SlugTarget = { id: string; name: string; title: string };

export function slugFor(dog: SlugTarget): string {
  return dogSlug(dog.name, dog.id, dog.title);
}

/**
 * The dog a slug points to: the slug's final hyphen-separated part matched against the end of
 * each dog's (normalised) id. Among several matches the dog whose own slug equals the given slug
 * wins, otherwise the first match in list order. 'unknown-dog' or an empty slug finds nothing.
 */
export function findDogBySlug<T extends SlugTarget>(dogs: readonly T[], slug: string): T | undefined {
  const wanted = slug.trim().toLowerCase();
  if (wanted === "" || wanted === unknownDogSlug) return undefined;
  const lastPart = wanted.slice(wanted.lastIndexOf("-") + 1);
  if (lastPart === "") return undefined;
  const matches = dogs.filter((dog) => {
    const id = normalizeId(dog.id);
    return id !== "" && id.endsWith(lastPart);
  });
  if (matches.length <= 1) return matches[0];
  return matches.find((dog) => slugFor(dog) === wanted) ?? matches[0];
}
