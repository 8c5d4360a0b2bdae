// Home checks (issue 28, item 6), in German on a laptop and in Spanish on a phone, against the
// production build with a real SMTP server: a volunteer marks a person as a home checker for the
// applicant's postcode, moves a foster-home request to the pre-check and asks for the home check; the
// checker's mail holds the visit's data and the link (no applicant's e-mail address, no other
// answers); the checker opens it without an account and sends the report, which the request page
// then shows; the link answers as used (410). axe finds nothing on the checker's page and the panel.
// Photos: a file that is no picture is refused beside it (the notes stay), a phone photo with its GPS
// position goes; the request page shows its thumbnail, served to the signed-in volunteer only.
// A checker with an account of their own files the report from the day's view, without the link.
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import sharp from "sharp";
import { catalogs } from "~/content/catalogs.server";
import { associationTimeZone, todayIn } from "~/domain/forms/dates";
import { fill } from "~/i18n/format";
import { intlLocale } from "~/i18n/locale";
import { exampleRequests } from "../support/submissions/requests";
import { parseMail } from "../support/submissions/mime";
import { startSmtpSink, type SmtpSink } from "../support/submissions/smtp";
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
import { hostFor, send } from "./http";
import {
  addStaff,
  freshDataDir,
  spawnServer,
  stopServer,
  waitForHealthy,
  type RunningServer,
  type StaffLogin,
} from "./server-process";

const { open } = useBrowser();
type Site = "de" | "es";
const volunteer: StaffLogin = {
  email: "hanna@verein.example",
  password: "home-check-password-2026",
  name: "Hanna Helfer",
  role: "volunteer",
};

let server: RunningServer;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  const dataDir = freshDataDir();
  addStaff(dataDir, volunteer);
  server = await spawnServer(
    { BUILD_DIR: inject("buildDir"), SMTP_URL: smtp.url, MAIL_FROM: "Tierhilfe <web@verein.example>" },
    dataDir,
  );
  await waitForHealthy(server);
});
afterAll(async () => {
  await stopServer(server);
  await smtp.close();
  rmSync(server.dataDir, { recursive: true, force: true });
});

const origin = (site: Site) => `http://${site === "es" ? "es." : ""}localhost:${server.port}`;
const mailsTo = (address: string) =>
  smtp.messages.filter((message) => message.to.includes(address)).map((message) => parseMail(message.raw));

async function fosterRequest(site: Site, extra: Record<string, string>): Promise<string> {
  const answer = await send({
    port: server.port,
    host: hostFor(site).replace(/:\d+$/, `:${server.port}`),
    path: "/api/forms",
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      formType: "foster_home",
      locale: site,
      data: { ...exampleRequests.foster_home, ...extra },
    }),
  });
  expect(answer.status, answer.body).toBe(201);
  return (JSON.parse(answer.body) as { id: string }).id;
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

async function accessible(page: Page, name: string, viewport: typeof wide) {
  const violations = await axe(page);
  expect(violations, `${name}:\n${describeViolations(violations)}`).toEqual([]);
  if (viewport === phone) expect((await overflowing(page)).found, name).toEqual([]);
}

async function shoot(page: Page, name: string, alsoAt?: typeof wide) {
  const shots = process.env.SCREENSHOT_DIR;
  if (!shots) return;
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
  // The other width too, for a look by eye (a phone of 390 px, a laptop).
  const size = page.viewportSize();
  if (!alsoAt || !size) return;
  await page.setViewportSize(alsoAt);
  await page.screenshot({ path: path.join(shots, `${name}-${alsoAt.width}.png`), fullPage: true });
  await page.setViewportSize(size);
}

/** A phone photo with the camera's EXIF and a GPS position. */
const phonePhoto = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 90, g: 140, b: 60 } } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "47/1 59/1 40/1" } })
    .toBuffer();

