// People (issue 28, item 1), in German on a laptop and in Spanish on a phone: a volunteer finds a
// person by a name typed without its accent, marks them "do not place" with a reason, opens one of
// their requests and sees the warning with that reason at the top; merges a second record of the
// same person into the first and splits it again. axe finds nothing on the list and the person
// page, and neither scrolls sideways at 360 px. Set SCREENSHOT_DIR to keep pictures of the screens.
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
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

const { open } = useBrowser({ images: false });
const cookies: Partial<Record<string, string>> = {};

beforeAll(async () => {
  for (const site of ["de", "es"] as const) {
    cookies[site] = await signIn(site, staffAccounts().volunteer);
    cookies[`${site}-admin`] = await signIn(site, staffAccounts().admin);
  }
});

async function newRequest(site: Site, email: string, name: string): Promise<string> {
  const answer = await send({
    port: inject("port"),
    host: hostFor(site),
    path: "/api/forms",
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      formType: "adoption",
      locale: site,
      data: { ...exampleRequests.adoption, email, name },
    }),
  });
  return (JSON.parse(answer.body) as { id: string }).id;
}

async function signedInPage(site: Site, viewport: typeof wide, path: string, admin = false): Promise<Page> {
  const url = urlFor(site, path);
  const [name, ...value] = cookies[admin ? `${site}-admin` : site]!.split("=");
  const page = await open("", { viewport, noGoto: true });
  await page.context().addCookies([{ name: name!, value: value.join("="), url: new URL(url).origin }]);
  expect((await page.goto(url))?.status()).toBe(200);
  await hydrated(page);
  page.setDefaultTimeout(15_000);
  return page;
}

async function accessible(page: Page, name: string, viewport: typeof wide) {
  const violations = await axe(page);
  expect(violations, `${name}:\n${describeViolations(violations)}`).toEqual([]);
  if (viewport === phone) expect((await overflowing(page)).found, name).toEqual([]);
}

async function shoot(page: Page, name: string, viewport: typeof wide) {
  const shots = process.env.SCREENSHOT_DIR;
  if (!shots) return;
  await page.setViewportSize(viewport === phone ? { width: 390, height: 844 } : viewport);
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
  await page.setViewportSize(viewport);
}

