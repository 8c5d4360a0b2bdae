import type { RequestHandler } from "express";
import type { SiteConfig } from "~/content/site-config";
import { legacyRedirect, withoutTrailingSlashes } from "~/i18n/redirects";
import { matchPath } from "~/i18n/routes";
import type { Locale } from "~/i18n/locale";

/**
 * DECISIONS.md: legacy paths 301 to the route of this site (query kept), external donation paths
 * 302 to the configured pages, a trailing slash on a real page 301 to the path without it.
 */
export function redirects(site: SiteConfig, localeOf: (host: string | undefined) => Locale): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Split by hand: `new URL` would read a target starting with `//` as another host (and throw on `//`).
    const queryAt = req.originalUrl.indexOf("?");
    const url = {
      pathname: queryAt === -1 ? req.originalUrl : req.originalUrl.slice(0, queryAt),
      search: queryAt === -1 ? "" : req.originalUrl.slice(queryAt),
    };
    const locale = localeOf(req.headers.host);
    const target = legacyRedirect(locale, url.pathname);
    if (target?.kind === "external") {
      return res.redirect(302, site[locale].externalDonation[target.target]);
    }
    if (target?.kind === "internal") {
      return res.redirect(301, target.path + url.search);
    }
    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      const trimmed = withoutTrailingSlashes(url.pathname) || "/";
      if (matchPath(locale, trimmed)) return res.redirect(301, trimmed + url.search);
    }
    next();
  };
}
