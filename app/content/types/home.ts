import type { Tuple } from "~/content/shapes";

type CallToAction = "dogs" | "fosterHome" | "donations";

/** The home page (spec 1 section 2.4): hero, featured dogs, why us, how to help, featured guides. */
export type HomeText = {
  heroImageAlt: string;
  claims: Tuple<string, 3>;
  offers: Tuple<string, 3>;
  cta: Record<CallToAction, string>;
  dogsHeading: string;
  dogsAll: string;
  whyHeading: string;
  why: Tuple<{ title: string; text: string }, 6>;
  helpHeading: string;
  help: Record<CallToAction, { title: string; text: string; link: string }>;
  guidesHeading: string;
  guidesAll: string;
};
