/**
 * Links inside a dog's description point to pages of the site as the association wrote them: a
 * German path (`/pflegestelle`), an absolute address on one of the site's origins, or a path of the
 * old site. Shown on the other language's site they would lead to a not-found page; this maps them
 * to the same page in the visitor's language through the route map and the legacy paths.
 */
import { pagePaths } from "~/i18n/alternates";
import { locales, otherLocale, type Locale } from "~/i18n/locale";
import { legacyRedirect, withoutTrailingSlashes } from "~/i18n/redirects";
import { matchPath } from "~/i18n/routes";

/** Resolves only the path, query and fragment of a site-relative link; never fetched. */
const relativeBase = "http://relative.invalid";

/**
 * The link `href` for the site of `locale`: a link to one of our pages becomes the path of that
 * page in `locale` (query and fragment kept, a link to our own origin made site-relative);
 * anything else (other sites, mail, phone, fragments, paths we do not know) is returned unchanged.
 */
export function localHref(href: string, locale: Locale, origins: Readonly<Record<Locale, string>>): string {
  const url = ownUrl(href.trim(), origins);
  if (!url) return href;
  const path = localPath(url.pathname, locale);
  return path === null ? href : `${path}${url.search}${url.hash}`;
}

function ownUrl(href: string, origins: Readonly<Record<Locale, string>>): URL | null {
  try {
    if (/^\/(?![/\\])/.test(href)) return new URL(href, relativeBase);
    if (!/^https?:\/\//i.test(href)) return null;
    const url = new URL(href);
    return locales.some((locale) => new URL(origins[locale]).origin === url.origin) ? url : null;
  } catch {
    return null;
  }
}

/** The path of the same page on the site of `locale`, or null when the path is no page of ours. */
export function localPath(pathname: string, locale: Locale): string | null {
  const path = pathname.length > 1 ? withoutTrailingSlashes(pathname) || "/" : pathname;
  for (const from of [locale, otherLocale(locale)]) {
    if (!matchPath(from, path)) continue;
    const target = pagePaths(from, path)[locale];
    if (target !== undefined) return target;
  }
  const legacy = legacyRedirect(locale, path);
  return legacy?.kind === "internal" ? legacy.path : null;
}
