import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { defaultContentPolicy } from "./content-policy.server";
import { siteContext } from "./context";
import { CookieBanner } from "./components/layout/cookie-banner";
import { Footer } from "./components/layout/footer";
import { NavigationProgress } from "./components/layout/navigation-progress";
import { TopBar } from "./components/layout/top-bar";
import { ErrorPage } from "./components/error-page";
import { Toaster } from "./components/ui/toast";
import { NotFoundPage } from "./components/not-found-page";
import { pageMeta } from "./seo/meta";
import stylesheet from "./app.css?url";
import type { SiteData } from "./site-data";
import { pageHeaders, withPageHeaders } from "./page-headers";

export const middleware: Route.MiddlewareFunction[] = [defaultContentPolicy];

export function loader({ context }: Route.LoaderArgs) {
  const { locale, origins, site, text, pageCacheControl } = context.get(siteContext);
  const siteData: SiteData = { locale, origins, site: site[locale], t: text.shell };
  return withPageHeaders(siteData, pageCacheControl);
}

export const headers = pageHeaders;

/** The root data depends on the host only, and a change of host loads a new document. */
export const shouldRevalidate = () => false;

export function meta({ error, data, location }: Route.MetaArgs) {
  if (!data) return [{ title: "Error" }];
  const { t } = data;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const text = notFound ? t.notFound : t.error;
  return pageMeta({
    ...data,
    paths: { [data.locale]: location.pathname },
    title: `${text.title} | ${t.siteName}`,
    description: notFound ? t.notFound.detail : t.error.text,
    noIndex: true,
  });
}

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale = data?.locale ?? "de";
  // The back office brings its own frame (routes/admin/layout.tsx): no site header, footer or banner.
  const admin = /^\/admin(\/|$)/.test(useLocation().pathname);
  // Marks the document once React has hydrated it and run its effects (browser tests and the bench wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5c4d" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-stone-50 text-stone-900 antialiased">
        {admin ? children : <SiteFrame>{children}</SiteFrame>}
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The public site's frame: skip link, header, main, footer and the cookie banner. */
function SiteFrame({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {data?.t.skipToContent}
      </a>
      {data ? <NavigationProgress /> : null}
      {data ? <TopBar /> : null}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {data ? <Footer /> : null}
      {data ? <CookieBanner /> : null}
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage />;
}
