import { data, Outlet } from "react-router";
import { revalidateOnPathChange } from "~/domain/revalidation";
import { matchPath } from "~/i18n/routes";
import type { Route } from "./+types/site-guard";

/**
 * Every screen exists in both languages, but a German path on the Spanish site (and the reverse)
 * is not found (DECISIONS.md). Unknown paths end here too, and are logged as errors (spec 2).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (!matchPath(context.locale, pathname)) {
    context.logger.error("page not found", { path: pathname, locale: context.locale });
    throw data(null, { status: 404 });
  }
  return null;
}

export const shouldRevalidate = revalidateOnPathChange;

export default function SiteGuard() {
  return <Outlet />;
}
