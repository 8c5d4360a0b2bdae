import type { IncomingMessage } from "node:http";
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

/**
 * Pages that differ per render on purpose: the home page shows three dogs picked at random (spec 1).
 * Each such page is kept in this many renders, and each request gets one of them at random, so
 * visitors still see different dogs while every answer comes from memory.
 */
const randomVariants: Partial<Record<RouteKey, number>> = { home: 8 };

/** The query parameters a page reads (both languages' names: the language switch keeps the first). */
export function readParams(key: RouteKey): string[] {
  const names = (queryEquivalents[key] ?? []).flatMap((names) => [names.de, names.es]);
  return [...new Set([...names, ...(extraParams[key] ?? [])])].sort();
}

/** What a page's key takes from the request target alone: its keys, one per render kept. */
type TargetKey = { keys: string[] } | null;

/**
 * Target keys of the latest requests, by host and target: working one out (locale, route match,
 * query) is most of a stored page's cost, and two lookups of the strings Node parsed cost less than
 * joining them. Emptied when full, and only for targets of a page's usual length, so that random
 * hosts or paths can neither grow it nor fill the memory (at most about 4,096 × 300 characters).
 */
const targetKeys = new Map<string, Map<string, TargetKey>>();
let keptTargets = 0;
const maxTargetKeys = 4096;
const maxKeptTargetLength = 256;

/**
 * The cache key of a public page request: its Host header (which decides the language; only a host
 * that passed the request guard has ever rendered and stored a page), path and the values of the
 * query parameters the page reads, in a fixed order. Any other parameter (a tracking tag, `?x=1`) changes
 * nothing in the page, so it neither creates an entry nor causes a render. Null for what is never
 * stored: anything but GET and HEAD, the back office, files and route data (`.data`), and every
 * request of a signed-in volunteer, and a request whose target is not a path (`GET http://…`, `*`).
 * Reads the raw request (`req.url` as received), so it also serves before Express (server/app.ts).
 */
export function pageKey(req: IncomingMessage, localeOf: (host: string) => Locale): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (fromVolunteer(req)) return null;
  const host = req.headers.host ?? "";
  const url = req.url ?? "";
  let targets = targetKeys.get(host);
  let target = targets?.get(url);
  if (target === undefined) {
    target = targetKey(host, url, localeOf(host));
    if (keptTargets >= maxTargetKeys) {
      targetKeys.clear();
      keptTargets = 0;
      targets = undefined;
    }
    if (host.length + url.length <= maxKeptTargetLength) {
      if (!targets) targetKeys.set(host, (targets = new Map()));
      targets.set(url, target);
      keptTargets += 1;
    }
  }
  if (!target) return null;
  const { keys } = target;
  return keys.length > 1 ? (keys[Math.floor(Math.random() * keys.length)] as string) : (keys[0] as string);
}

function targetKey(host: string, url: string, locale: Locale): TargetKey {
  if (!url.startsWith("/")) return null;
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  if (/^\/(admin|img)(\/|$)/.test(path) || hasExtension(path) || path.startsWith("/__")) return null;
  const match = matchPath(locale, path);
  const search = new URLSearchParams(query === -1 ? "" : url.slice(query + 1));
  const kept = new URLSearchParams();
  // All values in their order: the dog list's filters take the last of a repeated parameter.
  for (const name of match ? readParams(match.key) : []) {
    for (const value of search.getAll(name)) kept.append(name, value);
  }
  const key = `${host} ${path}?${kept.toString()}`;
  const variants = (match ? randomVariants[match.key] : undefined) ?? 1;
  return { keys: variants > 1 ? Array.from({ length: variants }, (_, n) => `${key} #${n}`) : [key] };
}
