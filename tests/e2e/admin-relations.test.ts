// Lasting relations and requests taken by hand (issue 28, items 2 and 5), in the browser: German at
// 1280 px and Spanish at 360 px. A volunteer records a phone enquiry and finds it in the inbox with
// its channel; the member list and its Excel export; a sponsorship ended with a reason. The new
// screens have no axe violations. Screenshots of the new screens at 390 and 1280 px go to
// $ADMIN_SCREENSHOTS when that is set.
import path from "node:path";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { originOf, signIn, staffAccounts } from "./admin";
import { axe, describeViolations, hydrated, phone, useBrowser, wide } from "./browser";
import { header, hostFor, send, urlFor, type Site } from "./http";

const { open } = useBrowser({ concurrent: true, images: false });
const cookies: Partial<Record<Site, string>> = {};
const runs = [
  { site: "de" as const, viewport: wide },
  { site: "es" as const, viewport: phone },
];
const texts = {
  de: {
    recorded: "Die Anfrage ist erfasst und dir zugewiesen.",
    recordedLine: "Alex Admin hat die Anfrage erfasst (Telefon)",
    tookLine: "Alex Admin hat die Anfrage übernommen",
    noOthers: "Keine weiteren Anfragen dieser Person.",
    phone: "Telefon",
    end: "Beziehung beenden",
    ended: "Beendet am",
    download: "Excel-Liste herunterladen",
    edit: "Angaben ändern",
    save: "Angaben speichern",
    changed: "hat die Angaben der Beziehung geändert: Monatlicher Betrag: nicht angegeben → 15 €",
  },
  es: {
    recorded: "La solicitud ha quedado registrada y asignada a ti.",
    recordedLine: "Alex Admin ha registrado la solicitud (teléfono)",
    tookLine: "Alex Admin ha asumido la solicitud",
    noOthers: "No hay más solicitudes de esta persona.",
    phone: "Teléfono",
    end: "Finalizar el vínculo",
    ended: "Finalizado el",
    download: "Descargar la lista en Excel",
    edit: "Cambiar los datos",
    save: "Guardar los datos",
    changed: "ha cambiado los datos del vínculo: Importe mensual: sin indicar → 15 €",
  },
};
const stamp = Date.now().toString(36);

beforeAll(async () => {
  for (const { site } of runs) cookies[site] = await signIn(site, staffAccounts().admin);
});

/** A POST from the back office's own page (the session, the site's origin), unfollowed. */
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

/** A request recorded by hand and moved on to its lasting status, as a volunteer would. */
async function lastingRequest(site: Site, fields: Record<string, string>, status: string): Promise<string> {
  const made = await post(site, "/admin/requests/new", { locale: site, phone: "+49 171 5550000", ...fields });
  expect(made.status, made.body.slice(0, 300)).toBe(303);
  const id = header(made, "location")!.split("?")[0]!.split("/").at(-1)!;
  const moved = await post(site, `/admin/requests/${id}`, { intent: "status", status, revision: "0" });
  expect(moved.status, moved.body.slice(0, 300)).toBe(303);
  return id;
}

async function openSignedIn(site: Site, screenPath: string, viewport: { width: number; height: number }) {
  const url = urlFor(site, screenPath);
  const [name, ...value] = cookies[site]!.split("=");
  const page = await open("", { viewport, noGoto: true, acceptDownloads: true });
  await page
    .context()
    .addCookies([{ name: name!, value: value.join("="), url: new URL(url).origin + "/admin" }]);
  const answer = await page.goto(url);
  expect(answer?.status(), screenPath).toBe(200);
  await hydrated(page);
  return page;
}

async function noViolations(page: Page, what: string) {
  const violations = await axe(page);
  expect(violations, `${what}:\n${describeViolations(violations)}`).toEqual([]);
}

/** The labels of the new request's dog choice (the feed's dogs), without "no particular dog". */
async function dogLabels(page: Page): Promise<string[]> {
  return page.$$eval("select[name=dogId] option", (options) =>
    options
      .filter((option) => (option as HTMLOptionElement).value !== "")
      .map((option) => option.textContent ?? ""),
  );
}

/** The feed's dogs as the new request's form offers them. */
async function feedDogIds(page: Page): Promise<string[]> {
  return page.$$eval("select[name=dogId] option", (options) =>
    options.map((option) => (option as HTMLOptionElement).value).filter((value) => value !== ""),
  );
}

