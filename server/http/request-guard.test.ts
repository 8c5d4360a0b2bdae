import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, test } from "vitest";
import { localeForHost } from "~/i18n/locale";
import { catalogs } from "~/content/catalogs.server";
import { createLogger } from "../log";
import { errorHandler, errorPageHtml } from "./error-answer";
import { isValidHost } from "./host";
import {
  crossOriginGuard,
  maxManifestTargetLength,
  manifestPath,
  maxTargetLength,
  requestGuard,
} from "./request-guard";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const localeOf = (host: string | undefined) => localeForHost(host, "es.localhost");

/** The guard and the error handler around routes that answer, throw, or fail half-way. */
async function site({ trustProxy = false } = {}) {
  const lines: string[] = [];
  const logger = createLogger("debug", (line) => lines.push(line));
  const app = express();
  app.use(requestGuard({ localeOf, trustProxy, page: { stylesheet: "/assets/app-x.css" } }));
  app.get("/ok", (_req, res) => {
    res.send("ok");
  });
  app.get("/fault", () => {
    throw Object.assign(new Error("database on fire"), { params: ["anna@example.org"] });
  });
  app.get("/client", (_req, _res, next) => next(Object.assign(new URIError("bad escape"), { status: 400 })));
  app.get("/half", (_req, res, next) => {
    res.write("part");
    next(new Error("after the headers"));
  });
  app.get("/{*path}", (_req, res) => {
    res.send("page");
  });
  app.use(errorHandler({ logger, localeOf, page: {} }));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const send = (path: string, host = "localhost", method = "GET", extra: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .request({ port, path, method, headers: { host, ...extra }, setHost: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          );
          res.on("error", reject);
        })
        .on("error", reject)
        .end();
    });
  return { send, events: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("isValidHost", () => {
  test.each([
    "localhost",
    "localhost:3000",
    "es.localhost:3000",
    "example.org",
    "[::1]",
    "[::1]:8080",
    "127.0.0.1:1",
  ])("accepts %s", (host) => expect(isValidHost(host)).toBe(true));
  test.each([
    "",
    "local host",
    "[::1",
    "a:99999999",
    "a:0",
    "a:",
    "a:12x",
    ":80",
    "a/b",
    "a@b",
    "[]",
    "a\u00e9",
    "x".repeat(300),
  ])("refuses %j", (host) => expect(isValidHost(host)).toBe(false));
  test("refuses no header at all", () => expect(isValidHost(undefined)).toBe(false));
});

describe("the request guard", () => {
  test.each(["TRACE", "OPTIONS", "PUT", "DELETE", "PROPFIND"])(
    "answers %s with 405 and Allow",
    async (method) => {
      const { send } = await site();
      const answer = await send("/ok", "localhost", method);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
    },
  );

  test("answers a target past the limit with 414 and one at the limit normally", async () => {
    const { send } = await site();
    expect((await send(`/${"a".repeat(maxTargetLength)}`)).status).toBe(414);
    expect((await send(`/${"a".repeat(maxTargetLength - 1)}`)).status).toBe(200);
    expect((await send(`/ok?${"q".repeat(maxTargetLength)}`)).status).toBe(414);
  });

  test("lets React Router's route discovery ask for the manifest with as long a query as it sends", async () => {
    const { send } = await site();
    const query = (length: number) => `${manifestPath}?paths=${"p".repeat(length - manifestPath.length - 7)}`;
    expect(query(maxManifestTargetLength)).toHaveLength(maxManifestTargetLength);
    expect((await send(query(maxManifestTargetLength))).status).not.toBe(414);
    expect((await send(query(maxManifestTargetLength + 1))).status).toBe(414);
    // Only that path: any other of the same length is refused.
    expect((await send(`/ok?${"q".repeat(maxManifestTargetLength - 4)}`)).status).toBe(414);
  });

  test.each([
    ["an invalid Host", "/ok", "local host"],
    ["a port out of range", "/ok", "a:99999999"],
    ["an unclosed IPv6 host", "/ok", "[::1"],
    ["a malformed escape", "/x%ZZ", "localhost"],
    ["a lone escape byte", "/x%E0%A4", "localhost"],
    ["a line feed in the path", "/x%0a", "localhost"],
    ["a carriage return in the path", "/hunde%0D", "localhost"],
    ["a NUL in the path", "/%00", "localhost"],
    ["a line separator in the path", "/x%E2%80%A8", "localhost"],
    ["a dot segment", "/../hunde", "localhost"],
    ["a dot segment with an empty one after it", "/..///", "localhost"],
    ["an encoded dot segment", "/hunde/%2e%2E/x", "localhost"],
    ["a POST to a path with an empty segment", "//kontakt", "localhost", "POST"],
  ])("answers %s with 400", async (_case, path, host, method = "GET") => {
    const { send } = await site();
    expect((await send(path, host, method)).status).toBe(400);
  });

  test.each([
    ["//", "/"],
    ["///", "/"],
    ["//hunde?q=a//b", "/hunde?q=a//b"],
    ["/hunde//luna-1", "/hunde/luna-1"],
  ])("sends a GET of %s on to the path with single slashes", async (path, location) => {
    const { send } = await site();
    const answer = await send(path);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
  });

  test("leaves encoded slashes alone (no redirect to the same URL)", async () => {
    const { send } = await site();
    expect((await send("/ok%2F%2Fx")).status).not.toBe(301);
  });

  test("a page answer is a document in the host's language, German for an invalid host", async () => {
    const { send } = await site();
    const spanish = await send("/x%ZZ", "es.localhost:3000");
    expect(spanish.headers["content-type"]).toMatch(/^text\/html/);
    expect(spanish.body).toMatch(/^<!DOCTYPE html>\n<html lang="es">/);
    expect(spanish.body).toContain(
      `<h1 class="mt-4 text-3xl font-bold sm:text-4xl">${catalogs.es.shell.requestError.badRequest.heading}</h1>`,
    );
    expect(spanish.body).toContain('<link rel="stylesheet" href="/assets/app-x.css">');
    expect(spanish.body).toContain(`>${catalogs.es.shell.requestError.home}</a>`);
    expect(spanish.headers["cache-control"]).toBe("no-store");
    const invalid = await send("/ok", "es.local host");
    expect(invalid.body).toContain('<html lang="de">');
  });

  test("an /api path gets JSON", async () => {
    const { send } = await site();
    const answer = await send("/api/x%ZZ");
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ error: "Bad request." });
  });

  test("checks X-Forwarded-Host only behind a trusted proxy", async () => {
    const forwarded = { "x-forwarded-host": "a:99999999" };
    expect((await (await site()).send("/ok", "localhost", "GET", forwarded)).status).toBe(200);
    const behindProxy = await site({ trustProxy: true });
    expect((await behindProxy.send("/ok", "localhost", "GET", forwarded)).status).toBe(400);
    const valid = { "x-forwarded-host": "www.verein.example" };
    expect((await behindProxy.send("/ok", "localhost", "GET", valid)).status).toBe(200);
  });

  test("lets ordinary requests through", async () => {
    const { send } = await site();
    expect((await send("/ok")).body).toBe("ok");
    expect((await send("/hunde?q=%C3%A9&x=%ZZ")).status).toBe(200);
    expect((await send("/ok", "localhost", "HEAD")).status).toBe(200);
  });
});

