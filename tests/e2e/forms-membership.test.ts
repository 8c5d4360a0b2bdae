// The four-step membership application (spec 2 sections 4, 5 and 8), in both languages: Next only
// on a valid step (messages, highlighted fields, the destructive toast), Enter, Back, the age and
// phone rules, the entry month, the summary, success with the stored request's mail, the error
// panel with retry, and the same form without JavaScript. axe on each state; no CSP violations.
import { catalogs } from "~/content/catalogs.server";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { associationTimeZone, firstOfNextMonth, latestBirthdayForAge, todayIn } from "~/domain/forms";
import { formatEuro } from "~/domain/fees";
import { fill as fillMessage } from "~/i18n/format";
import { routeMap } from "~/i18n/routes";
import { axe, describeViolations, eventually, hydrated, noBanner, phone, useBrowser } from "./browser";
import { mailsIn } from "./form-checks";
import { urlFor, type Site } from "./http";

// One context for the file (the public site keeps nothing in it but the cookie choice).
const { openShared, visit } = useBrowser({ images: false, shared: { initScript: noBanner } });
const sites: Site[] = ["de", "es"];
/**
 * The dates the form's limits follow, in the association's time zone, as of now: read when used,
 * not once when the file loads, so that a run across midnight there expects what the server says.
 */
const dates = () => {
  const today = todayIn(associationTimeZone, new Date());
  return {
    today,
    birthdayMax: latestBirthdayForAge(today, 18),
    nextMonth: firstOfNextMonth(today).slice(0, 7),
  };
};
const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + 864e5).toISOString().slice(0, 10);

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

/** axe needs JavaScript (timers): the no-JS page's HTML, scripts removed, is checked in a page with it. */
async function noViolationsWithoutScripts(page: Page, state: string) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/g, "");
  const address = new URL(page.url());
  const copy = await openShared("", { noGoto: true });
  await copy.route(
    (url) => url.pathname === address.pathname,
    (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }),
  );
  await copy.goto(address.href);
  await noViolations(copy, state);
}

async function openForm(site: Site, options: { viewport?: typeof phone; javaScriptEnabled?: boolean } = {}) {
  const page = await visit("", { ...options, noGoto: true });
  page.setDefaultTimeout(10_000);
  const watch = watchConsole(page);
  await page.goto(urlFor(site, routeMap.membership[site]));
  if (options.javaScriptEnabled !== false) await hydrated(page);
  return { page, watch };
}

function applicant(token: string) {
  return {
    firstName: "Maria",
    lastName: `Probe ${token}`,
    birthday: "1990-04-03",
    street: "Hauptstrasse 1",
    postalCode: "79098",
    city: "Freiburg",
    email: `maria.${token}@example.org`,
    phone: "+49 761 1234567",
    entryDate: dates().nextMonth,
  };
}

const fill = async (page: Page, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
};

