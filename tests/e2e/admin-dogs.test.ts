// Issue 25, items 3 and 5, in both languages against the production build with a feed of its own
// (two dogs named Luna, two reserved dogs) and a real SMTP server: an adoption request sent from one
// Luna's page is that Luna's on the request page; "inform everyone and close" for a reserved dog
// shows the recipients and the mail before anything is sent, and sends the text as edited.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import type { Dog } from "~/domain/dogs/types";
import { fill } from "~/i18n/format";
import { exampleRequests } from "../support/submissions/requests";
import { parseMail } from "../support/submissions/mime";
import { startSmtpSink, type SmtpSink } from "../support/submissions/smtp";
import { axe, describeViolations, eventually, hydrated, phone, useBrowser, wide } from "./browser";
import { formPageInitScript, watchConsole } from "./form-checks";
import {
  addStaff,
  freshDataDir,
  spawnServer,
  stopServer,
  waitForHealthy,
  type RunningServer,
  type StaffLogin,
} from "./server-process";

const { open } = useBrowser({ images: false });
const sites = ["de", "es"] as const;
type Site = (typeof sites)[number];
const volunteer: StaffLogin = {
  email: "vera@verein.example",
  password: "dogs-page-password-2026",
  name: "Vera Volunteer",
  role: "volunteer",
};
/** Screenshots to look at (issue 25 asks for 390 and 1280 px); kept only when asked for. */
const shots = process.env.SCREENSHOT_DIR;

const feedDog = (id: number, name: string, reserved: boolean) => ({
  id,
  title: name,
  name,
  species: "Hunde ES",
  tags: [],
  reserved,
  mediated: false,
  inGermany: false,
  imageIds: [],
  publicHeadline: `${name} sucht ein Zuhause`,
  publicDescription: `<p>${name} ist ein freundlicher Hund.</p>`,
});
const reservedDog: Record<Site, string> = { de: "Rex", es: "Bruno" };

let server: RunningServer;
let smtp: SmtpSink;
let dogs: Dog[];
beforeAll(async () => {
  smtp = await startSmtpSink();
  const dataDir = freshDataDir();
  mkdirSync(path.join(dataDir, "feed"));
  const feedFile = path.join(dataDir, "feed", "dogs.json");
  writeFileSync(
    feedFile,
    JSON.stringify([
      feedDog(901, "Luna", false),
      feedDog(902, "Luna", false),
      feedDog(903, reservedDog.de, true),
      feedDog(904, reservedDog.es, true),
    ]),
  );
  addStaff(dataDir, volunteer);
  server = await spawnServer(
    {
      BUILD_DIR: inject("buildDir"),
      SMTP_URL: smtp.url,
      MAIL_FROM: "Tierhilfe <web@verein.example>",
      DOGS_FEED_URL: feedFile,
    },
    dataDir,
  );
  await waitForHealthy(server);
  const answer = await fetch(`http://127.0.0.1:${server.port}/api/dogs`);
  dogs = ((await answer.json()) as { dogs: Dog[] }).dogs;
}, 300_000);
afterAll(async () => {
  await stopServer(server);
  await smtp.close();
  rmSync(server.dataDir, { recursive: true, force: true });
});

const origin = (site: Site) => `http://${site === "es" ? "es." : ""}localhost:${server.port}`;
const dogsPath = { de: "/hunde", es: "/perros" };
const dogById = (id: string) => dogs.find((dog) => dog.id === id)!;

async function signIn(page: Page, site: Site, javaScript = true) {
  await page.goto(`${origin(site)}/admin`);
  await eventually(() => new URL(page.url()).pathname).toBe("/admin/login");
  if (javaScript) await hydrated(page);
  await page.locator('[name="email"]').fill(volunteer.email);
  await page.locator('[name="password"]').fill(volunteer.password);
  await page.getByRole("button", { name: catalogs[site].admin.login.submit }).click();
  await eventually(() => new URL(page.url()).pathname).toBe("/admin");
  if (javaScript) await hydrated(page);
}

