import { describe, expect, it } from "vitest";
import { normaliseDog, parseFeed } from "./normalise";
import { sanitizeDescription } from "./sanitize";

const keep = (html: string) => html;

describe("parseFeed", () => {
  const dog = { id: 1, title: "Luna" };

  it("accepts an array, an object with dogs, an object with pets", () => {
    expect(parseFeed([dog], keep)?.records).toHaveLength(1);
    expect(parseFeed({ dogs: [dog] }, keep)?.records).toHaveLength(1);
    expect(parseFeed({ pets: [dog] }, keep)?.records).toHaveLength(1);
  });

  it("reads cacheTimestamp when valid, null otherwise", () => {
    expect(parseFeed({ dogs: [], cacheTimestamp: "2026-11-20T08:30:00Z" }, keep)?.cacheTimestamp).toBe(
      "2026-11-20T08:30:00.000Z",
    );
    expect(parseFeed({ dogs: [], cacheTimestamp: "gestern" }, keep)?.cacheTimestamp).toBeNull();
  });

  it("returns null for garbage", () => {
    for (const garbage of [null, 42, "dogs", { dogs: "none" }, { items: [] }]) {
      expect(parseFeed(garbage, keep)).toBeNull();
    }
  });

  it("skips dogs without id or title and duplicates, and counts them", () => {
    const parsed = parseFeed([dog, { id: 2 }, { title: "Ohne Id" }, "x", { id: 1, title: "Doppelt" }], keep);
    expect(parsed?.records.map((record) => record.title)).toEqual(["Luna"]);
    expect(parsed?.skipped).toBe(4);
  });
});

describe("normaliseDog", () => {
  it("turns numeric ids into strings and keeps string ids", () => {
    expect(normaliseDog({ id: 104233, title: "A" }, keep)?.id).toBe("104233");
    expect(normaliseDog({ id: " abc-1 ", title: "A" }, keep)?.id).toBe("abc-1");
    expect(normaliseDog({ id: Number.NaN, title: "A" }, keep)).toBeNull();
  });

  it("defaults wrong-typed fields instead of failing", () => {
    const record = normaliseDog(
      {
        id: 5,
        title: "Rex",
        name: 12,
        species: ["x"],
        tags: "Patenschaften, Hospiz ,",
        reserved: "yes",
        mediated: "nein",
        inGermany: 1,
        publicHeadline: 7,
      },
      keep,
    );
    expect(record).toMatchObject({
      name: "Rex",
      species: "",
      tags: ["Patenschaften", "Hospiz"],
      reserved: true,
      mediated: false,
      inGermany: true,
      headline: null,
    });
  });

  it("collects image ids from imageId, imageIds and images (strings, numbers, objects), without repeats", () => {
    const record = normaliseDog(
      {
        id: 1,
        title: "A",
        imageId: "a",
        imageIds: ["a", "b", 3],
        images: [{ id: "c" }, { imageId: "d" }, "e", null],
      },
      keep,
    );
    expect(record?.imageIds).toEqual(["a", "b", "3", "c", "d", "e"]);
  });

  it("uses publicDescription, else description, through the sanitiser", () => {
    const upper = (html: string) => html.toUpperCase();
    expect(
      normaliseDog({ id: 1, title: "A", publicDescription: "<p>x</p>", description: "y" }, upper)
        ?.descriptionHtml,
    ).toBe("<P>X</P>");
    expect(normaliseDog({ id: 1, title: "A", description: "y" }, upper)?.descriptionHtml).toBe("Y");
    expect(normaliseDog({ id: 1, title: "A" }, upper)?.descriptionHtml).toBe("");
  });

  it("reads the Spanish headline and description, the description through the same sanitiser", () => {
    const record = normaliseDog(
      {
        id: 1,
        title: "A",
        publicHeadline: "Sanft",
        publicDescription: "<p>Hallo</p>",
        publicHeadlineEs: "  Dulce ",
        publicDescriptionEs: '<p onclick="x()">Hola</p><script>alert(1)</script>',
      },
      sanitizeDescription,
    );
    expect(record).toMatchObject({
      headline: "Sanft",
      descriptionHtml: "<p>Hallo</p>",
      headlineEs: "Dulce",
      descriptionHtmlEs: "<p>Hola</p>",
    });
  });

  it("leaves the Spanish texts null when missing, blank, wrong-typed or sanitised to nothing", () => {
    const base = { id: 1, title: "A", publicHeadline: "Sanft", publicDescription: "<p>Hallo</p>" };
    for (const spanish of [
      {},
      { publicHeadlineEs: " ", publicDescriptionEs: "" },
      { publicHeadlineEs: 3, publicDescriptionEs: ["<p>x</p>"] },
      { publicDescriptionEs: "<script>alert(1)</script>" },
    ]) {
      const record = normaliseDog({ ...base, ...spanish }, sanitizeDescription);
      expect(record, JSON.stringify(spanish)).toMatchObject({ headlineEs: null, descriptionHtmlEs: null });
    }
  });
});
