import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, test } from "vitest";
import { localeForHost } from "~/i18n/locale";
import { dogListKey, dogListPage } from "./dog-list-cache";
import { pageCache } from "./page-cache";
import { securityHeaders } from "./security";

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** The real cache with the dog list's key in front of a renderer that counts its runs. */
async function site() {
  const version = {};
  let renders = 0;
  const app = express();
  app.use(securityHeaders({ imageOrigins: [], https: false, production: true }));
  const cache = pageCache({
    cacheable: dogListPage(
      () => version,
      (host) => localeForHost(host, "es.localhost"),
    ),
  });
  app.use(cache);
  app.get("/{*path}", (req, res) => {
    renders += 1;
    if (new URL(req.originalUrl, "http://x").searchParams.has("reset")) return res.redirect(302, req.path);
    res.type("html").send(`<!DOCTYPE html><script nonce="${res.locals.cspNonce as string}"></script>list`);
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const get = (path: string, host = "localhost") =>
    new Promise<number>((resolve, reject) => {
      http
        .get({ port, path, headers: { host }, setHost: false }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        })
        .on("error", reject);
    });
  return { get, renders: () => renders, stats: () => cache.stats() };
}

describe("the dog list's cache key", () => {
  test("parameters the page does not read cause no render and no entry", async () => {
    const { get, stats } = await site();
    expect(await get("/hunde")).toBe(200);
    for (let i = 0; i < 50; i += 1) expect(await get(`/hunde?x=${i}&utm_source=${i}`)).toBe(200);
    expect(stats()).toEqual({ entries: 1, hits: 50, renders: 1 });
  });

  test("the order of the read parameters does not matter, their values do", async () => {
    const { get, stats } = await site();
    await get("/hunde?q=luna&type=adoption");
    await get("/hunde?type=adoption&junk=1&q=luna");
    expect(stats()).toMatchObject({ entries: 1, renders: 1 });
    await get("/hunde?q=luna&type=sponsorship");
    await get("/hunde?q=luna&q=kiwi&type=adoption");
    await get("/hunde?show=48");
    expect(stats()).toMatchObject({ entries: 4, renders: 4 });
  });

  test("each language and path is its own page; other paths are not cached", async () => {
    const { get, stats, renders } = await site();
    await get("/perros?q=a", "es.localhost");
    await get("/hunde?q=a");
    await get("/perros?q=a");
    await get("/hunde/luna-1?x=1");
    await get("/hunde/luna-1?x=2");
    expect(stats()).toMatchObject({ entries: 2, renders: 2 });
    expect(renders()).toBe(5);
  });

  test("a reset is never answered from the cache", async () => {
    const { get, stats } = await site();
    await get("/hunde");
    expect(await get("/hunde?reset=1")).toBe(302);
    expect(await get("/hunde?reset")).toBe(302);
    expect(stats()).toMatchObject({ entries: 1, renders: 1 });
  });

  test("dogListKey keeps every value of the read parameters in order, nothing else", () => {
    const key = (query: string) => dogListKey("de", "/hunde", new URLSearchParams(query));
    expect(key("b=1&show=48&q=a&type=hospice&location=spain&q=b")).toBe(
      "de /hunde?location=spain&q=a&q=b&show=48&type=hospice",
    );
    expect(key("q=b&q=a")).not.toBe(key("q=a&q=b"));
    expect(key("utm=1")).toBe(key(""));
  });
});
