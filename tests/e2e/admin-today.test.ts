// The day's view and the tasks (issue 28, items 3 and 4): a placed adoption gets its two follow-ups
// (on the request page's tasks panel; the server has no clock to move, so they are not due yet), a
// task made by hand for today shows on "Heute" / "Hoy", one tap marks it done, one more undoes
// that. Axe finds nothing on the day's view and on the request page with its tasks panel. German
// at 1280 px, Spanish at 360 px; screenshots go to $ADMIN_SCREENSHOTS when that is set.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { fill } from "~/i18n/format";
import { exampleRequests } from "../support/submissions/requests";
import { originOf, signIn, staffAccounts } from "./admin";
import {
  axe,
  describeViolations,
  eventually,
  hydrated,
  overflowing,
  phone,
  useBrowser,
  wide,
} from "./browser";
import { hostFor, send, urlFor, type Site } from "./http";

const { open } = useBrowser({ concurrent: true, images: false });
const cases = [
  { site: "de" as Site, viewport: wide, dog: "Bruno", task: "Vorkontrolle bei Familie Yılmaz" },
  { site: "es" as Site, viewport: phone, dog: "Canela", task: "Visita previa a la familia Yılmaz" },
];
const texts = {
  de: { done: "Erledigt", undo: "Rückgängig", add: "Aufgabe hinzufügen" },
  es: { done: "Hecha", undo: "Deshacer", add: "Añadir tarea" },
};
const cookies: Partial<Record<Site, string>> = {};
const requestIds: Partial<Record<Site, string>> = {};

function post(site: Site, pathname: string, fields: Record<string, string>) {
  return send({
    port: inject("port"),
    host: hostFor(site),
    path: pathname,
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: originOf(site),
      Cookie: cookies[site]!,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

beforeAll(async () => {
  for (const { site, dog } of cases) {
    cookies[site] = await signIn(site, staffAccounts().admin);
    const answer = await send({
      port: inject("port"),
      host: hostFor(site),
      path: "/api/forms",
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        formType: "adoption",
        locale: site,
        data: {
          ...exampleRequests.adoption,
          dog,
          email: `familie-${site}@example.org`,
          phone: site === "de" ? "0170 1234567" : "600 12 34 56",
        },
      }),
    });
    expect(answer.status, answer.body).toBe(201);
    const id = (JSON.parse(answer.body) as { id: string }).id;
    requestIds[site] = id;
    // Placed (the pipeline's hook makes the relation and the follow-ups in the same transaction).
    const placed = await post(site, `/admin/requests/${id}`, {
      intent: "status",
      status: "placed",
      revision: "0",
      formToken: crypto.randomUUID(),
    });
    expect(placed.status, placed.body).toBe(303);
    // A new request nobody took yet.
    const fresh = await send({
      port: inject("port"),
      host: hostFor(site),
      path: "/api/forms",
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        formType: "contact",
        locale: site,
        data: { ...exampleRequests.contact, name: newcomer(site), email: `neu-${site}@example.org` },
      }),
    });
    expect(fresh.status, fresh.body).toBe(201);
  }
});

const newcomer = (site: Site) => `Neu Heute ${site.toUpperCase()}`;

async function openSignedIn(site: Site, screenPath: string, viewport: { width: number; height: number }) {
  const url = urlFor(site, screenPath);
  const [name, ...value] = cookies[site]!.split("=");
  const page = await open("", { viewport, noGoto: true });
  await page
    .context()
    .addCookies([{ name: name!, value: value.join("="), url: new URL(url).origin + "/admin" }]);
  const answer = await page.goto(url);
  expect(answer?.status(), screenPath).toBe(200);
  await hydrated(page);
  return page;
}

async function shoot(page: import("playwright-core").Page, name: string) {
  const folder = process.env.ADMIN_SCREENSHOTS;
  if (!folder) return;
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
  writeFileSync(path.join(folder, `${name}.html`), await page.content());
}

