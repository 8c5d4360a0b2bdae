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

/** The photos a checker may add to a report (phone camera or gallery). */
export const homeCheckPhotosMax = 4;

/**
 * What the photo field accepts, as MIME types: an iPhone then sends its HEIC photos as JPEG. The
 * server decides by the content (server/media/ingest.ts); this only steers the browser's picker.
 */
export const homeCheckPhotoTypes = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;

/** Why one photo of a report was refused; each has a message in both languages (homeCheck.page.photoErrors). */
export const homeCheckPhotoProblems = [
  "empty",
  "too-large",
  "too-many-pixels",
  "not-a-picture",
  "unsupported-format",
  "busy",
] as const;
export type HomeCheckPhotoProblem = (typeof homeCheckPhotoProblems)[number];

/** A refused photo: its place among those sent (from 1) and the name the browser gave it. */
export type HomeCheckPhotoError = { position: number; name: string; problem: HomeCheckPhotoProblem };

/** Where a report's photo is served to volunteers only (server/home-checks/photo-route.ts). */
export function homeCheckPhotoUrl(id: string, size: "full" | "small"): string {
  return `/admin/home-check-photos/${encodeURIComponent(id)}${size === "small" ? "/small" : ""}`;
}
