// The foster-home application on the foster page (spec 2 sections 2-5 and 8), in both languages:
// messages under the fields, the sending state, success with the stored request's mail, the error
// panel with retry, the honeypot. axe on each state; no CSP violation in the console.
import { catalogs } from "~/content/catalogs.server";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { routeMap } from "~/i18n/routes";
import { axe, describeViolations, eventually, hydrated, noBanner, phone, useBrowser } from "./browser";
import { mailsIn } from "./form-checks";
import { urlFor, type Site } from "./http";

// One context for the file (the public site keeps nothing in it but the cookie choice).
const { visit } = useBrowser({ images: false, shared: { initScript: noBanner } });
const sites: Site[] = ["de", "es"];

/** The server's notification mails (DATA_DIR/mail, DATA_DIR being the folder of the harness's log file). */
const mailsWith = (token: string) => mailsIn(path.dirname(inject("logFile")), token);

/** Collects CSP reports and script errors; `check()` fails the test if there were any. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return { check: () => expect(problems).toEqual([]) };
}

/**
 * axe on the whole page, with the form's card scrolled to the top: what sits half under the sticky
 * top bar would otherwise count as an obscured touch target, depending on the scroll position.
 */
async function noViolations(page: Page, state: string) {
  await page.evaluate(() =>
    document.querySelector("[data-form-slot] > div")?.scrollIntoView({ block: "start" }),
  );
  const violations = await axe(page);
  expect(violations, `${state}:\n${describeViolations(violations)}`).toEqual([]);
}

async function openForm(site: Site, options: { width?: typeof phone } = {}) {
  const page = await visit("", { viewport: options.width, noGoto: true });
  page.setDefaultTimeout(10_000);
  const watch = watchConsole(page);
  await page.goto(urlFor(site, routeMap.fosterHome[site]));
  await hydrated(page);
  return { page, watch };
}

function application(token: string) {
  return {
    name: `Lena Probe ${token}`,
    email: `lena.${token}@example.org`,
    phone: "+49 30 1234567",
    address: "Gartenweg 5, 10115 Berlin",
    zipCode: "10115",
    experience: "Zwei eigene Hunde, seit 15 Jahren.",
    existingPets: "Eine ruhige Katze, hundeerfahren.",
    livingSituation: "Haus mit eingezäuntem Garten.",
    availability: "Ab sofort, etwa sechs Wochen.",
    message: `Wir möchten einem Hund den Start erleichtern (${token}).`,
  };
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await page.locator(`[name="${name}"]`).fill(value);
  }
  await page.locator('[name="privacyAccepted"]').check();
}

