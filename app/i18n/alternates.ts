import { otherLocale, type Locale } from "./locale";
import { matchPath, pathFor, routeMap, type RouteKey } from "./routes";

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

/**
 * A query parameter a page reads, by its name on each site. `values`, when given, are the values
 * the page understands, as pairs (the dog page's form choice is a word of its language); without
 * it the value carries over unchanged (a dog's name, a number, the dog list's filter keys).
 */
type QueryEquivalent = { de: string; es: string; values?: readonly Record<Locale, string>[] };

const dogName: QueryEquivalent = { de: "hund", es: "perro" };
const donationAmount: QueryEquivalent = { de: "betrag", es: "cantidad" };

/**
 * The query parameters with an equivalent on the other site, per page: the language switch keeps
 * these (renamed where the names differ) and drops the rest. The names are those of the pages'
 * own modules (alternates.test.ts holds them to it); written out here so that the browser's
 * language switch carries no other page's texts.
 */
export const queryEquivalents: Partial<Record<RouteKey, readonly QueryEquivalent[]>> = {
  dogs: [
    { de: "q", es: "q" },
    { de: "type", es: "type" },
    { de: "location", es: "location" },
    { de: "show", es: "show" },
  ],
  dogDetail: [
    {
      de: "anfrage",
      es: "solicitud",
      values: [
        { de: "adoption", es: "adopcion" },
        { de: "patenschaft", es: "apadrinamiento" },
      ],
    },
  ],
  adoption: [dogName],
  contact: [dogName],
  hospice: [donationAmount],
  fincaChaos: [donationAmount],
  residenciaMonika: [donationAmount],
};

/** The query string (with its "?", or "") the other site's page reads for this page's `search`. */
export function otherSiteSearch(locale: Locale, key: RouteKey, search: string): string {
  const from = new URLSearchParams(search);
  const to = new URLSearchParams();
  const other = otherLocale(locale);
  for (const equivalent of queryEquivalents[key] ?? []) {
    const value = from.get(equivalent[locale]);
    if (value === null) continue;
    const translated = equivalent.values
      ? equivalent.values.find((pair) => pair[locale] === value)?.[other]
      : value;
    if (translated !== undefined) to.set(equivalent[other], translated);
  }
  const query = to.toString();
  return query === "" ? "" : `?${query}`;
}

/** The id a fragment (`#…`, percent-encoded as in the address bar) names. */
export function fragmentId(hash: string): string {
  return safeDecode(hash.replace(/^#/, ""));
}

/**
 * The other site's fragment (with its "#", or "") for this page's `hash`. The rule: an id written by
 * the site's code (`home-dogs`, `dog-request`, `abschnitt-2`, `faq-adoption`) is the same in both
 * languages, because both render the same components, so it carries over when this page shows it
 * (`shown`: a stale or mistyped fragment is dropped). An id made of a language's words (the FAQ's
 * questions: `transport`, `transporte`) is translated by the page's loader (`anchors`) and carries
 * over only as its translation.
 */
export function otherSiteHash(
  hash: string,
  anchors?: Readonly<Record<string, string>>,
  shown = false,
): string {
  const id = fragmentId(hash);
  if (id === "") return "";
  if (anchors && Object.hasOwn(anchors, id)) return `#${encodeURIComponent(anchors[id] ?? "")}`;
  return shown ? `#${encodeURIComponent(id)}` : "";
}

export type OtherSiteLocation = {
  pathname: string;
  search: string;
  hash: string;
  /** Whether this page shows an element with the fragment's id (known in the browser only). */
  hashShown?: boolean;
};
export type AlternateData = {
  slugs?: Partial<Record<Locale, string>>;
  anchors?: Readonly<Record<string, string>>;
};

/**
 * Path, query and fragment of this page's equivalent on the other site; the other site's root
 * when there is no equivalent page.
 */
export function otherSitePath(locale: Locale, location: OtherSiteLocation, data: AlternateData = {}): string {
  const other = otherLocale(locale);
  const path = pagePaths(locale, location.pathname, data.slugs)[other];
  const match = matchPath(locale, location.pathname);
  if (path === undefined || !match) return "/";
  return `${path}${otherSiteSearch(locale, match.key, location.search)}${otherSiteHash(location.hash, data.anchors, location.hashShown)}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