/** A request as the JSON endpoint takes it, naming the dog by its feed id. */
async function apiRequest(site: Site, dogId: string | null, name: string, email: string) {
  const answer = await fetch(`http://127.0.0.1:${server.port}/api/forms`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      formType: "adoption",
      locale: site,
      data: {
        ...exampleRequests.adoption,
        dog: dogId ? dogById(dogId).name : "Luna",
        ...(dogId ? { dogId } : {}),
        name,
        email,
      },
    }),
  });
  expect(answer.status).toBe(201);
}

describe.each(sites)("%s", (site) => {
  test(
    "an adoption request from one Luna's page is that Luna's in the back office",
    { timeout: 120_000 },
    async () => {
      expect(dogs.filter((dog) => dog.name === "Luna")).toHaveLength(2);
      const luna = dogById(site === "de" ? "902" : "901");
      const token = Math.random().toString(36).slice(2, 8);
      const applicant = `Lucía Lunatest${token}`;
      const page = await open(`${origin(site)}${dogsPath[site]}/${luna.slug}`, {
        initScript: formPageInitScript,
        viewport: phone,
      });
      await hydrated(page);
      const field = (name: string) => page.locator(`#adoption-form [name="${name}"]`);
      await expect(field("dogId").inputValue()).resolves.toBe(luna.id);
      await field("name").fill(applicant);
      await field("email").fill(`lucia.${token}@example.org`);
      await field("phone").fill("+34 600 123 456");
      await field("livingSituation").fill("Piso grande con terraza, cerca del parque.");
      await field("experience").fill("Hemos tenido dos perros adoptados.");
      await field("message").fill("Nos encantaría conocer a Luna pronto, gracias por vuestro trabajo.");
      await field("privacyAccepted").check();
      await page.getByRole("button", { name: catalogs[site].forms.dog.adoption.submit }).click();
      await eventually(() => page.locator('[data-form-panel="success"]').first().isVisible()).toBe(true);
      await page.context().close();

      const admin = await open("", { noGoto: true, initScript: formPageInitScript, viewport: wide });
      await signIn(admin, site);
      await admin.goto(`${origin(site)}/admin?q=${token}`);
      await admin.getByRole("link", { name: applicant }).first().click();
      await eventually(() => new URL(admin.url()).pathname).toMatch(/^\/admin\/requests\//);
      const dogPanel = admin.locator("#dog");
      const text = catalogs[site].admin.request.dog;
      await expect(dogPanel.innerText()).resolves.toContain(fill(text.id, { id: luna.id }));
      await expect(
        dogPanel.getByRole("link", { name: fill(text.page, { name: "Luna" }) }).getAttribute("href"),
      ).resolves.toBe(`${origin(site)}${dogsPath[site]}/${luna.slug}`);

      // Without an id (an API client naming only "Luna"): ambiguous, both Lunas listed with links.
      await apiRequest(site, null, `Otto Ohneid${token}`, `otto.${token}@example.org`);
      await admin.goto(`${origin(site)}/admin?q=Ohneid${token}`);
      await admin
        .getByRole("link", { name: `Otto Ohneid${token}` })
        .first()
        .click();
      await eventually(() => admin.locator("h1").innerText()).toContain(`Otto Ohneid${token}`);
      await expect(dogPanel.innerText()).resolves.toContain(fill(text.ambiguous, { name: "Luna" }));
      for (const id of ["901", "902"])
        await expect(
          dogPanel
            .getByRole("link", { name: fill(text.pageWithId, { name: "Luna", id }) })
            .getAttribute("href"),
        ).resolves.toBe(`${origin(site)}${dogsPath[site]}/${dogById(id).slug}`);
      if (shots)
        for (const [label, viewport] of [
          ["1280", wide],
          ["390", { width: 390, height: 844 }],
        ] as const) {
          await admin.setViewportSize(viewport);
          await dogPanel.screenshot({ path: path.join(shots, `request-dog-ambiguous-${site}-${label}.png`) });
        }
    },
  );

  test(
    "inform everyone and close: recipients and the mail first, then the text as edited",
    { timeout: 120_000 },
    async () => {
      const text = catalogs[site].admin.dogs;
      const reserved = dogs.find((dog) => dog.name === reservedDog[site])!;
      const token = Math.random().toString(36).slice(2, 8);
      await apiRequest(site, reserved.id, `Ana Uno${token}`, `uno.${token}@example.org`);
      await apiRequest(
        site === "de" ? "es" : "de",
        reserved.id,
        `Ben Zwei${token}`,
        `zwei.${token}@example.org`,
      );

      // The Spanish run without JavaScript: a GET opens the preview, a plain form post sends.
      const javaScript = site === "de";
      const page = await open("", {
        noGoto: true,
        initScript: formPageInitScript,
        viewport: wide,
        javaScriptEnabled: javaScript,
      });
      const watch = watchConsole(page);
      await signIn(page, site, javaScript);
      await page.goto(`${origin(site)}/admin/dogs`);
      if (javaScript) await hydrated(page);
      const card = page
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: reserved.name, exact: true }) });
      await card.getByRole("link", { name: text.inform }).click();
      const preview = page.getByRole("region", { name: fill(text.preview.heading, { dog: reserved.name }) });
      await eventually(() => preview.isVisible()).toBe(true);

      // Nothing sent yet; both people listed and ticked; one mail per language, prefilled.
      const uno = preview.getByRole("checkbox", { name: new RegExp(`Ana Uno${token}`) });
      const zwei = preview.getByRole("checkbox", { name: new RegExp(`Ben Zwei${token}`) });
      await expect(uno.isChecked()).resolves.toBe(true);
      await expect(zwei.isChecked()).resolves.toBe(true);
      const subjects = preview.getByLabel(text.preview.subject, { exact: true });
      await expect(subjects.count()).resolves.toBe(2);
      const ownSubject = page.locator(`#inform-subject-${site}`);
      const draftSubject = await ownSubject.inputValue();
      expect(draftSubject).toContain(reserved.name);
      const subjectsTo = (address: string) =>
        smtp.messages
          .filter((message) => message.to.includes(address))
          .map((message) => parseMail(message.raw).headers.subject ?? "");
      expect(subjectsTo(`uno.${token}@example.org`)).not.toContain(draftSubject);

      for (const [label, viewport] of [
        ["1280", wide],
        ["390", { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(viewport);
        // axe runs in the page, so only where it has JavaScript.
        if (javaScript) {
          const violations = await axe(page);
          expect(violations, describeViolations(violations)).toEqual([]);
        }
        if (shots)
          await page.screenshot({
            path: path.join(shots, `dogs-preview-${site}-${label}.png`),
            fullPage: true,
          });
      }
      await page.setViewportSize(wide);

      // Only Ana (anyone else listed stays unticked), with an edited subject.
      for (const box of await preview.getByRole("checkbox").all()) await box.uncheck();
      await uno.check();
      await expect(zwei.isChecked()).resolves.toBe(false);
      const otherSubject = await page.locator(`#inform-subject-${site === "de" ? "es" : "de"}`).inputValue();
      const subject = `${draftSubject} ${token}`;
      await ownSubject.fill(subject);
      await preview.getByRole("button", { name: text.preview.submit }).click();
      await eventually(() => page.getByRole("status").filter({ hasText: text.doneOne }).count()).toBe(1);
      await eventually(() => subjectsTo(`uno.${token}@example.org`)).toContain(subject);
      // Ben was not ticked: still open, still listed, no mail.
      await expect(card.innerText()).resolves.toContain(`Ben Zwei${token}`);
      await expect(card.innerText()).resolves.not.toContain(`Ana Uno${token}`);
      expect(subjectsTo(`zwei.${token}@example.org`)).not.toContain(otherSubject);
      if (javaScript) await watch.check();
    },
  );
});