describe.each(sites)("foster-home application (%s)", (site) => {
  const text = catalogs[site].forms.foster;
  const kit = catalogs[site].forms.kit;
  const m = catalogs[site].validation;
  const submit = (page: Page) => page.getByRole("button", { name: text.submit }).click();
  const card = (page: Page) => page.locator(`#${text.cardId}`);
  /** The card's top has been scrolled to just below the sticky top bar. */
  const cardInView = (page: Page) =>
    card(page).evaluate((element) => {
      const top = element.getBoundingClientRect().top;
      return top >= 0 && top < 200;
    });

  test("sits in the application section; required fields carry an asterisk, inputs their types and rows", async () => {
    const { page, watch } = await openForm(site);
    const section = page.locator(`section#${catalogs[site].fosterHome.form.anchor}`);
    await expect(section.locator("form").count()).resolves.toBe(1);
    const label = (name: string) => page.locator(`label[for="${`foster_home-form-${name}`}"]`);
    for (const field of [
      "name",
      "email",
      "phone",
      "address",
      "zipCode",
      "experience",
      "livingSituation",
      "availability",
      "message",
      "privacyAccepted",
    ]) {
      await expect(label(field).locator("[aria-hidden=true]").innerText(), field).resolves.toBe("*");
    }
    await expect(label("existingPets").innerText()).resolves.toContain(kit.optional);
    await expect(label("existingPets").locator("[aria-hidden=true]").count()).resolves.toBe(0);
    await expect(page.locator('[name="email"]').getAttribute("type")).resolves.toBe("email");
    await expect(page.locator('[name="phone"]').getAttribute("type")).resolves.toBe("tel");
    const rows = {
      experience: "4",
      existingPets: "3",
      livingSituation: "4",
      availability: "4",
      message: "6",
    };
    for (const [name, count] of Object.entries(rows)) {
      await expect(page.locator(`textarea[name="${name}"]`).getAttribute("rows"), name).resolves.toBe(count);
    }
    await expect(page.locator('[name="privacyAccepted"]').isChecked()).resolves.toBe(false);
    await noViolations(page, "empty form");
    watch.check();
  });

  test("an empty or short application shows each field's message and sends nothing", async () => {
    const { page, watch } = await openForm(site);
    const posts: string[] = [];
    page.on("request", (request) => (request.method() === "POST" ? posts.push(request.url()) : undefined));
    await submit(page);
    const error = (name: string) => page.locator(`#foster_home-form-${name}-error`);
    const expected = {
      name: m.required("name"),
      email: m.required("email"),
      phone: m.required("phone"),
      address: m.required("address"),
      zipCode: m.required("zipCode"),
      experience: m.required("experience"),
      livingSituation: m.required("livingSituation"),
      availability: m.required("availability"),
      message: m.required("message"),
      privacyAccepted: m.privacy,
    };
    for (const [name, message] of Object.entries(expected)) {
      await eventually(() => error(name).innerText()).toBe(message);
    }
    await expect(error("existingPets").innerText()).resolves.toBe("");
    // The consent's message sits beneath its checkbox.
    const box = await page.locator('[name="privacyAccepted"]').boundingBox();
    const message = await error("privacyAccepted").boundingBox();
    expect(message!.y).toBeGreaterThan(box!.y + box!.height - 1);

    await page.locator('[name="email"]').fill("lena.example.org");
    await page.locator('[name="message"]').fill("Zu kurz");
    await eventually(() => error("email").innerText()).toBe(m.email);
    await eventually(() => error("message").innerText()).toBe(m.tooShort("message", 20));
    await expect(page.locator('[name="email"]').getAttribute("aria-invalid")).resolves.toBe("true");
    await noViolations(page, "with errors");
    expect(posts).toEqual([]);
    watch.check();
  });

  test("sending, then the confirmation; the request is stored and mailed", async () => {
    const { page, watch } = await openForm(site, { width: phone });
    const token = Math.random().toString(36).slice(2, 10);
    const values = application(token);
    await fill(page, values);
    // Hold the post a moment to see the sending state.
    await page.route("**/*.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await submit(page);
    const button = page.locator('button[type="submit"]');
    await eventually(() => button.isDisabled()).toBe(true);
    await expect(button.innerText()).resolves.toContain(kit.sending.replace(" …", ""));

    const heading = card(page).getByRole("heading", { name: text.success.heading });
    await eventually(() => heading.isVisible()).toBe(true);
    await expect(card(page).innerText()).resolves.toContain(text.success.text);
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe(
      text.success.heading,
    );
    await eventually(() => cardInView(page)).toBe(true);
    await noViolations(page, "success");

    await eventually(() => mailsWith(token).length).toBe(1);
    const [mail] = mailsWith(token);
    const subject =
      site === "de"
        ? `Bewerbung als Pflegestelle von ${values.name}`
        : `Solicitud de casa de acogida – ${values.name}`;
    expect(mail!.headers.subject).toBe(subject);
    expect(mail!.headers["reply-to"]).toBe(values.email);
    for (const value of Object.values(values)) expect(mail!.text).toContain(value);

    // Back to the form: empty again.
    await card(page).getByRole("button", { name: text.success.again }).click();
    await eventually(() => page.locator('[name="name"]').isVisible()).toBe(true);
    await expect(page.locator('[name="name"]').inputValue()).resolves.toBe("");
    await expect(page.locator('[name="privacyAccepted"]').isChecked()).resolves.toBe(false);
    watch.check();
  });

  test("a failed send shows the error panel; retry returns to the form with everything kept", async () => {
    const { page, watch } = await openForm(site);
    await page.route("**/*.data*", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 503, body: "unavailable" })
        : route.continue(),
    );
    const values = application("retry");
    await fill(page, values);
    await submit(page);
    const panel = card(page).locator('[data-form-panel="error"]');
    await eventually(() => panel.isVisible()).toBe(true);
    await expect(panel.getByRole("heading").innerText()).resolves.toBe(kit.errorHeading);
    await expect(panel.innerText()).resolves.toContain(text.error);
    await eventually(() => cardInView(page)).toBe(true);
    await noViolations(page, "error panel");

    await panel.getByRole("button", { name: kit.retry }).click();
    await eventually(() => page.locator('[name="name"]').isVisible()).toBe(true);
    for (const [name, value] of Object.entries(values)) {
      await expect(page.locator(`[name="${name}"]`).inputValue(), name).resolves.toBe(value);
    }
    await expect(page.locator('[name="privacyAccepted"]').isChecked()).resolves.toBe(true);
    watch.check();
  });

  test("a filled honeypot sends nothing and shows the toast", async () => {
    const { page, watch } = await openForm(site);
    const posts: string[] = [];
    page.on("request", (request) => (request.method() === "POST" ? posts.push(request.url()) : undefined));
    await fill(page, application("honeypot"));
    await page
      .locator('[name="website"]')
      .evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
    await submit(page);
    const toasts = page.locator('[data-toaster] [role="alert"]');
    await eventually(() => toasts.innerText()).toContain(kit.honeypotToast);
    expect(posts).toEqual([]);
    await expect(card(page).locator("[data-form-panel]").count()).resolves.toBe(0);
    watch.check();
  });
});
