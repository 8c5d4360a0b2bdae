import type { Tuple } from "~/content/shapes";
import type { PartnerPageText, Picture } from "./partner";

export type Impression = { picture: Picture; alt: string; caption: string };

/** Spec 2, the shelter near Amposta: story, facts, team, four impressions, Teaming, donations. */
export type ResidenciaMonikaText = PartnerPageText & {
  impressions: { heading: string; items: Tuple<Impression, 4> };
  teaming: { heading: string; text: string; link: string };
};
