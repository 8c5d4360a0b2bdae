// Two volunteers with the same request open (issue 25, item 1), each signed in in a browser context
// of their own, in both languages, on a phone and on a laptop: one changes the status; the other's
// change, made on the older page, is refused with a message naming the first and what she did, the
// page shows the current state with the refused choice kept and the status section in view; sent
// again from the current page, it goes through. Set SCREENSHOT_DIR to keep pictures of the refusal.
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { fill } from "~/i18n/format";
import { exampleRequests } from "../support/submissions/requests";
import { signIn, staffAccounts } from "./admin";
import { eventually, hydrated, phone, scrollSettled, useBrowser, wide } from "./browser";
import { hostFor, send, urlFor, type Site } from "./http";

const { open } = useBrowser({ images: false });
const sites: Site[] = ["de", "es"];
const cookies: Record<string, string> = {};

beforeAll(async () => {
  const staff = staffAccounts();
  for (const site of sites) {
    cookies[`${site}-volunteer`] = await signIn(site, staff.volunteer);
    cookies[`${site}-admin`] = await signIn(site, staff.admin);
  }
});

async function newRequest(site: Site, label: string): Promise<string> {
  const answer = await send({
    port: inject("port"),
    host: hostFor(site),
    path: "/api/forms",
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      formType: "adoption",
      locale: site,
      data: { ...exampleRequests.adoption, email: `concurrency-${label}@example.org` },
    }),
  });
  return (JSON.parse(answer.body) as { id: string }).id;
}

/** The request page in a fresh context, signed in as `who`. */
async function openAs(
  site: Site,
  who: "volunteer" | "admin",
  id: string,
  viewport: typeof wide,
  javaScriptEnabled = true,
) {
  const url = urlFor(site, `/admin/requests/${id}`);
  const [name, ...value] = cookies[`${site}-${who}`]!.split("=");
  const page = await open("", { viewport, noGoto: true, javaScriptEnabled });
  await page.context().addCookies([{ name: name!, value: value.join("="), url: new URL(url).origin }]);
  expect((await page.goto(url))?.status()).toBe(200);
  if (javaScriptEnabled) await hydrated(page);
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * Waits until the answer to a post has landed on the section's fragment (the page's address, without
 * a query) and the (smooth) scroll has brought the section's top to the upper half of the screen.
 */
async function landedAt(page: Page, id: string, section: string) {
  await eventually(() => {
    const url = new URL(page.url());
    return `${url.pathname}${url.hash}`;
  }).toBe(`/admin/requests/${id}#${section}`);
  await eventually(() =>
    page.locator(`#${section}`).evaluate((element) => {
      const top = element.getBoundingClientRect().top;
      return top >= -1 && top < window.innerHeight / 2;
    }),
  ).toBe(true);
  await scrollSettled(page);
}

