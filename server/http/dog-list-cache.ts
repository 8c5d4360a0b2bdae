import type { Request } from "express";
import { queryEquivalents } from "~/i18n/alternates";
import { locales, type Locale } from "~/i18n/locale";
import { pathFor } from "~/i18n/routes";
import type { Cacheable } from "./page-cache";

/** The dog list's query parameters: what the page reads (its filters, `show`) and its language switch keeps. */
const readParams = [
  ...new Set((queryEquivalents.dogs ?? []).flatMap((names) => [names.de, names.es])),
].sort();

/** Makes the list's loader redirect to the bare list: never answered from the cache. */
const resetParam = "reset";

/**
 * The cache key of a dog list URL: the locale, the path and the values of the parameters the page
 * reads, in a fixed order. Any other parameter (a tracking tag, a cache-busting `?x=1`) changes
 * nothing in the page's HTML, so it neither causes a render nor takes a cache entry.
 */
export function dogListKey(locale: Locale, path: string, search: URLSearchParams): string {
  const kept = new URLSearchParams();
  // All values in their order: the filters take the last of a repeated parameter, the language switch the first.
  for (const name of readParams) for (const value of search.getAll(name)) kept.append(name, value);
  return `${locale} ${path}?${kept.toString()}`;
}

/** The dog list in either language, by its URL, as long as the dog list in memory is the same. */
export function dogListPage(list: () => object, localeOf: (host: string | undefined) => Locale): Cacheable {
  const listPaths = new Map(locales.map((locale) => [pathFor(locale, "dogs"), locale]));
  return (req: Request) => {
    const locale = localeOf(req.headers.host);
    if (listPaths.get(req.path) !== locale) return null;
    const query = req.originalUrl.indexOf("?");
    const search = new URLSearchParams(query === -1 ? "" : req.originalUrl.slice(query + 1));
    if (search.has(resetParam)) return null;
    return { key: dogListKey(locale, req.path, search), version: list() };
  };
}
