import type { RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import { catalogs } from "~/content/catalogs.server";
import { isHomeCheckPath } from "~/domain/back-office/home-check-paths";
import type { Locale } from "~/i18n/locale";

/**
 * The posts of the home checkers' report pages, per client and ten minutes, as many as the public
 * forms allow (FORM_RATE_LIMIT; 0 lets all through). A link takes one report; the limit only keeps
 * a client from trying many links.
 */
export function homeCheckPostLimit(options: {
  limit: number;
  localeOf: (host: string | undefined) => Locale;
}): RequestHandler {
  if (options.limit <= 0) return (_req, _res, next) => next();
  const limiter = rateLimit({
    windowMs: 10 * 60 * 1000,
    limit: options.limit,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    validate: { xForwardedForHeader: false },
    handler: (req, res) => {
      res.locals.rejected = "home check rate limit";
      res.set("Cache-Control", "no-store");
      res
        .status(429)
        .type("text/plain")
        .send(`${catalogs[options.localeOf(req.headers.host)].homeCheck.page.tooMany}\n`);
    },
  });
  return (req, res, next) => {
    if (req.method !== "POST" || !isHomeCheckPath(req.path)) return next();
    return limiter(req, res, next);
  };
}
