import { useLocation, useMatches } from "react-router";
import { pagePaths } from "../../i18n/alternates";
import { otherLocale, type Locale } from "../../i18n/locale";
import { useSiteData } from "../../site-data";

type SlugData = { slugs?: Partial<Record<Locale, string>> };

/** The other site's equivalent of the current page, or its root when there is none. */
export function useOtherSiteHref(): string {
  const { locale, origins } = useSiteData();
  const { pathname } = useLocation();
  const matches = useMatches();
  const leaf = matches[matches.length - 1]?.data as SlugData | undefined;
  const other = otherLocale(locale);
  const path = pagePaths(locale, pathname, leaf?.slugs)[other] ?? "/";
  return new URL(path, origins[other]).href;
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
