import type { Location, MetaDescriptor } from "react-router";
import { pagePaths } from "~/i18n/alternates";
import { pageTextOf, siteDataOf } from "~/site-data";
import { pageMeta } from "./meta";

type MetaArgs = { matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>; location: Location };

/** Metadata of a page whose title and description come from the catalogue's `pages`. */
export function staticPageMeta({ matches, location }: MetaArgs): MetaDescriptor[] {
  const data = siteDataOf(matches);
  const text = pageTextOf(matches);
  if (!text) return [];
  return pageMeta({
    ...data,
    paths: pagePaths(data.locale, location.pathname),
    title: text.title,
    description: text.description,
  });
}