describe.each(sites)("membership application (%s)", (site) => {
  const text = catalogs[site].forms.membership;
  const kit = catalogs[site].forms.kit;
  const m = catalogs[site].validation.membership;
  const heading = (page: Page, step: number) => page.locator(`#membership-step-${step}`);
  const next = (page: Page) => page.getByRole("button", { name: text.next, exact: true }).click();
  const back = (page: Page) => page.getByRole("button", { name: text.back, exact: true });
  const sendButton = (page: Page) => page.getByRole("button", { name: text.submit, exact: true });
  const error = (page: Page, name: string) => page.locator(`#membership-form-${name}-error`);
  const toasts = (page: Page) => page.locator('[data-toaster] [role="alert"]');
  const card = (page: Page) => page.locator(`#${text.cardId}`);
  const focused = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");
  const visibleStep = (page: Page) =>
    page
      .locator('[aria-labelledby^="membership-step-"]:not([hidden])')
      .evaluateAll((groups) =>
        groups.map((group) => Number(group.getAttribute("aria-labelledby")?.slice(-1))),
      );
  /** The card's top has been scrolled to just below the sticky top bar. */
  const cardInView = async (page: Page) =>
    Math.abs((await card(page).evaluate((element) => element.getBoundingClientRect().top)) - 100) < 100;
  /** Steps 1 to 3 with valid values, then step 4's month and interval. */
  async function completeSteps(page: Page, values: ReturnType<typeof applicant>) {
    await page.locator('[name="membershipType"][value="supporting"]').check();
    await next(page);
    await eventually(() => visibleStep(page)).toEqual([2]);
    await page.locator('[name="salutation"][value="female"]').check();
    await fill(page, { firstName: values.firstName, lastName: values.lastName, birthday: values.birthday });
    await next(page);
    await eventually(() => visibleStep(page)).toEqual([3]);
    const { street, postalCode, city, email, phone: phoneNumber } = values;
    await fill(page, { street, postalCode, city, email, phone: phoneNumber });
    await page.locator('[name="country"]').selectOption("ES");
    await next(page);
    await eventually(() => visibleStep(page)).toEqual([4]);
    await fill(page, { entryDate: values.entryDate });
    // Leaving the field first: a message it gets on blur moves the options below it.
    await page.locator('[name="entryDate"]').blur();
    await page.locator('[name="paymentInterval"][value="quarterly"]').check();
  }

  test("the form sits in #contact; each step shows alone, 'Schritt n von 4' on its heading", async () => {
    const { page, watch } = await openForm(site);
    await expect(page.locator(`section#${catalogs[site].membership.form.anchor} form`).count()).resolves.toBe(
      1,
    );
    expect(catalogs[site].membership.form.anchor).toBe("contact");
    await expect(visibleStep(page)).resolves.toEqual([1]);
    await expect(heading(page, 1).innerText()).resolves.toContain(
      fillMessage(text.stepOf, { step: 1, count: 4 }),
    );
    await expect(heading(page, 1).innerText()).resolves.toContain(text.steps[1]);
    await expect(page.locator('li[aria-current="step"]').innerText()).resolves.toContain(text.steps[1]);
    await expect(back(page).count()).resolves.toBe(0);
    await expect(sendButton(page).count()).resolves.toBe(0);
    for (const type of ["active", "supporting"] as const) {
      await expect(card(page).innerText()).resolves.toContain(text.membershipType.options[type].text);
    }
    await noViolations(page, "step 1");
    watch.check();
  });

  test("Next refuses an invalid step with messages and a toast; Enter advances; Back stops at step 1", async () => {
    const { page, watch } = await openForm(site);
    await next(page);
    await eventually(() => toasts(page).innerText()).toBe(
      `${text.problems.membershipType.title}: ${text.problems.membershipType.text}`,
    );
    await eventually(() => error(page, "membershipType").innerText()).toBe(m.membershipType);
    await expect(visibleStep(page)).resolves.toEqual([1]);
    await noViolations(page, "step 1 refused");

    // Enter on the chosen option advances; focus moves to the new step's heading.
    await page.locator('[name="membershipType"][value="active"]').check();
    await page.locator('[name="membershipType"][value="active"]').press("Enter");
    await eventually(() => visibleStep(page)).toEqual([2]);
    await eventually(() => focused(page)).toBe("membership-step-2");
    await expect(page.locator('li[aria-current="step"]').innerText()).resolves.toContain(text.steps[2]);
    await expect(toasts(page).innerText()).resolves.toBe("");

    // Back, then Back is gone on step 1; the choice is kept.
    await back(page).click();
    await eventually(() => visibleStep(page)).toEqual([1]);
    await eventually(() => focused(page)).toBe("membership-step-1");
    await expect(back(page).count()).resolves.toBe(0);
    await expect(page.locator('[name="membershipType"][value="active"]').isChecked()).resolves.toBe(true);
    await next(page);
    await eventually(() => visibleStep(page)).toEqual([2]);

    // Step 2 empty: every required field says what is missing there; the toast keeps the spec's words.
    await next(page);
    await eventually(() => toasts(page).innerText()).toBe(
      `${text.problems.missing.title}: ${text.problems.missing.text}`,
    );
    for (const name of ["salutation", "firstName", "lastName", "birthday"] as const) {
      await eventually(() => error(page, name).innerText()).toBe(m.missing[name]);
    }
    await expect(page.locator('[name="firstName"]').getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(visibleStep(page)).resolves.toEqual([2]);
    await noViolations(page, "step 2 refused");
    watch.check();
  });

  test("each empty field says what is missing; the privacy notice is linked; the page says what it costs and how it is paid", async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { page, watch } = await openForm(site, { viewport });
      const privacy = card(page).locator(`a[href="${routeMap.privacy[site]}"]`);
      await expect(privacy.innerText()).resolves.toContain(kit.privacyNote.link);
      // The fee and how it is paid: above the form and beside the payment interval.
      const section = page.locator(`#${catalogs[site].membership.form.anchor}`);
      await expect(section.innerText()).resolves.toContain(
        site === "de" ? `ab ${formatEuro(5, "de")} im Monat` : `desde ${formatEuro(5, "es")} al mes`,
      );
      // Step 4's (hidden until then with JavaScript; all steps show without it).
      await expect(card(page).textContent()).resolves.toContain(text.paymentInterval.hint);
      await page.locator('[name="membershipType"][value="active"]').check();
      await next(page);
      await eventually(() => visibleStep(page)).toEqual([2]);
      await page.locator('[name="salutation"][value="female"]').check();
      await fill(page, { firstName: "Maria", lastName: "Probe", birthday: "1990-04-03" });
      await next(page);
      await eventually(() => visibleStep(page)).toEqual([3]);
      await next(page);
      for (const name of ["street", "postalCode", "city", "email"] as const) {
        await eventually(() => error(page, name).innerText()).toBe(m.missing[name]);
      }
      await eventually(() => error(page, "phone").innerText()).toBe(m.phoneMissing);
      await eventually(() => toasts(page).innerText()).toBe(
        `${text.problems.missing.title}: ${text.problems.missing.text}`,
      );
      await card(page).screenshot({ path: `/tmp/h4-shots/membership-step3-${site}-${viewport.width}.png` });
      const values = applicant("fee");
      const { street, postalCode, city, email, phone: phoneNumber } = values;
      await fill(page, { street, postalCode, city, email, phone: phoneNumber });
      await next(page);
      await eventually(() => visibleStep(page)).toEqual([4]);
      await sendButton(page).click();
      await eventually(() => error(page, "paymentInterval").innerText()).toBe(m.missing.paymentInterval);
      await eventually(() => error(page, "entryDate").innerText()).toBe(m.missing.entryDate);
      await card(page).screenshot({ path: `/tmp/h4-shots/membership-step4-${site}-${viewport.width}.png` });
      watch.check();
    }
  });

  test("the three steps to membership: one row of three at 1280 px, one column on a phone", async () => {
    for (const viewport of [{ width: 1280, height: 800 }, phone]) {
      const { page } = await openForm(site, { viewport });
      const boxes = await page
        .locator("#so-gehts ol > li")
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
      const list = await page
        .locator("#so-gehts ol")
        .evaluate((ol) => ol.getBoundingClientRect().toJSON() as DOMRect);
      expect(boxes).toHaveLength(3);
      if (viewport.width === 1280) {
        // Side by side, no empty column: the last one ends where the list ends.
        expect(new Set(boxes.map((box) => Math.round(box.top))).size, JSON.stringify(boxes)).toBe(1);
        expect(Math.abs(boxes[2]!.right - list.right)).toBeLessThan(2);
        expect(Math.abs(boxes[0]!.width - boxes[2]!.width)).toBeLessThan(2);
      } else {
        expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(1);
      }
    }
  });

  test("step 2: the birthday's max is today minus 18 years; younger is refused", async () => {
    const { page, watch } = await openForm(site);
    const { birthdayMax } = dates();
    await page.locator('[name="membershipType"][value="active"]').check();
    await next(page);
    await eventually(() => visibleStep(page)).toEqual([2]);
    await expect(page.locator('[name="birthday"]').getAttribute("type")).resolves.toBe("date");
    await expect(page.locator('[name="birthday"]').getAttribute("max")).resolves.toBe(birthdayMax);
    await page.locator('[name="salutation"][value="male"]').check();
    await fill(page, { firstName: "Jonas", lastName: "Jung", birthday: dayAfter(birthdayMax) });
    await page.locator('[name="lastName"]').press("Enter");
    await eventually(() => toasts(page).innerText()).toBe(`${text.problems.birthday.title}: ${m.age}`);
    await eventually(() => error(page, "birthday").innerText()).toBe(m.age);
    await expect(visibleStep(page)).resolves.toEqual([2]);
    // 18 today is old enough.
    await fill(page, { birthday: birthdayMax });
    await page.locator('[name="lastName"]').press("Enter");
    await eventually(() => visibleStep(page)).toEqual([3]);
    await eventually(() => focused(page)).toBe("membership-step-3");
    watch.check();
  });

  test("step 3: at least one phone; '+', ten digits and no letters; a real e-mail", async () => {
    const { page, watch } = await openForm(site, { viewport: phone });
    await page.locator('[name="membershipType"][value="active"]').check();
    await next(page);
    await page.locator('[name="salutation"][value="female"]').check();
    await fill(page, { firstName: "Ana", lastName: "Pérez", birthday: "1985-10-20" });
    await next(page);
    await eventually(() => visibleStep(page)).toEqual([3]);
    const refusal = async (title: string, field: string, message: string, toast = message) => {
      await page.locator('[name="postalCode"]').press("Enter");
      await eventually(() => toasts(page).innerText()).toBe(`${title}: ${toast}`);
      await eventually(() => error(page, field).innerText()).toBe(message);
      await expect(page.locator(`[name="${field}"]`).getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(visibleStep(page)).resolves.toEqual([3]);
    };

    await refusal(text.problems.missing.title, "street", m.missing.street, text.problems.missing.text);
    await fill(page, {
      street: "Calle Mayor 3",
      postalCode: "12580",
      city: "Benicarló",
      email: "ana@example.es",
    });
    await refusal(text.problems.phoneMissing.title, "phone", m.phoneMissing);
    await noViolations(page, "step 3 refused");
    // Each rule its own message: the real cause, not always 'invalid characters'.
    for (const [number, message] of [
      ["0034 600 123 456", m.phoneCountryCode],
      ["+34 600 12", m.phoneDigits],
      ["+34 600 CALL ME", m.phone],
    ] as const) {
      await fill(page, { phone: number, mobile: "" });
      await refusal(text.problems.phoneInvalid.title, "phone", message);
    }
    await fill(page, { phone: "", mobile: "+34 600" });
    await refusal(text.problems.mobileInvalid.title, "mobile", m.phoneDigits);
    await fill(page, { mobile: "600 123 456" });
    await refusal(text.problems.mobileInvalid.title, "mobile", m.phoneCountryCode);
    await fill(page, { mobile: "+34 (600) 123-456", email: "ana.example.es" });
    await refusal(text.problems.emailInvalid.title, "email", m.email);
    await fill(page, { email: "ana@example.es" });
    await next(page);
    await eventually(() => visibleStep(page)).toEqual([4]);
    watch.check();
  });

  test("step 4: a month picker from next month on, and the summary", async () => {
    const { page, watch } = await openForm(site);
    const posts: string[] = [];
    page.on("request", (request) => (request.method() === "POST" ? posts.push(request.url()) : undefined));
    const { today, nextMonth } = dates();
    const values = { ...applicant("summary"), entryDate: today.slice(0, 7) };
    await completeSteps(page, values);
    const month = page.locator('[name="entryDate"]');
    await expect(month.getAttribute("type")).resolves.toBe("month");
    await expect(month.getAttribute("min")).resolves.toBe(nextMonth);
    const summary = page.locator('[aria-labelledby="membership-summary"]');
    await expect(summary.innerText()).resolves.toContain(text.membershipType.options.supporting.label);
    await expect(summary.innerText()).resolves.toContain(`${values.firstName} ${values.lastName}`);
    await expect(summary.innerText()).resolves.toContain(values.email);
    await noViolations(page, "step 4");

    // This month is too early: the last check refuses it before anything is sent.
    await sendButton(page).click();
    await eventually(() => error(page, "entryDate").innerText()).toBe(m.entryDate);
    await eventually(() => toasts(page).innerText()).toBe(`${text.submitProblem}: ${m.entryDate}`);
    expect(posts).toEqual([]);
    watch.check();
  });

  test.each([
    ["phone", phone],
    ["desktop", { width: 1280, height: 800 }],
  ] as const)(
    "the error toast (%s): never over the form's buttons, gone once fixed or sent",
    async (_, viewport) => {
      const { page, watch } = await openForm(site, { viewport });
      const buttonsAtBottom = () =>
        page.evaluate(() => {
          const actions = [...document.querySelectorAll<HTMLElement>("#membership-form button")].filter(
            (button) => button.offsetParent !== null,
          );
          const bottom = Math.max(...actions.map((button) => button.getBoundingClientRect().bottom));
          window.scrollBy({ top: bottom - window.innerHeight + 8, behavior: "instant" });
        });
      /** The toast and every visible button of the form, as boxes; true when any two overlap. */
      const covered = () =>
        page.evaluate(() => {
          const boxes = (selector: string) =>
            [...document.querySelectorAll<HTMLElement>(selector)]
              .filter((element) => element.offsetParent !== null)
              .map((element) => element.getBoundingClientRect());
          const toasts = boxes("[data-toast]");
          return boxes("#membership-form button").some((button) =>
            toasts.some(
              (toast) =>
                toast.left < button.right &&
                button.left < toast.right &&
                toast.top < button.bottom &&
                button.top < toast.bottom,
            ),
          );
        });

      // Step 1 refused with its buttons at the bottom of the screen, where a visitor presses them.
      await buttonsAtBottom();
      await next(page);
      await eventually(() => toasts(page).innerText()).toBe(
        `${text.problems.membershipType.title}: ${text.problems.membershipType.text}`,
      );
      await buttonsAtBottom();
      await expect(covered()).resolves.toBe(false);
      // Choosing a type corrects the step: its toast goes at once (not after its 4.5 s).
      const started = Date.now();
      await page.locator('[name="membershipType"][value="supporting"]').check();
      await eventually(() => page.locator("[data-toast]").count()).toBe(0);
      expect(Date.now() - started).toBeLessThan(2500);

      await next(page);
      await eventually(() => visibleStep(page)).toEqual([2]);
      await buttonsAtBottom();
      await next(page);
      await eventually(() => toasts(page).innerText()).toBe(
        `${text.problems.missing.title}: ${text.problems.missing.text}`,
      );
      await buttonsAtBottom();
      await expect(covered()).resolves.toBe(false);

      // The final check: empty required fields say so without 'before you continue'.
      const values = applicant("toast");
      await page.locator('[name="salutation"][value="female"]').check();
      await fill(page, { firstName: values.firstName, lastName: values.lastName, birthday: values.birthday });
      await next(page);
      await eventually(() => visibleStep(page)).toEqual([3]);
      const { street, postalCode, city, email, phone: phoneNumber } = values;
      await fill(page, { street, postalCode, city, email, phone: phoneNumber });
      await next(page);
      await eventually(() => visibleStep(page)).toEqual([4]);
      await buttonsAtBottom();
      await sendButton(page).click();
      await eventually(() => toasts(page).innerText()).toBe(`${text.submitProblem}: ${m.required}`);
      expect(m.required).toBe(site === "de" ? "Bitte fülle alle Pflichtfelder aus." : text.submitMissing);
      await buttonsAtBottom();
      await expect(covered()).resolves.toBe(false);

      // Sent successfully: no red toast left over the green panel.
      await fill(page, { entryDate: values.entryDate });
      await page.locator('[name="paymentInterval"][value="annual"]').check();
      const sentAt = Date.now();
      await sendButton(page).click();
      await eventually(() => card(page).locator('[data-form-panel="success"]').isVisible()).toBe(true);
      await eventually(() => page.locator("[data-toast]").count()).toBe(0);
      expect(Date.now() - sentAt).toBeLessThan(3000);
      watch.check();
    },
  );

  test("sending, success, the stored request's mail, then 'new application' empties the form", async () => {
    const { page, watch } = await openForm(site, { viewport: phone });
    const token = Math.random().toString(36).slice(2, 10);
    const values = applicant(token);
    await completeSteps(page, values);
    await page.route("**/*.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await sendButton(page).click();
    const button = page.locator('button[type="submit"]');
    await eventually(() => button.isDisabled()).toBe(true);
    await expect(button.locator(".animate-spin").count()).resolves.toBe(1);
    await expect(button.innerText()).resolves.toContain(kit.sending.replace(" …", ""));

    const panel = card(page).locator('[data-form-panel="success"]');
    await eventually(() => panel.isVisible()).toBe(true);
    await expect(panel.getByRole("heading").innerText()).resolves.toBe(text.success.heading);
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe(
      text.success.heading,
    );
    await eventually(() => cardInView(page)).toBe(true);
    await noViolations(page, "success");

    await eventually(() => mailsWith(token).length).toBe(1);
    const [mail] = mailsWith(token);
    const name = `${values.firstName} ${values.lastName}`;
    expect(mail!.headers.subject).toBe(
      site === "de" ? `Mitgliedsantrag von ${name}` : `Solicitud de membresía – ${name}`,
    );
    const [year, month] = dates().nextMonth.split("-");
    // The mail says the date in its language: '01.07.2026', '1 jul 2026'.
    expect(mail!.text).toMatch(site === "de" ? `: 01.${month}.${year}` : new RegExp(`: 1 \\S+ ${year}`));
    for (const value of [values.lastName, values.email, values.phone, values.street, values.city]) {
      expect(mail!.text).toContain(value);
    }

    await panel.getByRole("button", { name: text.success.again }).click();
    await eventually(() => visibleStep(page)).toEqual([1]);
    await expect(page.locator('[name="membershipType"]:checked').count()).resolves.toBe(0);
    for (const field of ["firstName", "lastName", "email", "phone", "entryDate"]) {
      await expect(page.locator(`[name="${field}"]`).inputValue(), field).resolves.toBe("");
    }
    watch.check();
  });

  test("a failed send shows the error panel; retry returns to step 4 with everything kept", async () => {
    const { page, watch } = await openForm(site);
    await page.route("**/*.data*", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 503, body: "unavailable" })
        : route.continue(),
    );
    const values = applicant("retry");
    await completeSteps(page, values);
    await sendButton(page).click();
    const panel = card(page).locator('[data-form-panel="error"]');
    await eventually(() => panel.isVisible()).toBe(true);
    await expect(panel.getByRole("heading").innerText()).resolves.toBe(kit.errorHeading);
    await expect(panel.innerText()).resolves.toContain(text.error);
    await eventually(() => cardInView(page)).toBe(true);
    await noViolations(page, "error panel");

    await panel.getByRole("button", { name: kit.retry }).click();
    await eventually(() => visibleStep(page)).toEqual([4]);
    await expect(page.locator('[name="entryDate"]').inputValue()).resolves.toBe(values.entryDate);
    await expect(page.locator('[name="paymentInterval"][value="quarterly"]').isChecked()).resolves.toBe(true);
    await expect(page.locator('[aria-labelledby="membership-summary"]').innerText()).resolves.toContain(
      values.email,
    );
    for (const field of ["firstName", "lastName", "street", "email", "phone"] as const) {
      await expect(page.locator(`[name="${field}"]`).inputValue(), field).resolves.toBe(values[field]);
    }
    watch.check();
  });

  test("without JavaScript: one form with all four steps; the server's messages, then success", async () => {
    const { page, watch } = await openForm(site, { javaScriptEnabled: false });
    for (const step of [1, 2, 3, 4] as const) {
      await expect(heading(page, step).innerText()).resolves.toContain(
        fillMessage(text.stepOf, { step, count: 4 }),
      );
    }
    await expect(visibleStep(page)).resolves.toEqual([1, 2, 3, 4]);
    await expect(page.getByRole("button", { name: text.next, exact: true }).count()).resolves.toBe(0);
    await expect(back(page).count()).resolves.toBe(0);

    await page.locator('[name="membershipType"][value="active"]').check();
    await fill(page, { firstName: "Jonas", birthday: dayAfter(dates().birthdayMax), phone: "0761 1234567" });
    await sendButton(page).click();
    await page.waitForLoadState();
    await expect(error(page, "lastName").innerText()).resolves.toBe(m.missing.lastName);
    await expect(error(page, "birthday").innerText()).resolves.toBe(m.age);
    // The server names the real cause too: no country code.
    await expect(error(page, "phone").innerText()).resolves.toBe(m.phoneCountryCode);
    await expect(error(page, "entryDate").innerText()).resolves.toBe(m.missing.entryDate);
    await expect(error(page, "paymentInterval").innerText()).resolves.toBe(m.missing.paymentInterval);
    await expect(page.locator('[name="firstName"]').inputValue()).resolves.toBe("Jonas");
    await expect(page.locator('[name="membershipType"][value="active"]').isChecked()).resolves.toBe(true);
    await noViolationsWithoutScripts(page, "server errors without JavaScript");

    const token = Math.random().toString(36).slice(2, 10);
    const values = applicant(token);
    await page.locator('[name="salutation"][value="male"]').check();
    await fill(page, { ...values, firstName: "Jonas" });
    await page.locator('[name="paymentInterval"][value="annual"]').check();
    await sendButton(page).click();
    await page.waitForLoadState();
    const panel = page.locator('[data-form-panel="success"]');
    await expect(panel.getByRole("heading").innerText()).resolves.toBe(text.success.heading);
    await noViolationsWithoutScripts(page, "success without JavaScript");
    await eventually(() => mailsWith(token).length).toBe(1);
    // Its way back to an empty form (a link or a button, whichever the kit uses without JavaScript).
    await expect(panel.locator("a, button", { hasText: text.success.again }).count()).resolves.toBe(1);
    watch.check();
  });
});
