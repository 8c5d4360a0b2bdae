// Tasks on a person (issue 28, item 3), as a volunteer: on the person page a task of one of their
// requests shows which request it is on; a task on the person is added there, shows on the day's
// view with the person's page and their contact links, is done and undone by one tap there and on
// the person page; without JavaScript the page's forms work too, and the request page's new task
// too (a refusal shown on its form with what was typed). axe finds nothing on the person page with
// its tasks nor on the day's view. German at 360 px, Spanish at 1280 px on es.localhost. Each try
// adds tasks of its own titles (the e2e project retries a failed test once).
// SCREENSHOT_DIR keeps pictures of the person page (a phone at 390 px, a laptop at 1280 px).
import path from "node:path";
import type { Page } from "playwright-core";
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
  {
    site: "de" as Site,
    viewport: phone,
    name: "Ingrid Weber",
    phoneNumber: "0171 2345678",
    onRequest: "Unterlagen für Ingrid Weber prüfen",
    task: "Frau Weber wegen des Mitgliedsbeitrags anrufen",
    note: "Am besten abends",
  },
  {
    site: "es" as Site,
    viewport: wide,
    name: "Lucía Ruiz",
    phoneNumber: "600 98 76 54",
    onRequest: "Revisar los papeles de Lucía Ruiz",
    task: "Preguntar a Lucía si puede acoger al próximo perro",
    note: "Mejor por la tarde",
  },
];
const cookies: Partial<Record<Site, string>> = {};
const requestIds: Partial<Record<Site, string>> = {};
const personIds: Partial<Record<Site, string>> = {};

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
  for (const { site, name, phoneNumber, onRequest } of cases) {
    cookies[site] = await signIn(site, staffAccounts().volunteer);
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
          name,
          email: `person-tasks-${site}@example.org`,
          phone: phoneNumber,
        },
      }),
    });
    expect(answer.status, answer.body).toBe(201);
    const id = (JSON.parse(answer.body) as { id: string }).id;
    requestIds[site] = id;
    // A task on the request (posted to the request page, as its panel does), for nobody yet and not
    // due for a while.
    const added = await post(site, `/admin/requests/${id}`, {
      intent: "task-add",
      title: onRequest,
      dueOn: "2030-05-04",
      assignee: "",
    });
    expect(added.status, added.body).toBe(303);
    expect(added.headers.location).toBe(`/admin/requests/${id}?done=task#tasks`);
    // The request page links to its person.
    const requestPage = await send({
      port: inject("port"),
      host: hostFor(site),
      path: `/admin/requests/${id}`,
      headers: { Cookie: cookies[site]! },
    });
    personIds[site] = /\/admin\/persons\/([0-9a-f-]{36})/.exec(requestPage.body)?.[1];
    expect(personIds[site], "the request page's link to the person").toBeTruthy();
  }
});

async function openSignedIn(
  site: Site,
  screenPath: string,
  viewport: { width: number; height: number },
  javaScriptEnabled = true,
) {
  const url = urlFor(site, screenPath);
  const [name, ...value] = cookies[site]!.split("=");
  const page = await open("", { viewport, noGoto: true, javaScriptEnabled });
  await page
    .context()
    .addCookies([{ name: name!, value: value.join("="), url: new URL(url).origin + "/admin" }]);
  const answer = await page.goto(url);
  expect(answer?.status(), screenPath).toBe(200);
  if (javaScriptEnabled) await hydrated(page);
  page.setDefaultTimeout(15_000);
  return page;
}

async function accessible(page: Page, name: string) {
  const violations = await axe(page);
  expect(violations, `${name}:\n${describeViolations(violations)}`).toEqual([]);
  expect((await overflowing(page)).found, name).toEqual([]);
}

async function shoot(page: Page, name: string) {
  const shots = process.env.SCREENSHOT_DIR;
  if (!shots) return;
  const size = page.viewportSize()!;
  if (size.width === phone.width) await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
  await page.setViewportSize(size);
}

/** A title of this try's own: a retry does not find the first try's task. */
const ofThisTry = (title: string) => `${title} (${Math.random().toString(36).slice(2, 7)})`;

