import type { StaticRouteKey } from "~/i18n/routes";
import { useSiteData } from "~/site-data";
import { PageHero } from "./page-hero";

/** A page's hero from the message catalogue; the page's own sections follow as children. */
export function StaticPage({ routeKey, children }: { routeKey: StaticRouteKey; children?: React.ReactNode }) {
  const { t } = useSiteData();
  const text = t.pages[routeKey];
  return (
    <>
      <PageHero heading={text.heading} intro={text.intro} />
      {children}
    </>
  );
}
