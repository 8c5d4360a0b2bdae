// The form area of a dog's page (spec 1 sections 2.7, 4, 5, 8) in both languages: the adoption
// request (dog prefilled), the sponsorship request (presets, another amount, not below 10), the
// choice between them for a dog that is both, none for a hospice dog; messages after blur and on
// submit and as you type, success with the stored mail, the error panel with retry, the honeypot,
// and the forms without JavaScript. axe on each state (not on pages without JavaScript: axe needs
// it); no CSP violation in the console. A server of its own, without the rate limit.
import { catalogs } from "~/content/catalogs.server";
import { rmSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Dog } from "~/domain/dogs/types";
import { fill as fillMessage } from "~/i18n/format";
import { routeMap } from "~/i18n/routes";
import {
  axe,
  describeViolations,
  eventually,
  hydrated,
  phone,
  useBrowser,
  type OpenOptions,
} from "./browser";
import { formPageInitScript, mailsIn, watchConsole } from "./form-checks";
import { spawnServer, stopServer, waitForHealthy, type RunningServer } from "./server-process";

const sites = ["de", "es"] as const;
type Site = (typeof sites)[number];
const dogsPath = { de: "/hunde", es: "/perros" };
/** The spec's German messages, written out; Spanish from the catalogue. */
const messages = {
  de: {
    nameShort: "Name muss mindestens 2 Zeichen lang sein",
    emailInvalid: "Ungültige E-Mail-Adresse",
    phoneRequired: "Telefonnummer ist erforderlich",
    phoneShort: "Telefonnummer muss mindestens 5 Zeichen lang sein",
    livingShort: "Wohnsituation muss mindestens 10 Zeichen lang sein",
    experienceRequired: "Erfahrung ist erforderlich",
    messageShort: "Nachricht muss mindestens 20 Zeichen lang sein",
    privacy: "Du musst die Datenschutzerklärung akzeptieren",
    yourName: "Name ist erforderlich",
  },
  es: {
    nameShort: catalogs.es.validation.tooShort("name", 2),
    emailInvalid: catalogs.es.validation.email,
    phoneRequired: catalogs.es.validation.required("phone"),
    phoneShort: catalogs.es.validation.tooShort("phone", 5),
    livingShort: catalogs.es.validation.tooShort("livingSituation", 10),
    experienceRequired: catalogs.es.validation.required("experience"),
    messageShort: catalogs.es.validation.tooShort("message", 20),
    privacy: catalogs.es.validation.privacy,
    yourName: catalogs.es.validation.required("yourName"),
  },
} as const;
const mail = {
  de: {
    adoption: (dog: string, name: string) => `Adoptionsanfrage für ${dog} von ${name}`,
    sponsorship: (dog: string, name: string) => `Patenschaftsanfrage für ${dog} von ${name}`,
    amount: (euros: number) => new RegExp(`Monatlicher Betrag: ${euros}\\s€`),
    publish: (yes: boolean) => `Name veröffentlichen: ${yes ? "Ja" : "Nein"}`,
  },
  es: {
    adoption: (dog: string, name: string) => `Solicitud de adopción de ${dog} – ${name}`,
    sponsorship: (dog: string, name: string) => `Solicitud de apadrinamiento de ${dog} – ${name}`,
    amount: (euros: number) => new RegExp(`Cantidad mensual: ${euros}\\s€`),
    publish: (yes: boolean) => `Publicar el nombre: ${yes ? "Sí" : "No"}`,
  },
};

let server: RunningServer;
let dogs: Dog[] = [];
beforeAll(async () => {
  server = await spawnServer({ BUILD_DIR: inject("buildDir"), FORM_RATE_LIMIT: "0" });
  await waitForHealthy(server);
  const answer = await fetch(`http://127.0.0.1:${server.port}/api/dogs`);
  dogs = ((await answer.json()) as { dogs: Dog[] }).dogs;
});
afterAll(async () => {
  await stopServer(server);
  rmSync(server.dataDir, { recursive: true, force: true });
});

function dog(title: string): Dog {
  const found = dogs.find((candidate) => candidate.title === title);
  if (!found) throw new Error(`no dog ${title}`);
  return found;
}
const dogUrl = (site: Site, title: string, query = "") =>
  `http://${site === "es" ? "es." : ""}localhost:${server.port}${dogsPath[site]}/${dog(title).slug}${query}`;

