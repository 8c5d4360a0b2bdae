import { z } from "zod";

import { homeCheckOutcomes } from "./home-check-paths";

export {
  homeCheckOutcomes,
  homeCheckPaths,
  homeCheckPhotosMax,
  type HomeCheckOutcome,
} from "./home-check-paths";

export const homeCheckNotesMax = 4000;
/** How long a checker's link stays valid. */
export const homeCheckLinkDays = 14;

export type HomeCheckErrors = {
  visitedOn: string;
  visitedOnFuture: string;
  outcome: string;
  notesTooLong: string;
  photos: string;
};

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function validDay(value: string): boolean {
  if (!isoDay.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The checker's report: the visit's day (not after `today`, the association's day), the outcome,
 * notes up to 4000 characters. Photos come as files beside it (server/home-checks/photos.ts).
 */
export function homeCheckReportSchema(errors: HomeCheckErrors, today: string) {
  return z.object({
    visitedOn: z
      .string({ error: errors.visitedOn })
      .trim()
      .refine(validDay, errors.visitedOn)
      .refine((value) => value <= today, errors.visitedOnFuture),
    outcome: z.enum(homeCheckOutcomes, { error: errors.outcome }),
    notes: z
      .string()
      .optional()
      .transform((value) => (value ?? "").replace(/\r\n?/g, "\n").trim())
      .refine((value) => value.length <= homeCheckNotesMax, errors.notesTooLong),
  });
}

export type HomeCheckReportInput = z.input<ReturnType<typeof homeCheckReportSchema>>;
export type HomeCheckReport = z.output<ReturnType<typeof homeCheckReportSchema>>;

/** The request to send a checker's link: the checker's person id. */
export const homeCheckRequestSchema = z.object({ checkerId: z.uuid() });

/** A postcode as compared: no spaces, upper case. */
export function normalisedPostcode(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/**
 * How well a checker's areas ("24*, 241, Kiel, Schleswig-Holstein") fit a postcode and the words
 * of an address: 3 an exact postcode, 2 a prefix ("24*" or a shorter number that starts it), 1 a
 * region word found in the address; 0 no match. Areas are separated by commas, semicolons or lines.
 */
export function areaMatch(areas: string, postcode: string | null, address: string): number {
  const code = postcode ? normalisedPostcode(postcode) : "";
  const words = address.toLocaleLowerCase("de");
  let best = 0;
  for (const raw of areas.split(/[,;\n]+/)) {
    const area = raw.trim();
    if (area === "") continue;
    const compact = normalisedPostcode(area);
    if (code !== "" && /^[0-9A-Z-]+\*?$/.test(compact) && /\d/.test(compact)) {
      if (compact.endsWith("*")) {
        if (code.startsWith(compact.slice(0, -1))) best = Math.max(best, 2);
      } else if (compact === code) {
        best = Math.max(best, 3);
      } else if (compact.length < code.length && code.startsWith(compact)) {
        best = Math.max(best, 2);
      }
      continue;
    }
    const word = area.toLocaleLowerCase("de");
    if (word.length >= 3 && words !== "" && words.includes(word)) best = Math.max(best, 1);
  }
  return best;
}
