// The not-found page of spec 2 section 2: status 404, texts, a way home, noindex, and the unknown
// path logged as an error.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { inject } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { eventually, hydrated, useBrowser } from "./browser";
import { get, urlFor, type Site } from "./http";

const { open } = useBrowser();
const sites: Site[] = ["de", "es"];
const headings = { de: "Hoppla!", es: "¡Vaya!" };

type LogLine = { level?: string; msg?: string; path?: string; [key: string]: unknown };

function logLines(): LogLine[] {
  return readFileSync(inject("logFile"), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as LogLine);
}

describe.each(sites)("not-found page on the %s site", (site) => {
  const t = catalogs[site].shell.notFound;

  test.each([false, true])(
    "shows 404, the texts and a link home (JavaScript %s)",
    async (javaScriptEnabled) => {
      const path = `/gibt-es-wirklich-nicht-${site}`;
      const page = await open("", { javaScriptEnabled, noGoto: true });
      const response = await page.goto(urlFor(site, path));
      if (javaScriptEnabled) await hydrated(page);

      expect(response?.status()).toBe(404);
      expect(page.url()).toBe(urlFor(site, path));
      const main = page.locator("main");
      await eventually(() => main.innerText()).toContain("404");
      expect((await main.locator("h1").innerText()).trim()).toBe(headings[site]);
      expect(t.heading).toBe(headings[site]);
      const text = await main.innerText();
      expect(text).toContain(t.text);
      expect(text).toContain(t.detail);
      const home = main.getByRole("link", { name: t.home });
      expect(await home.getAttribute("href")).toBe("/");
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
      expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    },
  );

  test("the spec's wording", () => {
    const wording = {
      de: [
        "Diese Seite scheint sich versteckt zu haben...",
        "Die gesuchte Seite existiert nicht oder wurde verschoben.",
      ],
      es: ["Parece que esta página se ha escondido...", "La página que buscas no existe o ha sido movida."],
    };
    expect([t.text, t.detail]).toEqual(wording[site]);
  });

  test("the home button leads to the home page", async () => {
    const page = await open(urlFor(site, "/kein-weg-hierher"));
    await hydrated(page);
    await page.locator("main").getByRole("link", { name: t.home }).click();
    await page.waitForURL(urlFor(site, "/"));
    await eventually(() => page.locator("h1").innerText()).toBe(catalogs[site].pages.home.heading);
  });

  test("/404 itself answers 404 with the not-found page", async () => {
    const response = await get(site, "/404");
    expect(response.status).toBe(404);
    expect(response.body).toContain(t.detail);
    expect(response.body).toContain('content="noindex, nofollow"');
  });

  test("the unknown path is logged (a JSON line), as a warning: the client's mistake, not a fault", async () => {
    const path = `/verloren-${site}-${Date.now()}`;
    expect((await get(site, path)).status).toBe(404);
    const mentioning = () => logLines().filter((line) => JSON.stringify(line).includes(path));
    await eventually(() => mentioning().some((line) => line.msg === "page not found")).toBe(true);
    expect(mentioning().filter((line) => line.level === "error")).toEqual([]);
    expect(mentioning().find((line) => line.msg === "page not found")?.level).toBe("warn");
  });

  test("a HEAD request for an unknown path answers 404 too", async () => {
    expect((await get(site, "/nirgendwo", {}, "HEAD")).status).toBe(404);
  });
});
