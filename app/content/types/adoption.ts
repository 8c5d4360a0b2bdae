import {
  type Card,
  type FaqEntry,
  type FormSectionText,
  type Paragraph,
  type Step,
  type Tuple,
} from "~/content/shapes";
import type { HeroFact } from "~/content/shapes";

/** The adoption page (spec 1 section 2.8): seven steps, transparency and fee, 12 FAQ, contact. */
export type AdoptionContent = {
  heroFacts: readonly HeroFact[];
  steps: { heading: string; intro: string; stepLabel: string; idPrefix: string; items: Tuple<Step, 7> };
  transparency: {
    heading: string;
    intro: string;
    items: readonly Card[];
    fee: { heading: string; amount: string; intro: string; covers: readonly string[]; note: string };
  };
  faq: { heading: string; intro: Paragraph; items: Tuple<FaqEntry, 12> };
  contact: FormSectionText & { privacy: { before: string; link: string; newTab: string; after: string } };
};