describe.each([
  ["de", wide],
  ["es", phone],
] as const)("%s", (site, viewport) => {
  test("a home check from the pre-check to the report on the request", { timeout: 180_000 }, async () => {
    const admin = catalogs[site].admin;
    const text = admin.homeCheck;
    const page_ = catalogs[site].homeCheck.page;
    const tag = Array.from({ length: 6 }, () =>
      String.fromCharCode(97 + Math.floor(Math.random() * 26)),
    ).join("");
    const checkerEmail = `pruefer.${tag}@example.org`;
    const applicantEmail = `antrag.${tag}@example.org`;
    const checkerName = `Karla Kontrolle${tag}`;
    const applicantName = `Anton Antrag${tag}`;
    const postcode = site === "de" ? "79098" : "29680";
    const checkerRequest = await fosterRequest(site, { email: checkerEmail, name: checkerName });
    const requestId = await fosterRequest(site, {
      email: applicantEmail,
      name: applicantName,
      zipCode: postcode,
      existingPets: `Geheime Katze ${tag}`,
    });

    const page = await open("", { noGoto: true, viewport });
    page.setDefaultTimeout(15_000);
    await signIn(page, site);

    // The checker's person record: a home checker for the applicant's postcode area.
    await page.goto(`${origin(site)}/admin/requests/${checkerRequest}`);
    await hydrated(page);
    const personHref = await page.locator('a[href^="/admin/persons/"]').first().getAttribute("href");
    await page.goto(`${origin(site)}${personHref}`);
    await hydrated(page);
    await page.getByLabel(admin.persons.form.homeChecker).check();
    await page
      .getByLabel(admin.persons.form.homeCheckerAreas, { exact: true })
      .fill(`${postcode.slice(0, 2)}*`);
    await page.locator("#record").getByRole("button", { name: admin.persons.form.submit }).click();
    await eventually(() => page.locator("#record [role=status]").count()).toBe(1);

    // The applicant's request to the pre-check.
    await page.goto(`${origin(site)}/admin/requests/${requestId}`);
    await hydrated(page);
    await page.getByLabel(admin.request.status.label, { exact: true }).selectOption("precheck");
    await page.getByRole("button", { name: admin.request.status.submit }).click();
    await eventually(() => page.locator("#home-check-heading").count()).toBe(1);
    await hydrated(page);

    // The panel: the checker suggested (marked), confirmed, sent.
    const panel = page.locator("#home-check");
    const option = panel.locator("label").filter({ hasText: checkerName });
    await expect(option.innerText()).resolves.toContain(text.suggested);
    await accessible(page, "panel", viewport);
    await option.getByRole("radio").check();
    await panel.getByLabel(text.confirm).check();
    await panel.getByRole("button", { name: text.send }).click();
    await eventually(() => page.locator("#home-check [role=status]").innerText()).toBe(text.sent);
    await shoot(page, `home-check-panel-${site}`);

    // The mail: the visit's data and the link, nothing else.
    // (The checker's own request brought them its confirmation mail too.)
    const linkPattern = /https?:\/\/\S+\/(?:vorkontrolle|visita-previa)\/[A-Za-z0-9_-]{43}/;
    const homeCheckMails = () => mailsTo(checkerEmail).filter((mail) => linkPattern.test(mail.text));
    await eventually(() => homeCheckMails().length, { message: "the checker's mail" }).toBe(1);
    const mail = homeCheckMails()[0]!;
    expect(mail.text).toContain(applicantName);
    expect(mail.text).toContain(postcode);
    expect(mail.text).not.toContain(applicantEmail);
    expect(mail.text).not.toContain(`Geheime Katze ${tag}`);
    const link = linkPattern.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();

    // The checker's page, no account (a fresh browser context).
    const checker = await open("", { noGoto: true, viewport });
    checker.setDefaultTimeout(15_000);
    const opened = await checker.goto(link!);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()["cache-control"]).toContain("no-store");
    await hydrated(checker);
    await expect(checker.locator('meta[name="robots"]').getAttribute("content")).resolves.toContain(
      "noindex",
    );
    await accessible(checker, "checker's page", viewport);
    await checker.getByLabel(page_.outcomes.suitable).check();
    await checker.getByLabel(page_.notes).fill(`Garten gut eingezäunt ${tag}`);

    // A text file named like a photo: listed, then refused by the server beside it; the notes stay.
    const photoList = (n: number) => checker.getByRole("list", { name: fill(page_.photoCount, { n }) });
    await checker
      .getByLabel(page_.photos)
      .setInputFiles([
        { name: "notiz.jpg", mimeType: "image/jpeg", buffer: Buffer.from("nur Text, kein Foto") },
      ]);
    await eventually(() => photoList(1).count()).toBe(1);
    await checker.getByRole("button", { name: page_.submit }).click();
    await eventually(() => photoList(1).innerText()).toContain(page_.photoErrors["not-a-picture"]);
    await expect(checker.getByRole("alert").filter({ hasText: page_.errorSummary }).count()).resolves.toBe(1);
    await expect(checker.getByLabel(page_.notes).inputValue()).resolves.toBe(`Garten gut eingezäunt ${tag}`);
    await expect(checker.getByLabel(page_.outcomes.suitable).isChecked()).resolves.toBe(true);
    await checker.getByRole("button", { name: fill(page_.photoRemove, { n: 1 }) }).click();
    await eventually(() => photoList(1).count()).toBe(0);

    // A phone photo: listed with its preview, sent with the report.
    await checker
      .getByLabel(page_.photos)
      .setInputFiles([{ name: "garten.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() }]);
    await eventually(() => photoList(1).innerText()).toContain("garten.jpg");
    await expect(photoList(1).locator("img").getAttribute("src")).resolves.toMatch(/^data:image\/jpeg/);
    await accessible(checker, "checker's page with a photo", viewport);
    await shoot(checker, `home-check-form-${site}`, site === "de" ? { width: 390, height: 844 } : wide);
    await checker.getByRole("button", { name: page_.submit }).click();
    await eventually(() => checker.getByRole("heading", { level: 1 }).innerText()).toBe(page_.done.heading);
    await accessible(checker, "thanks", viewport);

    // Used: a second visit answers 410 with the page that says so.
    const again = await checker.goto(link!);
    expect(again?.status()).toBe(410);
    await expect(checker.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(page_.gone.heading);

    // The report on the request page.
    await page.goto(`${origin(site)}/admin/requests/${requestId}`);
    await hydrated(page);
    await expect(panel.innerText()).resolves.toContain(`Garten gut eingezäunt ${tag}`);
    await expect(panel.innerText()).resolves.toContain(text.outcomes.suitable);
    // The photo's thumbnail, loaded for the volunteer; the photo itself for nobody else.
    const day = new Intl.DateTimeFormat(intlLocale[site], {
      day: "numeric",
      month: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${todayIn(associationTimeZone, new Date())}T00:00:00Z`));
    const thumbnail = panel.getByRole("img", { name: fill(text.photo, { n: 1, date: day }) });
    // Lazy: below the fold on a phone it loads once scrolled to.
    await thumbnail.scrollIntoViewIfNeeded();
    await eventually(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(320);
    const full = await thumbnail.locator("xpath=..").getAttribute("href");
    expect(full).toMatch(/^\/admin\/home-check-photos\/[0-9a-f-]{36}$/);
    // Fetched as each browser would (its cookies, its name resolution of es.localhost).
    const fetched = (from: Page) =>
      from.evaluate(
        async (url) => {
          const answer = await fetch(url);
          return {
            url: answer.url,
            type: answer.headers.get("content-type"),
            cacheControl: answer.headers.get("cache-control"),
            bytes: Array.from(new Uint8Array(await answer.arrayBuffer())),
          };
        },
        `${origin(site)}${full}`,
      );
    const photo = await fetched(page);
    expect(photo).toMatchObject({ url: `${origin(site)}${full}`, type: "image/jpeg" });
    expect(photo.cacheControl).toContain("no-store");
    expect((await sharp(Buffer.from(photo.bytes)).metadata()).exif).toBeUndefined();
    // The checker (no session) lands on the sign-in page.
    const stranger = await fetched(checker);
    expect(new URL(stranger.url).pathname).toBe("/admin/login");
    expect(stranger.type).toMatch(/^text\/html/);
    await accessible(page, "panel with the report", viewport);
    await shoot(page, `home-check-report-${site}`, site === "de" ? { width: 390, height: 844 } : wide);
    if (site !== "de") return;

    // Without JavaScript (once): a second checker's link; the post is multipart as the form is. A
    // refused file is named with a request to choose the photos again, the typed report stays.
    await hydrated(page);
    await option.getByRole("radio").check();
    await panel.getByLabel(text.confirm).check();
    await panel.getByRole("button", { name: text.send }).click();
    await eventually(() => homeCheckMails().length, { message: "the second mail" }).toBe(2);
    const second = homeCheckMails()
      .map((sent) => linkPattern.exec(sent.text)?.[0])
      .find((found) => found && found !== link);
    const plain = await open("", { noGoto: true, viewport, javaScriptEnabled: false });
    plain.setDefaultTimeout(15_000);
    await plain.goto(second!);
    await plain.getByLabel(page_.outcomes.unsure).check();
    await plain.getByLabel(page_.notes).fill(`Ohne Skript ${tag}`);
    await plain
      .getByLabel(page_.photos)
      .setInputFiles([{ name: "notiz.jpg", mimeType: "image/jpeg", buffer: Buffer.from("nur Text") }]);
    const refused = await Promise.all([
      plain.waitForResponse((answer) => answer.request().method() === "POST"),
      plain.getByRole("button", { name: page_.submit }).click(),
    ]);
    expect(refused[0].status()).toBe(422);
    const field = plain.locator("#photos-error");
    await expect(field.innerText()).resolves.toContain(
      fill(page_.photoError, { n: 1, name: "notiz.jpg", message: page_.photoErrors["not-a-picture"] }),
    );
    await expect(field.innerText()).resolves.toContain(page_.photosAgain);
    await expect(plain.getByLabel(page_.notes).inputValue()).resolves.toBe(`Ohne Skript ${tag}`);
    await expect(plain.getByLabel(page_.outcomes.unsure).isChecked()).resolves.toBe(true);
    // (No axe here: it needs the page's timers, which a page without JavaScript does not run.)
    await shoot(plain, "home-check-form-refused-de", { width: 390, height: 844 });
    await plain
      .getByLabel(page_.photos)
      .setInputFiles([{ name: "zaun.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() }]);
    await plain.getByRole("button", { name: page_.submit }).click();
    await eventually(() => plain.getByRole("heading", { level: 1 }).innerText()).toBe(page_.done.heading);
    await page.goto(`${origin(site)}/admin/requests/${requestId}`);
    await hydrated(page);
    await expect(panel.innerText()).resolves.toContain(`Ohne Skript ${tag}`);
    await expect(
      panel.getByRole("img", { name: fill(text.photo, { n: 1, date: day }) }).count(),
    ).resolves.toBe(2);
  });
});

test(
  "a checker with an account of their own files the report from the day's view",
  { timeout: 180_000 },
  async () => {
    const site = "de";
    const admin = catalogs[site].admin;
    const text = admin.homeCheck;
    const page_ = catalogs[site].homeCheck.page;
    const tag = Array.from({ length: 6 }, () =>
      String.fromCharCode(97 + Math.floor(Math.random() * 26)),
    ).join("");
    const applicantName = `Olga Eigen${tag}`;
    // The volunteer's own person record (a request of theirs), and the applicant's request.
    const own = await fosterRequest(site, { email: volunteer.email, name: volunteer.name });
    const requestId = await fosterRequest(site, {
      email: `eigen.${tag}@example.org`,
      name: applicantName,
      zipCode: "79098",
    });
    const page = await open("", { noGoto: true, viewport: phone });
    page.setDefaultTimeout(15_000);
    await signIn(page, site);
    await page.goto(`${origin(site)}/admin/requests/${own}`);
    await hydrated(page);
    const personHref = await page.locator('a[href^="/admin/persons/"]').first().getAttribute("href");
    await page.goto(`${origin(site)}${personHref}`);
    await hydrated(page);
    await page.getByLabel(admin.persons.form.homeChecker).check();
    await page.getByLabel(admin.persons.form.homeCheckerAreas, { exact: true }).fill("79*");
    await page.locator("#record").getByRole("button", { name: admin.persons.form.submit }).click();
    await eventually(() => page.locator("#record [role=status]").count()).toBe(1);

    // The applicant's request at the pre-check; the volunteer asks themself.
    await page.goto(`${origin(site)}/admin/requests/${requestId}`);
    await hydrated(page);
    await page.getByLabel(admin.request.status.label, { exact: true }).selectOption("precheck");
    await page.getByRole("button", { name: admin.request.status.submit }).click();
    await eventually(() => page.locator("#home-check-heading").count()).toBe(1);
    await hydrated(page);
    const panel = page.locator("#home-check");
    await panel.locator("label").filter({ hasText: volunteer.name }).getByRole("radio").check();
    await panel.getByLabel(text.confirm).check();
    await panel.getByRole("button", { name: text.send }).click();
    await eventually(() => page.locator("#home-check [role=status]").innerText()).toBe(text.sent);

    // The day's view: "Vorkontrollen für dich", and the report there, with a photo over 1 MB.
    await page.goto(`${origin(site)}/admin/today`);
    await hydrated(page);
    const section = page.getByRole("region", { name: text.own.heading });
    await expect(section.innerText()).resolves.toContain(applicantName);
    await accessible(page, "the day's view with a home check", phone);
    await shoot(page, "home-check-today-de", wide);
    await section.getByRole("link", { name: fill(text.own.writeLabel, { name: applicantName }) }).click();
    await eventually(() => new URL(page.url()).pathname).toBe(`/admin/home-checks/${requestId}`);
    await hydrated(page);
    await page.getByLabel(page_.outcomes.not_suitable).check();
    await page.getByLabel(page_.notes).fill(`Kein Zaun ${tag}`);
    const noise = await sharp(randomBytes(1400 * 1000 * 3), {
      raw: { width: 1400, height: 1000, channels: 3 },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    await page
      .getByLabel(page_.photos)
      .setInputFiles([{ name: "hof.jpg", mimeType: "image/jpeg", buffer: noise }]);
    await eventually(() => page.getByRole("list", { name: fill(page_.photoCount, { n: 1 }) }).count()).toBe(
      1,
    );
    await accessible(page, "the report in the back office", phone);
    await shoot(page, "home-check-own-de", wide);
    await page.getByRole("button", { name: page_.submit }).click();
    await eventually(() => new URL(page.url()).pathname).toBe("/admin/today");
    await eventually(() => page.getByRole("status").filter({ hasText: text.own.done }).count()).toBe(1);
    await expect(page.getByRole("region", { name: text.own.heading }).count()).resolves.toBe(0);

    // On the request, with its photo; the mailed link is used.
    await page.goto(`${origin(site)}/admin/requests/${requestId}`);
    await hydrated(page);
    await expect(panel.innerText()).resolves.toContain(`Kein Zaun ${tag}`);
    await expect(panel.getByRole("img").count()).resolves.toBe(1);
    const linkPattern = /https?:\/\/\S+\/(?:vorkontrolle|visita-previa)\/[A-Za-z0-9_-]{43}/;
    const links = () =>
      mailsTo(volunteer.email)
        .map((mail) => linkPattern.exec(mail.text)?.[0])
        .filter((found) => found !== undefined);
    await eventually(() => links().length, { message: "the mail to the volunteer" }).toBe(1);
    const link = links()[0];
    const checker = await open("", { noGoto: true, viewport: phone });
    expect((await checker.goto(link!))?.status()).toBe(410);
  },
);