describe.each(cases)("tasks and the day's view ($site)", ({ site, viewport, dog, task }) => {
  test("the placed adoption's follow-ups on the request page; a task for today done and undone on the day's view", async () => {
    const text = texts[site];
    const requestPath = `/admin/requests/${requestIds[site]}`;
    const page = await openSignedIn(site, requestPath, viewport);
    const panel = page.locator('section[aria-labelledby="tasks-heading"]');
    // The pipeline's tasks are written in the request's language (its team works in it).
    const titles = catalogs[site].admin.tasks.titles;
    const title = (line: string) => fill(titles.withDog, { title: line, dog });
    const followUps = panel.locator("li", { hasText: `: ${dog}` });
    await expect(followUps.allInnerTexts()).resolves.toEqual([
      expect.stringContaining(title(fill(titles.followUpWeeks, { count: 2 }))),
      expect.stringContaining(title(fill(titles.followUpMonths, { count: 3 }))),
    ]);

    // A task by hand, due today (the date field defaults to today), for me.
    await panel.getByText(text.add).click();
    await panel.locator("input[name=title]").fill(task);
    await panel.locator("form button[type=submit]").last().click();
    await eventually(() => panel.locator("li", { hasText: task }).count()).toBe(1);
    await shoot(page, `today-request-${site}-${viewport.width}`);
    const requestViolations = await axe(page);
    expect(requestViolations, describeViolations(requestViolations)).toEqual([]);
    expect((await overflowing(page)).found).toEqual([]);

    // A follow-up's date changed by hand.
    const firstFollowUp = followUps.first();
    await firstFollowUp.locator("summary").click();
    await firstFollowUp.locator("input[name=dueOn]").fill("2030-01-15");
    await firstFollowUp.getByRole("button", { name: site === "de" ? "Speichern" : "Guardar" }).click();
    await eventually(() => panel.locator("li", { hasText: "2030" }).count()).toBe(1);

    // The day's view: the nav's first entry, the task among today's, done by one tap, undone by one more.
    await page.goto(urlFor(site, "/admin/today"));
    await hydrated(page);
    const first = page.locator("header nav li").first();
    expect(await first.innerText()).toBe(site === "de" ? "Heute" : "Hoy");
    const row = page.locator("#today-tasks-heading + ul > li", { hasText: task });
    await expect(row.count()).resolves.toBe(1);
    await expect(row.locator(`a[href^="https://wa.me/"]`).getAttribute("href")).resolves.toContain(
      encodeURIComponent(dog),
    );
    await expect(row.locator(`a[href^="mailto:"]`).getAttribute("href")).resolves.toContain("subject=");
    await expect(row.locator(`a[href^="tel:"]`).count()).resolves.toBe(1);
    await shoot(page, `today-${site}-${viewport.width}`);
    const todayViolations = await axe(page);
    expect(todayViolations, describeViolations(todayViolations)).toEqual([]);
    expect((await overflowing(page)).found).toEqual([]);

    await row.getByRole("button", { name: new RegExp(`^${text.done}`) }).click();
    await eventually(() => page.locator("#today-tasks-heading + ul > li", { hasText: task }).count()).toBe(0);
    const notice = page.getByRole("status").filter({ hasText: task });
    await expect(notice.innerText()).resolves.toContain(task);
    await shoot(page, `today-done-${site}-${viewport.width}`);
    await notice.getByRole("button", { name: text.undo }).click();
    await eventually(() => page.locator("#today-tasks-heading + ul > li", { hasText: task }).count()).toBe(1);

    // A new request taken by one tap: it moves to my open requests.
    const card = page.locator("#today-new-heading + ul > li", { hasText: newcomer(site) });
    await card
      .getByRole("button", { name: new RegExp(`^${site === "de" ? "Übernehmen" : "Asumir"}`) })
      .click();
    await eventually(() =>
      page.locator("#today-mine-heading + ul > li", { hasText: newcomer(site) }).count(),
    ).toBe(1);
    expect(await page.locator("#today-new-heading + ul > li", { hasText: newcomer(site) }).count()).toBe(0);

    // On a phone the navigation, "Heute" / "Hoy" first, still takes at most two lines.
    for (const size of [phone, { width: 390, height: 844 }]) {
      await page.setViewportSize(size);
      const lines = await page.evaluate(() => {
        const items = [...document.querySelectorAll("header nav > ul > li")].filter(
          (item) => item.getClientRects().length > 0,
        );
        return new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size;
      });
      expect(lines, `${size.width} px`).toBeLessThanOrEqual(2);
      await shoot(page, `today-${site}-${size.width}-after`);
    }

    // The daily mail: off and on again with one click on the account page.
    await page.goto(urlFor(site, "/admin/account"));
    await hydrated(page);
    const reminder = page.locator('section[aria-labelledby="reminder-heading"]');
    await reminder.getByRole("button", { name: site === "de" ? "Ausschalten" : "Desactivar" }).click();
    await eventually(() => reminder.getByRole("status").count()).toBe(1);
    await shoot(page, `today-account-${site}-${page.viewportSize()?.width}`);
    const accountViolations = await axe(page);
    expect(accountViolations, describeViolations(accountViolations)).toEqual([]);
    await reminder.getByRole("button", { name: site === "de" ? "Einschalten" : "Activar" }).click();
    await eventually(() =>
      reminder.getByRole("button", { name: site === "de" ? "Ausschalten" : "Desactivar" }).count(),
    ).toBe(1);
  });
});
