// Every page of both sites for the checks that must hold everywhere (no sideways scrolling, valid
// HTML): each route of the route map, with a real dog, blog post and guide for the slug routes,
// and the not-found page.
import type { Dog } from "~/domain/dogs/types";
import { routeKeys, routeMap, type RouteKey } from "~/i18n/routes";
import { demoGuides } from "../../server/content/demo-guides";
import { demoBlogPosts } from "../../server/content/demo-posts";
import { get, type Site } from "./http";

export type SitePage = { site: Site; name: RouteKey | "notFound"; path: string };

const sites: Site[] = ["de", "es"];
const dogSlugs: Partial<Record<Site, Promise<string>>> = {};

/** A dog of the feed the server serves (its slug is made by the server). */
function dogSlug(site: Site): Promise<string> {
  dogSlugs[site] ??= get(site, "/api/dogs").then((response) => {
    const dog = (JSON.parse(response.body) as { dogs: Dog[] }).dogs[0];
    if (!dog) throw new Error("the dog feed is empty");
    return dog.slug;
  });
  return dogSlugs[site];
}

function slugPath(site: Site, key: RouteKey, slug: string): string {
  return routeMap[key][site].replace(":slug", encodeURIComponent(slug));
}

/** The pages, in route-map order per language; the dog page's path waits for the dog list. */
export const sitePages: { site: Site; name: SitePage["name"]; path: (() => Promise<string>) | string }[] =
  sites.flatMap((site) => [
    ...routeKeys.map((key) => {
      const slugOf = { de: "slugDe", es: "slugEs" } as const;
      if (key === "dogDetail")
        return { site, name: key, path: async () => slugPath(site, key, await dogSlug(site)) };
      if (key === "blogPost")
        return { site, name: key, path: slugPath(site, key, demoBlogPosts[0]![slugOf[site]]) };
      if (key === "guide")
        return { site, name: key, path: slugPath(site, key, demoGuides[0]![slugOf[site]]) };
      return { site, name: key, path: routeMap[key][site] };
    }),
    { site, name: "notFound" as const, path: site === "de" ? "/gibt-es-nicht" : "/no-existe" },
  ]);

export async function resolvePage(page: (typeof sitePages)[number]): Promise<SitePage> {
  return { ...page, path: typeof page.path === "string" ? page.path : await page.path() };
}
