import type { Request, RequestHandler } from "express";
import type { Locale } from "~/i18n/locale";
import { sendError, type ErrorPageOptions } from "./error-answer";
import { isValidHost } from "./host";

/** The methods the site answers; every other one gets 405 before any routing (TRACE included). */
export const allowedMethods = ["GET", "HEAD", "POST"] as const;
const allowed = new Set<string>(allowedMethods);

/**
 * The longest request target (path and query) accepted. The site's longest real URLs (a dog's page
 * with a form preselected, a filtered list with a long search) stay far below.
 */
export const maxTargetLength = 2_048;

/**
 * React Router's route discovery asks `/__manifest?paths=…` for every link on the page at once (the
 * dog list links 300 dogs) and itself never sends a URL longer than 7,680 characters: that one
 * path gets that limit, or the browser logs a failed manifest fetch and links load as documents.
 */
export const manifestPath = "/__manifest";
export const maxManifestTargetLength = 7_680;

export type ClientErrorStatus = 400 | 405 | 414;

/** Why the guard refused a request, for the request's log line; never the request's content. */
export type Rejection =
  | "method"
  | "target too long"
  | "target form"
  | "host"
  | "percent escape"
  | "path characters"
  | "dot segment"
  | "empty segment";

export type GuardOptions = {
  localeOf: (host: string | undefined) => Locale;
  /** Whether X-Forwarded-Host counts (TRUST_PROXY): then it must be a valid host too. */
  trustProxy: boolean;
  page: ErrorPageOptions;
};

/**
 * Refuses, cheaply and before any other work, requests that no page can answer: an unknown or
 * forbidden method, an over-long or absolute-form target, a malformed Host, a malformed percent
 * escape in the path. Each gets a clean 4xx (JSON under /api, else a small page in the host's
 * language) instead of an exception deeper down.
 */
export function requestGuard(options: GuardOptions): RequestHandler {
  return (req, res, next) => {
    const rejection = rejectionOf(req, options.trustProxy);
    if (!rejection) return next();
    if (rejection === "empty segment" && (req.method === "GET" || req.method === "HEAD")) {
      // `//hunde` from a broken link: the same page with single slashes (a path, never another host).
      const query = req.url.indexOf("?");
      const path = query === -1 ? req.url : req.url.slice(0, query);
      return res.redirect(301, collapseSlashes(path) + (query === -1 ? "" : req.url.slice(query)));
    }
    res.locals.rejected = rejection;
    const hostValid = rejection !== "host";
    const locale = hostValid ? options.localeOf(req.headers.host) : "de";
    if (rejection === "method") res.setHeader("Allow", allowedMethods.join(", "));
    const status: ClientErrorStatus =
      rejection === "method" ? 405 : rejection === "target too long" ? 414 : 400;
    // The connection is not reused after a request this odd.
    res.setHeader("Connection", "close");
    sendError(req, res, status, locale, options.page);
  };
}

function rejectionOf(req: Request, trustProxy: boolean): Rejection | null {
  if (!allowed.has(req.method)) return "method";
  const target = req.url;
  const limit = target.startsWith(`${manifestPath}?`) ? maxManifestTargetLength : maxTargetLength;
  if (target.length > limit) return "target too long";
  // Origin form only: an absolute URL (`GET http://other.example/`) or `*` is not for this server.
  if (target.charCodeAt(0) !== 47) return "target form";
  if (!isValidHost(req.headers.host)) return "host";
  if (trustProxy) {
    const forwarded = req.headers["x-forwarded-host"];
    if (forwarded !== undefined && !isValidHost(String(forwarded))) return "host";
  }
  const query = target.indexOf("?");
  let path: string;
  try {
    path = decodeURIComponent(query === -1 ? target : target.slice(0, query));
  } catch {
    return "percent escape";
  }
  if (hasLineOrControlCharacter(path)) return "path characters";
  // After the checks above: a browser resolves `.` and `..` before it asks, and URL parsing would
  // resolve them (`%2e` too) into another path than the one the routes saw.
  if (hasDotSegment(path)) return "dot segment";
  // On the path as sent, which the redirect collapses (an encoded `%2F%2F` is no empty segment).
  return (query === -1 ? target : target.slice(0, query)).includes("//") ? "empty segment" : null;
}

function hasDotSegment(path: string): boolean {
  for (const segment of path.split("/")) if (segment === "." || segment === "..") return true;
  return false;
}

/** Runs of slashes as one. */
export function collapseSlashes(path: string): string {
  let collapsed = "";
  for (const char of path) if (char !== "/" || !collapsed.endsWith("/")) collapsed += char;
  return collapsed;
}

/**
 * No page path holds a control character or a line break (C0, DEL, C1, U+2028, U+2029); the
 * router's patterns do not even match such a path (their `.` stops at a line break).
 */
function hasLineOrControlCharacter(path: string): boolean {
  for (let index = 0; index < path.length; index += 1) {
    const code = path.charCodeAt(index);
    if (code < 32 || (code >= 127 && code < 160) || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

/**
 * A post from another origin, refused with 403 (a page in the host's language) and one warning line,
 * before the pages' handler: React Router aborts such an action itself, but with an exception, which
 * would be a 500 and an error with its stack in the log. The page forms' own Origin check
 * (server/submissions/page-posts.ts) and the admin guard's stay; this is the clean answer for all.
 * The origin a page is asked on is the Host's (with TRUST_PROXY the forwarded host's), as the router
 * compares it.
 */
export function crossOriginGuard(options: GuardOptions): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const origin = req.headers.origin;
    if (origin === undefined || sameOrigin(origin, req, options.trustProxy)) return next();
    res.locals.rejected = "cross-origin post";
    res.setHeader("Connection", "close");
    sendError(req, res, 403, options.localeOf(req.headers.host), options.page);
  };
}

function sameOrigin(origin: string, req: Request, trustProxy: boolean): boolean {
  const forwarded = trustProxy ? req.headers["x-forwarded-host"] : undefined;
  const host =
    (typeof forwarded === "string" ? forwarded.split(",")[0]?.trim() : undefined) ?? req.headers.host;
  try {
    return origin !== "null" && new URL(origin).origin === new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return false;
  }
}
