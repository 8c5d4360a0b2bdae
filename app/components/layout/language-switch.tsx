import { useEffect, useState } from "react";
import { useLocation, useMatches } from "react-router";
import { fragmentId, otherSitePath, type AlternateData } from "~/i18n/alternates";
import { otherLocale } from "~/i18n/locale";
import { useSiteData } from "~/site-data";

/**
 * The URL's fragment once the page runs in the browser, and whether this page shows an element of
 * that id. The server never sees a fragment, so the first render has none (and matches the server's
 * HTML); then it follows the address bar.
 */
function useBrowserHash(): { hash: string; shown: boolean } {
  const { hash: routerHash, pathname } = useLocation();
  const [state, setState] = useState({ hash: "", shown: false });
  useEffect(() => {
    const update = () => {
      const hash = window.location.hash;
      setState({ hash, shown: hash !== "" && document.getElementById(fragmentId(hash)) !== null });
    };
    update();
    window.addEventListener("hashchange", update);
    return () => window.removeEventListener("hashchange", update);
  }, [routerHash, pathname]);
  return state;
}

/**
 * The other site's equivalent of the current page, or its root when there is none, with the query
 * parameters and the anchor that have an equivalent there (app/i18n/alternates.ts, `otherSiteHash`).
 */
export function useOtherSiteHref(): string {
  const { locale, origins } = useSiteData();
  const { pathname, search } = useLocation();
  const { hash, shown } = useBrowserHash();
  const matches = useMatches();
  const leaf = matches[matches.length - 1]?.data as AlternateData | undefined;
  const other = otherLocale(locale);
  const location = { pathname, search, hash, hashShown: shown };
  return new URL(otherSitePath(locale, location, leaf ?? {}), origins[other]).href;
}

export function LanguageSwitch({ className }: { className?: string }) {
  const { locale, t } = useSiteData();
  const href = useOtherSiteHref();
  const other = otherLocale(locale);
  return (
    <a href={href} hrefLang={other} lang={other} className={className} title={t.languageSwitch.description}>
      <span aria-hidden="true" className="mr-1 font-bold uppercase">
        {other}
      </span>
      {t.languageSwitch.label}
    </a>
  );
}
