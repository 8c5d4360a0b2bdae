/**
 * How many of the matching dogs the list shows: a page of cards at first, a page more per 'show
 * more'. Bounding the cards on screen bounds what a keystroke has to render (docs/decisions/0007).
 */
import { filtersToSearchParams, type DogFilters } from "./search";

/** Fills whole rows in the grid's 1, 2, 3 and 4 columns. */
export const dogPageSize = 24;

/** The query parameter with the number of cards shown, written only beyond the first page. */
export const shownParam = "show";

/** Upper bound of a `show` value: larger numbers (from a hand-written URL) show everything anyway. */
const maxShown = 100_000;

/** Reads `show`: a whole number of pages (rounded up), at least one; anything else is one page. */
export function parseShownCount(searchParams: URLSearchParams): number {
  const raw = searchParams.get(shownParam) ?? "";
  if (!/^\d{1,6}$/.test(raw)) return dogPageSize;
  const pages = Math.ceil(Math.min(Number(raw), maxShown) / dogPageSize);
  return Math.max(1, pages) * dogPageSize;
}

/** The list's URL state: the active filters, and `show` once more than one page is shown. */
export function dogListSearchParams(filters: DogFilters, shown: number): URLSearchParams {
  const params = filtersToSearchParams(filters);
  if (shown > dogPageSize) params.set(shownParam, String(shown));
  return params;
}

/** The next page's count, or null when every match is already shown. */
export function nextShownCount(shown: number, matches: number): number | null {
  return matches > shown ? shown + dogPageSize : null;
}
