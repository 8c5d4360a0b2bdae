import type { MetaDescriptor } from "react-router";
import { plainParagraph, type FaqEntry, type Step } from "./content";

/** schema.org HowTo for a numbered process; each step points at its anchor on the page. */
export function howToJsonLd(input: {
  url: string;
  name: string;
  description: string;
  totalTime: string;
  cost?: number;
  steps: readonly Step[];
  idPrefix: string;
}): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "HowTo",
      name: input.name,
      description: input.description,
      totalTime: input.totalTime,
      ...(input.cost === undefined
        ? {}
        : { estimatedCost: { "@type": "MonetaryAmount", currency: "EUR", value: input.cost.toFixed(2) } }),
      step: input.steps.map((step, index) => ({
        "@type": "HowToStep",
        position: index + 1,
        name: step.title,
        text: step.text.map(plainParagraph).join(" "),
        url: `${input.url}#${input.idPrefix}-${index + 1}`,
      })),
    },
  };
}

/** schema.org FAQPage from an accordion's entries (answers without their links). */
export function faqPageJsonLd(url: string, entries: readonly FaqEntry[]): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      url,
      mainEntity: entries.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer.map(plainParagraph).join(" ") },
      })),
    },
  };
}
