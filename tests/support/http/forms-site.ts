import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { onTestFinished } from "vitest";
import { localeForHost } from "~/i18n/locale";
import type { Database } from "../../../server/db/client";
import { freshDatabase } from "../db/database";
import { createSubmissionService } from "../../../server/submissions/service";
import { recordingLogger } from "../submissions/helpers";
import { formsApi } from "../../../server/http/forms-api";
import { demoSiteConfig } from "~/content/site-config";

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };
export type Site = {
  database: Database;
  post(path: string, body: string | Buffer, headers?: Record<string, string>): Promise<Answer>;
};

/** The forms API on a tiny Express app over a fresh PGlite database, for HTTP tests. */
export async function formsSite(options: { rateLimit?: number; trustProxy?: boolean } = {}): Promise<Site> {
  const { database, dispose } = await freshDatabase("pglite");
  onTestFinished(dispose);
  const service = createSubmissionService({
    db: database.db,
    site: demoSiteConfig,
    mailTo: { de: "de@verein.example", es: "es@verein.example" },
    rateLimit: options.rateLimit ?? 10,
    logger: recordingLogger().logger,
  });
  const app = express();
  app.set("trust proxy", options.trustProxy ? 1 : false);
  app.use(formsApi({ submissions: service, localeOf: (host) => localeForHost(host, "es.localhost:3000") }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const port = (server.address() as AddressInfo).port;
  const post: Site["post"] = (path, body, headers = { "content-type": "application/json" }) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        { port, path, method: "POST", headers: { host: "localhost:3000", ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
            });
          });
        },
      );
      req.on("error", (error) => (req.writableEnded ? undefined : reject(error)));
      req.end(body);
    });
  return { database, post };
}
