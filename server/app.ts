import { readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type RequestHandler, type Response } from "express";
import type { ServerBuild } from "react-router";
import type { SiteConfig } from "~/content/site-config";
import { catalogs } from "~/content/catalogs.server";
import { localeForHost, type Locale } from "~/i18n/locale";
import type { ChangeFeed } from "./cache/change-feed";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { DogService } from "./dogs/dog-service";
import { localDescription } from "./dogs/local-description";
import { createContentService } from "./content/service";
import { storageImages } from "./content/storage";
import { imageVariants } from "./images/variants";
import { mediaAdminRoutes } from "./media/admin-routes";
import { storedPictures } from "./media/public-route";
import { dogsApi } from "./http/dogs-api";
import { formsApi } from "./http/forms-api";
import { pageCache } from "./http/page-cache";
import { precompressedAssets } from "./http/precompressed";
import { fromVolunteer, pageKey } from "./http/page-key";
import { homeCheckPhotoRoutes } from "./home-checks/photo-route";
import { homeCheckPostLimit } from "./home-checks/rate-limit";
import { hasExtension } from "./http/path";
import { redirects } from "./http/redirects";
import { adminGuard, adminPrivacy } from "./http/admin-guard";
import { withReadBody } from "./http/admin-body";
import { errorHandler, type ErrorPageOptions } from "./http/error-answer";
import { crossOriginGuard, requestGuard } from "./http/request-guard";
import { contentSecurityPolicy, policyHeader, securityHeaders } from "./http/security";
import { seoFiles, type SitemapSource } from "./http/seo-files";
import { errorDetails, logPath, type Logger } from "./log";
import { pageSubmissions } from "./submissions/page-posts";
import { createBackOffice, type BackOfficeServices } from "./back-office/services";
import type { StaffMember } from "./back-office/staff-member";
import { createSubmissionService, type SubmissionService } from "./submissions/service";
import { dogResolver } from "./submissions/request-columns";
import { contextProvider, type ContextValues } from "~/context";

export type AppDependencies = {
  config: Config;
  site: SiteConfig;
  database: Database;
  dogs: DogService;
  logger: Logger;
  root: string;
  /** Where `npm run build` wrote the client and server bundles. */
  buildDir: string;
  /** The React Router build; a function so the dev server can hand over fresh modules. */
  build: () => Promise<ServerBuild>;
  /** Vite's dev middleware, only in development. */
  devMiddleware?: RequestHandler;
  sitemapSources?: SitemapSource[];
  /** The request pipeline (main.ts wires it to the mail worker); built here when absent. */
  submissions?: SubmissionService;
  /** The back office's services (main.ts wires them to the mail worker); built here when absent. */
  backOffice?: BackOfficeServices;
  /**
   * The versions of what public pages show, current on every instance (server/cache/change-feed.ts);
   * main.ts starts it. Absent (tests that build the app alone): nothing tells of changes.
   */
  changes?: ChangeFeed;
};

