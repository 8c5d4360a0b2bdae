import { data, Outlet } from "react-router";
import { revalidateOnPathChange } from "~/domain/revalidation";
import { matchPath } from "~/i18n/routes";
import { loggerContext, siteContext } from "~/context";
import type { Route } from "./+types/site-guard";

/**
 * Every screen exists in both languages, but a German path on the Spanish site (and the reverse)
 * is not found (DECISIONS.md). Unknown paths end here too and are logged (spec 2), as a warning: a
 * client's mistake, not the site's (docs/security.md); the path cut short like every logged path.
 * Every page gets its title, description, heading and intro from here (`usePageText`).
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { pathname } = url;
  const match = matchPath(site.locale, pathname);
  if (!match) {
    context.get(loggerContext).warn("page not found", { path: pathname.slice(0, 200), locale: site.locale });
    throw data(null, { status: 404 });
  }
  return { page: site.text.pages[match.key] };
}

export const shouldRevalidate = revalidateOnPathChange;

export default function SiteGuard() {
  return <Outlet />;
}
