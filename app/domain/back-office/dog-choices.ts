import { locationLabelKey, type LocationLabelKey } from "~/domain/dogs/classify";
import type { DogLocation } from "~/domain/dogs/types";
import { fill } from "~/i18n/format";

/** What a back-office dog choice knows of a feed dog (its headline in the interface's language). */
export type DogChoiceFacts = {
  id: string;
  name: string;
  headline: string | null;
  location: DogLocation;
  tags: string[];
};

export type DogChoiceWords = {
  /** "Bestands-Nr. {id}": the feed's number of the dog, where it is one a person can read. */
  reference: string;
  /** "Nr. {n}": the last resort for dogs of one name that nothing else tells apart. */
  number: string;
  locations: Record<LocationLabelKey, string>;
};

export type DogChoice = { id: string; name: string; label: string };

const headlineLength = 40;

/**
 * A feed id a volunteer can read and say, as the pet-management system shows it (a number, a
 * short code): not an internal key such as a UUID or a long hexadecimal string.
 */
export function isReadableReference(id: string): boolean {
  if (/^\d{1,10}$/.test(id)) return true;
  if (id.length > 12 || !/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(id)) return false;
  return !/^[0-9a-f]{8,}$/i.test(id.replaceAll("-", ""));
}

function shortened(text: string | null): string {
  const line = (text ?? "").replace(/\s+/g, " ").trim();
  if (line.length <= headlineLength) return line;
  const cut = line.slice(0, headlineLength);
  const space = cut.lastIndexOf(" ");
  return `${(space > headlineLength / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

/** The labels of a group of dogs that share a name, told apart with as little as it takes. */
function groupLabels(group: DogChoiceFacts[], words: DogChoiceWords): string[] {
  const join = (index: number, parts: string[]) =>
    [group[index]!.name, ...parts.filter((part) => part !== "")].join(" – ");
  if (group.every((dog) => isReadableReference(dog.id))) {
    return group.map((dog, index) => join(index, [fill(words.reference, { id: dog.id })]));
  }
  const facts = group.map((dog) => [
    words.locations[locationLabelKey(dog.location)],
    shortened(dog.headline),
    dog.tags.join(", "),
  ]);
  let labels: string[] = [];
  for (let count = 1; count <= 3; count++) {
    labels = facts.map((parts, index) => join(index, parts.slice(0, count)));
    if (new Set(labels).size === labels.length) return labels;
  }
  // Alike in all a volunteer sees: the feed's number where it is readable, else a number.
  return labels.map((label, index) => {
    if (labels.indexOf(label) === labels.lastIndexOf(label)) return label;
    const id = group[index]!.id;
    const extra = isReadableReference(id)
      ? fill(words.reference, { id })
      : fill(words.number, { n: index + 1 });
    return `${label} – ${extra}`;
  });
}

/**
 * The dogs of the feed as a volunteer picks one (a request taken by hand, a foster home's dog): by
 * name; where several share a name (case and spaces aside), each with what tells it apart (its
 * readable number, else where it lives, its headline, its tags). Never an internal id.
 */
export function dogChoiceLabels(dogs: DogChoiceFacts[], words: DogChoiceWords): DogChoice[] {
  const key = (name: string) => name.trim().toLocaleLowerCase("de");
  const groups = new Map<string, DogChoiceFacts[]>();
  for (const dog of dogs) groups.set(key(dog.name), [...(groups.get(key(dog.name)) ?? []), dog]);
  const labels = new Map<DogChoiceFacts, string>();
  for (const group of groups.values()) {
    if (group.length === 1) labels.set(group[0]!, group[0]!.name);
    else groupLabels(group, words).forEach((label, index) => labels.set(group[index]!, label));
  }
  return dogs.map((dog) => ({ id: dog.id, name: dog.name, label: labels.get(dog) ?? dog.name }));
}
