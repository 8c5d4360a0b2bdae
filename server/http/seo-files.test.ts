import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locale";
import { isSlugRoute, routeKeys, routeMap } from "~/i18n/routes";
import { seoFiles, sitemapXml, staticPagePaths } from "./seo-files";

const origins = { de: "https://www.hunde.example", es: "https://perros.example:8443" };
const staticKeys = routeKeys.filter((key) => !isSlugRoute(key));

type Entry = { loc: string; alternates: Record<string, string> };

/** The <url> entries of a sitemap, each with its location and its alternates by language. */
function entries(xml: string): Entry[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body = ""]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body)?.[1] ?? "",
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="(\w+)" href="([^"]*)"\/>/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ),
  }));
}

describe("staticPagePaths", () => {
  it("has both paths of every page without a slug", () => {
    expect(staticPagePaths()).toEqual(
      staticKeys.map((key) => ({ de: routeMap[key].de, es: routeMap[key].es })),
    );
    expect(staticPagePaths().some((page) => page.de?.includes(":"))).toBe(false);
  });
});

describe("sitemapXml", () => {
  it("is a sitemap with the xhtml namespace", () => {
    const xml = sitemapXml("de", origins, staticPagePaths());
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.trimEnd()).toMatch(/<\/urlset>$/);
  });

  it.each(["de", "es"] as const)(
    "lists every static page of %s with absolute URLs and alternates",
    (locale) => {
      const other: Locale = locale === "de" ? "es" : "de";
      const listed = entries(sitemapXml(locale, origins, staticPagePaths()));
      expect(listed.map((entry) => entry.loc)).toEqual(
        staticKeys.map((key) => new URL(routeMap[key][locale], origins[locale]).href),
      );
      for (const [index, key] of staticKeys.entries()) {
        expect(listed[index]?.alternates).toEqual({
          [locale]: new URL(routeMap[key][locale], origins[locale]).href,
          [other]: new URL(routeMap[key][other], origins[other]).href,
        });
      }
    },
  );

  it("uses each language's own origin", () => {
    const listed = entries(sitemapXml("es", origins, [{ de: "/pflegestelle", es: "/casa-de-acogida" }]));
    expect(listed).toEqual([
      {
        loc: "https://perros.example:8443/casa-de-acogida",
        alternates: {
          es: "https://perros.example:8443/casa-de-acogida",
          de: "https://www.hunde.example/pflegestelle",
        },
      },
    ]);
  });

  it("skips pages without a path in this language and has no alternates for one-language pages", () => {
    const pages = [{ de: "/blog/nur-deutsch" }, { es: "/blog/solo-espanol" }];
    expect(entries(sitemapXml("de", origins, pages))).toEqual([
      { loc: "https://www.hunde.example/blog/nur-deutsch", alternates: {} },
    ]);
    expect(entries(sitemapXml("es", origins, pages))).toEqual([
      { loc: "https://perros.example:8443/blog/solo-espanol", alternates: {} },
    ]);
    expect(entries(sitemapXml("es", origins, []))).toEqual([]);
  });

  it("escapes XML special characters in URLs", () => {
    const xml = sitemapXml("de", origins, [{ de: "/blog/tom&jerry's?a=1&b=2", es: "/blog/x&y" }]);
    expect(xml).toContain("<loc>https://www.hunde.example/blog/tom&#38;jerry&#39;s?a=1&#38;b=2</loc>");
    expect(xml).toContain('hreflang="es" href="https://perros.example:8443/blog/x&#38;y"');
    const body = xml.replace(/&#\d+;/g, "");
    expect(body.match(/<url>.*<\/url>/)?.[0]).not.toMatch(/&|'/);
  });
});

/** GET with a chosen Host header (fetch does not let a caller set it). */
function get(url: string, host: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, type: response.headers["content-type"] ?? "", body }),
        );
      })
      .on("error", reject);
  });
}

describe("seoFiles over HTTP", () => {
  let base = "";
  let close: () => void = () => {};

  beforeAll(async () => {
    const app = express();
    app.use(
      seoFiles({
        origins,
        localeOf: (host) => (host?.startsWith("es.") ? "es" : "de"),
        sources: [async () => [{ de: "/hunde/luna-1a2b3c4d", es: "/perros/luna-1a2b3c4d" }]],
        securityContacts: { de: "info@verein.example", es: "hola@verein.example" },
      }),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("serves security.txt per host with the association's address and a future Expires", async () => {
    const de = await get(`${base}/.well-known/security.txt`, "localhost:3000");
    expect(de.status).toBe(200);
    expect(de.type).toMatch(/^text\/plain/);
    expect(de.body).toMatch(/^Contact: mailto:info@verein\.example$/m);
    expect(de.body).toMatch(/^Canonical: https:\/\/www\.hunde\.example\/\.well-known\/security\.txt$/m);
    const expires = new Date(/^Expires: (\S+)$/m.exec(de.body)?.[1] ?? "");
    expect(expires.getTime()).toBeGreaterThan(Date.now());
    expect(expires.getTime()).toBeLessThan(Date.now() + 366 * 24 * 3600 * 1000);
    const es = await get(`${base}/.well-known/security.txt`, "es.localhost:3000");
    expect(es.body).toMatch(/^Contact: mailto:hola@verein\.example$/m);
  });

  it("names the host's own sitemap in robots.txt", async () => {
    const de = await get(`${base}/robots.txt`, "www.hunde.example");
    expect(de.type).toMatch(/^text\/plain/);
    expect(de.body).toContain("Sitemap: https://www.hunde.example/sitemap.xml\n");
    expect(de.body).toContain("Disallow: /api/");
    expect(de.body).toContain("Disallow: /admin\n");
    const es = await get(`${base}/robots.txt`, "es.localhost:3000");
    expect(es.body).toContain("Sitemap: https://perros.example:8443/sitemap.xml\n");
    expect(es.body).toContain("Disallow: /admin\n");
  });

  it("serves the sitemap of the host's language with the pages of the sources", async () => {
    const de = await get(`${base}/sitemap.xml`, "localhost:3000");
    expect(de.status).toBe(200);
    expect(de.type).toMatch(/^application\/xml/);
    const locations = entries(de.body).map((entry) => entry.loc);
    expect(locations).toContain("https://www.hunde.example/ratgeber");
    expect(locations).toContain("https://www.hunde.example/hunde/luna-1a2b3c4d");
    expect(locations).toHaveLength(staticKeys.length + 1);
    const es = entries((await get(`${base}/sitemap.xml`, "es.localhost:3000")).body);
    expect(es.map((entry) => entry.loc)).toContain("https://perros.example:8443/perros/luna-1a2b3c4d");
    expect(es.find((entry) => entry.loc.endsWith("/perros/luna-1a2b3c4d"))?.alternates.de).toBe(
      "https://www.hunde.example/hunde/luna-1a2b3c4d",
    );
  });
});
