import { describe, expect, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { dogChoiceLabels, isReadableReference, type DogChoiceFacts } from "./dog-choices";

const dog = (id: string, name: string, more: Partial<DogChoiceFacts> = {}): DogChoiceFacts => ({
  id,
  name,
  headline: null,
  location: { country: "spain", detail: "finca" },
  tags: [],
  ...more,
});

const wordsOf = (locale: "de" | "es") => {
  const text = catalogs[locale];
  return {
    reference: text.admin.relations.newRequest.dogReference,
    number: text.admin.relations.newRequest.dogNumber,
    locations: text.dogDetail.locations,
  };
};
const de = wordsOf("de");
const es = wordsOf("es");
const uuid = (n: number) => `5b1e8d24-9f3a-4c1e-8a2b-00000000000${n}`;

describe("the dog choices of the back office", () => {
  test("a dog's name alone when no other dog has it; never its id", () => {
    const labels = dogChoiceLabels([dog(uuid(1), "Fleur"), dog("104233", "Müsli")], de);
    expect(labels.map((choice) => choice.label)).toEqual(["Fleur", "Müsli"]);
    expect(labels[0]).toEqual({ id: uuid(1), name: "Fleur", label: "Fleur" });
  });

  test("two dogs of one name with readable numbers: the feed's number, in the language", () => {
    const dogs = [dog("104233", "Luna"), dog("104251", " luna ")];
    expect(dogChoiceLabels(dogs, de).map((choice) => choice.label)).toEqual([
      "Luna – Bestands-Nr. 104233",
      " luna  – Bestands-Nr. 104251",
    ]);
    expect(dogChoiceLabels(dogs, es)[0]!.label).toBe("Luna – n.º de ficha 104233");
  });

  test("two dogs of one name with UUIDs: where they live, else their headline; no UUID", () => {
    const apart = [
      dog(uuid(1), "Fleur", { location: { country: "germany", detail: "foster" } }),
      dog(uuid(2), "Fleur"),
    ];
    expect(dogChoiceLabels(apart, de).map((choice) => choice.label)).toEqual([
      "Fleur – Deutschland (Pflegestelle)",
      "Fleur – Spanien (Finca Chaos)",
    ]);
    const together = [
      dog(uuid(1), "Fleur", { headline: "Sanfte Seniorin sucht ein ruhiges Sofa für ihre alten Tage" }),
      dog(uuid(2), "Fleur", { headline: "Junger Wirbelwind" }),
    ];
    const labels = dogChoiceLabels(together, de).map((choice) => choice.label);
    expect(labels).toEqual([
      "Fleur – Spanien (Finca Chaos) – Sanfte Seniorin sucht ein ruhiges Sofa…",
      "Fleur – Spanien (Finca Chaos) – Junger Wirbelwind",
    ]);
    for (const label of labels) expect(label).not.toMatch(/[0-9a-f]{8}-/);
  });

  test("alike in everything a volunteer sees: the tags, then a plain number", () => {
    const tagged = [
      dog(uuid(1), "Fleur", { tags: ["Podenco"] }),
      dog(uuid(2), "Fleur", { tags: ["Senior"] }),
    ];
    expect(dogChoiceLabels(tagged, es).map((choice) => choice.label)).toEqual([
      "Fleur – España (Finca Chaos) – Podenco",
      "Fleur – España (Finca Chaos) – Senior",
    ]);
    const twins = [dog(uuid(1), "Fleur"), dog(uuid(2), "Fleur"), dog("A-17", "Fleur")];
    expect(dogChoiceLabels(twins, de).map((choice) => choice.label)).toEqual([
      "Fleur – Spanien (Finca Chaos) – Nr. 1",
      "Fleur – Spanien (Finca Chaos) – Nr. 2",
      "Fleur – Spanien (Finca Chaos) – Bestands-Nr. A-17",
    ]);
  });

  test("readable references: numbers and short codes, not UUIDs or long hex keys", () => {
    for (const id of ["104233", "7", "A-17", "HB2024-03"]) expect(isReadableReference(id), id).toBe(true);
    for (const id of [uuid(1), "5b1e8d24", "5b1e8d24-9f3a", "a very long reference", "x y"])
      expect(isReadableReference(id), id).toBe(false);
  });
});
