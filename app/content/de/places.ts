import type { HandOverCity } from "~/content/facts";

/** The hand-over cities (app/content/facts.ts) as German texts name them. */
export const handOverCityNames: Record<HandOverCity, string> = {
  Freiburg: "Freiburg",
  Karlsruhe: "Karlsruhe",
  Frankfurt: "Frankfurt",
  Köln: "Köln",
  Dortmund: "Dortmund",
  Hannover: "Hannover",
  Seevetal: "Seevetal bei Hamburg",
  Berlin: "Berlin",
};
