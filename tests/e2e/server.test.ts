// The HTTP surface besides the pages (CONTRACT.md): security headers and CSP, caching, compression,
// health, robots, sitemap, manifest; no CSP violation in a real browser.
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { demoSiteConfig } from "~/content/site-config";
import { catalogs } from "~/content/catalogs.server";
import { isSlugRoute, routeKeys, routeMap } from "~/i18n/routes";
import { sessionCookieName } from "../../server/back-office/session-cookie";
import { cspRecorder, cspViolations, eventually, hydrated, useBrowser } from "./browser";
import { get, header, urlFor, type Site } from "./http";

const { open } = useBrowser();
const sites: Site[] = ["de", "es"];
const other = (site: Site): Site => (site === "de" ? "es" : "de");
const staticKeys = routeKeys.filter((key) => !isSlugRoute(key));

describe.each(sites)("security headers on the %s home page", (site) => {
  test("a CSP by hashes that names every inline script, the same on every answer; nosniff, referrer policy", async () => {
    const response = await get(site, "/");
    expect(response.status).toBe(200);
    const csp = header(response, "content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|nonce/);
    // Data blocks (JSON-LD) are not executed, so CSP does not govern them; every other script does.
    const scripts = [...response.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes ?? ""),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).not.toContain("src=");
      const hash = createHash("sha256")
        .update(content ?? "")
        .digest("base64");
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
    expect(header(response, "x-content-type-options")).toBe("nosniff");
    expect(header(response, "referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/base-uri 'none'/);
    expect(csp).toMatch(/object-src 'none'/);

    // One linked stylesheet and no inline one: styles come from our own origin only.
    expect(csp).toMatch(/style-src 'self'(;|$)/);

    // A rendered answer is a constant: headers and body (the dog list; the home page is one of
    // eight renders, each with its own dogs).
    const list = await get(site, routeMap.dogs[site]);
    const again = await get(site, routeMap.dogs[site]);
    expect(header(again, "content-security-policy")).toBe(header(list, "content-security-policy"));
    expect(again.body).toBe(list.body);
  });
});

describe.each(sites)("the opener policy on the %s site", (site) => {
  test("public pages leave the opener alone; the back office, a volunteer's pages and form answers cut it off", async () => {
    // docs/decisions/0020: a page the same for every visitor keeps no browsing context group of its own.
    for (const path of ["/", routeMap.dogs[site]]) {
      const page = await get(site, path);
      expect({ path, status: page.status, coop: header(page, "cross-origin-opener-policy") }).toEqual({
        path,
        status: 200,
        coop: undefined,
      });
    }
    const login = await get(site, "/admin/login");
    expect(header(login, "cross-origin-opener-policy")).toBe("same-origin");
    const volunteer = await get(site, "/", { Cookie: `${sessionCookieName}=not-a-session` });
    expect(header(volunteer, "cross-origin-opener-policy")).toBe("same-origin");
    const sent = await get(
      site,
      routeMap.contact[site],
      { "Content-Type": "application/x-www-form-urlencoded" },
      "POST",
    );
    expect(header(sent, "cross-origin-opener-policy")).toBe("same-origin");
  });
});

describe.each(sites)("the %s home page in Chromium", (site) => {
  test("violates no CSP directive, also after a client-side navigation", async () => {
    const page = await open("", {
      noGoto: true,
      initScript: cspRecorder,
    });
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    await page.goto(urlFor(site, "/"));
    await hydrated(page);
    await page
      .getByRole("navigation", { name: catalogs[site].shell.nav.label })
      .getByRole("link", { name: catalogs[site].shell.nav.about })
      .click();
    await page.waitForURL(urlFor(site, routeMap.about[site]));
    await eventually(() => page.locator("h1").innerText()).toBe(catalogs[site].pages.about.heading);
    expect(await cspViolations(page)).toEqual([]);
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

describe("static files", () => {
  test("hashed assets are cached for a year and immutable", async () => {
    const html = (await get("de", routeMap.contact.de)).body;
    const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => match[1] as string);
    expect(assets.length).toBeGreaterThan(2);
    for (const path of new Set(assets)) {
      const response = await get("de", path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(header(response, "cache-control")).toBe("public, max-age=31536000, immutable");
    }
  });

  test.each(sites)("every icon and the manifest linked from the %s page head answer 200", async (site) => {
    const html = (await get(site, "/")).body;
    const links = [
      ...html.matchAll(/<link [^>]*rel="(?:icon|apple-touch-icon|manifest)"[^>]*href="([^"]+)"/g),
    ].map((m) => m[1] as string);
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const path of links)
      expect({ path, status: (await get(site, path)).status }).toEqual({ path, status: 200 });
  });

  test.each([
    ["de", "/"],
    ["es", "/perros"],
    ["de", "/kontakt"],
  ] as const)("the %s page %s loads its code as React Router writes it, at load", async (site, path) => {
    const html = (await get(site, path)).body;
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/entry\.client-[\w-]+\.js"\/>/);
    expect(html).toMatch(/<script type="module" async="">/);
    expect(html).not.toMatch(/<script type="(?!module"|application\/ld\+json")/);
  });

  test.each(sites)("the %s dog list preloads one photo, the first card's", async (site) => {
    const html = (await get(site, routeMap.dogs[site])).body;
    // Its AVIF copies (docs/decisions/0016), as the first card's <picture> offers them first.
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    const firstCard =
      /<ul id="dog-grid"[\s\S]*?<source type="image\/avif" srcSet="([^"]+)"[^>]*\/><source[^>]*\/><img src="([^"]+)"/.exec(
        html,
      );
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain(`imageSrcSet="${firstCard?.[1]}"`);
    expect(preloads[0]).toContain('type="image/avif"');
    expect(preloads[0]).toContain('fetchPriority="high"');
    expect(firstCard?.[1]).toContain(`${firstCard?.[2]?.replace(/\/500x500$/, "")} 320w`);
  });

  test.each([
    ["gzip", gunzipSync],
    ["br", brotliDecompressSync],
  ] as const)("HTML is compressed with %s when the client accepts it", async (encoding, decompress) => {
    const response = await get("de", "/", { "Accept-Encoding": encoding });
    expect(response.status).toBe(200);
    expect(header(response, "content-encoding")).toBe(encoding);
    expect(decompress(response.raw).toString("utf8")).toContain('<html lang="de"');
  });

  test("HTML is not compressed when the client does not ask for it", async () => {
    const response = await get("de", "/");
    expect(header(response, "content-encoding")).toBeUndefined();
  });
});

describe("endpoints", () => {
  test("/healthz answers 200 {status: ok}", async () => {
    const response = await get("de", "/healthz");
    expect(response.status).toBe(200);
    expect(header(response, "content-type")).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({ status: "ok" });
  });

  test.each(sites)("robots.txt on the %s host names that host's sitemap", async (site) => {
    const response = await get(site, "/robots.txt");
    expect(response.status).toBe(200);
    expect(header(response, "content-type")).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(new RegExp(`^Sitemap: ${urlFor(site, "/sitemap.xml")}$`, "m"));
    expect(response.body).not.toContain(urlFor(other(site), "/sitemap.xml"));
  });

  test.each(sites)("sitemap.xml on the %s host lists the static pages with alternates", async (site) => {
    const response = await get(site, "/sitemap.xml");
    expect(response.status).toBe(200);
    expect(header(response, "content-type")).toMatch(/xml/);
    expect(response.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = (response.body.match(/<url>[\s\S]*?<\/url>/g) ?? []).map((entry) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(entry)?.[1],
      alternates: Object.fromEntries(
        [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([a-z-]+)" href="([^"]+)"\/>/g)].map(
          (m) => [m[1], m[2]],
        ),
      ),
    }));
    for (const entry of entries) expect(entry.loc?.startsWith(`${urlFor(site, "/")}`)).toBe(true);
    for (const key of staticKeys) {
      const entry = entries.find((candidate) => candidate.loc === urlFor(site, routeMap[key][site]));
      expect(entry, key).toBeDefined();
      expect(entry?.alternates).toEqual({
        [site]: urlFor(site, routeMap[key][site]),
        [other(site)]: urlFor(other(site), routeMap[key][other(site)]),
      });
    }
  });

  test.each(sites)(
    "security.txt on the %s host names that site's address and expires ahead",
    async (site) => {
      const response = await get(site, "/.well-known/security.txt");
      expect(response.status).toBe(200);
      expect(header(response, "content-type")).toMatch(/^text\/plain/);
      expect(response.body).toContain(`\nContact: mailto:${demoSiteConfig[site].email}\n`.slice(1));
      expect(response.body).toMatch(
        new RegExp(`^Canonical: ${urlFor(site, "/.well-known/security.txt")}$`, "m"),
      );
      const expires = Date.parse(/^Expires: (\S+)$/m.exec(response.body)?.[1] ?? "");
      expect(expires).toBeGreaterThan(Date.now());
    },
  );

  test.each(sites)("the web manifest on the %s host is in that language", async (site) => {
    const response = await get(site, "/manifest.webmanifest");
    expect(response.status).toBe(200);
    const manifest = JSON.parse(response.body) as {
      lang: string;
      name: string;
      start_url: string;
      icons: unknown[];
    };
    expect(manifest.lang).toBe(site);
    expect(manifest.name).toBe(catalogs[site].shell.siteName);
    expect(manifest.start_url).toBe("/");
    expect(manifest.icons.length).toBeGreaterThan(0);
  });
});