describe.concurrent.each(runs)("$site at $viewport.width px", ({ site, viewport }) => {
  test("a phone enquiry recorded by hand: confirmed, the recorder's, its history says who and how; in the inbox with its channel", async ({
    expect,
  }) => {
    const page = await openSignedIn(site, "/admin", viewport);
    await page
      .getByRole("link", { name: site === "de" ? "Anfrage erfassen" : "Registrar solicitud" })
      .click();
    await page.waitForURL(/\/admin\/requests\/new$/);
    await hydrated(page);
    await noViolations(page, "new request");
    const dogs = await feedDogIds(page);
    expect(dogs.length).toBeGreaterThan(0);
    // The dogs by their names (the demo feed's are all different), never with their feed ids.
    const feed = JSON.parse(
      (await send({ port: inject("port"), host: hostFor(site), path: "/api/dogs" })).body,
    ) as {
      dogs: { id: string; name: string }[];
    };
    const labels = await dogLabels(page);
    expect(labels.sort()).toEqual(feed.dogs.map((dog) => dog.name).sort());
    for (const dog of feed.dogs) expect(labels.join("\n")).not.toContain(dog.id);
    const name = `Telefonia ${site} ${stamp}`;
    await page.selectOption("select[name=channel]", "phone");
    await page.selectOption("select[name=formType]", "adoption");
    await page.selectOption("select[name=dogId]", dogs[0]!);
    await page.fill("input[name=name]", name);
    await page.fill("input[name=phone]", "+34 600 123 456");
    await page.fill("textarea[name=message]", "Fragt nach dem Hund");
    await page
      .getByRole("button", { name: site === "de" ? "Anfrage speichern" : "Guardar la solicitud" })
      .click();
    await page.waitForURL(/\/admin\/requests\/[0-9a-f-]{36}\?done=recorded$/);
    await hydrated(page);
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: texts[site].recorded }).count())
      .toBe(1);
    const history = await page.locator("#history li").allInnerTexts();
    expect(history[0]).toContain(texts[site].recordedLine);
    expect(history[1]).toContain(texts[site].tookLine);
    expect(await page.locator("#summary").innerText()).toContain("Alex Admin");
    // No address: the person's other requests (none), never "… from ."
    expect(await page.locator("#others").innerText()).toContain(texts[site].noOthers);
    expect(await page.locator("main").innerText()).not.toMatch(/ \.\n|von \.|de \./);
    await noViolations(page, "request recorded by hand");
    await page.goto(urlFor(site, `/admin?q=${encodeURIComponent(`telefonia ${site} ${stamp}`)}`));
    await hydrated(page);
    const row = page.locator("main table tbody tr", { hasText: name });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain(texts[site].phone);
    await page.context().close();
  });

  test("the member list and its Excel export", async () => {
    const lastName = `Mitglied${site}${stamp}`;
    await lastingRequest(
      site,
      { channel: "event", formType: "membership", name: `Eva ${lastName}` },
      "accepted",
    );
    const page = await openSignedIn(site, "/admin/relations/membership", viewport);
    await noViolations(page, "member list");
    expect(await page.locator("main table").innerText()).toContain(`Eva ${lastName}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: texts[site].download }).click(),
    ]);
    const file = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const names: unknown[] = [];
    workbook.worksheets[0]!.eachRow((row) => names.push(row.getCell(1).value));
    expect(names).toContain(lastName);
    await page.context().close();
  });

  test("a sponsorship ended with a date and a reason", async ({ expect }) => {
    const dogsPage = await openSignedIn(site, "/admin/requests/new", viewport);
    const dogs = await feedDogIds(dogsPage);
    await dogsPage.context().close();
    const name = `Pate ${site} ${stamp}`;
    const id = await lastingRequest(
      site,
      { channel: "whatsapp", formType: "sponsorship", dogId: dogs[0]!, name },
      "confirmed",
    );
    const page = await openSignedIn(site, `/admin/requests/${id}`, viewport);
    await noViolations(page, "request with relation");
    const panel = page.locator("#relation");
    await panel.locator("summary", { hasText: texts[site].end }).click();
    await panel.locator("textarea[name=reason]").fill("Umzug ins Ausland");
    // Not without the tick that confirms.
    await panel.getByRole("button", { name: texts[site].end }).click();
    await expect.poll(() => panel.locator("[id$='-error']").count()).toBeGreaterThan(0);
    await panel.locator("input[name=confirm]").check();
    await panel.getByRole("button", { name: texts[site].end }).click();
    await expect.poll(() => page.locator("#relation [role=status]").count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator("#relation").innerText()).toContain(texts[site].ended);
    expect(await page.locator("#relation").innerText()).toContain("Umzug ins Ausland");
    await page.goto(urlFor(site, "/admin/relations/sponsorship?state=ended"));
    await hydrated(page);
    await noViolations(page, "ended sponsorships");
    expect(await page.locator("main table").innerText()).toContain(name);
    await page.context().close();
  });

  test("a sponsorship's amount changed on two pages at once: the later save is refused naming who, nothing lost", async ({
    expect,
  }) => {
    const dogsPage = await openSignedIn(site, "/admin/requests/new", viewport);
    const dogs = await feedDogIds(dogsPage);
    await dogsPage.context().close();
    const id = await lastingRequest(
      site,
      { channel: "event", formType: "sponsorship", dogId: dogs[0]!, name: `Zwei ${site} ${stamp}` },
      "confirmed",
    );
    const [first, second] = [
      await openSignedIn(site, `/admin/requests/${id}`, viewport),
      await openSignedIn(site, `/admin/requests/${id}`, viewport),
    ];
    const save = async (page: Page, amount: string) => {
      const panel = page.locator("#relation");
      await panel.locator("summary", { hasText: texts[site].edit }).click();
      await panel.locator("input[name=monthlyAmount]").fill(amount);
      await panel.getByRole("button", { name: texts[site].save }).click();
    };
    await save(first, "15");
    await expect.poll(() => first.locator("#relation [role=status]").count(), { timeout: 15_000 }).toBe(1);
    await save(second, "12");
    const refusal = second.locator("#relation [id$='-form-error'], #relation [role=alert]").first();
    await expect.poll(() => refusal.textContent(), { timeout: 15_000 }).toContain(staffAccounts().admin.name);
    // What the second volunteer typed is still there, and the first one's amount is what is stored.
    expect(await second.locator("#relation input[name=monthlyAmount]").inputValue()).toBe("12");
    await noViolations(second, "relation details refused as stale");
    await first.reload();
    expect(await first.locator("#relation").innerText()).toContain("15");
    expect(await first.locator("#history").innerText()).toContain(texts[site].changed);
    await first.context().close();
    await second.context().close();
  });

  // The navigation's lines at 360 px are admin-phone.test.ts's to check, with every entry of issue
  // 28 in place (German keeps to two lines with this one; Spanish takes three, see the report).
  test("at 360 px the list and the new entry's navigation scroll nothing sideways", async () => {
    const page = await openSignedIn(site, "/admin/relations/membership", phone);
    const wider = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    await page.context().close();
    expect(wider).toBe(false);
  });

  test.skipIf(!process.env.ADMIN_SCREENSHOTS)("screenshots at 390 and 1280 px", async () => {
    const folder = process.env.ADMIN_SCREENSHOTS!;
    const id = await lastingRequest(
      site,
      { channel: "phone", formType: "foster_home", name: `Pflege ${site} ${stamp}` },
      "active",
    );
    for (const size of [{ width: 390, height: 844 }, wide]) {
      for (const [name, screenPath] of [
        ["relations", "/admin/relations/membership?state=all"],
        ["foster", "/admin/relations/foster_home"],
        ["new-request", "/admin/requests/new"],
        ["request-relation", `/admin/requests/${id}`],
        ["request-recorded", `/admin/requests/${id}?done=recorded`],
      ] as const) {
        const page = await openSignedIn(site, screenPath, size);
        if (name === "request-relation") {
          await page.locator("#relation summary").first().click();
          await page
            .locator("#relation")
            .screenshot({ path: path.join(folder, `${site}-${name}-${size.width}.png`) });
        } else {
          await page.screenshot({
            path: path.join(folder, `${site}-${name}-${size.width}.png`),
            fullPage: true,
          });
        }
        await page.context().close();
      }
    }
  });
});
