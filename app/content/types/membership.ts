import type { Card, FaqEntry, FormSectionText, HeroFact, Step, Tuple } from "~/content/shapes";

export type MembershipKind = { title: string; summary: string; points: readonly string[] };

/** The membership page (spec 2): three pillars, the two kinds, three steps, the form, five FAQ. */
export type MembershipContent = {
  heroFacts: Tuple<HeroFact, 3>;
  pillars: { heading: string; intro: string; items: Tuple<Card, 3> };
  kinds: { heading: string; intro: string; active: MembershipKind; supporting: MembershipKind; note: string };
  steps: {
    heading: string;
    intro: string;
    stepLabel: string;
    idPrefix: string;
    items: Tuple<Step, 3>;
    button: string;
  };
  form: FormSectionText;
  faq: { heading: string; items: Tuple<FaqEntry, 5> };
  offer: { name: string; description: string };
};
