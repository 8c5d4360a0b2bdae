import { describe, expect, it } from "vitest";
import { pagePaths } from "./alternates";

describe("pagePaths", () => {
  it("gives both paths of a static page from either language", () => {
    expect(pagePaths("de", "/pflegestelle")).toEqual({ de: "/pflegestelle", es: "/casa-de-acogida" });
    expect(pagePaths("es", "/casa-de-acogida")).toEqual({ de: "/pflegestelle", es: "/casa-de-acogida" });
    expect(pagePaths("es", "/")).toEqual({ de: "/", es: "/" });
    expect(pagePaths("de", "/ratgeber")).toEqual({ de: "/ratgeber", es: "/guia" });
  });

  it("keeps a dog's slug in the other language", () => {
    expect(pagePaths("de", "/hunde/luna-1a2b3c4d")).toEqual({
      de: "/hunde/luna-1a2b3c4d",
      es: "/perros/luna-1a2b3c4d",
    });
    expect(pagePaths("es", "/perros/luna-1a2b3c4d")).toEqual({
      de: "/hunde/luna-1a2b3c4d",
      es: "/perros/luna-1a2b3c4d",
    });
  });

  it("gives a blog post or guide without known slugs no other-language path", () => {
    expect(pagePaths("de", "/blog/mein-beitrag")).toEqual({ de: "/blog/mein-beitrag" });
    expect(pagePaths("es", "/guia/primeros-dias")).toEqual({ es: "/guia/primeros-dias" });
    expect(pagePaths("de", "/ratgeber/erste-tage", { de: "erste-tage" })).toEqual({
      de: "/ratgeber/erste-tage",
    });
  });

  it("gives a blog post or guide the other language's own slug when the loader knows it", () => {
    expect(pagePaths("de", "/blog/mein-beitrag", { de: "mein-beitrag", es: "mi-articulo" })).toEqual({
      de: "/blog/mein-beitrag",
      es: "/blog/mi-articulo",
    });
    expect(pagePaths("es", "/guia/primeros-dias", { es: "primeros-dias", de: "erste-tage" })).toEqual({
      de: "/ratgeber/erste-tage",
      es: "/guia/primeros-dias",
    });
  });

  it("gives nothing for a path that is no page of this language", () => {
    expect(pagePaths("de", "/perros")).toEqual({});
    expect(pagePaths("es", "/gibt-es-nicht")).toEqual({});
  });
});
