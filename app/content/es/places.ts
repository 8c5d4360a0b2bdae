import type { HandOverCity } from "~/content/facts";

/** The hand-over cities (app/content/facts.ts) as Spanish texts name them. */
export const handOverCityNames: Record<HandOverCity, string> = {
  Freiburg: "Friburgo",
  Karlsruhe: "Karlsruhe",
  Frankfurt: "Fráncfort",
  Köln: "Colonia",
  Dortmund: "Dortmund",
  Hannover: "Hannover",
  Seevetal: "Seevetal (cerca de Hamburgo)",
  Berlin: "Berlín",
};
