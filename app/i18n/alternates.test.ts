import { describe, expect, it } from "vitest";
import { amountParam } from "~/domain/donation";
import { catalogs } from "~/content/catalogs.server";
import { shownParam } from "~/domain/dogs/paging";
import { filtersToSearchParams } from "~/domain/dogs/search";
import { otherSitePath, pagePaths, queryEquivalents } from "./alternates";

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

describe("otherSitePath (the language switch's target)", () => {
  it("keeps the dog list's filters, whose names and values are the same on both sites", () => {
    expect(
      otherSitePath("de", {
        pathname: "/hunde",
        search: "?type=hospice&location=spain&q=Lu&show=48",
        hash: "",
      }),
    ).toBe("/perros?q=Lu&type=hospice&location=spain&show=48");
    expect(otherSitePath("es", { pathname: "/perros", search: "?type=adoption", hash: "" })).toBe(
      "/hunde?type=adoption",
    );
  });

  it("renames the parameters whose names differ and translates the values the page reads", () => {
    expect(otherSitePath("de", { pathname: "/hospiz", search: "?betrag=50", hash: "" })).toBe(
      "/hospicio?cantidad=50",
    );
    expect(otherSitePath("es", { pathname: "/contacto", search: "?perro=Luna", hash: "" })).toBe(
      "/kontakt?hund=Luna",
    );
    expect(
      otherSitePath("de", { pathname: "/hunde/luna-1a2b3c4d", search: "?anfrage=patenschaft", hash: "" }),
    ).toBe("/perros/luna-1a2b3c4d?solicitud=apadrinamiento");
    expect(
      otherSitePath("es", { pathname: "/perros/luna-1a2b3c4d", search: "?solicitud=adopcion", hash: "" }),
    ).toBe("/hunde/luna-1a2b3c4d?anfrage=adoption");
  });

  it("drops parameters the other page does not read and values it does not know", () => {
    expect(
      otherSitePath("de", { pathname: "/ueber-uns", search: "?type=hospice&utm_source=x", hash: "" }),
    ).toBe("/sobre-nosotros");
    expect(otherSitePath("de", { pathname: "/hunde", search: "?betrag=5", hash: "" })).toBe("/perros");
    expect(
      otherSitePath("de", { pathname: "/hunde/luna-1a2b3c4d", search: "?anfrage=unsinn", hash: "" }),
    ).toBe("/perros/luna-1a2b3c4d");
  });

  it("translates an anchor the page names; keeps one its code writes when the page shows it", () => {
    const anchors = { transport: "transporte", kosten: "costes" };
    expect(otherSitePath("de", { pathname: "/faq", search: "", hash: "#transport" }, { anchors })).toBe(
      "/preguntas-frecuentes#transporte",
    );
    expect(otherSitePath("de", { pathname: "/faq", search: "", hash: "#unbekannt" }, { anchors })).toBe(
      "/preguntas-frecuentes",
    );
    expect(otherSitePath("de", { pathname: "/faq", search: "", hash: "#toString" }, { anchors })).toBe(
      "/preguntas-frecuentes",
    );
    expect(otherSitePath("de", { pathname: "/ueber-uns", search: "", hash: "#team" })).toBe(
      "/sobre-nosotros",
    );
    // Ids the site's code writes are the same in both languages: kept when this page shows them.
    const dog = { pathname: "/hunde/luna-1a2b3c4d", search: "?anfrage=patenschaft", hash: "#dog-request" };
    expect(otherSitePath("de", { ...dog, hashShown: true })).toBe(
      "/perros/luna-1a2b3c4d?solicitud=apadrinamiento#dog-request",
    );
    expect(otherSitePath("de", { ...dog, hashShown: false })).toBe(
      "/perros/luna-1a2b3c4d?solicitud=apadrinamiento",
    );
    const faqEs = { pathname: "/preguntas-frecuentes", search: "", hash: "#faq-adoption", hashShown: true };
    expect(otherSitePath("es", faqEs, { anchors: { transporte: "transport" } })).toBe("/faq#faq-adoption");
  });

  it("leads to the other site's root when the page has no equivalent", () => {
    expect(otherSitePath("de", { pathname: "/gibt-es-nicht", search: "?q=x", hash: "#a" })).toBe("/");
    expect(otherSitePath("de", { pathname: "/blog/mein-beitrag", search: "", hash: "" })).toBe("/");
    expect(
      otherSitePath(
        "de",
        { pathname: "/blog/mein-beitrag", search: "", hash: "" },
        { slugs: { es: "mi-articulo" } },
      ),
    ).toBe("/blog/mi-articulo");
  });
});

describe("queryEquivalents", () => {
  it("uses the names and values the pages themselves read", () => {
    const names = (key: keyof typeof queryEquivalents, locale: "de" | "es") =>
      (queryEquivalents[key] ?? []).map((equivalent) => equivalent[locale]);
    for (const locale of ["de", "es"] as const) {
      expect(names("hospice", locale)).toEqual([amountParam[locale]]);
      expect(names("contact", locale)).toEqual([catalogs[locale].forms.contact.dogQuery]);
      expect(names("adoption", locale)).toEqual([catalogs[locale].forms.contact.dogQuery]);
      const query = catalogs[locale].forms.dog.dogRequest.query;
      expect(queryEquivalents.dogDetail).toEqual([
        expect.objectContaining({
          [locale]: query.name,
          values: [
            expect.objectContaining({ [locale]: query.adoption }),
            expect.objectContaining({ [locale]: query.sponsorship }),
          ],
        }),
      ]);
      expect(names("dogs", locale)).toEqual([
        ...filtersToSearchParams({ query: "x", type: "hospice", location: "spain" }).keys(),
        shownParam,
      ]);
    }
  });
});
