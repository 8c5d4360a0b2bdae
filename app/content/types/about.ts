import type { Card, HeroFact, Paragraph, Tuple } from "~/content/shapes";

/** The about page (spec 2): mission, values, the board from the site configuration, membership link. */
export type AboutContent = {
  heroFacts: Tuple<HeroFact, 3>;
  mission: { heading: string; paragraphs: readonly Paragraph[] };
  values: { heading: string; intro: string; items: Tuple<Card, 4> };
  team: { heading: string; intro: string };
  membership: { heading: string; text: string; link: string };
};
