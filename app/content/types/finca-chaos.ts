import type { Tuple } from "~/content/shapes";
import type { PartnerPageText, Picture } from "./partner";

export type PartnerVideo = { id: string; title: string; poster: Picture };

/** Spec 2, the farm near Benicarló: story, facts, site plan, team, three videos, visit, donations. */
export type FincaChaosText = PartnerPageText & {
  plan: {
    heading: string;
    text: string;
    alt: string;
    dialogTitle: string;
    thumbnail: Picture;
    full: Picture;
  };
  videos: { heading: string; intro: string; items: Tuple<PartnerVideo, 3> };
  visit: { heading: string; text: string; link: string };
};
