import { describe, expect, it } from "vitest";
import { plainParagraph } from "~/content/shapes";
import { faqEntries, faqSections } from "./faq";

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

describe("FAQ page content", () => {
  it.each(["de", "es"] as const)("%s has 24 questions with unique anchors", (locale) => {
    const entries = faqEntries(locale);
    expect(entries).toHaveLength(24);
    const anchors = entries.flatMap((entry) => [entry.id, ...entry.aliases]);
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const entry of entries) {
      expect(entry.id).toMatch(/^[a-z0-9-]+$/);
      expect(entry.question.endsWith("?")).toBe(true);
      expect(entry.answer.map(plainParagraph).join(" ").length).toBeGreaterThan(80);
    }
  });

  it("answers to every id the spec names, on both pages", () => {
    const de = faqEntries("de").map((entry) => entry.id);
    const es = faqEntries("es").flatMap((entry) => [entry.id, ...entry.aliases]);
    for (const id of specIds) {
      expect(de).toContain(id);
      expect(es).toContain(id);
    }
  });

  it("has the Spanish pre-check under 'control-previo', as the foster page links it", () => {
    const precheck = faqEntries("es").find((entry) => entry.id === "control-previo");
    expect(precheck?.aliases).toEqual(["vorkontrolle"]);
  });

  it("states each site's own adoption fee and the spec's numbers", () => {
    const text = (locale: "de" | "es") =>
      faqEntries(locale)
        .flatMap((entry) => entry.answer.map(plainParagraph))
        .join(" ");
    expect(text("de")).toContain("490 €");
    expect(text("de")).not.toContain("340 €");
    expect(text("es")).toContain("340 €");
    expect(text("de")).toMatch(/1 bis 1,5 Tage/);
    expect(text("es")).toMatch(/entre 1 y 1,5 días/);
    expect(text("de")).toContain("50 bis 100 €");
    expect(text("de")).toContain("300 €");
  });

  it("puts every entry in exactly one section", () => {
    const keys = faqSections.flatMap((section) => section.entries);
    expect(new Set(keys).size).toBe(24);
  });
});