const mailsWith = (token: string) => mailsIn(server.dataDir, token);

const initScript = formPageInitScript;
// One context for the file (the public site keeps nothing in it but the cookie choice).
const { visit } = useBrowser({ images: false, shared: { initScript } });

async function noViolations(page: Page, state: string) {
  // From the top: where the view was scrolled to the form card, the sticky top bar covers part of
  // what is above the card, and axe would count those controls as obscured targets.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  const violations = await axe(page);
  expect(violations, `${state}:\n${describeViolations(violations)}`).toEqual([]);
}

async function openDog(site: Site, title: string, options: OpenOptions & { query?: string } = {}) {
  const { query = "", ...rest } = options;
  const page = await visit("", { ...rest, noGoto: true });
  page.setDefaultTimeout(10_000);
  const watch = watchConsole(page);
  await page.goto(dogUrl(site, title, query));
  if (rest.javaScriptEnabled !== false) await hydrated(page);
  return { page, watch };
}

const token = () => Math.random().toString(36).slice(2, 10);
const adoptionField = (page: Page, name: string) => page.locator(`#adoption-form [name="${name}"]`);
const adoptionError = (page: Page, name: string) => page.locator(`#adoption-form-${name}-error`);
const sponsorField = (page: Page, name: string) => page.locator(`#sponsorship-form [name="${name}"]`);

function applicant(id: string) {
  return {
    name: `Jonas Probe ${id}`,
    email: `jonas.${id}@example.org`,
    phone: "+49 170 1234567",
    livingSituation: "Haus mit Garten am Stadtrand, zwei Erwachsene.",
    experience: "Seit zwanzig Jahren mit Hunden, zuletzt ein Podenco.",
    message: `Wir würden den Hund sehr gern kennenlernen (${id}).`,
  };
}

async function fillAdoption(page: Page, values: ReturnType<typeof applicant>) {
  for (const [name, value] of Object.entries(values)) await adoptionField(page, name).fill(value);
  await adoptionField(page, "privacyAccepted").check();
}

