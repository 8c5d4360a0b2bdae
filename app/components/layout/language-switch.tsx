import { useEffect, useState } from "react";
import { useLocation, useMatches } from "react-router";
import { otherSitePath, type AlternateData } from "~/i18n/alternates";
import { otherLocale } from "~/i18n/locale";
import { useSiteData } from "~/site-data";

/**
 * The URL's fragment once the page runs in the browser. The server never sees a fragment, so the
 * first render has none (and matches the server's HTML); then it follows the address bar.
 */
function useBrowserHash(): string {
  const { hash: routerHash } = useLocation();
  const [hash, setHash] = useState("");
  useEffect(() => {
    const update = () => setHash(window.location.hash);
    update();
    window.addEventListener("hashchange", update);
    return () => window.removeEventListener("hashchange", update);
  }, [routerHash]);
  return hash;
}

/**
 * The other site's equivalent of the current page, or its root when there is none, with the query
 * parameters and the FAQ anchor that have an equivalent there.
 */
export function useOtherSiteHref(): string {
  const { locale, origins } = useSiteData();
  const { pathname, search } = useLocation();
  const hash = useBrowserHash();
  const matches = useMatches();
  const leaf = matches[matches.length - 1]?.data as AlternateData | undefined;
  const other = otherLocale(locale);
  return new URL(otherSitePath(locale, { pathname, search, hash }, leaf ?? {}), origins[other]).href;
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