describe.each([
  ["de", "wide", wide],
  ["de", "phone", phone],
  ["es", "wide", wide],
  ["es", "phone", phone],
] as const)("%s at %s width", (site, width, viewport) => {
  test("find a person, do not place with a reason, the warning on their request; merge and split", async () => {
    const text = catalogs[site].admin.persons;
    const tag = `${site}${width}`;
    const name = `Paula Prüfer ${tag}`;
    const first = `persons-${tag}-a@example.org`;
    const second = `persons-${tag}-b@example.org`;
    const requestId = await newRequest(site, first, name);
    await newRequest(site, second, name);

    // The list: found without the accent, both records.
    const page = await signedInPage(site, viewport, "/admin/persons");
    await page.getByLabel(text.search.label).fill(`prufer ${tag}`);
    await page.getByRole("button", { name: text.search.submit, exact: true }).click();
    const rows = page.getByRole("region", { name: text.tableLabel }).locator("tbody tr");
    await eventually(() => rows.count()).toBe(2);
    await accessible(page, "list", viewport);
    await shoot(page, `persons-list-${site}-${width}`, viewport);

    // The person page of the first address.
    await rows.filter({ hasText: first }).getByRole("link", { name }).click();
    await eventually(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(name);
    await hydrated(page);
    await accessible(page, "person", viewport);

    // Do not place, with a reason.
    const reason = `Hund zurückgelassen (${tag})`;
    await page.getByLabel(text.form.doNotPlace).check();
    await page.getByLabel(text.form.doNotPlaceReason).fill(reason);
    await page.locator("#record").getByRole("button", { name: text.form.submit }).click();
    await eventually(() => page.locator("#record [role=status]").innerText()).toBe(text.form.saved);
    await expect(page.locator("#do-not-place-heading").innerText()).resolves.toBe(text.doNotPlace.heading);
    await shoot(page, `person-${site}-${width}`, viewport);

    // Their request warns whoever opens it.
    await page.locator(`#requests a[href="/admin/requests/${requestId}"]`).click();
    const warning = page.getByTestId("do-not-place-warning");
    await eventually(() => warning.count()).toBe(1);
    await expect(warning.innerText()).resolves.toContain(text.notice.doNotPlace);
    await expect(warning.innerText()).resolves.toContain(reason);
    await accessible(page, "request with the warning", viewport);
    await shoot(page, `request-warning-${site}-${width}`, viewport);

    // Back on the person page: merge the second record into this one.
    await page
      .getByRole("link", { name: new RegExp(name) })
      .first()
      .click();
    await eventually(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(name);
    await hydrated(page);
    await page.getByLabel(text.merge.searchLabel).fill(second);
    await page.locator("#merge").getByRole("button", { name: text.merge.search }).click();
    await page
      .locator("#merge")
      .getByRole("link", { name: new RegExp(text.merge.choose) })
      .click();
    await page.locator("#merge").getByRole("checkbox").check();
    await page.locator("#merge").getByRole("button", { name: text.merge.submit, exact: true }).click();
    await eventually(() => page.locator("#merge [role=status]").innerText()).toBe(text.merge.done);
    const requestRows = page.getByRole("region", { name: text.requests.tableLabel }).locator("tbody tr");
    await eventually(() => requestRows.count()).toBe(2);
    await expect(page.locator("#merges").innerText()).resolves.toContain(second);
    await accessible(page, "person after the merge", viewport);
    await shoot(page, `person-merged-${site}-${width}`, viewport);

    // And split again: the second record is back with its request.
    await page.locator("#merges").getByRole("checkbox").check();
    await page.locator("#merges").getByRole("button", { name: text.merge.split }).click();
    await eventually(() => page.locator("#merges [role=status]").count()).toBe(1);
    await eventually(() => requestRows.count()).toBe(1);
    await page.locator("#merges [role=status] a").click();
    await eventually(() => page.locator("#contact-heading").count()).toBe(1);
    await expect(page.locator("main").innerText()).resolves.toContain(second);
    await eventually(() => requestRows.count()).toBe(1);
  });
});

describe.each([
  ["de", "phone", phone],
  ["es", "wide", wide],
] as const)("%s at %s width: adding a person by hand", (site, width, viewport) => {
  test("Person anlegen: checked as you type, made, confirmed; an address with a record links to it", async () => {
    const text = catalogs[site].admin.persons;
    const tag = `${site}${width}${Date.now().toString(36)}`;
    const name = `Hanna Helferin ${tag}`;
    const email = `helferin-${tag}@example.org`;
    const page = await signedInPage(site, viewport, "/admin/persons");
    await page.getByRole("link", { name: text.create.button, exact: true }).click();
    await eventually(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(text.create.title);
    await hydrated(page);
    await accessible(page, "new person", viewport);
    await shoot(page, `person-new-${site}-${width}`, viewport);

    // Checked before it is sent: the name, and the areas of a home checker.
    await page.getByLabel(text.form.homeChecker).check();
    await page.getByRole("button", { name: text.create.submit, exact: true }).click();
    await eventually(() => page.getByText(text.errors.name_missing).count()).toBe(1);
    await eventually(() => page.getByText(text.errors.areas_missing).count()).toBe(1);
    await accessible(page, "new person with errors", viewport);
    await shoot(page, `person-new-errors-${site}-${width}`, viewport);

    await page.getByLabel(text.form.name, { exact: true }).fill(name);
    await page.getByLabel(text.create.email).fill(email.toUpperCase());
    await page.getByLabel(text.form.phone, { exact: true }).fill("0761 555 1234");
    await page.getByLabel(text.form.postcode, { exact: true }).fill("79098");
    await page.getByLabel(text.form.homeCheckerAreas).fill("79*, Freiburg");
    await page.getByRole("button", { name: text.create.submit, exact: true }).click();
    await page.waitForURL(/\/admin\/persons\/[0-9a-f-]{36}\?done=created$/);
    const personUrl = page.url().split("?")[0]!;
    await eventually(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(name);
    await eventually(() => page.getByRole("status").filter({ hasText: text.create.done }).count()).toBe(1);
    await expect(page.locator("main").innerText()).resolves.toContain(email);
    await expect(page.locator("main").innerText()).resolves.toContain(text.badges.home_checker);
    await accessible(page, "the new person", viewport);
    await shoot(page, `person-created-${site}-${width}`, viewport);

    // The same address again (other case): refused, with a link to the record there is.
    await page.goto(urlFor(site, "/admin/persons/new"));
    await hydrated(page);
    await page.getByLabel(text.form.name, { exact: true }).fill(`${name} zwei`);
    await page.getByLabel(text.create.email).fill(` ${email} `);
    await page.getByRole("button", { name: text.create.submit, exact: true }).click();
    await eventually(() => page.getByText(text.create.exists).count()).toBe(1);
    await accessible(page, "new person, address taken", viewport);
    await shoot(page, `person-new-exists-${site}-${width}`, viewport);
    await page.getByRole("link", { name: text.create.open.replace("{name}", name) }).click();
    await page.waitForURL(personUrl);
    await eventually(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(name);
  });

  test("without JavaScript: a plain post makes the person and answers with their page", async () => {
    const text = catalogs[site].admin.persons;
    const tag = `${site}${width}nojs${Date.now().toString(36)}`;
    const post = (fields: Record<string, string>) =>
      send({
        port: inject("port"),
        host: hostFor(site),
        path: "/admin/persons/new",
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: originOf(site),
          Cookie: cookies[site]!,
        },
        body: new URLSearchParams(fields).toString(),
      });
    const refused = await post({ name: "", locale: site });
    expect(refused.status).toBe(422);
    expect(refused.body).toContain(text.errors.name_missing);
    const made = await post({ name: `Kontakt ${tag}`, locale: site });
    expect(made.status, made.body.slice(0, 300)).toBe(303);
    expect(made.headers.location).toMatch(/^\/admin\/persons\/[0-9a-f-]{36}\?done=created$/);
  });
});

test.each(["de", "es"] as const)(
  "%s: with the people entry the navigation stays within two lines at 360 px",
  async (site) => {
    // An admin's navigation, the longest (it has the team's entry too).
    const page = await signedInPage(site, phone, "/admin/persons", true);
    const lines = await page.evaluate(() => {
      const items = [...document.querySelectorAll("header nav > ul > li")].filter(
        (item) => item.getClientRects().length > 0,
      );
      return new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size;
    });
    expect(lines).toBeLessThanOrEqual(2);
  },
);
