import { createServer, type Server } from "node:http";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { ConfigError, parseConfig } from "./config";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { acquireEmbeddedLock, EmbeddedLockError, type EmbeddedLock } from "./db/embedded-lock";
import { migrate } from "./db/migrate";
import { createChangeFeed } from "./cache/change-feed";
import { seedContent } from "./content/seed";
import { contentSitemapSource } from "./content/sitemap";
import { createDogService } from "./dogs/dog-service";
import { demoFeedPath } from "./dogs/feed-source";
import { dogSitemapSource } from "./dogs/sitemap";
import { limitSilentSockets, refuseConnect, serverLimits, serverOptions } from "./http/server-limits";
import { createLogger, errorDetails, routeConsoleTo } from "./log";
import { loadSiteConfig } from "./site-config";
import { startSubmissions } from "./submissions/start";
import { createBackOffice } from "./back-office/services";
import { startBackOfficeJobs } from "./back-office/jobs";
import { startContentSchedule } from "./content/editor/jobs";

export type StartOptions = { root: string; buildDir: string; vite?: ViteDevServer };

/** Starts the site: configuration, database, HTTP server, graceful shutdown on SIGTERM/SIGINT. */
export async function startServer(options: StartOptions): Promise<Server> {
  let config;
  let site;
  try {
    config = parseConfig(process.env, options.root);
    site = loadSiteConfig(config.siteConfigPath);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // The embedded database is this process's alone (server/db/embedded-lock.ts).
  let embeddedLock: EmbeddedLock | undefined;
  if (!config.databaseUrl) {
    try {
      embeddedLock = acquireEmbeddedLock(config.dataDir, "server");
    } catch (error) {
      if (error instanceof EmbeddedLockError) {
        process.stderr.write(`${error.message}\n`);
        process.exit(1);
      }
      throw error;
    }
  }
  const logger = createLogger(config.logLevel);
  // From here on stdout and stderr carry JSON lines only: libraries' console output goes through the
  // logger, and a fault no handler caught is one error line (with its stack) before the exit.
  // (Development keeps the console as it is, for Vite's own messages.)
  if (!options.vite) routeConsoleTo(logger);
  // The last line reaches stdout before the exit (server/log.ts, `written`).
  const exitAfter = (code: number) => void logger.written().then(() => process.exit(code));
  process.on("uncaughtException", (error) => {
    logger.error("uncaught exception", { error: errorDetails(error) });
    exitAfter(1);
  });
  process.on("unhandledRejection", (reason) => {
    logger.error("unhandled rejection", { error: errorDetails(reason) });
    exitAfter(1);
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (error) => logger.error("database connection error", { error: errorDetails(error) }),
  });
  await migrate(database, options.root);
  const seeded = await seedContent(database.db, { root: options.root, dataDir: config.dataDir });
  if (seeded.posts || seeded.guides) logger.info("demo content seeded", seeded);
  const dogs = createDogService({
    database,
    feedUrl: config.dogsFeedUrl ?? demoFeedPath(options.root),
    refreshSeconds: config.dogsRefreshSeconds,
    imageBase: config.dogImageBaseUrl ?? "",
    logger,
  });
  // What the public pages show changed, here or on another instance (server/cache/change-feed.ts).
  // The dog list is held in memory: it follows before the new `dogs` version shows.
  const changes = createChangeFeed({ database, logger });
  changes.onChange((topic) => (topic === "dogs" ? dogs.reload() : undefined));
  await changes.start();
  await dogs.start();
  const submissions = startSubmissions({ config, db: database.db, logger, site, dogs });
  // The retention job (REQUEST_RETENTION_DAYS): now and hourly, once across instances.
  // And the volunteers' daily mail of due tasks (REMINDER_HOUR), once per volunteer and day.
  const jobs = startBackOfficeJobs({ db: database.db, config, logger, wakeMailer: submissions.wake });
  const backOffice = createBackOffice({
    db: database.db,
    config,
    site,
    dogs,
    logger,
    origins: config.publicUrl,
    wakeMailer: submissions.wake,
  });
  // Scheduled posts and guides: every 30 s, once across instances.
  const contentSchedule = startContentSchedule({
    db: database.db,
    publishDue: () => backOffice.content.publishDue(),
    logger,
  });

  const vite = options.vite;
  const build: () => Promise<ServerBuild> = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : async () => (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
  const app = createApp({
    config,
    site,
    database,
    dogs,
    logger,
    root: options.root,
    buildDir: options.buildDir,
    build,
    devMiddleware: vite?.middlewares,
    sitemapSources: [dogSitemapSource(dogs), contentSitemapSource(database.db)],
    submissions: submissions.service,
    backOffice,
    changes,
  });

  // Bounded time per request and per idle or silent socket, no cap on sockets (docs/security.md).
  const limits = serverLimits(process.env);
  const server = createServer(serverOptions(limits), app);
  server.setTimeout(limits.idleTimeoutMs);
  limitSilentSockets(server, limits);
  refuseConnect(server);
  server.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info("listening", {
    port,
    de: config.publicUrl.de,
    es: config.publicUrl.es,
    database: database.kind,
  });

  // While no account exists: the one-time link to the first admin's page (server/back-office/first-admin.ts).
  await backOffice.setup.announce();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    const force = setTimeout(() => {
      logger.error("shutdown timed out; exiting");
      exitAfter(1);
    }, 10_000);
    force.unref();
    // close() stops accepting and waits for in-flight requests; idle keep-alive sockets go now.
    dogs.stop();
    server.close(async () => {
      // The mail worker finishes the mail in hand while the database is still open.
      await jobs.stop();
      await contentSchedule.stop();
      await changes.stop();
      await submissions
        .stop()
        .catch((error: unknown) => logger.error("mail worker stop failed", { error: errorDetails(error) }));
      await database
        .close()
        .catch((error: unknown) => logger.error("database close failed", { error: errorDetails(error) }));
      embeddedLock?.release();
      await vite?.close();
      logger.info("stopped");
      exitAfter(0);
    });
    server.closeIdleConnections();
  };
  // `on`, not `once`: a second signal (Ctrl-C reaches server.js and this child both) is ignored.
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  return server;
}
