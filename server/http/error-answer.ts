// The site's clean error answers: JSON under /api, else a small page in the host's language; and the
// final Express error handler, so that Express's own error page and stack trace never appear.
import type { ErrorRequestHandler, Request, Response } from "express";
import { escapeHtml } from "~/domain/text";
import type { Locale } from "~/i18n/locale";
import { catalogs } from "~/content/catalogs.server";
import { errorDetails, logPath, type Logger } from "../log";
import { isValidHost } from "./host";

export type ErrorPageOptions = {
  /** The site's stylesheet (its hashed URL), for the site's look; absent in development. */
  stylesheet?: string;
};

const apiPrefix = "/api/";

function wantsJson(req: Request): boolean {
  return req.url.startsWith(apiPrefix) || req.url === "/api";
}

const apiMessages: Record<number, string> = {
  400: "Bad request.",
  403: "Forbidden.",
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

/** The page's texts for a status: the guard's own, the general error text for a server fault. */
function pageText(status: number, locale: Locale) {
  const t = catalogs[locale].shell;
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
    status === 403
      ? t.requestError.crossSite
      : status === 405
        ? t.requestError.methodNotAllowed
        : status === 414
          ? t.requestError.uriTooLong
          : t.requestError.badRequest;
  return { ...own, home: t.requestError.home };
}

/** A complete, valid document in the site's classes (the not-found page's layout), no script. */
export function errorPageHtml(status: number, locale: Locale, page: ErrorPageOptions = {}): string {
  const t = catalogs[locale].shell;
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
<span class="text-base leading-tight font-bold text-brand-900 sm:text-lg">${escapeHtml(t.siteName)}</span>
</a>
</div>
</header>
<main id="main" class="flex-1">
<section class="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
<p class="text-7xl font-black text-brand-800" aria-hidden="true">${status}</p>
<h1 class="mt-4 text-3xl font-bold sm:text-4xl">${escapeHtml(text.heading)}</h1>
<p class="mt-3 text-lg text-stone-700">${escapeHtml(text.text)}</p>
<a href="/" class="mt-8 inline-flex items-center rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-900">${escapeHtml(text.home)}</a>
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