describe.each(sites)("dog page forms (%s)", (site) => {
  const text = catalogs[site].forms.dog;
  const kit = catalogs[site].forms.kit;
  const m = messages[site];
  const card = (page: Page, form: "adoption" | "sponsorship") => page.locator(`#anfrage-${form}`);

  test("adoption only: the adoption form with the dog prefilled, asterisks, types, rows", async () => {
    const { page, watch } = await openDog(site, "Björn");
    const section = page.locator("section#anfrage");
    await expect(section.getByRole("heading", { level: 2 }).innerText()).resolves.toBe(
      text.dogRequest.heading.replace("{name}", "Björn"),
    );
    await expect(section.getByRole("group", { name: text.dogRequest.choiceLabel }).count()).resolves.toBe(0);
    await expect(page.locator("#sponsorship-form").count()).resolves.toBe(0);
    await expect(adoptionField(page, "dog").inputValue()).resolves.toBe("Björn");
    await expect(adoptionField(page, "dog").getAttribute("readonly")).resolves.toBe("");
    const label = (name: string) => page.locator(`label[for="adoption-form-${name}"]`);
    for (const name of [
      "name",
      "email",
      "phone",
      "livingSituation",
      "experience",
      "message",
      "privacyAccepted",
    ]) {
      await expect(label(name).locator("[aria-hidden=true]").innerText(), name).resolves.toBe("*");
      await expect(adoptionField(page, name).getAttribute("required"), name).resolves.toBe("");
    }
    await expect(adoptionField(page, "email").getAttribute("type")).resolves.toBe("email");
    await expect(adoptionField(page, "phone").getAttribute("type")).resolves.toBe("tel");
    for (const [name, rows] of [
      ["livingSituation", "4"],
      ["experience", "4"],
      ["message", "6"],
    ]) {
      await expect(adoptionField(page, name!).getAttribute("rows"), name).resolves.toBe(rows);
    }
    const privacy = label("privacyAccepted").getByRole("link");
    await expect(privacy.getAttribute("target")).resolves.toBe("_blank");
    await expect(privacy.getAttribute("href")).resolves.toBe(site === "de" ? "/datenschutz" : "/privacidad");
    await noViolations(page, "adoption form");
    await watch.check();
  });

  test("adoption messages after leaving a field and on submit, then as you type", async () => {
    const { page, watch } = await openDog(site, "Björn");
    const posts: string[] = [];
    page.on("request", (request) => (request.method() === "POST" ? posts.push(request.url()) : undefined));
    await adoptionField(page, "name").fill("J");
    await expect(adoptionError(page, "name").innerText()).resolves.toBe("");
    await adoptionField(page, "phone").fill("123");
    await adoptionField(page, "livingSituation").fill("Haus");
    await adoptionField(page, "experience").focus();
    await eventually(() => adoptionError(page, "name").innerText()).toBe(m.nameShort);
    await eventually(() => adoptionError(page, "phone").innerText()).toBe(m.phoneShort);
    await eventually(() => adoptionError(page, "livingSituation").innerText()).toBe(m.livingShort);
    await expect(adoptionError(page, "email").innerText()).resolves.toBe("");
    await adoptionField(page, "phone").pressSequentially("45");
    await eventually(() => adoptionError(page, "phone").innerText()).toBe("");
    await adoptionField(page, "phone").fill("");
    await eventually(() => adoptionError(page, "phone").innerText()).toBe(m.phoneRequired);

    await page.getByRole("button", { name: text.adoption.submit }).click();
    await eventually(() => adoptionError(page, "experience").innerText()).toBe(m.experienceRequired);
    await expect(adoptionError(page, "privacyAccepted").innerText()).resolves.toBe(m.privacy);
    await adoptionField(page, "email").fill("jonas@");
    await eventually(() => adoptionError(page, "email").innerText()).toBe(m.emailInvalid);
    await adoptionField(page, "message").fill("Kurz");
    await eventually(() => adoptionError(page, "message").innerText()).toBe(m.messageShort);
    await noViolations(page, "adoption errors");
    expect(posts).toEqual([]);
    await watch.check();
  });

  test("a successful adoption request is stored and mailed; a new request starts empty", async () => {
    const id = token();
    const { page, watch } = await openDog(site, "Björn", { viewport: phone });
    const values = applicant(id);
    await fillAdoption(page, values);
    await page.getByRole("button", { name: text.adoption.submit }).click();
    const panel = card(page, "adoption").locator('[data-form-panel="success"]');
    await eventually(() => panel.isVisible()).toBe(true);
    await expect(panel.getByRole("heading").innerText()).resolves.toBe(text.adoption.success.heading);
    await expect(panel.innerText()).resolves.toContain(text.adoption.success.text);
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe(
      text.adoption.success.heading,
    );
    await noViolations(page, "adoption success");
    await eventually(() => mailsWith(id).length).toBe(1);
    const [sent] = mailsWith(id);
    expect(sent!.headers.subject).toBe(mail[site].adoption("Björn", values.name));
    expect(sent!.headers["reply-to"]).toBe(values.email);
    for (const value of Object.values(values)) expect(sent!.text).toContain(value);

    await panel.getByRole("button", { name: text.adoption.success.again }).click();
    await eventually(() => adoptionField(page, "name").isVisible()).toBe(true);
    await expect(adoptionField(page, "name").inputValue()).resolves.toBe("");
    await expect(adoptionField(page, "dog").inputValue()).resolves.toBe("Björn");
    await watch.check();
  });

  test("adoptable and sponsorable: two buttons switch between the forms (adoption first)", async () => {
    const { page, watch } = await openDog(site, "Tomás");
    const choice = page.getByRole("group", { name: text.dogRequest.choiceLabel });
    const adopt = choice.getByRole("button", { name: text.dogRequest.choice.adoption });
    const sponsor = choice.getByRole("button", { name: text.dogRequest.choice.sponsorship });
    await expect(adopt.getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(sponsor.getAttribute("aria-pressed")).resolves.toBe("false");
    await expect(page.locator("#adoption-form").count()).resolves.toBe(1);
    await sponsor.click();
    await eventually(() => page.locator("#sponsorship-form").count()).toBe(1);
    await expect(page.locator("#adoption-form").count()).resolves.toBe(0);
    await expect(sponsor.getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(sponsorField(page, "dogName").inputValue()).resolves.toBe("Tomás");
    await noViolations(page, "sponsorship form");
    await adopt.click();
    await eventually(() => page.locator("#adoption-form").count()).toBe(1);
    await watch.check();
  });

  test("sponsorship: a preset, another amount, and one below 10 refused next to the field", async () => {
    const { page, watch } = await openDog(site, "Tomás", { viewport: phone });
    await page.getByRole("button", { name: text.dogRequest.choice.sponsorship }).click();
    const group = page.getByRole("group", { name: text.sponsorship.labels.amount });
    const custom = page.getByRole("spinbutton", { name: text.sponsorship.labels.custom });
    const chosen = page.locator("[data-chosen-amount]");
    const checked = () =>
      group
        .locator('input[type="radio"]:checked')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    await expect(chosen.getAttribute("data-chosen-amount")).resolves.toBe("10");
    await expect(checked()).resolves.toEqual(["10"]);
    await expect(sponsorField(page, "publishName").isChecked()).resolves.toBe(false);

    // Required name: message after the first submit.
    await page.getByRole("button", { name: text.sponsorship.submit }).click();
    await eventually(() => page.locator("#sponsorship-form-yourName-error").innerText()).toBe(m.yourName);

    async function send(id: string, pick: () => Promise<void>, euros: number, publish = false) {
      await sponsorField(page, "yourName").fill(`Pia Pate ${id}`);
      await sponsorField(page, "email").fill(`pia.${id}@example.org`);
      await pick();
      if (publish) await sponsorField(page, "publishName").check();
      await eventually(() => chosen.getAttribute("data-chosen-amount")).toBe(String(euros));
      await page.getByRole("button", { name: text.sponsorship.submit }).click();
      const panel = card(page, "sponsorship").locator('[data-form-panel="success"]');
      await eventually(() => panel.isVisible()).toBe(true);
      await expect(panel.innerText()).resolves.toContain(text.sponsorship.success.text);
      await eventually(() => mailsWith(id).length).toBe(1);
      const [sent] = mailsWith(id);
      expect(sent!.headers.subject).toBe(mail[site].sponsorship("Tomás", `Pia Pate ${id}`));
      expect(sent!.text).toMatch(mail[site].amount(euros));
      expect(sent!.text).toContain(mail[site].publish(publish));
      await noViolations(page, "sponsorship success");
      // The form resets: default amount, nothing typed.
      await panel.getByRole("button", { name: text.sponsorship.success.again }).click();
      await eventually(() => sponsorField(page, "yourName").isVisible()).toBe(true);
      await expect(sponsorField(page, "yourName").inputValue()).resolves.toBe("");
      await expect(custom.inputValue()).resolves.toBe("");
      await expect(chosen.getAttribute("data-chosen-amount")).resolves.toBe("10");
    }

    await send(token(), () => group.locator("label", { hasText: "15" }).click(), 15, true);
    await send(
      token(),
      async () => {
        await custom.fill("25");
        await expect(checked()).resolves.toEqual([]);
      },
      25,
    );
    // 5 is below the minimum: not applied, and said right under the field once it is left.
    const posts: string[] = [];
    page.on("request", (request) => (request.method() === "POST" ? posts.push(request.url()) : undefined));
    const customError = page.locator("#sponsorship-form-amount-custom-error");
    const min = catalogs[site].validation.amount.min;
    await group.locator("label", { hasText: "20" }).click();
    await custom.fill("5");
    // Refused: no preset looks chosen and the summary names no amount (neither 20 nor 5).
    await expect(checked()).resolves.toEqual([]);
    await expect(chosen.getAttribute("data-chosen-amount")).resolves.toBe("");
    await expect(chosen.innerText()).resolves.toBe("");
    await expect(customError.innerText()).resolves.toBe("");
    await custom.blur();
    await eventually(() => customError.innerText()).toBe(min);
    await expect(custom.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(custom.getAttribute("aria-describedby")).resolves.toContain(
      "sponsorship-form-amount-custom-error",
    );
    await noViolations(page, "custom amount below 10");
    // Submitting sends nothing with the preset instead: the field gets the focus, the message stays.
    const id = token();
    await sponsorField(page, "yourName").fill(`Pia Pate ${id}`);
    await sponsorField(page, "email").fill(`pia.${id}@example.org`);
    await page.getByRole("button", { name: text.sponsorship.submit }).click();
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe(
      "sponsorship-form-amount-custom",
    );
    await expect(customError.innerText()).resolves.toBe(min);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(posts).toEqual([]);
    expect(mailsWith(id)).toEqual([]);
    // Corrected as you type: the message goes, the amount applies.
    await custom.fill("12");
    await eventually(() => customError.innerText()).toBe("");
    await expect(custom.getAttribute("aria-invalid")).resolves.toBeNull();
    await send(id, async () => undefined, 12);
    await watch.check();
  });

  test("the sponsorship summary never shows a refused amount; the privacy notice is linked", async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { page, watch } = await openDog(site, "Tomás", { viewport });
      await page.getByRole("button", { name: text.dogRequest.choice.sponsorship }).click();
      const custom = page.getByRole("spinbutton", { name: text.sponsorship.labels.custom });
      const chosen = page.locator("[data-chosen-amount]");
      const privacy = card(page, "sponsorship").locator(`a[href="${routeMap.privacy[site]}"]`);
      await expect(privacy.innerText()).resolves.toContain(catalogs[site].forms.kit.privacyNote.link);
      // Typed on past the limit: 50 applied on the way, 50000 refused – the summary must not keep 5000.
      for (const typed of ["5", "50", "500", "5000", "50000"]) await custom.fill(typed);
      await expect(chosen.getAttribute("data-chosen-amount")).resolves.toBe("");
      await custom.fill("12.5");
      await expect(chosen.getAttribute("data-chosen-amount")).resolves.toBe("");
      await custom.fill("9");
      await custom.blur();
      await expect(chosen.innerText()).resolves.toBe("");
      await card(page, "sponsorship").screenshot({
        path: `/tmp/h4-shots/sponsorship-refused-${site}-${viewport.width}.png`,
      });
      await custom.fill("30");
      await eventually(() => chosen.getAttribute("data-chosen-amount")).toBe("30");
      await watch.check();
    }
  });

  test("a reserved dog's form says it is reserved and what a request means then", async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { page, watch } = await openDog(site, "Zoë", { viewport });
      const notice = page.locator("#anfrage [data-reserved-notice]");
      await expect(notice.innerText()).resolves.toBe(fillMessage(text.dogRequest.reserved, { name: "Zoë" }));
      await page
        .locator("#anfrage")
        .screenshot({ path: `/tmp/h4-shots/reserved-${site}-${viewport.width}.png` });
      await noViolations(page, "reserved dog");
      await watch.check();
    }
    // An available dog has no such notice.
    const { page } = await openDog(site, "Tomás");
    await expect(page.locator("[data-reserved-notice]").count()).resolves.toBe(0);
  });

  test("only sponsorable: the sponsorship form without a choice; hospice: no form at all", async () => {
    const { page, watch } = await openDog(site, "Dana");
    await expect(page.locator("#sponsorship-form").count()).resolves.toBe(1);
    await expect(page.locator("#adoption-form").count()).resolves.toBe(0);
    await expect(page.getByRole("group", { name: text.dogRequest.choiceLabel }).count()).resolves.toBe(0);
    const hospice = await openDog(site, "Opa Willi");
    await expect(hospice.page.locator("section#anfrage").count()).resolves.toBe(0);
    await expect(hospice.page.locator("form[method=post]").count()).resolves.toBe(0);
    await watch.check();
    await hospice.watch.check();
  });

  test("a failed send shows the error panel; retry returns to the form with everything kept", async () => {
    const { page, watch } = await openDog(site, "Björn");
    await page.route("**/*.data*", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 503, body: "unavailable" })
        : route.continue(),
    );
    const values = applicant("retry");
    await fillAdoption(page, values);
    await page.getByRole("button", { name: text.adoption.submit }).click();
    const panel = card(page, "adoption").locator('[data-form-panel="error"]');
    await eventually(() => panel.isVisible()).toBe(true);
    await expect(panel.getByRole("heading").innerText()).resolves.toBe(kit.errorHeading);
    await expect(panel.innerText()).resolves.toContain(text.adoption.error);
    await eventually(() =>
      card(page, "adoption").evaluate((element) => {
        const top = element.getBoundingClientRect().top;
        return top >= 0 && top < 200;
      }),
    ).toBe(true);
    await noViolations(page, "error panel");
    await panel.getByRole("button", { name: kit.retry }).click();
    await eventually(() => adoptionField(page, "name").isVisible()).toBe(true);
    for (const [name, value] of Object.entries(values)) {
      await expect(adoptionField(page, name).inputValue(), name).resolves.toBe(value);
    }
    await expect(adoptionField(page, "privacyAccepted").isChecked()).resolves.toBe(true);
    await watch.check();
  });

  test("a filled honeypot sends nothing and shows the toast", async () => {
    const id = token();
    const { page, watch } = await openDog(site, "Björn");
    const posts: string[] = [];
    page.on("request", (request) => (request.method() === "POST" ? posts.push(request.url()) : undefined));
    await fillAdoption(page, applicant(id));
    await adoptionField(page, "website").fill("https://spam.example", { force: true });
    await page.getByRole("button", { name: text.adoption.submit }).click();
    await eventually(() => page.locator('[data-toast="error"]').innerText()).toContain(kit.honeypotToast);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(posts).toEqual([]);
    expect(mailsWith(id)).toEqual([]);
    await watch.check();
  });

  test("without JavaScript: links switch the form; server messages with values kept; success", async () => {
    const id = token();
    const { page } = await openDog(site, "Tomás", { javaScriptEnabled: false });
    const query = text.dogRequest.query;
    const links = page.getByRole("group", { name: text.dogRequest.choiceLabel }).getByRole("link");
    await expect(links.nth(1).getAttribute("href")).resolves.toBe(
      `?${query.name}=${query.sponsorship}#anfrage`,
    );
    await links.nth(1).click();
    await page.waitForURL((target) => target.search === `?${query.name}=${query.sponsorship}`);
    await expect(page.locator("#sponsorship-form").count()).resolves.toBe(1);
    await expect(links.nth(1).getAttribute("aria-current")).resolves.toBe("true");
    // Another amount without JavaScript: one below 10 is refused by the server, its message under
    // the field (not applied silently with the checked preset); 10 or more wins.
    await sponsorField(page, "yourName").fill(`Nora Offline ${id}`);
    await sponsorField(page, "email").fill(`nora.${id}@example.org`);
    await sponsorField(page, "customAmount").fill("5");
    await page.getByRole("button", { name: text.sponsorship.submit }).click();
    await page.waitForLoadState();
    await expect(page.locator("#sponsorship-form-amount-custom-error").innerText()).resolves.toBe(
      catalogs[site].validation.amount.min,
    );
    await expect(sponsorField(page, "customAmount").getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(sponsorField(page, "customAmount").getAttribute("aria-describedby")).resolves.toContain(
      "sponsorship-form-amount-custom-error",
    );
    await expect(sponsorField(page, "customAmount").inputValue()).resolves.toBe("5");
    await expect(sponsorField(page, "yourName").inputValue()).resolves.toBe(`Nora Offline ${id}`);
    expect(mailsWith(id)).toEqual([]);
    await sponsorField(page, "customAmount").fill("40");
    await page.getByRole("button", { name: text.sponsorship.submit }).click();
    await page.waitForLoadState();
    await expect(card(page, "sponsorship").locator('[data-form-panel="success"]').isVisible()).resolves.toBe(
      true,
    );
    await eventually(() => mailsWith(id).length).toBe(1);
    expect(mailsWith(id)[0]!.text).toMatch(mail[site].amount(40));

    // The adoption form: the server answers with the messages and keeps what was typed.
    const adoption = await openDog(site, "Björn", { javaScriptEnabled: false });
    const offline = adoption.page;
    await adoptionField(offline, "name").fill("J");
    await adoptionField(offline, "email").fill("jonas@");
    await offline.getByRole("button", { name: text.adoption.submit }).click();
    await offline.waitForLoadState();
    await expect(adoptionError(offline, "name").innerText()).resolves.toBe(m.nameShort);
    await expect(adoptionError(offline, "email").innerText()).resolves.toBe(m.emailInvalid);
    await expect(adoptionError(offline, "phone").innerText()).resolves.toBe(m.phoneRequired);
    await expect(adoptionError(offline, "privacyAccepted").innerText()).resolves.toBe(m.privacy);
    await expect(adoptionField(offline, "name").inputValue()).resolves.toBe("J");
    await expect(adoptionField(offline, "email").inputValue()).resolves.toBe("jonas@");
    await expect(adoptionField(offline, "dog").inputValue()).resolves.toBe("Björn");
    const values = applicant(id);
    await fillAdoption(offline, values);
    await offline.getByRole("button", { name: text.adoption.submit }).click();
    await offline.waitForLoadState();
    const panel = card(offline, "adoption").locator('[data-form-panel="success"]');
    await expect(panel.getByRole("heading").innerText()).resolves.toBe(text.adoption.success.heading);
    await eventually(() => mailsWith(id).length).toBe(2);
    expect(mailsWith(id).map((sent) => sent.headers.subject)).toContain(
      mail[site].adoption("Björn", values.name),
    );
  });
});
