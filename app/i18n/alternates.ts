import { otherLocale, type Locale } from "./locale";
import { matchPath, pathFor, routeMap } from "./routes";

/** Path of a page in each language; a language without an equivalent page is missing. */
export type PagePaths = Partial<Record<Locale, string>>;

/**
 * The paths of the page at `pathname` in both languages. Static pages exist in both; a dog keeps
 * its slug (the same dog feed serves both sites); blog posts and guides have their own slug per
 * language, which only their loader knows (`slugs`), so without it they have no equivalent.
 */
export function pagePaths(
  locale: Locale,
  pathname: string,
  slugs?: Partial<Record<Locale, string>>,
): PagePaths {
  const match = matchPath(locale, pathname);
  if (!match) return {};
  const other = otherLocale(locale);
  const paths: PagePaths = { [locale]: pathname };
  if (match.slug === undefined) {
    paths[other] = routeMap[match.key][other];
  } else if (match.key === "dogDetail") {
    paths[other] = pathFor(other, "dogDetail", match.slug);
  } else if (slugs?.[other]) {
    paths[other] = pathFor(other, match.key as "blogPost" | "guide", slugs[other]);
  }
  return paths;
}
