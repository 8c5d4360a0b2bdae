import { describe, expect, it } from "vitest";
import { makeDog } from "../../../tests/support/dogs/fixtures";
import { shownDescription, shownDog, shownHeadline } from "./texts";

const german = { headline: "Sanft", descriptionHtml: "<p>Hallo</p>" };
const spanish = { headlineEs: "Dulce", descriptionHtmlEs: "<p>Hola</p>" };

describe("the texts each language site shows", () => {
  it("German site: the German texts, as the page's own language", () => {
    const dog = makeDog({ ...german, ...spanish });
    expect(shownHeadline(dog, "de")).toEqual({ text: "Sanft", lang: null });
    expect(shownDescription(dog, "de")).toEqual({ text: "<p>Hallo</p>", lang: null });
  });

  it("Spanish site: the Spanish texts where the feed has them", () => {
    const dog = makeDog({ ...german, ...spanish });
    expect(shownHeadline(dog, "es")).toEqual({ text: "Dulce", lang: null });
    expect(shownDescription(dog, "es")).toEqual({ text: "<p>Hola</p>", lang: null });
  });

  it("Spanish site without Spanish texts: the German ones, marked as German", () => {
    const dog = makeDog(german);
    expect(shownHeadline(dog, "es")).toEqual({ text: "Sanft", lang: "de" });
    expect(shownDescription(dog, "es")).toEqual({ text: "<p>Hallo</p>", lang: "de" });
  });

  it("each text on its own: a Spanish headline with only a German description", () => {
    const dog = makeDog({ ...german, headlineEs: "Dulce" });
    expect(shownHeadline(dog, "es")).toEqual({ text: "Dulce", lang: null });
    expect(shownDescription(dog, "es")).toEqual({ text: "<p>Hallo</p>", lang: "de" });
  });

  it("nothing to show when the dog has no text; the German site never shows the Spanish ones", () => {
    expect(shownHeadline(makeDog(), "es")).toBeNull();
    expect(shownDescription(makeDog(), "es")).toBeNull();
    expect(shownHeadline(makeDog(spanish), "de")).toBeNull();
    expect(shownDescription(makeDog(spanish), "de")).toBeNull();
  });
});

describe("shownDog", () => {
  it("hands the page only the texts of its language, with their language", () => {
    const dog = makeDog({ ...german, ...spanish });
    expect(shownDog(dog, "es")).toMatchObject({
      headline: "Dulce",
      descriptionHtml: "<p>Hola</p>",
      headlineEs: null,
      descriptionHtmlEs: null,
      headlineLang: null,
      descriptionLang: null,
    });
    expect(shownDog(makeDog(german), "es")).toMatchObject({
      headline: "Sanft",
      descriptionHtml: "<p>Hallo</p>",
      headlineLang: "de",
      descriptionLang: "de",
    });
    expect(shownDog(dog, "de")).toMatchObject({
      headline: "Sanft",
      descriptionHtml: "<p>Hallo</p>",
      headlineEs: null,
      descriptionHtmlEs: null,
      headlineLang: null,
      descriptionLang: null,
    });
  });
});
