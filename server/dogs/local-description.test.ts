import { describe, expect, it } from "vitest";
import { makeDog } from "../../tests/support/dogs/fixtures";
import { localDescription } from "./local-description";

const origins = { de: "https://tierhilfe.example", es: "https://es.tierhilfe.example" };

describe("localDescription", () => {
  it("leads links to our pages to the page in the site's language, and shows that site's text", () => {
    const dog = makeDog({
      descriptionHtml: '<p>Werde <a href="/pflegestelle">Pflegestelle</a></p>',
      descriptionHtmlEs: null,
    });
    expect(localDescription(dog, "de", origins)).toBe(
      '<p>Werde <a href="/pflegestelle">Pflegestelle</a></p>',
    );
    expect(localDescription(dog, "es", origins)).toBe(
      '<p>Werde <a href="/casa-de-acogida">Pflegestelle</a></p>',
    );
    // Asked again: the same answer for each language (kept, not mixed up between them).
    expect(localDescription(dog, "de", origins)).toContain('href="/pflegestelle"');
    expect(localDescription(dog, "es", origins)).toContain('href="/casa-de-acogida"');
  });

  it("follows the list: a dog object of a refreshed feed gets its own description", () => {
    const before = makeDog({ descriptionHtml: '<p><a href="/kontakt">Alt</a></p>' });
    const after = makeDog({ descriptionHtml: '<p><a href="/spenden">Neu</a></p>' });
    expect(localDescription(before, "es", origins)).toContain('href="/contacto"');
    expect(localDescription(after, "es", origins)).toContain('href="/donar-y-teaming"');
  });
});
