import type { Locale } from "./locale";
import { pathFor, type StaticRouteKey } from "./routes";

/**
 * Legacy paths of the old site (spec 1 section 2.2). DECISIONS.md: on both sites every legacy path
 * leads to that site's route of the same target; `/membresia` only exists on the Spanish site.
 */
const legacyPaths = {
  "/adopt-a-dog": "adoption",
  "/adoption-hund-aus-spanien": "adoption",
  "/privacy-policy": "privacy",
  "/become-a-foster-home": "fosterHome",
  "/pflegestelle-werden": "fosterHome",
  "/pflegestelle-werden-strassenhunde-spanien": "fosterHome",
  "/become-a-member": "membership",
  "/mitglied-im-tierschutzverein-werden": "membership",
  "/beitrittserklaerung": "membership",
  "/imprint": "imprint",
  "/about-us": "about",
  "/team": "about",
  "/founder": "about",
  "/unser-team": "about",
  "/die-gruender": "about",
  "/contact-us": "contact",
  "/share-your-experiences": "contact",
  "/teile-erfahrungen-mit-anderen": "contact",
  "/help-us": "donations",
  "/spenden-teaming": "donations",
  "/teaming-gemeinsam-tierschutz": "donations",
  "/teaming": "donations",
  "/patenhunde": "donations",
  "/hund-in-not-unterstuetzen": "donations",
  "/hunde-aus-spanien": "dogs",
} as const satisfies Record<string, StaticRouteKey>;

const spanishOnlyLegacyPaths = {
  "/membresia": "membership",
} as const satisfies Record<string, StaticRouteKey>;

export type ExternalTarget = "paypalHospice" | "teamingResidence" | "paypal";

export type RedirectTarget =
  { kind: "internal"; status: 301; path: string } | { kind: "external"; status: 302; target: ExternalTarget };

/** The redirect for a path (without query), or null when the path is not a legacy path. */
export function legacyRedirect(locale: Locale, pathname: string): RedirectTarget | null {
  const path = pathname.length > 1 ? withoutTrailingSlashes(pathname) : pathname;
  const lower = path.toLowerCase();
  if (lower === "/paypal-hospiz") return { kind: "external", status: 302, target: "paypalHospice" };
  if (lower === "/teaming-residenz") {
    return { kind: "external", status: 302, target: "teamingResidence" };
  }
  if (lower.startsWith("/paypal")) return { kind: "external", status: 302, target: "paypal" };

  const key = lookup(legacyPaths, lower) ?? (locale === "es" ? lookup(spanishOnlyLegacyPaths, lower) : null);
  return key ? { kind: "internal", status: 301, path: pathFor(locale, key) } : null;
}

/**
 * The path without its trailing slashes. A loop, not `/\/+$/`: that expression retries from every
 * slash of a long run that does not end the path, quadratic work on a client's URL.
 */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 47) end -= 1;
  return path.slice(0, end);
}

function lookup<T extends Record<string, StaticRouteKey>>(table: T, path: string): StaticRouteKey | null {
  return Object.hasOwn(table, path) ? (table[path as keyof T] as StaticRouteKey) : null;
}

export const legacyPathList: readonly string[] = Object.keys(legacyPaths);
