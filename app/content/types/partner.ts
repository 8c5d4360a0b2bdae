import type { HeroFact } from "~/content/shapes";
import type { DonationBlockText } from "./donation-form";

/** A picture made for this site (assets/images/partners/, rendered by scripts/render-images.js), with its intrinsic size. */
export type Picture = { src: string; width: number; height: number };
export type HeroPicture = { large: Picture; small: Picture; alt: string };
export type TeamMember = { name: string; role: string; text: string; portrait: Picture; portraitAlt: string };

/** What the partner pages (Finca Chaos, Residencia Monika) share: hero, story with facts, team, donations. */
export type PartnerPageText = {
  hero: HeroPicture;
  storyHeading: string;
  story: readonly string[];
  factsHeading: string;
  facts: readonly HeroFact[];
  team: { heading: string; intro: string; members: readonly [TeamMember, TeamMember] };
  donation: DonationBlockText;
};