describe("the error handler", () => {
  test("a fault: the 500 page and one error line with the stack, no other property of the error", async () => {
    const { send, events } = await site();
    const answer = await send("/fault", "es.localhost");
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('<html lang="es">');
    expect(answer.body).toContain(catalogs.es.shell.error.heading);
    expect(answer.body).not.toContain("database on fire");
    const errors = events().filter((event) => event.level === "error");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: "request failed", method: "GET", path: "/fault" });
    expect(errors[0]?.error).toMatchObject({ name: "Error", message: "database on fire" });
    expect(String((errors[0]?.error as { stack: string }).stack)).toContain("request-guard.test.ts");
    expect(JSON.stringify(events())).not.toContain("anna@example.org");
  });

  test("a client's error (status 4xx): the clean 4xx, no error line", async () => {
    const { send, events } = await site();
    const answer = await send("/client");
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(catalogs.de.shell.requestError.badRequest.heading);
    expect(events().filter((event) => event.level === "error")).toEqual([]);
  });

  test("a fault after the headers went out ends the connection", async () => {
    const { send, events } = await site();
    await expect(send("/half")).rejects.toThrow();
    expect(events().filter((event) => event.level === "error")).toHaveLength(1);
  });
});

describe("errorPageHtml", () => {
  test("is a complete document with a title, a heading and a link home in both languages", () => {
    for (const locale of ["de", "es"] as const) {
      const html = errorPageHtml(414, locale);
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain(`<title>${catalogs[locale].shell.requestError.uriTooLong.title} | `);
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html).toContain('<a href="/" class="mt-8');
      expect(html).not.toContain("<script");
    }
  });
});

describe("crossOriginGuard", () => {
  test("refuses a post whose Origin is not the page's own with a 403 page; same origin, none, or GET pass", async () => {
    const app = express();
    app.use(
      crossOriginGuard({
        localeOf: (host) => localeForHost(host, "es.localhost"),
        trustProxy: false,
        page: {},
      }),
    );
    app.all("/{*path}", (_req, res) => {
      res.send("page");
    });
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    const port = (server.address() as AddressInfo).port;
    try {
      const send = (method: string, origin?: string) =>
        fetch(`http://127.0.0.1:${port}/kontakt`, {
          method,
          headers: origin === undefined ? {} : { origin },
          body: method === "POST" ? "a=1" : undefined,
        });
      for (const origin of [
        "https://evil.example",
        "null",
        "not a url",
        `http://127.0.0.1:${port + 1}`,
        `https://127.0.0.1:${port}`,
      ]) {
        const answer = await send("POST", origin);
        expect(answer.status, origin).toBe(403);
        const body = await answer.text();
        expect(body).toContain(
          catalogs.de.shell.requestError.crossSite.heading.replaceAll("„", "&#8222;").slice(0, 10),
        );
        expect(body).not.toMatch(/Error|stack|\bat /);
      }
      expect((await send("POST", `http://127.0.0.1:${port}`)).status).toBe(200);
      expect((await send("POST")).status).toBe(200);
      expect((await send("GET", "https://evil.example")).status).toBe(200);
    } finally {
      server.close();
    }
  });
});
