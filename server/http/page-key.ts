import type { IncomingMessage } from "node:http";
import { isHomeCheckPath } from "~/domain/back-office/home-check-paths";
import { queryEquivalents } from "~/i18n/alternates";
import type { Locale } from "~/i18n/locale";
import { matchPath, type RouteKey } from "~/i18n/routes";
import { sessionCookieName } from "../back-office/session-cookie";
import { hasExtension } from "./path";

const staffCookie = new RegExp(`(?:^|;\\s*)${sessionCookieName}=`);

/** Whether a request comes from a signed-in volunteer's browser (valid session or not). */
export function fromVolunteer(req: IncomingMessage): boolean {
  const cookie = req.headers.cookie;
  return cookie !== undefined && staffCookie.test(cookie);
}

/**
 * Parameters a page reads besides those the language switch carries over: the dog list's `reset`
 * makes its loader redirect to the bare list, which must never come from the cache.
 */
const extraParams: Partial<Record<RouteKey, string[]>> = { dogs: ["reset"] };

/** The query parameters a page reads (both languages' names: the language switch keeps the first). */
export function readParams(key: RouteKey): string[] {
  const names = (queryEquivalents[key] ?? []).flatMap((names) => [names.de, names.es]);
  return [...new Set([...names, ...(extraParams[key] ?? [])])].sort();
}

/**
 * The cache key of a public page request: its Host header (which decides the language; only a host
 * that passed the request guard has ever rendered and stored a page), path and the values of the
 * query parameters the page reads, in a fixed order. Any other parameter (a tracking tag, `?x=1`) changes
 * nothing in the page, so it neither creates an entry nor causes a render. Null for what is never
 * stored: anything but GET and HEAD, the back office, files and route data (`.data`), and every
 * request of a signed-in volunteer, and a request whose target is not a path (`GET http://…`, `*`).
 */
export function pageKey(req: IncomingMessage, localeOf: (host: string) => Locale): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (fromVolunteer(req)) return null;
  const host = req.headers.host ?? "";
  const url = req.url ?? "";
  if (!url.startsWith("/")) return null;
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  if (/^\/(admin|img)(\/|$)/.test(path) || hasExtension(path) || path.startsWith("/__")) return null;
  // A home checker's report page (its link's token in the path) is never kept.
  if (isHomeCheckPath(path)) return null;
  const match = matchPath(localeOf(host), path);
  const search = new URLSearchParams(query === -1 ? "" : url.slice(query + 1));
  const kept = new URLSearchParams();
  // All values in their order: the dog list's filters take the last of a repeated parameter.
  for (const name of match ? readParams(match.key) : []) {
    for (const value of search.getAll(name)) kept.append(name, value);
  }
  return `${host} ${path}?${kept.toString()}`;
}
