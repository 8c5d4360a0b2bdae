// Issue 12's browser journey, in both languages, against the production build with a real SMTP
// server: a visitor sends an adoption request from a dog's page; a volunteer signs in, sees it
// unread, assigns it to herself, adds a note, moves it to the pre-check with the status mail (which
// arrives at the SMTP server, in the request's language), exports the list as CSV and signs out.
import { readFileSync, rmSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import type { Dog } from "~/domain/dogs/types";
import { parseMail } from "../support/submissions/mime";
import { startSmtpSink, type SmtpSink } from "../support/submissions/smtp";
import { eventually, hydrated, phone, useBrowser, wide } from "./browser";
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
  email: "paula@verein.example",
  password: "journey-password-2026",
  name: "Paula Pérez",
  role: "volunteer",
};

let server: RunningServer;
let smtp: SmtpSink;
let dog: Dog;
beforeAll(async () => {
  smtp = await startSmtpSink();
  const dataDir = freshDataDir();
  addStaff(dataDir, volunteer);
  server = await spawnServer(
    { BUILD_DIR: inject("buildDir"), SMTP_URL: smtp.url, MAIL_FROM: "Tierhilfe <web@verein.example>" },
    dataDir,
  );
  await waitForHealthy(server);
  const answer = await fetch(`http://127.0.0.1:${server.port}/api/dogs`);
  const dogs = ((await answer.json()) as { dogs: Dog[] }).dogs;
  dog = dogs.find((d) => d.types.adoption && !d.types.hospice && d.status === "available")!;
});
afterAll(async () => {
  await stopServer(server);
  await smtp.close();
  // Neither the applicants' nor the volunteer's name or address reaches the log.
  const log = readFileSync(server.logFile, "utf8");
  rmSync(server.dataDir, { recursive: true, force: true });
  expect(log).not.toMatch(/@example\.org|Journey|paula@|Paula/);
});

const origin = (site: Site) => `http://${site === "es" ? "es." : ""}localhost:${server.port}`;
const dogsPath = { de: "/hunde", es: "/perros" };
const mailsTo = (address: string) =>
  smtp.messages.filter((message) => message.to.includes(address)).map((message) => parseMail(message.raw));

async function sendAdoptionRequest(site: Site, applicant: { name: string; email: string }) {
  const forms = catalogs[site].forms.dog;
  const page = await open(`${origin(site)}${dogsPath[site]}/${dog.slug}`, {
    initScript: formPageInitScript,
    viewport: phone,
  });
  await hydrated(page);
  const field = (name: string) => page.locator(`#adoption-form [name="${name}"]`);
  await field("name").fill(applicant.name);
  await field("email").fill(applicant.email);
  await field("phone").fill("+34 600 123 456");
  await field("livingSituation").fill("Piso grande con terraza, cerca del parque.");
  await field("experience").fill("Hemos tenido dos perros adoptados.");
  await field("message").fill("Nos encantaría conocerle pronto, gracias por vuestro trabajo.");
  await field("privacyAccepted").check();
  await page.getByRole("button", { name: forms.adoption.submit }).click();
  await eventually(() =>
    page
      .locator('#anfrage-adoption [data-form-panel="success"], [data-form-panel="success"]')
      .first()
      .isVisible(),
  ).toBe(true);
  await page.context().close();
}

async function signIn(page: Page, site: Site) {
  const text = catalogs[site].admin.login;
  await page.goto(`${origin(site)}/admin`);
  await eventually(() => new URL(page.url()).pathname).toBe("/admin/login");
  await hydrated(page);
  await page.locator('[name="email"]').fill(volunteer.email);
  await page.locator('[name="password"]').fill(volunteer.password);
  await page.getByRole("button", { name: text.submit }).click();
  await eventually(() => new URL(page.url()).pathname).toBe("/admin");
  await hydrated(page);
}

