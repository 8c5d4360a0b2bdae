import { describe, expect, it } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { handOverCities } from "~/content/facts";
import { plainParagraph, type FaqEntry } from "~/content/shapes";
import { formattedAdoptionFee } from "~/domain/fees";
import { faqAnchors, faqPage, faqSections, pageFaqEntries } from "./faq";

const locales = ["de", "es"] as const;
const nbsp = "\u00a0";

const specIds = [
  "perrera",
  "transport",
  "schutzvertrag",
  "vorkontrolle",
  "kosten",
  "wartezeit",
  "nachkontrolle",
  "rueckgabe",
  "mittelmeercheck",
  "welpen",
  "spenden-steuer",
];

const pageItems = (locale: "de" | "es") => faqPage(catalogs[locale].faq).flatMap((section) => section.items);
const answerText = (entry: FaqEntry) => entry.answer.map(plainParagraph).join(" ");

describe("FAQ page content", () => {
  it.each(locales)("%s has 24 questions with unique anchors", (locale) => {
    const entries = pageItems(locale);
    expect(entries).toHaveLength(24);
    const anchors = entries.flatMap((entry) => [entry.id, ...entry.aliases]);
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const entry of entries) {
      expect(entry.id).toMatch(/^[a-z0-9-]+$/);
      expect(entry.question.endsWith("?")).toBe(true);
      expect(answerText(entry).length).toBeGreaterThan(80);
    }
  });

  it("answers to every id the spec names, on both pages", () => {
    const de = pageItems("de").map((entry) => entry.id);
    const es = pageItems("es").flatMap((entry) => [entry.id, ...entry.aliases]);
    for (const id of specIds) {
      expect(de).toContain(id);
      expect(es).toContain(id);
    }
  });

  it("has the Spanish pre-check under 'control-previo', as the foster page links it", () => {
    const precheck = pageItems("es").find((entry) => entry.id === "control-previo");
    expect(precheck?.aliases).toEqual(["vorkontrolle"]);
  });

  it("states each site's own adoption fee and the spec's numbers", () => {
    const text = (locale: "de" | "es") => pageItems(locale).map(answerText).join(" ");
    expect(text("de")).toContain(`490${nbsp}€`);
    expect(text("de")).not.toContain("340");
    expect(text("es")).toContain(`340${nbsp}€`);
    expect(text("de")).toMatch(/1 bis 1,5 Tage/);
    expect(text("es")).toMatch(/entre 1 y 1,5 días/);
    expect(text("de")).toContain("2 bis 4 Wochen");
    expect(text("es")).toContain("entre 1 y 2 semanas");
    expect(text("de")).toContain(`50 bis 100${nbsp}€`);
    expect(text("de")).toContain(`300${nbsp}€`);
    expect(text("de")).toContain("seit 2013");
    expect(text("es")).toContain("más de 2.900 perros");
  });

  it.each(locales)("%s names all eight hand-over cities in the transport answer", (locale) => {
    const transport = answerText(catalogs[locale].faq.entries.transport);
    expect(handOverCities).toHaveLength(8);
    for (const name of locale === "de" ? handOverCities : ["Friburgo", "Fráncfort", "Colonia", "Berlín"]) {
      expect(transport).toContain(name);
    }
    expect(transport).toContain(
      locale === "de" ? "Seevetal bei Hamburg und Berlin" : "(cerca de Hamburgo) y Berlín",
    );
  });

  it("puts every entry in exactly one section", () => {
    const keys = faqSections.flatMap((section) => section.entries);
    expect(new Set(keys).size).toBe(24);
  });

  it.each(locales)("gives every %s entry of the catalogue its own id", (locale) => {
    const ids = Object.values(catalogs[locale].faq.entries).map((entry) => entry?.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("maps every anchor to the other language's id of the same question", () => {
    const deToEs = faqAnchors(catalogs.de.faq, catalogs.es.faq);
    const esToDe = faqAnchors(catalogs.es.faq, catalogs.de.faq);
    expect(deToEs).toMatchObject({
      transport: "transporte",
      kosten: "costes",
      vorkontrolle: "control-previo",
    });
    expect(esToDe).toMatchObject({ transporte: "transport", kosten: "kosten", costes: "kosten" });
    expect(Object.keys(deToEs)).toHaveLength(24);
  });
});

describe("a page's FAQ block", () => {
  it.each(locales)(
    "the %s adoption page shows 12 catalogue entries, the cost one with the site's fee",
    (locale) => {
      const { faq, adoption } = catalogs[locale];
      const entries = pageFaqEntries(faq, adoption.faq.ids);
      expect(entries).toHaveLength(12);
      expect(new Set(entries.map((entry) => entry.id)).size).toBe(12);
      for (const entry of entries) expect(entry.id).toMatch(/^faq-[a-z0-9-]+$/);
      const cost = entries.find((entry) => entry.id === `faq-${faq.entries.kosten.id}`);
      expect(cost && answerText(cost)).toContain(formattedAdoptionFee(locale));
      // One text: the page shows the FAQ page's answer itself, not a copy.
      expect(cost?.answer).toBe(faq.entries.kosten.answer);
    },
  );

  it("keeps the two sites' adoption questions apart where their adoption differs", () => {
    expect(catalogs.de.adoption.faq.ids).toContain("transport");
    expect(catalogs.es.adoption.faq.ids).not.toContain("transport");
    expect(catalogs.es.adoption.faq.ids).toContain("entfernung");
  });

  it("refuses a key the language does not answer", () => {
    expect(() => pageFaqEntries(catalogs.de.faq, ["entfernung"])).toThrow(/entfernung/);
  });
});