describe.each(cases)("tasks on a person ($site)", ({ site, viewport, name, onRequest, ...typed }) => {
  test("add on the person page, see it on the day's view, done and undone by one tap", async () => {
    const { note } = typed;
    const task = ofThisTry(typed.task);
    const text = catalogs[site].admin.tasks;
    const personPath = `/admin/persons/${personIds[site]}`;
    const page = await openSignedIn(site, personPath, viewport);
    const panel = page.locator('section[aria-labelledby="tasks-heading"]');
    const openRows = panel.locator(":scope > ul:not(h3 + ul) > li");

    // The request's task, marked with its request and linking to it.
    const requestTask = openRows.filter({ hasText: onRequest });
    await expect(
      requestTask.locator(`a[href="/admin/requests/${requestIds[site]}"]`).innerText(),
    ).resolves.toBe(
      `${text.item.request}: ${catalogs[site].admin.common.formTypes.adoption} · ${exampleRequests.adoption.dog}`,
    );

    // A task on the person: due today (the date's default) and mine (the volunteer's default).
    await panel.getByText(text.panel.add).click();
    await panel.getByLabel(text.panel.title).fill(task);
    await panel.getByLabel(text.panel.note).fill(note);
    await panel.getByRole("button", { name: text.panel.submit }).click();
    await eventually(() => openRows.filter({ hasText: task }).count()).toBe(1);
    await expect(panel.getByRole("status").innerText()).resolves.toBe(text.panel.added);
    const row = openRows.filter({ hasText: task });
    await expect(row.innerText()).resolves.toContain(note);
    await expect(row.innerText()).resolves.toContain(text.item.dueToday);
    // The task on the person comes before the request's: it is due today, the request's in 2030.
    const order = await openRows.allInnerTexts();
    const at = (title: string) => order.findIndex((item) => item.includes(title));
    expect(at(task)).toBeGreaterThanOrEqual(0);
    expect(at(task)).toBeLessThan(at(onRequest));
    await accessible(page, "person page with tasks");
    await shoot(page, `person-tasks-${site}-${viewport.width}`);

    // The day's view: the task with the person's page and the ways to reach them.
    await page.goto(urlFor(site, "/admin/today"));
    await hydrated(page);
    const todayRow = () => page.locator("#today-tasks-heading + ul > li", { hasText: task });
    await expect(todayRow().count()).resolves.toBe(1);
    await expect(todayRow().locator(`a[href="${personPath}"]`).innerText()).resolves.toBe(
      `${text.item.person}: ${name}`,
    );
    await expect(todayRow().locator(`a[href^="tel:"]`).count()).resolves.toBe(1);
    await expect(todayRow().locator(`a[href^="https://wa.me/"]`).count()).resolves.toBe(1);
    await expect(
      todayRow().locator(`a[href^="mailto:person-tasks-${site}@example.org"]`).count(),
    ).resolves.toBe(1);
    await accessible(page, "day's view with a task on a person");
    await shoot(page, `person-tasks-today-${site}-${viewport.width}`);

    await todayRow()
      .getByRole("button", { name: fill(text.item.doneLabel, { title: task }) })
      .click();
    await eventually(() => todayRow().count()).toBe(0);
    const notice = page.getByRole("status").filter({ hasText: task });
    await notice.getByRole("button", { name: text.item.reopen }).click();
    await eventually(() => todayRow().count()).toBe(1);

    // Back on the person page: done by one tap there (it moves to the done ones), undone by one more.
    await todayRow().locator(`a[href="${personPath}"]`).click();
    await eventually(() => panel.count()).toBe(1);
    await hydrated(page);
    await row.getByRole("button", { name: fill(text.item.doneLabel, { title: task }) }).click();
    const doneRows = panel.locator("h3 + ul > li");
    await eventually(() => doneRows.filter({ hasText: task }).count()).toBe(1);
    await expect(openRows.filter({ hasText: task }).count()).resolves.toBe(0);
    await accessible(page, "person page with a done task");
    await shoot(page, `person-tasks-done-${site}-${viewport.width}`);
    await doneRows
      .filter({ hasText: task })
      .getByRole("button", { name: fill(text.item.reopenLabel, { title: task }) })
      .click();
    await eventually(() => openRows.filter({ hasText: task }).count()).toBe(1);
    await expect(doneRows.filter({ hasText: task }).count()).resolves.toBe(0);
  });

  test("without JavaScript: add and done by plain forms", async () => {
    const text = catalogs[site].admin.tasks;
    const personPath = `/admin/persons/${personIds[site]}`;
    const page = await openSignedIn(site, personPath, viewport, false);
    const panel = page.locator('section[aria-labelledby="tasks-heading"]');
    const title = ofThisTry(`${typed.task} (ohne JS)`);
    await panel.getByText(text.panel.add).click();
    // Blanks pass the browser's own check; the server answers with the form's message.
    await panel.getByLabel(text.panel.title).fill("   ");
    const [refused] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === "POST"),
      panel.getByRole("button", { name: text.panel.submit }).click(),
    ]);
    expect(refused.status()).toBe(422);
    await page.waitForLoadState();
    await expect(panel.getByText(text.errors.titleMissing).isVisible()).resolves.toBe(true);
    await expect(panel.getByLabel(text.panel.title).getAttribute("aria-invalid")).resolves.toBe("true");
    await shoot(page, `person-tasks-refused-${site}-${viewport.width}`);
    await panel.getByLabel(text.panel.title).fill(title);
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get("done") === "task"),
      panel.getByRole("button", { name: text.panel.submit }).click(),
    ]);
    await expect(panel.getByRole("status").innerText()).resolves.toBe(text.panel.added);
    const row = panel.locator(":scope > ul:not(h3 + ul) > li", { hasText: title });
    await expect(row.count()).resolves.toBe(1);
    await Promise.all([
      page.waitForURL((url) => url.pathname === personPath && url.search === ""),
      row.getByRole("button", { name: fill(text.item.doneLabel, { title }) }).click(),
    ]);
    await expect(panel.locator("h3 + ul > li", { hasText: title }).count()).resolves.toBe(1);
  });
  test("the request page without JavaScript: a blank title refused with the rest kept, then added", async () => {
    const { note } = typed;
    const text = catalogs[site].admin.tasks;
    const requestPath = `/admin/requests/${requestIds[site]}`;
    const page = await openSignedIn(site, requestPath, viewport, false);
    const panel = page.locator('section[aria-labelledby="tasks-heading"]');
    // The new task's form (the rows' change forms have a date and a volunteer too).
    const form = panel.locator("form#task-add");
    const title = ofThisTry(typed.task);
    await panel.getByText(text.panel.add).click();
    // Blanks pass the browser's own check; the request page's action answers with the form's message.
    await form.getByLabel(text.panel.title).fill("   ");
    await form.getByLabel(text.panel.dueOn).fill("2031-06-07");
    await form.getByLabel(text.panel.assignee).selectOption({ label: text.panel.nobody });
    await form.getByLabel(text.panel.note).fill(note);
    const [refused] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === "POST"),
      panel.getByRole("button", { name: text.panel.submit }).click(),
    ]);
    expect(refused.status()).toBe(422);
    expect(new URL(refused.url()).pathname).toBe(requestPath);
    await page.waitForLoadState();
    await expect(panel.getByText(text.errors.titleMissing).isVisible()).resolves.toBe(true);
    await expect(form.getByLabel(text.panel.title).getAttribute("aria-invalid")).resolves.toBe("true");
    // What was typed besides is still there (not today's date, not me: the form's defaults).
    await expect(form.getByLabel(text.panel.dueOn).inputValue()).resolves.toBe("2031-06-07");
    await expect(form.getByLabel(text.panel.assignee).inputValue()).resolves.toBe("");
    await expect(form.getByLabel(text.panel.note).inputValue()).resolves.toBe(note);
    await shoot(page, `request-tasks-refused-${site}-${viewport.width}`);

    await form.getByLabel(text.panel.title).fill(title);
    await Promise.all([
      page.waitForURL((url) => url.pathname === requestPath && url.searchParams.get("done") === "task"),
      panel.getByRole("button", { name: text.panel.submit }).click(),
    ]);
    await expect(panel.getByRole("status").innerText()).resolves.toBe(text.panel.added);
    const row = panel.locator(":scope > ul:not(h3 + ul) > li", { hasText: title });
    await expect(row.count()).resolves.toBe(1);
    await expect(row.innerText()).resolves.toContain(note);
    await expect(row.innerText()).resolves.toContain(text.item.unassigned);
    // The new form starts empty again.
    await expect(form.getByLabel(text.panel.title).inputValue()).resolves.toBe("");
  });
});
