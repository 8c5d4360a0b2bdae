import type { RequestHandler, Response } from "express";
import { rateLimit } from "express-rate-limit";
import { sessionTokenOf } from "../back-office/session-cookie";
import { limitAdminBody } from "./admin-body";
import type { StaffMember } from "../back-office/staff-member";

export type AdminGuardOptions = {
  /** The site's public origins (config.publicUrl): the only ones an admin action may come from. */
  origins: string[];
  /** The volunteer of a session token, or null (context.backOffice.accounts.staffForToken). */
  staffForToken: (token: string) => Promise<StaffMember | null>;
  /** Admin posts per IP (IPv6 /56) and window, besides the sign-in's own limits. */
  postLimit?: { limit: number; windowMs: number };
};

const loginPath = "/admin/login";
/** The first admin's page (while no account exists, with the token the server printed). */
const setupPath = "/admin/setup";

/**
 * Whether a path is the back office's: `/admin`, `/admin/…` and React Router's data requests for
 * them (`/admin.data`), in any letter case (the router matches without case) and percent-encoding,
 * and every variant a browser or the router may read as one (`/admin\staff`, `//admin`,
 * `/admin;x`, `/admin%2Fstaff`): anything that starts with the word `admin` after the slashes.
 */
export function isAdminPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A broken escape (the request guard refuses it): the path as sent.
  }
  return adminStart.test(decoded) || adminStart.test(path);
}

const adminStart = /^[/\\]+admin(?![a-z0-9])/i;

/** The path as the router sees it, without `.data`, lower-case and without a trailing slash. */
function routePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // As above.
  }
  return decoded
    .toLowerCase()
    .replace(/\.data$/, "")
    .replace(/\/+$/, "");
}

/**
 * The back office's door (CONTRACT.md 'Back office'), before the pages: every `/admin` answer is
 * `no-store` and `noindex`; the session cookie gives `res.locals.staff`; an admin action from
 * another site (Origin, Sec-Fetch-Site) is refused with 403; without a session a document request
 * goes to the sign-in page (303, with `next`), a data request passes on to the admin layout's
 * middleware (which redirects), and any other method is 401, except the sign-in itself.
 */
export function adminGuard(options: AdminGuardOptions): RequestHandler {
  const origins = new Set(options.origins);
  const limit = options.postLimit ?? { limit: 300, windowMs: 10 * 60 * 1000 };
  const postLimiter = rateLimit({
    windowMs: limit.windowMs,
    limit: limit.limit,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    // Without TRUST_PROXY a client's X-Forwarded-For is ignored, as it must be; no warning about it.
    validate: { xForwardedForHeader: false },
    handler: (req, res, _next, limiterOptions) => {
      res.locals.rejected = "admin rate limit";
      const reset = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : 60;
      res.set("Retry-After", String(seconds));
      refuse(res, limiterOptions.statusCode, "Too many requests.");
    },
  });

  return (req, res, next) => {
    if (!isAdminPath(req.path)) return next();
    privateAnswer(res);
    const safe = req.method === "GET" || req.method === "HEAD";
    if (!safe) {
      const origin = req.headers.origin;
      if ((origin !== undefined && !origins.has(origin)) || req.headers["sec-fetch-site"] === "cross-site") {
        // One warning line (the request log's, with this reason); nothing the client sent.
        res.locals.rejected = "cross-site admin request";
        res.setHeader("Connection", "close");
        return refuse(res, 403, "Forbidden.");
      }
    }
    const route = routePath(req.path);
    const check = async () => {
      const token = sessionTokenOf(req.headers.cookie);
      const staff = token ? await options.staffForToken(token) : null;
      res.locals.staff = staff ?? undefined;
      if (staff) return next();
      if (safe) {
        if (req.path.endsWith(".data") || route === loginPath || route === setupPath) return next();
        const target = req.originalUrl.startsWith("/") ? req.originalUrl : req.path;
        return res.redirect(303, `${loginPath}?next=${encodeURIComponent(target)}`);
      }
      if (req.method === "POST" && (route === loginPath || route === setupPath)) return next();
      res.locals.rejected = "admin request without session";
      refuse(res, 401, "Not signed in.");
    };
    if (safe) return check().catch(next);
    // The size first, before the body is read (CONTRACT.md: 413 over 1 MB, sign-in included).
    limitAdminBody(
      req,
      res,
      () => {
        res.locals.rejected = "admin post too large";
        refuse(res, 413, "Payload too large.");
      },
      () => postLimiter(req, res, (error?: unknown) => (error ? next(error) : check().catch(next))),
    );
  };
}

/**
 * no-store and noindex on every answer to an admin path or a variant of one, also those the request
 * guard gives before the admin guard runs (a redirect of `//admin`, a 400 for `/admin/..%2f`).
 */
export function adminPrivacy(): RequestHandler {
  return (req, res, next) => {
    if (isAdminPath(req.path) || isAdminPath(req.url)) privateAnswer(res);
    next();
  };
}

/** no-store and noindex on the answer, whatever a later handler sets. */
function privateAnswer(res: Response): void {
  if (res.locals.privateAnswer) return;
  res.locals.privateAnswer = true;
  const force = () => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
  };
  force();
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    force();
    const headers = args.find((arg, i) => i > 0 && arg !== null && typeof arg === "object");
    if (headers && !Array.isArray(headers)) {
      for (const name of Object.keys(headers)) {
        if (/^(cache-control|x-robots-tag)$/i.test(name)) delete (headers as Record<string, unknown>)[name];
      }
    }
    return writeHead.apply(this, args);
  } as Response["writeHead"];
}

function refuse(res: Response, status: number, message: string): void {
  res.status(status).type("text/plain").send(`${message}\n`);
}
