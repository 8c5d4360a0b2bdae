// The contact page (contact options, social links, the contact form with a dog chip) and the adoption
// page's general contact form with its interest banner (spec 2 sections 2, 4, 5, 8), in both
// languages: asterisks, messages after blur and on submit, validation as you type, success with the
// stored mail, the error panel with retry, the honeypot, and both forms without JavaScript. axe on
// each state (axe needs JavaScript, so not on the pages rendered for a post without it); no CSP
// violation in the console. A server of its own, without the rate limit, so the
// other form tests keep their quota on the shared one.
import { catalogs } from "~/content/catalogs.server";
import { rmSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { demoSiteConfig } from "~/content/site-config";
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
const paths = {
  contact: { de: "/kontakt", es: "/contacto" },
  adoption: { de: "/adoption", es: "/adopcion" },
};
const cards = { contact: { de: "nachricht", es: "mensaje" }, adoption: "kontakt-formular" };
/** The spec's German messages, written out; Spanish from the catalogue. */
const messages = {
  de: {
    nameShort: "Name muss mindestens 2 Zeichen lang sein",
    nameRequired: "Name ist erforderlich",
    emailRequired: "E-Mail-Adresse ist erforderlich",
    emailInvalid: "Ungültige E-Mail-Adresse",
    messageRequired: "Nachricht ist erforderlich",
    messageShort: "Nachricht muss mindestens 20 Zeichen lang sein",
    privacy: "Du musst die Datenschutzerklärung akzeptieren",
  },
  es: {
    nameShort: catalogs.es.validation.tooShort("name", 2),
    nameRequired: catalogs.es.validation.required("name"),
    emailRequired: catalogs.es.validation.required("email"),
    emailInvalid: catalogs.es.validation.email,
    messageRequired: catalogs.es.validation.required("message"),
    messageShort: catalogs.es.validation.tooShort("message", 20),
    privacy: catalogs.es.validation.privacy,
  },
} as const;
const subjects = {
  de: (name: string, dog?: string) => `Kontaktanfrage von ${name}${dog ? ` zu ${dog}` : ""}`,
  es: (name: string, dog?: string) => `Mensaje de contacto – ${name}${dog ? ` (sobre ${dog})` : ""}`,
};

let server: RunningServer;
beforeAll(async () => {
  server = await spawnServer({ BUILD_DIR: inject("buildDir"), FORM_RATE_LIMIT: "0" });
  await waitForHealthy(server);
});
afterAll(async () => {
  await stopServer(server);
  rmSync(server.dataDir, { recursive: true, force: true });
});
const url = (site: Site, pathAndQuery: string) =>
  `http://${site === "es" ? "es." : ""}localhost:${server.port}${pathAndQuery}`;

const mailsWith = (token: string) => mailsIn(server.dataDir, token);

const initScript = formPageInitScript;
// One context for the file (the public site keeps nothing in it but the cookie choice).
const { visit } = useBrowser({ images: false, shared: { initScript } });

async function noViolations(page: Page, state: string) {
  const violations = await axe(page);
  expect(violations, `${state}:\n${describeViolations(violations)}`).toEqual([]);
}

async function openPage(target: string, options: OpenOptions = {}) {
  const page = await visit("", { ...options, noGoto: true });
  page.setDefaultTimeout(10_000);
  const watch = watchConsole(page);
  await page.goto(target);
  if (options.javaScriptEnabled !== false) await hydrated(page);
  return { page, watch };
}

const token = () => Math.random().toString(36).slice(2, 10);
const field = (page: Page, name: string) => page.locator(`#contact-form [name="${name}"]`);
const error = (page: Page, name: string) => page.locator(`#contact-form-${name}-error`);

async function fillMessage(
  page: Page,
  values: { name: string; email: string; phone?: string; message: string },
) {
  await field(page, "name").fill(values.name);
  await field(page, "email").fill(values.email);
  if (values.phone) await field(page, "phone").fill(values.phone);
  await field(page, "message").fill(values.message);
  await field(page, "privacyAccepted").check();
}

function person(id: string) {
  return {
    name: `Mara Probe ${id}`,
    email: `mara.${id}@example.org`,
    phone: "+49 40 7654321",
    message: `Ich habe eine Frage zu eurer Arbeit (${id}).`,
  };
}

describe.each(sites)("contact page (%s)", (site) => {
  const text = catalogs[site].forms.contact;
  const pageText = catalogs[site].contact;
  const kit = catalogs[site].forms.kit;
  const m = messages[site];
  const card = (page: Page) => page.locator(`#${cards.contact[site]}`);
  const submit = (page: Page) => page.getByRole("button", { name: text.submit }).click();

  test("contact options, social links; the form's asterisks, input types and rows", async () => {
    const { page, watch } = await openPage(url(site, paths.contact[site]));
    const siteConfig = demoSiteConfig[site];
    const options = page.getByRole("complementary", { name: pageText.optionsHeading });
    await expect(options.getByRole("link", { name: siteConfig.email }).getAttribute("href")).resolves.toBe(
      `mailto:${siteConfig.email}`,
    );
    await expect(options.getByRole("link", { name: siteConfig.phone }).getAttribute("href")).resolves.toBe(
      `tel:+${siteConfig.phone.replace(/\D/g, "")}`,
    );
    await expect(options.getByRole("link", { name: siteConfig.whatsapp }).getAttribute("href")).resolves.toBe(
      `https://wa.me/${siteConfig.whatsapp.replace(/\D/g, "")}`,
    );
    for (const profile of siteConfig.social) {
      await expect(options.getByRole("link", { name: profile.name }).getAttribute("href")).resolves.toBe(
        profile.url,
      );
    }
    const label = (name: string) => page.locator(`label[for="contact-form-${name}"]`);
    for (const name of ["name", "email", "message", "privacyAccepted"]) {
      await expect(label(name).locator("[aria-hidden=true]").innerText(), name).resolves.toBe("*");
      await expect(field(page, name).getAttribute("required"), name).resolves.toBe("");
    }
    await expect(label("phone").locator("[aria-hidden=true]").count()).resolves.toBe(0);
    await expect(label("phone").innerText()).resolves.toContain(kit.optional);
    await expect(field(page, "email").getAttribute("type")).resolves.toBe("email");
    await expect(field(page, "phone").getAttribute("type")).resolves.toBe("tel");
    await expect(field(page, "message").getAttribute("rows")).resolves.toBe("6");
    await expect(field(page, "privacyAccepted").isChecked()).resolves.toBe(false);
    const privacy = label("privacyAccepted").getByRole("link");
    await expect(privacy.getAttribute("target")).resolves.toBe("_blank");
    // The honeypot: an ordinary text input, off-screen, out of the tab order, hidden from readers.
    const trap = page.locator('#contact-form [name="website"]');
    await expect(trap.getAttribute("type")).resolves.toBe("text");
    await expect(trap.getAttribute("tabindex")).resolves.toBe("-1");
    await expect(trap.getAttribute("autocomplete")).resolves.toBe("off");
    await expect(trap.locator("xpath=..").getAttribute("aria-hidden")).resolves.toBe("true");
    await noViolations(page, "empty form");
    await watch.check();
  });

  test("messages after leaving a field and on submit, then as you type", async () => {
    const { page, watch } = await openPage(url(site, paths.contact[site]));
    const posts: string[] = [];
    page.on("request", (request) => (request.method() === "POST" ? posts.push(request.url()) : undefined));
    // Nothing before the first blur; the message appears once the field is left.
    await field(page, "name").fill("A");
    await expect(error(page, "name").innerText()).resolves.toBe("");
    await field(page, "email").focus();
    await eventually(() => error(page, "name").innerText()).toBe(m.nameShort);
    await expect(field(page, "name").getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(field(page, "name").getAttribute("aria-describedby")).resolves.toContain(
      "contact-form-name-error",
    );
    await expect(error(page, "email").innerText()).resolves.toBe("");
    // As you type after that: fixed, emptied, fixed again.
    await field(page, "name").pressSequentially("nna");
    await eventually(() => error(page, "name").innerText()).toBe("");
    await field(page, "name").fill("");
    await eventually(() => error(page, "name").innerText()).toBe(m.nameRequired);
    await field(page, "name").fill("Anna");
    await eventually(() => error(page, "name").innerText()).toBe("");

    await submit(page);
    await eventually(() => error(page, "email").innerText()).toBe(m.emailRequired);
    await expect(error(page, "message").innerText()).resolves.toBe(m.messageRequired);
    await expect(error(page, "privacyAccepted").innerText()).resolves.toBe(m.privacy);
    await expect(error(page, "phone").innerText()).resolves.toBe("");
    // The first invalid field has the focus.
    await expect(page.evaluate(() => document.activeElement?.getAttribute("name"))).resolves.toBe("email");
    await field(page, "email").fill("anna.example.org");
    await eventually(() => error(page, "email").innerText()).toBe(m.emailInvalid);
    await field(page, "message").fill("Zu kurz");
    await eventually(() => error(page, "message").innerText()).toBe(m.messageShort);
    await field(page, "privacyAccepted").check();
    await eventually(() => error(page, "privacyAccepted").innerText()).toBe("");
    // The errors are red and sit under their fields.
    const color = await error(page, "email")
      .locator("p")
      .evaluate((p) => getComputedStyle(p).color);
    expect(color).toMatch(/^(rgb\(190, 18, 60\)|oklch\(0\.514 0\.222 16)/); // rose-700
    const input = await field(page, "email").boundingBox();
    const below = await error(page, "email").boundingBox();
    expect(below!.y).toBeGreaterThanOrEqual(input!.y + input!.height);
    await noViolations(page, "with errors");
    expect(posts).toEqual([]);
    await watch.check();
  });

  test("a message about a dog (chip from ?hund=) is stored and mailed; the form resets", async () => {
    const id = token();
    const dog = `Luna ${id}`;
    const query = `?${text.dogQuery}=${encodeURIComponent(dog)}`;
    const { page, watch } = await openPage(url(site, `${paths.contact[site]}${query}`), { viewport: phone });
    const chip = page.locator("[data-dog-chip]");
    await expect(chip.innerText()).resolves.toBe(text.dogChip.replace("{name}", dog));
    const values = person(id);
    await fillMessage(page, values);
    await page.route("**/*.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await submit(page);
    const button = page.locator('#contact-form button[type="submit"]');
    await eventually(() => button.isDisabled()).toBe(true);
    await expect(button.innerText()).resolves.toBe(kit.sending);

    const panel = card(page).locator('[data-form-panel="success"]');
    await eventually(() => panel.isVisible()).toBe(true);
    await expect(panel.getByRole("heading").innerText()).resolves.toBe(text.success.heading);
    await expect(panel.innerText()).resolves.toContain(text.success.text);
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe(
      text.success.heading,
    );
    await eventually(() =>
      card(page).evaluate((element) => {
        const top = element.getBoundingClientRect().top;
        return top >= 0 && top < 200;
      }),
    ).toBe(true);
    await noViolations(page, "success");

    await eventually(() => mailsWith(id).length).toBe(1);
    const [mail] = mailsWith(id);
    expect(mail!.headers.subject).toBe(subjects[site](values.name, dog));
    expect(mail!.headers["reply-to"]).toBe(values.email);
    for (const value of [dog, ...Object.values(values)]) expect(mail!.text).toContain(value);

    await panel.getByRole("button", { name: text.success.again }).click();
    await eventually(() => field(page, "name").isVisible()).toBe(true);
    await expect(field(page, "name").inputValue()).resolves.toBe("");
    await expect(field(page, "message").inputValue()).resolves.toBe("");
    await expect(field(page, "privacyAccepted").isChecked()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.getAttribute("name"))).resolves.toBe("name");
    await watch.check();
  });

  test("the chip can be removed: the message goes without the dog, what was typed stays", async () => {
    const id = token();
    const { page, watch } = await openPage(url(site, `${paths.contact[site]}?${text.dogQuery}=Rocco`));
    await field(page, "name").fill(`Ohne Hund ${id}`);
    await page.getByRole("link", { name: text.removeDog.replace("{name}", "Rocco") }).click();
    await eventually(() => page.locator("[data-dog-chip]").count()).toBe(0);
    expect(new URL(page.url()).search).toBe("");
    await expect(field(page, "name").inputValue()).resolves.toBe(`Ohne Hund ${id}`);
    await fillMessage(page, { ...person(id), name: `Ohne Hund ${id}` });
    await submit(page);
    await eventually(() => card(page).locator('[data-form-panel="success"]').isVisible()).toBe(true);
    await eventually(() => mailsWith(id).length).toBe(1);
    expect(mailsWith(id)[0]!.headers.subject).toBe(subjects[site](`Ohne Hund ${id}`));
    await watch.check();
  });

  test("a failed send shows the error panel; retry returns to the form with everything kept", async () => {
    const { page, watch } = await openPage(url(site, paths.contact[site]));
    await page.route("**/*.data*", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 503, body: "unavailable" })
        : route.continue(),
    );
    const values = person("retry");
    await fillMessage(page, values);
    await submit(page);
    const panel = card(page).locator('[data-form-panel="error"]');
    await eventually(() => panel.isVisible()).toBe(true);
    await expect(panel.getByRole("heading").innerText()).resolves.toBe(kit.errorHeading);
    await expect(panel.innerText()).resolves.toContain(text.error);
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe(kit.errorHeading);
    await noViolations(page, "error panel");

    await panel.getByRole("button", { name: kit.retry }).click();
    await eventually(() => field(page, "name").isVisible()).toBe(true);
    for (const [name, value] of Object.entries(values)) {
      await expect(field(page, name).inputValue(), name).resolves.toBe(value);
    }
    await expect(field(page, "privacyAccepted").isChecked()).resolves.toBe(true);
    // The next try goes through.
    await page.unroute("**/*.data*");
    await submit(page);
    await eventually(() => card(page).locator('[data-form-panel="success"]').isVisible()).toBe(true);
    await watch.check();
  });

  test("a filled honeypot sends nothing and shows the toast", async () => {
    const id = token();
    const { page, watch } = await openPage(url(site, paths.contact[site]));
    const posts: string[] = [];
    page.on("request", (request) => (request.method() === "POST" ? posts.push(request.url()) : undefined));
    await fillMessage(page, person(id));
    await page.locator('#contact-form [name="website"]').fill("https://spam.example", { force: true });
    await submit(page);
    await eventually(() => page.locator('[data-toast="error"]').innerText()).toContain(kit.honeypotToast);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(posts).toEqual([]);
    expect(mailsWith(id)).toEqual([]);
    await expect(card(page).locator("[data-form-panel]").count()).resolves.toBe(0);
    await watch.check();
  });

  test("without JavaScript: the server's messages with the values kept, then the success panel", async () => {
    const id = token();
    const { page } = await openPage(url(site, `${paths.contact[site]}?${text.dogQuery}=Nala`), {
      javaScriptEnabled: false,
    });
    await field(page, "name").fill("A");
    await field(page, "email").fill("kein-mail");
    await submit(page);
    await page.waitForLoadState();
    await expect(error(page, "name").innerText()).resolves.toBe(m.nameShort);
    await expect(error(page, "email").innerText()).resolves.toBe(m.emailInvalid);
    await expect(error(page, "message").innerText()).resolves.toBe(m.messageRequired);
    await expect(error(page, "privacyAccepted").innerText()).resolves.toBe(m.privacy);
    await expect(field(page, "name").inputValue()).resolves.toBe("A");
    await expect(field(page, "email").inputValue()).resolves.toBe("kein-mail");
    await expect(field(page, "name").getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(page.locator("[data-dog-chip]").count()).resolves.toBe(1);

    const values = person(id);
    await fillMessage(page, values);
    await submit(page);
    await page.waitForLoadState();
    const panel = card(page).locator('[data-form-panel="success"]');
    await expect(panel.getByRole("heading").innerText()).resolves.toBe(text.success.heading);
    await eventually(() => mailsWith(id).length).toBe(1);
    expect(mailsWith(id)[0]!.headers.subject).toBe(subjects[site](values.name, "Nala"));
    // Below the panel an empty form, the dog still chosen; 'new message' leads there.
    await expect(field(page, "name").inputValue()).resolves.toBe("");
    await expect(field(page, "privacyAccepted").isChecked()).resolves.toBe(false);
    await expect(page.locator("[data-dog-chip]").innerText()).resolves.toBe(
      text.dogChip.replace("{name}", "Nala"),
    );
    await expect(panel.getByRole("link", { name: text.success.again }).getAttribute("href")).resolves.toBe(
      "#contact-form",
    );
  });
});

describe.each(sites)("adoption page contact form (%s)", (site) => {
  const text = catalogs[site].forms.contact;
  const card = (page: Page) => page.locator(`#${cards.adoption}`);
  const banner = (page: Page) => page.locator("[data-dog-interest]");
  const interest = (name: string) => text.interest.replace("{name}", name);

  test("the banner for a dog from its page (?hund=); the message is stored with the dog", async () => {
    const id = token();
    const dog = `Kira ${id}`;
    const query = `?${text.dogQuery}=${encodeURIComponent(dog)}`;
    const { page, watch } = await openPage(url(site, `${paths.adoption[site]}${query}`));
    await expect(card(page).locator("xpath=ancestor::section[1]").getAttribute("id")).resolves.toBe(
      "kontakt",
    );
    await expect(banner(page).locator("p").first().innerText()).resolves.toBe(interest(dog));
    const values = person(id);
    await fillMessage(page, values);
    await page.getByRole("button", { name: text.submit }).click();
    const panel = card(page).locator('[data-form-panel="success"]');
    await eventually(() => panel.isVisible()).toBe(true);
    await noViolations(page, "success on the adoption page");
    await eventually(() => mailsWith(id).length).toBe(1);
    const [mail] = mailsWith(id);
    expect(mail!.headers.subject).toBe(subjects[site](values.name, dog));
    expect(mail!.text).toContain(values.message);
    await watch.check();
  });

  test("the banner from navigation state { dogName }; none without a dog", async () => {
    const { page, watch } = await openPage(url(site, paths.adoption[site]));
    await expect(banner(page).count()).resolves.toBe(0);
    // React Router keeps navigation state in history.state.usr; a reload reads it back.
    await page.evaluate(() =>
      window.history.replaceState({ usr: { dogName: "Paco" }, key: "t", idx: 0 }, ""),
    );
    await page.reload();
    await hydrated(page);
    await eventually(() => banner(page).locator("p").first().innerText()).toBe(interest("Paco"));
    await expect(banner(page).locator('input[name="dogName"]').inputValue()).resolves.toBe("Paco");
    await watch.check();
  });

  test("the dog page links here with the dog", async () => {
    const { page, watch } = await openPage(
      url(site, site === "de" ? "/hunde/tomas-103409" : "/perros/tomas-103409"),
    );
    await page.locator(`a[href^="${paths.adoption[site]}?"]`).click();
    await page.waitForURL((target) => target.pathname === paths.adoption[site]);
    await eventually(() => banner(page).locator("p").first().innerText()).toBe(interest("Tomás"));
    await watch.check();
  });

  test("without JavaScript: errors from the server, then success", async () => {
    const id = token();
    const { page } = await openPage(url(site, `${paths.adoption[site]}?${text.dogQuery}=Nala`), {
      javaScriptEnabled: false,
    });
    await page.getByRole("button", { name: text.submit }).click();
    await page.waitForLoadState();
    await expect(error(page, "name").innerText()).resolves.toBe(messages[site].nameRequired);
    await expect(banner(page).locator("p").first().innerText()).resolves.toBe(interest("Nala"));
    const values = person(id);
    await fillMessage(page, values);
    await page.getByRole("button", { name: text.submit }).click();
    await page.waitForLoadState();
    await expect(card(page).locator('[data-form-panel="success"]').isVisible()).resolves.toBe(true);
    await eventually(() => mailsWith(id).length).toBe(1);
    expect(mailsWith(id)[0]!.headers.subject).toBe(subjects[site](values.name, "Nala"));
  });
});
