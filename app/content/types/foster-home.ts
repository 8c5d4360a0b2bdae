import { type Card, type FaqEntry, type FormSectionText, type Step, type Tuple } from "~/content/shapes";
import type { HeroFact } from "~/content/shapes";

/** The foster-home page (spec 2): benefits, five steps, the application form, seven FAQ. */
export type FosterHomeContent = {
  heroFacts: readonly HeroFact[];
  benefits: { heading: string; intro: string; items: Tuple<Card, 3> };
  steps: { heading: string; intro: string; stepLabel: string; idPrefix: string; items: Tuple<Step, 5> };
  form: FormSectionText;
  faq: { heading: string; items: Tuple<FaqEntry, 7> };
};