describe.each(sites)("%s: a day's work on one request", (site) => {
  test(
    "from the visitor's request to the status mail, the CSV and sign-out",
    { timeout: 120_000 },
    async () => {
      const admin = catalogs[site].admin;
      // Letters only: the mails greet a name as written only when it reads as a name (no digits).
      const token = Array.from({ length: 6 }, () =>
        String.fromCharCode(97 + Math.floor(Math.random() * 26)),
      ).join("");
      const applicant = { name: `Lucía Journey${token}`, email: `lucia.${token}@example.org` };
      await sendAdoptionRequest(site, applicant);

      const page = await open("", {
        noGoto: true,
        initScript: formPageInitScript,
        viewport: site === "de" ? phone : wide,
        acceptDownloads: true,
      });
      page.setDefaultTimeout(15_000);
      const watch = watchConsole(page);
      await signIn(page, site);

      // Unread in the inbox, and counted in the navigation.
      const row = page.locator("li, tr").filter({ hasText: applicant.name }).first();
      await expect(row.innerText()).resolves.toContain(admin.inbox.unread);
      const nav = page.getByRole("navigation", { name: admin.common.nav.label });
      await expect(
        nav.getByRole("link", { name: new RegExp(`^${admin.common.nav.inbox}`) }).innerText(),
      ).resolves.toMatch(/\d/);

      await row.getByRole("link").first().click();
      await eventually(() => new URL(page.url()).pathname).toMatch(/^\/admin\/requests\//);
      await hydrated(page);
      const request = admin.request;
      // The address changes as the navigation starts; the page follows once its data is in.
      await eventually(() => page.getByRole("heading", { level: 1 }).innerText()).toContain(applicant.name);

      // Assign to herself.
      await page.getByLabel(request.assign.label, { exact: true }).selectOption({
        label: request.assign.me.replace("{name}", volunteer.name),
      });
      await page.getByRole("button", { name: request.assign.submit }).click();
      await eventually(() => page.getByRole("status").filter({ hasText: request.done.assign }).count()).toBe(
        1,
      );

      // A note.
      const note = `Telefonat geplant ${token}`;
      await page.getByLabel(request.notes.label, { exact: true }).fill(note);
      await page.getByRole("button", { name: request.notes.submit }).click();
      await eventually(() => page.getByText(note).count()).toBeGreaterThan(0);

      // The pre-check mail: draft, edit, send; the status moves with it.
      await page
        .getByLabel(request.mail.template, { exact: true })
        .selectOption({ label: request.mail.templates.precheck });
      await page.getByRole("button", { name: request.mail.open }).click();
      const subjectField = page.getByLabel(request.mail.subject, { exact: true });
      await eventually(() => subjectField.isVisible()).toBe(true);
      const subject = `${await subjectField.inputValue()} ${token}`;
      await subjectField.fill(subject);
      const body = await page.getByLabel(request.mail.body, { exact: true }).inputValue();
      expect(body).toContain(applicant.name);
      await page.getByRole("button", { name: request.mail.send }).click();
      await eventually(() => page.getByRole("status").filter({ hasText: request.done.mail }).count()).toBe(1);
      await expect(page.locator("#history").innerText()).resolves.toContain(subject);
      await expect(page.locator("main").innerText()).resolves.toContain(admin.common.statuses.precheck);

      // The mail arrives at the SMTP server, to the applicant, in the request's language.
      await eventually(() =>
        mailsTo(applicant.email).some((mail) => mail.headers.subject?.includes(token)),
      ).toBe(true);
      const sent = mailsTo(applicant.email).find((mail) => mail.headers.subject?.includes(token))!;
      expect(sent.headers["reply-to"]).toContain(site === "de" ? "anfragen@" : "solicitudes@");
      expect(sent.text).toContain(applicant.name.split(" ")[0]);

      // The list as CSV.
      await page.goto(`${origin(site)}/admin?q=${token}`);
      await hydrated(page);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: admin.inbox.exportCsv }).click(),
      ]);
      const csv = readFileSync((await download.path())!, "utf8");
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      expect(csv).toContain(applicant.email);
      expect(csv).toContain("precheck");

      // Sign out: the session is over.
      await page.getByRole("button", { name: admin.common.signOut }).click();
      await eventually(() => new URL(page.url()).pathname).toBe("/admin/login");
      await page.goto(`${origin(site)}/admin`);
      await eventually(() => new URL(page.url()).pathname).toBe("/admin/login");
      await watch.check();
    },
  );
});
