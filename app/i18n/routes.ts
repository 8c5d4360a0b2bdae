import type { Locale } from "./locale";

/**
 * The one bilingual route map (spec 1 section 2.1, spec 2 section 2). Route config, navigation,
 * language switch, canonical and alternate links, sitemap and redirects are derived from it.
 * Paths use React Router's pattern syntax; `:slug` is the only parameter.
 */
export const routeMap = {
  home: { de: "/", es: "/" },
  dogs: { de: "/hunde", es: "/perros" },
  dogDetail: { de: "/hunde/:slug", es: "/perros/:slug" },
  adoption: { de: "/adoption", es: "/adopcion" },
  fosterHome: { de: "/pflegestelle", es: "/casa-de-acogida" },
  donations: { de: "/spenden", es: "/donar-y-teaming" },
  about: { de: "/ueber-uns", es: "/sobre-nosotros" },
  contact: { de: "/kontakt", es: "/contacto" },
  imprint: { de: "/impressum", es: "/aviso-legal" },
  privacy: { de: "/datenschutz", es: "/privacidad" },
  blog: { de: "/blog", es: "/blog" },
  blogPost: { de: "/blog/:slug", es: "/blog/:slug" },
  membership: { de: "/mitgliedschaft", es: "/hacerse-socio" },
  hospice: { de: "/hospiz", es: "/hospicio" },
  fincaChaos: { de: "/finca-chaos", es: "/finca-chaos" },
  residenciaMonika: { de: "/residencia-monika", es: "/residencia-monika" },
  faq: { de: "/faq", es: "/preguntas-frecuentes" },
  guides: { de: "/ratgeber", es: "/guia" },
  guide: { de: "/ratgeber/:slug", es: "/guia/:slug" },
} as const satisfies Record<string, Record<Locale, string>>;

export type RouteKey = keyof typeof routeMap;
export const routeKeys = Object.keys(routeMap) as RouteKey[];

/** Routes whose path carries a slug. */
export type SlugRouteKey = "dogDetail" | "blogPost" | "guide";
export type StaticRouteKey = Exclude<RouteKey, SlugRouteKey>;

export function isSlugRoute(key: RouteKey): key is SlugRouteKey {
  return routeMap[key].de.includes(":slug");
}

/** Main navigation in the order of spec 1 section 2.1. */
export const navigationKeys = [
  "home",
  "dogs",
  "adoption",
  "fosterHome",
  "donations",
  "about",
  "contact",
] as const satisfies readonly StaticRouteKey[];

export function pathFor(locale: Locale, key: StaticRouteKey): string;
export function pathFor(locale: Locale, key: SlugRouteKey, slug: string): string;
export function pathFor(locale: Locale, key: RouteKey, slug?: string): string {
  const pattern: string = routeMap[key][locale];
  return slug === undefined ? pattern : pattern.replace(":slug", encodeURIComponent(slug));
}

export type RouteMatch = { key: RouteKey; slug?: string };

/** Which route of this language a path belongs to; null when none (not found on this site). */
export function matchPath(locale: Locale, pathname: string): RouteMatch | null {
  for (const key of routeKeys) {
    const pattern: string = routeMap[key][locale];
    if (pattern === pathname) return { key };
    const slugAt = pattern.indexOf(":slug");
    if (slugAt === -1) continue;
    const prefix = pattern.slice(0, slugAt);
    if (!pathname.startsWith(prefix)) continue;
    const rest = pathname.slice(prefix.length);
    if (rest !== "" && !rest.includes("/")) return { key, slug: safeDecode(rest) };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