/** The site as an Express app, which Node's HTTP server calls for every request. */
export function createApp(deps: AppDependencies): Express {
  const { config, site, database, logger } = deps;
  const localeOf = (host: string | undefined): Locale => localeForHost(host, config.spanishHost);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy ? 1 : false);
  // First: every answer is logged, the refused ones too.
  const log = requestLog(logger);
  app.use((req, res, next) => {
    log(req, res);
    next();
  });

  const stylesheet = deps.devMiddleware ? undefined : siteStylesheet(deps.buildDir);
  const errorPage: ErrorPageOptions = { stylesheet };
  // Rendered public pages kept for a minute, so that the app alone takes a burst (docs/decisions/0022).
  const pages =
    deps.devMiddleware || config.pageCacheBytes === 0
      ? undefined
      : pageCache({
          keyOf: (req) => pageKey(req, localeOf),
          maxBytes: config.pageCacheBytes,
          // The dog list in memory: a new list object empties the cache.
          shown: () => deps.dogs.list(),
        });
  // What the database holds (blog posts, guides, the feed) changed, here or on another instance
  // (server/cache/change-feed.ts).
  if (pages) deps.changes?.onChange(() => pages.clear());
  app.use(compression());
  const imageOrigins = config.dogImageBaseUrl ? [config.dogImageBaseUrl] : [];
  const https = config.publicUrl.de.startsWith("https:");
  const security = { imageOrigins, https, production: config.production };
  app.use(securityHeaders(security));
  // Every answer to an admin path or a variant of one is no-store and noindex, the guard's own too.
  app.use(adminPrivacy());
  // Before any work on the request: what no page can answer gets a clean 4xx here (docs/security.md).
  app.use(requestGuard({ localeOf, trustProxy: config.trustProxy, page: errorPage }));
  const backOffice =
    deps.backOffice ??
    createBackOffice({
      db: database.db,
      config,
      site,
      dogs: deps.dogs,
      logger,
      origins: config.publicUrl,
      wakeMailer: () => {},
    });
  // The back office's door: no-store/noindex, the session (res.locals.staff), Origin checks, and
  // no page of /admin without a session (server/http/admin-guard.ts, CONTRACT.md 'Back office').
  app.use(
    adminGuard({
      origins: [config.publicUrl.de, config.publicUrl.es],
      staffForToken: (token) => backOffice.accounts.staffForToken(token),
    }),
  );
  // Early, so that a stored page skips the routing below; no handler before the pages answers the
  // paths it stores.
  if (pages) app.use(pages.handler);

  app.get("/healthz", async (_req, res) => {
    try {
      await database.ping();
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch (error) {
      logger.error("health check failed", { error: errorDetails(error) });
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  });
  const submissions =
    deps.submissions ??
    createSubmissionService({
      db: database.db,
      mailTo: config.mailTo,
      publicUrl: config.publicUrl,
      site,
      resolveDog: dogResolver(() => deps.dogs.list().dogs),
      rateLimit: config.formRateLimit,
      logger,
    });
  app.use(formsApi({ submissions, localeOf }));
  // Issue 28: the home checkers' report pages take posts without an account: limited like the forms.
  app.use(homeCheckPostLimit({ limit: config.formRateLimit, localeOf }));
  app.use(
    seoFiles({
      origins: config.publicUrl,
      localeOf,
      sources: deps.sitemapSources ?? [],
      securityContacts: { de: site.de.email, es: site.es.email },
      feed: (locale) => content.feed(locale),
    }),
  );
  app.use(redirects(site, localeOf));
  app.use(
    dogsApi({
      dogs: deps.dogs,
      root: deps.root,
      origins: config.publicUrl,
      localeOf,
      serveDemoImages: !config.dogImageBaseUrl,
    }),
  );

  // Blog and guide pictures (spec 2 section 3 buckets) from DATA_DIR/storage.
  app.use(storageImages(config.dataDir));
  // Pictures uploaded in the back office, from the database (docs/decisions/0025), and the upload
  // and library endpoints behind the admin guard.
  app.use(storedPictures(backOffice.media));
  app.use(mediaAdminRoutes({ media: backOffice.media, localeOf }));
  // Home-check photos (issue 28): personal data, to signed-in volunteers only, never under /media.
  app.use(homeCheckPhotoRoutes(backOffice.homeChecks));
  // AVIF and WebP copies of the pictures at the widths the pages ask for (docs/decisions/0016).
  app.use(
    imageVariants({
      publicDir: deps.devMiddleware ? path.join(deps.root, "public") : path.join(deps.buildDir, "client"),
      dataDir: config.dataDir,
      root: deps.root,
      dogs: () => deps.dogs.list().dogs,
      logger,
      pictures: backOffice.media,
    }),
  );

  if (deps.devMiddleware) {
    app.use(deps.devMiddleware);
  } else {
    const client = path.join(deps.buildDir, "client");
    const assets = path.join(client, "assets");
    // Scripts and stylesheets as compressed at build time; each encoding has its own ETag.
    app.use("/assets", precompressedAssets(assets, { maxAge: "1y" }));
    app.use("/assets", express.static(assets, { immutable: true, maxAge: "1y", index: false }));
    // Every public file has an extension and no page path does: pages skip the file-system lookup.
    const publicFiles = express.static(client, { maxAge: "1h", index: false });
    app.use((req, res, next) => (hasExtension(req.path) ? publicFiles(req, res, next) : next()));
  }

  const content = createContentService(database.db);
  const pagesHandler = createRequestHandler({
    build: deps.build,
    mode: config.production ? "production" : "development",
    // What the loaders and actions read with `context.get(…)` (app/context.ts).
    getLoadContext: (req, res) => {
      const locale = localeOf(req.headers.host);
      // The volunteer whose session cookie the admin guard resolved, on an admin path only.
      const staff: StaffMember | undefined = res.locals.staff;
      return contextProvider({
        site: {
          locale,
          text: catalogs[locale],
          origins: config.publicUrl,
          site,
          requestRetentionDays: config.requestRetentionDays,
          // What a volunteer's browser is answered may one day differ from the public page: never for a shared cache.
          pageCacheControl: fromVolunteer(req) ? "private, no-store" : config.pageCacheControl,
          clientIp: req.ip,
        },
        dogs: {
          ...deps.dogs.list(),
          description: (dog) => localDescription(dog, locale, config.publicUrl),
        },
        content,
        submissions: pageSubmissions(submissions, { locale, clientIp: req.ip, origins: config.publicUrl }),
        backOffice,
        session: staff ?? null,
        logger,
        security,
      } satisfies ContextValues);
    },
  });
  // A post from another origin: 403 and a warning line here, not the router's exception (a 500).
  app.use(crossOriginGuard({ localeOf, trustProxy: config.trustProxy, page: errorPage }));
  // React Router's answers bring their own CSP (app/entry.server.tsx, app/content-policy.server.ts),
  // and its adapter appends headers: the default one goes first, and comes back for an error page.
  const policy = { header: policyHeader(security), value: contentSecurityPolicy(security) };
  // A chunked admin post was read by the admin guard (its size limit): the pages read it again.
  app.all("/{*path}", (req, res, next) => {
    res.removeHeader(policy.header);
    return pagesHandler(withReadBody(req), res, (error?: unknown) => {
      if (!res.headersSent) res.setHeader(policy.header, policy.value);
      next(error);
    });
  });
  // Last: no error reaches Express's own handler (its HTML page, its stack trace on stderr).
  app.use(errorHandler({ logger, localeOf, page: errorPage }));
  return app;
}

/** The built site stylesheet's hashed URL, for the error pages the server writes itself. */
function siteStylesheet(buildDir: string): string | undefined {
  try {
    const file = readdirSync(path.join(buildDir, "client", "assets")).find(
      (name) => name.startsWith("app-") && name.endsWith(".css"),
    );
    return file ? `/assets/${file}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One line per answered request: method, path (cut, without query string, which can hold what a
 * visitor typed), status, time. A request the guard or the error handler refused is a warning
 * with the reason; never anything the client sent beyond its path.
 */
function requestLog(logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    // What the line needs, taken now: the listener holds three strings, not the request.
    const { method, url = "" } = req;
    const host = req.headers.host ?? "";
    res.once("finish", () => {
      const ms = performance.now() - started;
      // Set by the guard and the error handler, on the locals Express gives the answer.
      const rejected = (res as Partial<Response>).locals?.rejected as string | undefined;
      const fields = {
        method,
        path: logPath(url),
        host: host.slice(0, 100),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      };
      if (rejected) logger.warn("request refused", { ...fields, reason: rejected });
      else logger.info("request", fields);
    });
  };
}
