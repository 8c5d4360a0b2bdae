import type { Card, FormSectionText, HeroFact, Paragraph, Step, Tuple } from "~/content/shapes";
import type { adoptionStepCount } from "~/content/facts";
import type { FaqRef } from "~/content/types/faq";

/**
 * The adoption page (spec 1 section 2.8): seven steps, transparency and fee, 12 FAQ, contact. The
 * FAQ block names its questions by key; the answers are the FAQ catalogue's (app/content/{de,es}/faq.ts).
 */
export type AdoptionContent = {
  heroFacts: readonly HeroFact[];
  steps: {
    heading: string;
    intro: string;
    stepLabel: string;
    idPrefix: string;
    items: Tuple<Step, typeof adoptionStepCount>;
  };
  transparency: {
    heading: string;
    intro: string;
    items: readonly Card[];
    fee: { heading: string; amount: string; intro: string; covers: readonly string[]; note: string };
  };
  faq: { heading: string; intro: Paragraph; ids: Tuple<FaqRef, 12> };
  contact: FormSectionText & { privacy: { before: string; link: string; newTab: string; after: string } };
};
