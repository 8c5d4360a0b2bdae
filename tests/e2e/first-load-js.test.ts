// DESIGN.md budget: the JavaScript a public page loads on first visit is at most 130 KB compressed
// on a page to read and 150 KB on a dog's page and a form page (gzip -9 of each file). The composition per page is computed from the build's React Router
// manifest (tests/support/first-load.js, which `npm run bench` prints too); Chromium checks on two
// pages of each language that this is exactly what a browser loads.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, test } from "vitest";
import { locales } from "~/i18n/locale";
import { routeKeys, routeMap } from "~/i18n/routes";
import { firstLoadBudget, firstLoadScripts, formatFirstLoad } from "../support/first-load.js";
import { hydrated, useBrowser } from "./browser";
import { urlFor } from "./http";

const buildDir = inject("buildDir");
const pages = firstLoadScripts(buildDir);
const assets = path.join(buildDir, "client", "assets");
const code = (file: string) => readFileSync(path.join(buildDir, "client", file), "utf8");

/** A page of the build by its route path (`/hunde`, `/perros/:slug`). */
function pageAt(pathname: string) {
  return pages.find((page) => page.path === pathname);
}

describe("first-load JavaScript, from the build's manifest", () => {
  test("covers every screen of the route map in both languages and the not-found page, not the back office", () => {
    const missing = routeKeys.flatMap((key) =>
      locales
        .filter(
          (locale) =>
            !pages.some((page) => page.id.split(":")[0] === key && page.path === routeMap[key][locale]),
        )
        .map((locale) => `${key} (${locale})`),
    );
    expect(missing).toEqual([]);
    expect(pages.map((page) => page.id)).toContain("routes/not-found");
    expect(pages.filter((page) => page.id.includes("admin"))).toEqual([]);
  });

  test("Zod and the validation messages stay lazy: in a chunk of their own, on no page's first load", () => {
    const zod = readdirSync(assets).filter((name) => code(`/assets/${name}`).includes("ZodError"));
    expect(zod.length).toBeGreaterThan(0);
    const eager = pages.flatMap((page) =>
      page.files
        .filter(({ file }) => code(file).includes("ZodError"))
        .map(({ file }) => `${page.id}: ${file}`),
    );
    expect(eager).toEqual([]);
  });

  test("every public page loads at most its budget (gzip -9)", () => {
    const over = pages.filter((page) => page.gzipBytes > firstLoadBudget(page));
    expect(over.length === 0 ? "" : formatFirstLoad(over)).toBe("");
  });
});

describe("first-load JavaScript in Chromium", () => {
  const { open } = useBrowser();
  const cases = (["de", "es"] as const).flatMap((site) =>
    (["home", "dogs"] as const).map((key) => ({ site, key, pathname: routeMap[key][site] })),
  );

  test.each(cases)("$site $pathname loads exactly the computed scripts", async ({ site, pathname }) => {
    const expected = pageAt(pathname);
    if (!expected) throw new Error(`no page for ${pathname} in the manifest`);
    const page = await open(urlFor(site, pathname), { noGoto: true });
    const loaded = new Set<string>();
    page.on("response", (response) => {
      const { pathname: file } = new URL(response.url());
      if (file.startsWith("/assets/") && file.endsWith(".js")) loaded.add(file);
    });
    await page.goto(urlFor(site, pathname), { waitUntil: "networkidle" });
    await hydrated(page);
    expect([...loaded].sort()).toEqual(expected.files.map(({ file }) => file).sort());
  });
});
