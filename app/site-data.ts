import { useRouteLoaderData } from "react-router";
import type { CountrySite } from "./content/site-config";
import type { Locale } from "./i18n/locale";
import type { PageText } from "./content/catalog";
import type { ShellText } from "./content/de/shell";

/** What the root loader gives every page: the language, this country's details and the shell texts. */
export type SiteData = {
  locale: Locale;
  origins: Record<Locale, string>;
  site: CountrySite;
  /** The texts of the frame every page shares (navigation, footer, banners, error pages). */
  t: ShellText;
};

export function useSiteData(): SiteData {
  const data = useRouteLoaderData("root") as SiteData | undefined;
  if (!data) throw new Error("root loader data missing");
  return data;
}

/** The root data inside a `meta` function. */
export function siteDataOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): SiteData {
  const root = matches.find((match) => match?.id === "root");
  if (!root?.data) throw new Error("root loader data missing");
  return root.data as SiteData;
}

const pageRoute = "routes/site-guard";

/** Title, description, heading and intro of the page being shown (the site guard's loader data). */
export function usePageText(): PageText {
  const data = useRouteLoaderData(pageRoute) as { page: PageText } | undefined;
  if (!data) throw new Error("page text missing");
  return data.page;
}

/** The page text inside a `meta` function; undefined on an error page. */
export function pageTextOf(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): PageText | undefined {
  const guard = matches.find((match) => match?.id === pageRoute);
  return (guard?.data as { page?: PageText } | null | undefined)?.page;
}
