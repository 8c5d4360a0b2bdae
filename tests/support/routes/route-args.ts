import type { LoaderFunctionArgs, RouterContextProvider } from "react-router";
import { catalogs } from "~/content/catalogs.server";
import { demoSiteConfig } from "~/content/site-config";
import { contextProvider, type ContextValues, type SiteRequest } from "~/context";
import type { Locale } from "~/i18n/locale";
import { requireSession } from "~/routes/admin/guard.server";

export type RouteArgs = LoaderFunctionArgs<Readonly<RouterContextProvider>>;

/** The site as a request to `locale`'s host sees it (server/app.ts fills the same for real requests). */
export function siteRequest(locale: Locale, given: Partial<SiteRequest> = {}): SiteRequest {
  return {
    locale,
    text: catalogs[locale],
    origins: { de: "https://tierhilfe.example", es: "https://es.tierhilfe.example" },
    site: demoSiteConfig,
    requestRetentionDays: 180,
    pageCacheControl: "public, max-age=0, s-maxage=60",
    clientIp: "203.0.113.7",
    ...given,
  };
}

/**
 * What React Router hands a loader or action: the request, the page's URL (the request's, as no
 * data request's suffix is in it), the params and the context with the values given.
 */
export function routeArgs(
  request: Request,
  values: Partial<ContextValues>,
  params: Record<string, string> = {},
): RouteArgs {
  return { request, url: new URL(request.url), params, pattern: "", context: contextProvider(values) };
}

/**
 * The same for a route below the admin layout, past its middleware (app/routes/admin/guard.server.ts):
 * the signed-in volunteer is in the context, and without a session the redirect to the sign-in page
 * is thrown here, where the router would answer with it before any loader or action runs.
 */
export function adminRouteArgs(
  request: Request,
  values: Partial<ContextValues>,
  params: Record<string, string> = {},
): RouteArgs {
  const args = routeArgs(request, values, params);
  // The middleware throws or sets the volunteer before it calls `next`; what `next` gives is unused.
  void requireSession(args, () => Promise.resolve(new Response(null)));
  return args;
}
