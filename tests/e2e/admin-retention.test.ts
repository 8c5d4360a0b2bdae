// Issue 25, items 2 and 4 in the browser, in both languages, signed in as a volunteer (not an
// admin): the request page says when (and whether) a request is deleted as its status moves from
// open to a lasting sponsorship to ended; the erase panel reminds of the association's own mailbox
// and asks a volunteer to type the address again before anything is erased.
import { describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { catalogs } from "~/content/catalogs.server";
import { fill } from "~/i18n/format";
import { exampleRequests } from "../support/submissions/requests";
import { signIn, staffAccounts } from "./admin";
import { axe, describeViolations, hydrated, overflowing, phone, useBrowser, wide } from "./browser";
import { hostFor, send, urlFor, type Site } from "./http";

const { open } = useBrowser({ concurrent: true, images: false });

/** A sponsorship request (the relation of the example below) sent as a visitor would. */
async function sponsorshipRequest(site: Site, email: string): Promise<string> {
  const answer = await send({
    port: inject("port"),
    host: hostFor(site),
    path: "/api/forms",
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      formType: "sponsorship",
      locale: site,
      data: { ...exampleRequests.sponsorship, email },
    }),
  });
  expect(answer.status, answer.body).toBe(201);
  return (JSON.parse(answer.body) as { id: string }).id;
}

async function signedInPage(site: Site, path: string): Promise<Page> {
  const cookie = (await signIn(site, staffAccounts().volunteer)).split("=");
  const url = urlFor(site, path);
  const page = await open("", { viewport: wide, noGoto: true });
  await page
    .context()
    .addCookies([
      { name: cookie[0]!, value: cookie.slice(1).join("="), url: new URL(url).origin + "/admin" },
    ]);
  await page.goto(url);
  await hydrated(page);
  return page;
}

/** Axe at both widths and no sideways scroll at the phone's. */
async function looksRight(page: Page, what: string) {
  const atWide = await axe(page);
  expect(atWide, `${what} wide:\n${describeViolations(atWide)}`).toEqual([]);
  await page.setViewportSize(phone);
  const atPhone = await axe(page);
  expect(atPhone, `${what} phone:\n${describeViolations(atPhone)}`).toEqual([]);
  expect((await overflowing(page)).found, what).toEqual([]);
  await page.setViewportSize(wide);
}

describe.concurrent.each(["de", "es"] as const)("%s", (site) => {
  const admin = catalogs[site].admin;

  test("the request page's deletion line follows the status: open, kept while the sponsorship lasts, dated once ended", async ({
    expect,
  }) => {
    const id = await sponsorshipRequest(site, `retention-${site}-${Date.now()}@example.org`);
    const page = await signedInPage(site, `/admin/requests/${id}`);
    const line = page.locator("#deletion");
    expect(await line.textContent()).toBe(admin.request.retention.open);

    const setStatus = async (status: string) => {
      const form = page.locator("form", { has: page.locator('select[name="status"]') });
      await form.locator("select").selectOption(status);
      await Promise.all([page.waitForURL(/done=status/), form.getByRole("button").click()]);
      await page.waitForLoadState();
    };
    await setStatus("confirmed");
    await expect
      .poll(() => line.textContent())
      .toBe(fill(admin.request.retention.kept.sponsorship, { status: admin.common.statuses.ended }));
    await looksRight(page, "kept");

    await setStatus("ended");
    const date = new Intl.DateTimeFormat(catalogs[site].mail.intlLocale, {
      dateStyle: "long",
      timeZone: catalogs[site].mail.timeZone,
    }).format(new Date(Date.now() + 180 * 86_400_000));
    await expect
      .poll(() => line.textContent())
      .toBe(
        fill(admin.request.retention.scheduled, {
          date,
          period: fill(admin.request.retention.days, { days: 180 }),
        }),
      );
    await looksRight(page, "scheduled");
  });

  test("the erase panel: the mailbox reminder, and a volunteer erases only with the address typed again", async ({
    expect,
  }) => {
    const email = `erase-${site}-${Date.now()}@example.org`;
    await sponsorshipRequest(site, email);
    const page = await signedInPage(site, `/admin/people?email=${encodeURIComponent(email)}`);
    const panel = page.locator("section", { has: page.locator("#erase-confirm") });
    await expect.poll(() => panel.textContent()).toContain(fill(admin.people.erase.mailbox, { email }));
    await looksRight(page, "erase panel");

    await panel.locator("#erase-confirm").check();
    await panel.locator("#erase-retype").fill("someone-else@example.org");
    await panel.getByRole("button").click();
    await expect
      .poll(() => page.locator("#erase-retype-error").textContent())
      .toBe(fill(admin.people.erase.retype.mismatch, { email }));
    expect(await page.locator("#erase-retype").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#erase-retype").getAttribute("aria-describedby")).toContain(
      "erase-retype-error",
    );
    await looksRight(page, "erase panel with the mismatch");

    await panel.locator("#erase-confirm").check();
    await panel.locator("#erase-retype").fill(email.toUpperCase());
    await Promise.all([page.waitForURL(/erased=1/), panel.getByRole("button").click()]);
    expect(await page.getByText(admin.people.erasedOne).getAttribute("role")).toBe("status");
  });
});
