// The bundled demo feed must keep exercising every edge case README.md (this folder) lists. This
// test reads the raw JSON only, as the association's system would deliver it, and checks the claims.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

type RawDog = Record<string, unknown>;

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), "feed.json");
const feed = JSON.parse(readFileSync(file, "utf8")) as { cacheTimestamp: unknown; dogs: RawDog[] };
const dogs = feed.dogs;

const hasId = (dog: RawDog) =>
  typeof dog.id === "number" || (typeof dog.id === "string" && dog.id.trim() !== "");
const hasTitle = (dog: RawDog) => typeof dog.title === "string" && dog.title.trim() !== "";
const renderable = dogs.filter((dog) => hasId(dog) && hasTitle(dog));
const byTitle = (title: string) => {
  const found = dogs.find((dog) => dog.title === title);
  if (!found) throw new Error(`no dog titled ${title}`);
  return found;
};
const tagList = (dog: RawDog): string[] =>
  Array.isArray(dog.tags) ? dog.tags.filter((tag): tag is string => typeof tag === "string") : [];
const descriptionOf = (dog: RawDog): string =>
  typeof dog.publicDescription === "string"
    ? dog.publicDescription
    : typeof dog.description === "string"
      ? dog.description
      : "";
const allHtml = dogs.map(descriptionOf).join("\n");

function imageIdsOf(dog: RawDog): string[] {
  const ids: string[] = [];
  if (typeof dog.imageId === "string") ids.push(dog.imageId);
  for (const list of [dog.imageIds, dog.images]) {
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const id = typeof item === "object" && item !== null ? (item as RawDog).id : item;
      if (typeof id === "string") ids.push(id);
    }
  }
  return ids;
}

