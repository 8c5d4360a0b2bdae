import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import type { Locale } from "../../app/i18n/locale";
import { messages } from "../../app/i18n/messages";
import { errorDetails, logPath, type Logger } from "../log";

/** The methods the site answers; every other one gets 405 before any routing (TRACE included). */
export const allowedMethods = ["GET", "HEAD", "POST"] as const;
const allowed = new Set<string>(allowedMethods);

/**
 * The longest request target (path and query) accepted. The site's longest real URLs (a dog's page
 * with a form preselected, a filtered list with a long search) stay far below.
 */
export const maxTargetLength = 2_048;

/** The longest Host header accepted (a DNS name is at most 253 characters, plus the port). */
const maxHostLength = 260;

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

export type ErrorPageOptions = {
  /** The site's stylesheet (its hashed URL), for the site's look; absent in development. */
  stylesheet?: string;
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
  if (target.length > maxTargetLength) return "target too long";
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

function isRegNameChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) || // a-z
    (code >= 65 && code <= 90) || // A-Z
    (code >= 48 && code <= 57) || // 0-9
    code === 45 || // -
    code === 46 || // .
    code === 95 // _
  );
}

function isIpv6Char(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 97 && code <= 102) ||
    (code >= 65 && code <= 70) ||
    code === 58 ||
    code === 46
  );
}

/**
 * A Host header a URL can be built from: a name (letters, digits, `-`, `.`, `_`) or a bracketed IPv6
 * address, optionally a port of 1–65535. Checked character by character, in linear time.
 */
export function isValidHost(host: string | undefined): boolean {
  if (!host || host.length > maxHostLength) return false;
  let index = 0;
  if (host.charCodeAt(0) === 91) {
    const close = host.indexOf("]");
    if (close < 3) return false;
    for (index = 1; index < close; index += 1) if (!isIpv6Char(host.charCodeAt(index))) return false;
    index = close + 1;
  } else {
    while (index < host.length && isRegNameChar(host.charCodeAt(index))) index += 1;
    if (index === 0) return false;
  }
  if (index === host.length) return hostParses(host);
  if (host.charCodeAt(index) !== 58) return false;
  const port = host.slice(index + 1);
  if (port.length < 1 || port.length > 5) return false;
  for (let i = 0; i < port.length; i += 1) {
    const code = port.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  const number = Number(port);
  return number >= 1 && number <= 65535 && hostParses(host);
}

function hostParses(host: string): boolean {
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

const apiPrefix = "/api/";

function wantsJson(req: Request): boolean {
  return req.url.startsWith(apiPrefix) || req.url === "/api";
}

const apiMessages: Record<number, string> = {
  400: "Bad request.",
  405: "Method not allowed.",
  413: "Payload too large.",
  414: "URI too long.",
  500: "Internal server error.",
};

/**
 * A clean error answer: JSON for /api paths, else a small page in the site's language and look
 * with a link to the home page. Never cached, never indexed.
 */
export function sendError(
  req: Request,
  res: Response,
  status: number,
  locale: Locale,
  page: ErrorPageOptions,
): void {
  res.status(status);
  res.setHeader("Cache-Control", "no-store");
  if (wantsJson(req)) {
    res.json({ error: apiMessages[status] ?? (status >= 500 ? apiMessages[500] : apiMessages[400]) });
    return;
  }
  res.setHeader("X-Robots-Tag", "noindex");
  res.type("html").send(errorPageHtml(status, locale, page));
}

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/** The page's texts for a status: the guard's own, the general error text for a server fault. */
function pageText(status: number, locale: Locale) {
  const t = messages[locale];
  if (status >= 500)
    return { title: t.error.title, heading: t.error.heading, text: t.error.text, home: t.error.home };
  if (status === 404)
    return {
      title: t.notFound.title,
      heading: t.notFound.heading,
      text: t.notFound.detail,
      home: t.notFound.home,
    };
  const own =
    status === 405
      ? t.requestError.methodNotAllowed
      : status === 414
        ? t.requestError.uriTooLong
        : t.requestError.badRequest;
  return { ...own, home: t.requestError.home };
}

/** A complete, valid document in the site's classes (the not-found page's layout), no script. */
export function errorPageHtml(status: number, locale: Locale, page: ErrorPageOptions = {}): string {
  const t = messages[locale];
  const text = pageText(status, locale);
  const stylesheet = page.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(page.stylesheet)}">` : "";
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${text.title} | ${t.siteName}`)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${stylesheet}
</head>
<body class="flex min-h-screen flex-col bg-stone-50 text-stone-900 antialiased">
<header class="border-b border-stone-200 bg-white">
<div class="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 sm:px-6">
<a href="/" class="flex min-w-0 items-center gap-2 rounded-md py-1">
<img src="/favicon.svg" alt="" width="40" height="40" class="h-10 w-10 shrink-0">
<span class="text-base leading-tight font-bold text-teal-900 sm:text-lg">${escapeHtml(t.siteName)}</span>
</a>
</div>
</header>
<main id="main" class="flex-1">
<section class="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
<p class="text-7xl font-black text-teal-800" aria-hidden="true">${status}</p>
<h1 class="mt-4 text-3xl font-bold sm:text-4xl">${escapeHtml(text.heading)}</h1>
<p class="mt-3 text-lg text-stone-700">${escapeHtml(text.text)}</p>
<a href="/" class="mt-8 inline-flex items-center rounded-full bg-teal-800 px-6 py-3 font-semibold text-white hover:bg-teal-900">${escapeHtml(text.home)}</a>
</section>
</main>
</body>
</html>
`;
}

function statusOf(error: unknown): number {
  if (typeof error !== "object" || error === null) return 500;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === "number" ? status : statusCode;
  return typeof value === "number" && Number.isInteger(value) && value >= 400 && value <= 599 ? value : 500;
}

/**
 * The last handler: no error ever reaches Express's default handler (its HTML page, its plain-text
 * stack trace on stderr). An error a client caused (status 4xx, e.g. a malformed escape the router
 * could not decode) gets the clean 4xx and only the request's log line; a real fault the 500 page
 * and one error line with the stack.
 */
export function errorHandler(options: {
  logger: Logger;
  localeOf: (host: string | undefined) => Locale;
  page: ErrorPageOptions;
}): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const status = statusOf(error);
    if (status >= 500) {
      options.logger.error("request failed", {
        method: req.method,
        path: logPath(req.originalUrl),
        error: errorDetails(error),
      });
    } else {
      res.locals.rejected ??= "client error";
    }
    if (res.headersSent) {
      // Part of the answer is out: it cannot become an error page; end it so the client notices.
      req.socket.destroy();
      return;
    }
    const locale = isValidHost(req.headers.host) ? options.localeOf(req.headers.host) : "de";
    sendError(req, res, status >= 500 ? 500 : status, locale, options.page);
  };
}
