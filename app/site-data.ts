import { useRouteLoaderData } from "react-router";
import type { CountrySite } from "./content/site-config";
import type { Locale } from "./i18n/locale";
import { messages, type Messages } from "./i18n/messages";

/** What the root loader gives every page: the language and this country's details. */
export type SiteData = {
  locale: Locale;
  origins: Record<Locale, string>;
  site: CountrySite;
};

export function useSiteData(): SiteData & { t: Messages } {
  const data = useRouteLoaderData("root") as SiteData | undefined;
  if (!data) throw new Error("root loader data missing");
  return { ...data, t: messages[data.locale] };
}

/** The root data inside a `meta` function. */
export function siteDataOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): SiteData {
  const root = matches.find((match) => match?.id === "root");
  if (!root?.data) throw new Error("root loader data missing");
  return root.data as SiteData;
}