describe("bundled demo feed: shape and size", () => {
  it("is an object with a cacheTimestamp and a dogs array", () => {
    expect(feed.cacheTimestamp).toBe("2026-11-20T08:30:00Z");
    expect(Array.isArray(dogs)).toBe(true);
  });

  it("has at least 44 dogs that render (id and title), plus the broken ones that must be skipped", () => {
    expect(renderable.length).toBeGreaterThanOrEqual(44);
    expect(dogs.length - renderable.length).toBe(2);
  });

  it("has unique ids", () => {
    const ids = dogs.filter(hasId).map((dog) => String(dog.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("bundled demo feed: species and classification inputs", () => {
  const count = (species: string) => renderable.filter((dog) => dog.species === species).length;

  it("has several dogs of every known species", () => {
    expect(count("Hunde DE")).toBe(16);
    expect(count("Hunde ES")).toBe(14);
    expect(count("Hunde Residencia Monika")).toBe(7);
    expect(count("Hunde Hospiz")).toBe(5);
  });

  it("has dogs for the 'otherwise' location rule: an unknown species in Germany, a missing one in Spain", () => {
    const other = renderable.filter(
      (dog) =>
        !["Hunde DE", "Hunde ES", "Hunde Residencia Monika", "Hunde Hospiz"].includes(dog.species as string),
    );
    expect(other).toHaveLength(2);
    expect(other.some((dog) => dog.species === "Hunde" && dog.inGermany === true)).toBe(true);
    expect(other.some((dog) => !("species" in dog) && dog.inGermany === false)).toBe(true);
  });

  it("has every combination of reserved, mediated and inGermany (as real booleans)", () => {
    const combos = new Set(
      renderable
        .filter((dog) => [dog.reserved, dog.mediated, dog.inGermany].every((v) => typeof v === "boolean"))
        .map((dog) => `${dog.reserved}/${dog.mediated}/${dog.inGermany}`),
    );
    for (const reserved of [true, false])
      for (const mediated of [true, false])
        for (const inGermany of [true, false])
          expect(combos).toContain(`${reserved}/${mediated}/${inGermany}`);
  });

  it("spells the sponsorship and hospice tags in mixed case", () => {
    const tags = new Set(dogs.flatMap(tagList));
    for (const tag of [
      "Patenschaften",
      "patenschaften",
      "PATENSCHAFTEN-2024",
      "Hospiz",
      "hospiz",
      "HOSPIZ",
    ]) {
      expect(tags, tag).toContain(tag);
    }
    expect(tags).toContain("hospiz-plaetze");
    expect(tags).toContain("Hospiz-Plaetze");
  });

  it("has a 'Hunde ES' dog that is a hospice dog by its tag only", () => {
    expect(
      renderable.some(
        (dog) =>
          dog.species === "Hunde ES" && tagList(dog).some((tag) => tag.toLowerCase().includes("hospiz")),
      ),
    ).toBe(true);
  });

  it("has a hospice dog that is also tagged for sponsorship (hospice wins)", () => {
    const sultan = byTitle("Sultán");
    expect(sultan.species).toBe("Hunde Hospiz");
    expect(tagList(sultan)).toContain("Patenschaften");
  });

  it("has mediated 'Hunde ES' and Monika dogs (not adoptable), with and without sponsorship", () => {
    const mediated = renderable.filter(
      (dog) =>
        (dog.species === "Hunde ES" || dog.species === "Hunde Residencia Monika") && dog.mediated === true,
    );
    const sponsored = (dog: RawDog) =>
      tagList(dog).some((tag) => tag.toLowerCase().includes("patenschaften"));
    expect(mediated.some(sponsored)).toBe(true);
    expect(mediated.some((dog) => !sponsored(dog))).toBe(true);
  });
});

describe("bundled demo feed: names and ids", () => {
  it("has names with umlauts, ß, ñ and other accents", () => {
    const titles = dogs.map((dog) => dog.title);
    for (const name of [
      "Müsli",
      "Björn",
      "Jäger",
      "Strauß",
      "Niño",
      "Señora",
      "Chloé",
      "Ñaña",
      "José",
      "Zoë",
      "Lúa",
    ]) {
      expect(titles).toContain(name);
    }
  });

  it("has mostly numeric ids, some string ids (UUIDs and a numeric string)", () => {
    const numeric = renderable.filter((dog) => typeof dog.id === "number");
    const strings = renderable.filter((dog) => typeof dog.id === "string");
    expect(numeric.length).toBeGreaterThan(renderable.length / 2);
    expect(
      strings.filter((dog) =>
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(dog.id as string),
      ).length,
    ).toBeGreaterThanOrEqual(3);
    expect(strings.some((dog) => /^\d+$/.test(dog.id as string))).toBe(true);
    expect(renderable.some((dog) => dog.id === "a7f3c9e1-2b4d-4e8a-9c1f-5d6e7f8a9b0c")).toBe(true);
  });

  it("has a dog whose title differs from its name", () => {
    expect(byTitle("Opa Willi").name).toBe("Willi");
  });
});

describe("bundled demo feed: images", () => {
  it("uses short image ids", () => {
    for (const id of dogs.flatMap(imageIdsOf)) expect(id).toMatch(/^img-[0-9a-z]+-\d+$/);
  });

  it("has exactly one renderable dog without any image", () => {
    const without = renderable.filter((dog) => imageIdsOf(dog).length === 0);
    expect(without.map((dog) => dog.title)).toEqual(["Kiki"]);
    expect(without[0]).not.toHaveProperty("imageId");
    expect(without[0]).not.toHaveProperty("imageIds");
    expect(without[0]).not.toHaveProperty("images");
  });

  it("has a dog with six images in an imageIds list", () => {
    expect(renderable.some((dog) => Array.isArray(dog.imageIds) && dog.imageIds.length === 6)).toBe(true);
  });

  it("mixes imageId only, images as objects and images as strings", () => {
    expect(
      renderable.filter((dog) => "imageId" in dog && !("imageIds" in dog) && !("images" in dog)).length,
    ).toBeGreaterThan(10);
    const objects = renderable.filter(
      (dog) =>
        Array.isArray(dog.images) && dog.images.every((item) => typeof item === "object" && item !== null),
    );
    const strings = renderable.filter(
      (dog) => Array.isArray(dog.images) && dog.images.every((item) => typeof item === "string"),
    );
    expect(objects.length).toBeGreaterThanOrEqual(2);
    expect(strings.length).toBeGreaterThanOrEqual(2);
  });

  it("has a dog whose imageId repeats the first entry of its imageIds (no duplicate picture)", () => {
    const canela = byTitle("Canela");
    expect(Array.isArray(canela.imageIds) && canela.imageIds[0]).toBe(canela.imageId);
  });

  it("has an images entry without an id (to be ignored)", () => {
    const oskar = byTitle("Oskar");
    expect(Array.isArray(oskar.images) && oskar.images.some((item) => !("id" in (item as RawDog)))).toBe(
      true,
    );
  });
});

describe("bundled demo feed: missing and wrong-typed fields", () => {
  it("has reserved as a string", () => {
    expect(byTitle("Rocco").reserved).toBe("yes");
  });

  it("has tags as one comma-separated string", () => {
    const paul = byTitle("Paul");
    expect(typeof paul.tags).toBe("string");
    expect(paul.tags).toContain(",");
  });

  it("has a dog without a name but with a title", () => {
    const nala = byTitle("Nala");
    expect(nala).not.toHaveProperty("name");
    expect(hasId(nala)).toBe(true);
  });

  it("has one dog without a title and one without an id (the site must skip both)", () => {
    const untitled = dogs.filter((dog) => !("title" in dog));
    const withoutId = dogs.filter((dog) => !("id" in dog));
    expect(untitled).toHaveLength(1);
    expect(withoutId).toHaveLength(1);
    expect(hasId(untitled[0]!)).toBe(true);
    expect(hasTitle(withoutId[0]!)).toBe(true);
  });

  it("has a numeric publicHeadline", () => {
    expect(typeof byTitle("Curro").publicHeadline).toBe("number");
  });

  it("has a field the site must never show", () => {
    expect(typeof byTitle("Rocco").internalNote).toBe("string");
  });
});

describe("bundled demo feed: descriptions", () => {
  it("gives every other renderable dog a short string headline", () => {
    for (const dog of renderable.filter((dog) => dog.title !== "Curro")) {
      expect(typeof dog.publicHeadline, String(dog.title)).toBe("string");
      expect((dog.publicHeadline as string).length).toBeLessThan(60);
    }
  });

  it("gives every renderable dog a description, most of them two paragraphs or more", () => {
    for (const dog of renderable) expect(descriptionOf(dog), String(dog.title)).toContain("<p");
    const long = renderable.filter((dog) => (descriptionOf(dog).match(/<p[\s>]/g) ?? []).length >= 2);
    expect(long.length).toBeGreaterThan(renderable.length * 0.8);
  });

  it("uses 'description' instead of 'publicDescription' for some dogs", () => {
    const plain = renderable.filter(
      (dog) => !("publicDescription" in dog) && typeof dog.description === "string",
    );
    expect(plain.length).toBeGreaterThanOrEqual(3);
  });

  it("uses the formatting the sanitiser allows", () => {
    for (const tag of [
      "<p>",
      "<strong>",
      "<em>",
      "<ul><li>",
      '<a href="',
      "<table>",
      "<thead>",
      "<td>",
      "&nbsp;",
    ]) {
      expect(allHtml, tag).toContain(tag);
    }
    expect(allHtml).toContain('href="mailto:');
  });

  it("carries dangerous markup the sanitiser must remove", () => {
    expect(allHtml).toContain("<script>alert(1)</script>");
    expect(allHtml).toMatch(/<style>[^<]*<\/style>/);
    expect(allHtml).toMatch(/ onclick="/);
    expect(allHtml).toMatch(/<img src=x onerror=/);
    expect(allHtml).toContain('href="javascript:');
    expect(allHtml).toMatch(/ data-[a-z-]+="/);
  });

  it("has a few dogs in Spain described in Spanish", () => {
    const spanish = renderable.filter((dog) => /\b(tiene|buscamos|se lleva bien)\b/.test(descriptionOf(dog)));
    expect(spanish.map((dog) => dog.title).sort()).toEqual(["Fleur", "Niño", "Ñaña"]);
    for (const dog of spanish) expect(dog.species).not.toBe("Hunde DE");
  });
});

describe("bundled demo feed: Spanish texts", () => {
  const withSpanish = renderable.filter(
    (dog) => typeof dog.publicHeadlineEs === "string" && typeof dog.publicDescriptionEs === "string",
  );

  it("gives some dogs Spanish texts and leaves others without, so the Spanish site shows both cases", () => {
    expect(withSpanish.map((dog) => dog.title).sort()).toEqual(
      ["Fleur", "Frieda", "Müsli", "Niño", "Opa Willi", "Rayo", "Señora", "Ñaña"].sort(),
    );
    for (const dog of renderable.filter((dog) => !withSpanish.includes(dog))) {
      expect(dog, String(dog.title)).not.toHaveProperty("publicHeadlineEs");
      expect(dog, String(dog.title)).not.toHaveProperty("publicDescriptionEs");
    }
  });

  it("writes the Spanish texts in Spanish", () => {
    for (const dog of withSpanish) {
      expect(dog.publicDescriptionEs, String(dog.title)).toMatch(/\b(tiene|es|se lleva|puedes|buscamos)\b/i);
      expect(dog.publicDescriptionEs, String(dog.title)).not.toMatch(/\b(ist|und|mit|der|die)\b/);
    }
  });

  it("links to our own pages by German paths (Greta, Frieda, Opa Willi): the Spanish site maps them", () => {
    expect(descriptionOf(byTitle("Greta"))).toContain('<a href="/pflegestelle">');
    expect(byTitle("Frieda").publicDescriptionEs).toContain('<a href="/hunde?type=sponsorship">');
    expect(byTitle("Opa Willi").publicDescriptionEs).toContain('<a href="/hospiz">');
  });
});
