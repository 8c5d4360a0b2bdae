import type { Location, MetaDescriptor } from "react-router";
import { pagePaths } from "~/i18n/alternates";
import { messages } from "~/i18n/messages";
import type { RouteKey } from "~/i18n/routes";
import { siteDataOf } from "~/site-data";
import { pageMeta } from "./meta";

type MetaArgs = { matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>; location: Location };

/** Metadata of a page whose title and description come from the message catalogue. */
export function staticPageMeta({ matches, location }: MetaArgs, key: RouteKey): MetaDescriptor[] {
  const data = siteDataOf(matches);
  const text = messages[data.locale].pages[key];
  return pageMeta({
    ...data,
    paths: pagePaths(data.locale, location.pathname),
    title: text.title,
    description: text.description,
  });
}
