// What the checker's page needs of the home check without Zod, which stays out of that page's
// first load (tests/e2e/first-load-js.test.ts).
import type { Locale } from "../../i18n/locale";

export const homeCheckOutcomes = ["suitable", "not_suitable", "unsure"] as const;
export type HomeCheckOutcome = (typeof homeCheckOutcomes)[number];

/**
 * The public page of a home check's link, `{path}/{token}` (issue 28): outside the site's route map,
 * so it is never in the sitemap, the navigation or the language switch; never cached, never indexed.
 */
export const homeCheckPaths = { de: "/vorkontrolle", es: "/visita-previa" } as const satisfies Record<
  Locale,
  string
>;

/** Whether a path is one of a home check's pages (either language). */
export function isHomeCheckPath(path: string): boolean {
  return Object.values(homeCheckPaths).some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