describe.each(sites)("%s", (site) => {
  test.each([
    ["phone", phone],
    ["wide", wide],
  ] as const)(
    "at %s width: a status change from the older page is refused, naming who changed what",
    async (width, viewport) => {
      const text = catalogs[site].admin.request;
      const shell = catalogs[site].admin.common;
      const vera = staffAccounts().volunteer.name;
      const id = await newRequest(site, `${site}-${width}`);
      const veras = await openAs(site, "volunteer", id, viewport);
      const alexs = await openAs(site, "admin", id, viewport);
      await expect(alexs.getByTestId("request-owner").innerText()).resolves.toBe(text.owner.nobody);

      // Vera moves the request to the pre-check.
      const statusSelect = (page: Page) =>
        page.locator("#status").getByLabel(text.status.label, { exact: true });
      await statusSelect(veras).selectOption("precheck");
      await veras.locator("#status").getByRole("button", { name: text.status.submit }).click();
      await eventually(() => veras.locator("#status [role=status]").innerText()).toBe(text.done.status);
      await landedAt(veras, id, "status");

      // Alex, on the page he opened before, declines it: refused, and told by whom and what.
      await statusSelect(alexs).selectOption("declined");
      await alexs.locator("#status").getByRole("button", { name: text.status.submit }).click();
      const alert = alexs.locator("#status [role=alert]");
      await eventually(() => alert.count()).toBe(1);
      const said = await alert.innerText();
      const changed = fill(text.conflict.status, { to: shell.statuses.precheck });
      expect(said).toContain(vera);
      expect(said).toContain(changed);
      expect(said).toMatch(/\(\d{1,2}:\d{2}\)/); // es: "0:32" after midnight
      expect(said).toContain(text.conflict.current);
      // The current state: the summary shows Vera's status; Alex's choice is kept in his form.
      await eventually(() => alexs.locator("#summary").innerText()).toContain(shell.statuses.precheck);
      await expect(statusSelect(alexs).inputValue()).resolves.toBe("declined");
      await landedAt(alexs, id, "status");
      await expect(alexs.locator("#history").innerText()).resolves.toContain(vera);

      const shots = process.env.SCREENSHOT_DIR;
      if (shots) {
        await alexs.setViewportSize(viewport === phone ? { width: 390, height: 844 } : viewport);
        await alexs.locator("#status").scrollIntoViewIfNeeded();
        await scrollSettled(alexs);
        await alexs.screenshot({ path: path.join(shots, `refused-${site}-${width}.png`) });
        await alexs.screenshot({
          path: path.join(shots, `refused-${site}-${width}-page.png`),
          fullPage: true,
        });
      }

      // Sent again from the page that now shows the current state, it goes through.
      await alexs.locator("#status").getByRole("button", { name: text.status.submit }).click();
      await eventually(() => alexs.locator("#status [role=status]").count()).toBe(1);
      await eventually(() => alexs.locator("#summary").innerText()).toContain(shell.statuses.declined);

      // Vera takes the request in one click; her page says she works on it.
      await veras.reload();
      await hydrated(veras);
      await veras.getByRole("button", { name: text.owner.take }).click();
      await eventually(() => veras.getByTestId("request-owner").innerText()).toBe(text.owner.me);
      await expect(veras.locator("#history").innerText()).resolves.toContain(
        fill(text.history.took, { actor: vera }),
      );
    },
  );

  test("two contradicting status mails from the same page state: only the first goes out, the second draft is kept", async () => {
    const text = catalogs[site].admin.request;
    const shell = catalogs[site].admin.common;
    const vera = staffAccounts().volunteer.name;
    const viewport = site === "de" ? phone : wide;
    const id = await newRequest(site, `${site}-mail`);
    const draft = async (page: Page, template: "approved" | "declined") => {
      await page.goto(urlFor(site, `/admin/requests/${id}?mail=${template}#mail`));
      await hydrated(page);
    };
    const veras = await openAs(site, "volunteer", id, viewport);
    const alexs = await openAs(site, "admin", id, viewport);
    await draft(veras, "approved");
    await draft(alexs, "declined");
    const subject = (page: Page) => page.locator("#mail").getByLabel(text.mail.subject, { exact: true });
    const mine = `${await subject(alexs).inputValue()} (Alex)`;
    await subject(alexs).fill(mine);

    await veras.locator("#mail").getByRole("button", { name: text.mail.send }).click();
    await eventually(() => veras.locator("#mail [role=status]").innerText()).toBe(text.done.mail);
    await alexs.locator("#mail").getByRole("button", { name: text.mail.send }).click();
    const alert = alexs.locator("#mail [role=alert]");
    await eventually(() => alert.count()).toBe(1);
    const said = await alert.innerText();
    expect(said).toContain(vera);
    expect(said).toContain(fill(text.conflict.status, { to: shell.statuses.approved }));
    expect(said).toContain(text.conflict.currentMail);
    // His draft is still there, to check and send again if it still fits.
    await expect(subject(alexs).inputValue()).resolves.toBe(mine);
    await expect(alexs.locator("#history").innerText()).resolves.not.toContain(mine);
    await landedAt(alexs, id, "mail");
    const shots = process.env.SCREENSHOT_DIR;
    if (shots) await alexs.screenshot({ path: path.join(shots, `refused-mail-${site}.png`) });
  });

  test("without JavaScript: the refusal and the done state come back at the status section", async () => {
    const text = catalogs[site].admin.request;
    const id = await newRequest(site, `${site}-nojs`);
    const veras = await openAs(site, "volunteer", id, phone, false);
    const alexs = await openAs(site, "admin", id, phone, false);
    const status = (page: Page) => page.locator("#status");
    await status(veras).getByLabel(text.status.label, { exact: true }).selectOption("in_review");
    await status(veras).getByRole("button", { name: text.status.submit }).click();
    await landedAt(veras, id, "status");
    await expect(status(veras).locator("[role=status]").innerText()).resolves.toBe(text.done.status);

    await status(alexs).getByLabel(text.status.label, { exact: true }).selectOption("declined");
    await status(alexs).getByRole("button", { name: text.status.submit }).click();
    await landedAt(alexs, id, "status");
    await expect(status(alexs).locator("[role=alert]").innerText()).resolves.toContain(
      staffAccounts().volunteer.name,
    );
  });
});
