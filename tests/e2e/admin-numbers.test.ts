// The board's numbers (issue 28, item 7): "Zahlen" / "Cifras" shows its charts as inline SVG, each
// named by a sentence and followed by its table; the period is a plain GET form. Axe finds nothing
// (with the tables opened too) and nothing scrolls sideways. German at 1280 px, Spanish at 360 px;
// screenshots go to $ADMIN_SCREENSHOTS when that is set.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { exampleRequests } from "../support/submissions/requests";
import { signIn, staffAccounts } from "./admin";
import { axe, describeViolations, hydrated, overflowing, phone, useBrowser, wide } from "./browser";
import { hostFor, send, urlFor, type Site } from "./http";

const { open } = useBrowser({ concurrent: true, images: false });
const cases = [
  {
    site: "de" as Site,
    viewport: wide,
    title: "Zahlen",
    asTable: "Als Tabelle",
    weeks: "Anfragen pro Woche",
  },
  {
    site: "es" as Site,
    viewport: phone,
    title: "Cifras",
    asTable: "Como tabla",
    weeks: "Solicitudes por semana",
  },
];
const cookies: Partial<Record<Site, string>> = {};

beforeAll(async () => {
  for (const { site } of cases) {
    cookies[site] = await signIn(site, staffAccounts().admin);
    const answer = await send({
      port: inject("port"),
      host: hostFor(site),
      path: "/api/forms",
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        formType: "contact",
        locale: site,
        data: { ...exampleRequests.contact, email: `zahlen-${site}@example.org` },
      }),
    });
    expect(answer.status, answer.body).toBe(201);
  }
});

async function shoot(page: import("playwright-core").Page, name: string) {
  const folder = process.env.ADMIN_SCREENSHOTS;
  if (!folder) return;
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
  writeFileSync(path.join(folder, `${name}.html`), await page.content());
}

describe.each(cases)("the numbers ($site)", ({ site, viewport, title, asTable, weeks }) => {
  test("charts with their tables, the period's form, axe and no sideways scroll", async () => {
    const url = urlFor(site, "/admin/numbers?months=6");
    const [name, ...value] = cookies[site]!.split("=");
    const page = await open("", { viewport, noGoto: true });
    await page
      .context()
      .addCookies([{ name: name!, value: value.join("="), url: new URL(url).origin + "/admin" }]);
    const answer = await page.goto(url);
    expect(answer?.status()).toBe(200);
    await hydrated(page);

    expect(await page.locator("h1").innerText()).toBe(title);
    await expect(page.locator("select[name=months]").inputValue()).resolves.toBe("6");

    // Four charts, each an image with a summing-up name and a title, each with its table.
    const charts = page.locator("main svg[role=img]");
    await expect(charts.count()).resolves.toBe(4);
    for (const label of await charts.evaluateAll((svgs) =>
      svgs.map((svg) => svg.getAttribute("aria-label")),
    )) {
      expect(label?.length).toBeGreaterThan(40);
    }
    expect((await charts.first().locator("title").textContent())?.toLowerCase()).toContain(
      weeks.toLowerCase(),
    );
    // The request sent above is in this week's bar.
    await expect(charts.first().locator("rect").count()).resolves.toBeGreaterThan(0);
    await expect(page.locator("main details > summary", { hasText: asTable }).count()).resolves.toBe(4);
    // Open stages and volunteers are tables shown directly.
    await expect(page.locator("main table").count()).resolves.toBe(6);
    await expect(page.locator("main table caption").count()).resolves.toBe(6);
    await expect(page.locator("main th[scope=col]").count()).resolves.toBeGreaterThan(10);

    await shoot(page, `numbers-${site}-${viewport.width}`);
    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect((await overflowing(page)).found).toEqual([]);

    // Every table opened: still nothing wrong, nothing past the edge.
    for (const summary of await page.locator("main details > summary").all()) await summary.click();
    await expect(page.locator("main details[open]").count()).resolves.toBe(4);
    await shoot(page, `numbers-${site}-${viewport.width}-tables`);
    const opened = await axe(page);
    expect(opened, describeViolations(opened)).toEqual([]);
    expect((await overflowing(page)).found).toEqual([]);

    // The period's form: 24 months, by GET.
    await page.locator("select[name=months]").selectOption("24");
    await page.locator("main form button[type=submit]").click();
    await page.waitForURL(/months=24/);
    await expect(page.locator("main svg[role=img]").count()).resolves.toBe(4);
    if (process.env.ADMIN_SCREENSHOTS) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await shoot(page, `numbers-${site}-${width}-look`);
      }
    }
  });
});
