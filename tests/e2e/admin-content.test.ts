// Issue 27 in a real browser against the production build, in both languages (German at 1280 px,
// Spanish on a 360 px phone): a volunteer writes a bilingual post with a header picture (uploaded
// through the picture picker), publishes the site's language first and sees it there only, then the
// other one; changes the slug and follows the old address (301); withdraws it and sees the 404.
// Axe finds nothing on the list and the editor.
import { rmSync } from "node:fs";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { send } from "./http";
import { axe, describeViolations, eventually, hydrated, phone, useBrowser, wide } from "./browser";
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
const other = (site: Site): Site => (site === "de" ? "es" : "de");
const writer: StaffLogin = {
  email: "wanda@verein.example",
  password: "content-editor-password-2026",
  name: "Wanda Writer",
  role: "volunteer",
};
const colleague: StaffLogin = {
  email: "carla@verein.example",
  password: "content-editor-colleague-2026",
  name: "Carla Colleague",
  role: "volunteer",
};

let server: RunningServer;
let photo: Buffer;
let secondPhoto: Buffer;
/** A phone camera's photo: 4000 x 3000, about 5 MB. */
let phonePhoto: Buffer;
beforeAll(async () => {
  const dataDir = freshDataDir();
  addStaff(dataDir, writer);
  addStaff(dataDir, colleague);
  server = await spawnServer({ BUILD_DIR: inject("buildDir") }, dataDir);
  photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#c2410c" } })
    .jpeg()
    .toBuffer();
  secondPhoto = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  phonePhoto = await cameraPhoto(4000, 3000);
  await waitForHealthy(server);
}, 300_000);
afterAll(async () => {
  await stopServer(server);
  rmSync(server.dataDir, { recursive: true, force: true });
});

/** A photo-like picture (gradients and grain) that JPEG cannot squeeze much. */
async function cameraPhoto(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const grain = (Math.random() * 24) | 0;
      raw[at] = ((x * 255) / width + grain) & 255;
      raw[at + 1] = ((y * 255) / height + grain) & 255;
      raw[at + 2] = (x + y) % 256;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const origin = (site: Site) => `http://${site === "es" ? "es." : ""}localhost:${server.port}`;

async function signIn(page: Page, site: Site, who: StaffLogin = writer) {
  await page.goto(`${origin(site)}/admin/blog`);
  await eventually(() => new URL(page.url()).pathname).toBe("/admin/login");
  await hydrated(page);
  await page.locator('[name="email"]').fill(who.email);
  await page.locator('[name="password"]').fill(who.password);
  await page.getByRole("button", { name: catalogs[site].admin.login.submit }).click();
  await eventually(() => new URL(page.url()).pathname).toBe("/admin/blog");
  await hydrated(page);
}

/** A public answer as the site's host gets it (redirects not followed). */
const fetchAs = (site: Site, path: string) =>
  send({ port: server.port, host: `${site === "es" ? "es." : ""}localhost:${server.port}`, path });

const runs = sites.flatMap((site) => [
  { site, width: wide.width, viewport: wide },
  { site, width: phone.width, viewport: phone },
]);

describe.each(runs)("the content editor on the $site site at $width px", ({ site, viewport }) => {
  const text = catalogs[site].admin.content;

  test(
    "write, picture, publish one language then the other, change the slug, withdraw",
    { timeout: 240_000 },
    async () => {
      // Each try its own titles (a retry must not find the first try's addresses taken).
      const token = Math.random().toString(36).slice(2, 7);
      const titles = { de: `Mallorca-Tagebuch ${token}`, es: `Diario de Mallorca ${token}` };
      const page = await open("", { viewport, noGoto: true });
      await signIn(page, site);
      expect(describeViolations(await axe(page))).toBe("");
      await page.getByRole("button", { name: text.kinds.post.new }).click();
      await eventually(() => new URL(page.url()).pathname).toMatch(/^\/admin\/blog\/[0-9a-f-]{36}$/);
      await hydrated(page);
      const editorPath = new URL(page.url()).pathname;

      const version = (locale: Site) => page.locator(`#version-${locale}`);
      async function write(locale: Site) {
        // On a phone one language shows at a time: its tab first.
        if (viewport === phone) await page.getByRole("tab", { name: text.languages[locale] }).click();
        const fields = version(locale);
        await fields.getByLabel(text.editor.fields.title, { exact: true }).fill(titles[locale]);
        await fields.getByLabel(text.editor.fields.excerpt).fill(`${titles[locale]}: ein kurzer Text.`);
        await fields.getByLabel(text.editor.fields.category).fill(locale === "de" ? "Reisen" : "Viajes");
        const body = fields.locator(".ProseMirror");
        await body.click();
        await page.keyboard.type("## ");
        await page.keyboard.type(locale === "de" ? "Der erste Tag" : "El primer día");
        await page.keyboard.press("Enter");
        await fields.getByRole("button", { name: text.editor.toolbar.bold }).click();
        await page.keyboard.type(locale === "de" ? "Sonne" : "Sol");
        await expect
          .poll(() =>
            fields.getByRole("button", { name: text.editor.toolbar.bold }).getAttribute("aria-pressed"),
          )
          .toBe("true");
      }
      await write(site);
      expect(describeViolations(await axe(page))).toBe("");

      // The header picture: uploaded in the picker (axe on the dialog), described in both languages.
      await page.getByRole("button", { name: text.pictures.choose }).click();
      const dialog = page.getByRole("dialog");
      await eventually(() => dialog.getByRole("status").count()).toBe(0);
      expect(describeViolations(await axe(page))).toBe("");
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: "mallorca.jpg", mimeType: "image/jpeg", buffer: photo });
      await eventually(() => dialog.count()).toBe(0);
      const alts = { de: "Ein Hund am Strand", es: "Un perro en la playa" };
      for (const locale of sites)
        await page
          .getByLabel(text.pictures.alt.replace("{language}", text.languages[locale]))
          .first()
          .fill(alts[locale]);
      // A gallery of two: a new upload, and the header picture again from the library.
      await page.getByRole("button", { name: text.pictures.add }).click();
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: "second.png", mimeType: "image/png", buffer: secondPhoto });
      await eventually(() => dialog.count()).toBe(0);
      await page.getByRole("button", { name: text.pictures.add }).click();
      await dialog
        .getByRole("button")
        .filter({ has: page.locator("img") })
        .first()
        .click();
      await eventually(() => dialog.count()).toBe(0);
      const gallery = page.locator("#pictures-heading ~ ol > li");
      await eventually(() => gallery.count()).toBe(2);
      for (const [index, item] of [gallery.nth(0), gallery.nth(1)].entries())
        for (const locale of sites) {
          await item
            .getByLabel(text.pictures.alt.replace("{language}", text.languages[locale]))
            .fill(`${alts[locale]} ${index + 1}`);
          await item
            .getByLabel(text.pictures.caption.replace("{language}", text.languages[locale]))
            .fill(`${locale === "de" ? "Bild" : "Foto"} ${index + 1}`);
        }

      // The preview, as the page will look, before anything is published.
      await page.getByRole("button", { name: text.editor.save, exact: true }).click();
      const savedNote = new RegExp(`^${text.editor.saved.split("{when}")[0]}`);
      await eventually(() => page.getByText(savedNote).count()).toBe(1);
      await version(site).getByRole("link", { name: text.editor.publish.preview }).click();
      await eventually(() => new URL(page.url()).pathname).toBe(`${editorPath}/preview/${site}`);
      await eventually(() => page.locator("article h1").textContent()).toBe(titles[site]);
      expect(await page.locator("figcaption").allTextContents()).toEqual(
        site === "de" ? ["Bild 1", "Bild 2"] : ["Foto 1", "Foto 2"],
      );
      expect(
        await page
          .locator("article img")
          .evaluateAll((images) => images.map((image) => image.getAttribute("alt"))),
      ).toEqual([alts[site], `${alts[site]} 1`, `${alts[site]} 2`]);
      expect(describeViolations(await axe(page))).toBe("");
      await page.getByRole("link", { name: text.preview.back }).click();
      await eventually(() => new URL(page.url()).pathname).toBe(editorPath);
      await hydrated(page);

      // Publish this site's language: it is on this site, and not on the other one.
      if (viewport === phone) await page.getByRole("tab", { name: text.languages[site] }).click();
      await version(site).getByRole("button", { name: text.editor.publish.now }).click();
      await eventually(() => version(site).getByText(text.states.published, { exact: true }).count()).toBe(1);
      const slug = await version(site).getByLabel(text.editor.fields.slug).inputValue();
      expect(slug).toBe(titles[site].toLowerCase().replace(/ /g, "-").replace("ü", "ue").replace("í", "i"));
      expect(await fetchAs(site, `/blog/${slug}`).then((answer) => answer.status)).toBe(200);
      const feed = (await fetchAs(site, `/blog/feed.xml`)).body;
      expect(feed).toContain(titles[site]);
      const sitemap = (await fetchAs(site, `/sitemap.xml`)).body;
      expect(sitemap).toContain(`/blog/${slug}</loc>`);
      const otherSitemap = (await fetchAs(other(site), `/sitemap.xml`)).body;
      expect(otherSitemap).not.toContain(`/blog/${slug}`);

      // The other language: written and published, both sites show it, linked as alternates.
      await write(other(site));
      if (viewport === phone) await page.getByRole("tab", { name: text.languages[other(site)] }).click();
      await version(other(site)).getByRole("button", { name: text.editor.publish.now }).click();
      await eventually(() =>
        version(other(site)).getByText(text.states.published, { exact: true }).count(),
      ).toBe(1);
      const otherSlug = await version(other(site)).getByLabel(text.editor.fields.slug).inputValue();
      // Its public page is on its own host; its preview stays on this one (the session is this host's).
      expect(
        await version(other(site)).getByRole("link", { name: text.editor.publish.view }).getAttribute("href"),
      ).toBe(`${origin(other(site))}/blog/${otherSlug}`);
      await page.goto(`${origin(site)}${editorPath}/preview/${other(site)}`);
      expect(new URL(page.url()).host).toBe(new URL(origin(site)).host);
      await eventually(() => page.locator(`[lang="${other(site)}"] article h1`).textContent()).toBe(
        titles[other(site)],
      );
      expect(await page.locator("article img").first().getAttribute("alt")).toBe(alts[other(site)]);
      await page.goto(`${origin(site)}${editorPath}`);
      await hydrated(page);
      const publicPage = await open(`${origin(site)}/blog/${slug}`, { viewport, javaScriptEnabled: false });
      await expect.poll(() => publicPage.locator("h1").textContent()).toBe(titles[site]);
      expect(
        await publicPage.locator(`link[rel="alternate"][hreflang="${other(site)}"]`).getAttribute("href"),
      ).toBe(`${origin(other(site))}/blog/${otherSlug}`);
      expect(
        await publicPage.locator('img[alt="Ein Hund am Strand"], img[alt="Un perro en la playa"]').count(),
      ).toBeGreaterThan(0);

      // A new address: the old one leads there.
      if (viewport === phone) await page.getByRole("tab", { name: text.languages[site] }).click();
      await version(site).getByLabel(text.editor.fields.slug).fill(`${slug}-neu`);
      await version(site).getByRole("button", { name: text.editor.publish.update }).click();
      await eventually(() => fetchAs(site, `/blog/${slug}-neu`).then((answer) => answer.status)).toBe(200);
      const moved = await fetchAs(site, `/blog/${slug}`);
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe(`/blog/${slug}-neu`);

      // Withdrawn after the question: not found from then on, on this site only.
      await version(site).getByRole("button", { name: text.editor.publish.unpublish }).click();
      await version(site).getByRole("button", { name: text.editor.publish.unpublish }).click();
      await eventually(() => new URL(page.url()).search).toContain("done=unpublished");
      expect(await fetchAs(site, `/blog/${slug}-neu`).then((answer) => answer.status)).toBe(404);
      expect(await fetchAs(other(site), `/blog/${otherSlug}`).then((answer) => answer.status)).toBe(200);
      expect(new URL(page.url()).pathname).toBe(editorPath);

      // The history: every save and publish, by whom.
      await page.getByRole("link", { name: text.editor.history }).click();
      await eventually(() => new URL(page.url()).pathname).toBe(`${editorPath}/history`);
      await eventually(() => page.getByRole("cell", { name: writer.name }).count()).toBeGreaterThanOrEqual(3);
      expect(describeViolations(await axe(page))).toBe("");
    },
  );
});

describe.each(sites)("the content lists and drafts on the %s site", (site) => {
  const text = catalogs[site].admin.content;

  test("autosave keeps a draft; leaving with unsaved changes asks first", { timeout: 120_000 }, async () => {
    const page = await open("", { viewport: phone, noGoto: true });
    await signIn(page, site);
    await page.getByRole("button", { name: text.kinds.post.new }).click();
    await eventually(() => new URL(page.url()).pathname).toMatch(/^\/admin\/blog\/[0-9a-f-]{36}$/);
    await hydrated(page);
    const title = `Entwurf ${Math.random().toString(36).slice(2, 7)}`;
    await page.locator(`#version-${site}`).getByLabel(text.editor.fields.title, { exact: true }).fill(title);
    // Leaving at once: asked first; staying keeps everything.
    await page.getByRole("link", { name: text.editor.back.replace("{list}", text.kinds.post.list) }).click();
    const question = page.getByRole("alertdialog");
    await eventually(() => question.count()).toBe(1);
    await question.getByRole("button", { name: text.editor.stay }).click();
    await eventually(() => question.count()).toBe(0);
    // The server out of reach for a while: the save fails, says so, and nothing typed is lost.
    await page.route("**/save", (route) => route.abort("connectionrefused"));
    await page.getByRole("button", { name: text.editor.save, exact: true }).click();
    const failed = new RegExp(`^${text.editor.saveFailed.split("{reason}")[0]}`);
    await eventually(() => page.getByText(failed).count()).toBe(1);
    expect(
      await page
        .locator(`#version-${site}`)
        .getByLabel(text.editor.fields.title, { exact: true })
        .inputValue(),
    ).toBe(title);
    await page.unroute("**/save");
    // A few seconds later the draft is on the server without anyone pressing save.
    const autosaved = new RegExp(`^${text.editor.autosaved.split("{when}")[0]}`);
    await eventually(() => page.getByText(autosaved).count()).toBe(1);
    await page.reload();
    await hydrated(page);
    expect(
      await page
        .locator(`#version-${site}`)
        .getByLabel(text.editor.fields.title, { exact: true })
        .inputValue(),
    ).toBe(title);
    await page.goto(`${origin(site)}/admin/blog?q=${encodeURIComponent(title)}`);
    await eventually(() => page.getByRole("link", { name: title }).count()).toBe(1);
    expect(await page.getByText(text.states.draft, { exact: true }).count()).toBeGreaterThan(0);
    // Deleted after the question, listed apart, and back again with one click.
    await page.getByRole("link", { name: title }).click();
    await hydrated(page);
    await page.getByRole("button", { name: text.editor.remove.button.post }).click();
    await page.getByRole("button", { name: text.editor.remove.yes }).click();
    const undo = page.getByRole("button", { name: text.editor.remove.undo });
    await eventually(() => undo.count()).toBe(1);
    await page.goto(`${origin(site)}/admin/blog?q=${encodeURIComponent(title)}`);
    await eventually(() => page.getByRole("link", { name: title }).count()).toBe(0);
    await page.getByRole("link", { name: text.removedView }).click();
    await eventually(() => page.getByRole("link", { name: title }).count()).toBe(1);
    expect(describeViolations(await axe(page))).toBe("");
    await page.getByRole("link", { name: title }).click();
    await hydrated(page);
    await page.getByRole("button", { name: text.editor.remove.undo }).click();
    await eventually(() => new URL(page.url()).search).toBe("?done=restored");
    await page.goto(`${origin(site)}/admin/blog?q=${encodeURIComponent(title)}`);
    await eventually(() => page.getByRole("link", { name: title }).count()).toBe(1);
  });

  test(
    "a phone's photo is sent small; an upload that does not arrive says so",
    { timeout: 120_000 },
    async () => {
      const page = await open("", { viewport: phone, noGoto: true });
      await signIn(page, site);
      await page.getByRole("button", { name: text.kinds.post.new }).click();
      await eventually(() => new URL(page.url()).pathname).toMatch(/^\/admin\/blog\/[0-9a-f-]{36}$/);
      await hydrated(page);
      await page.getByRole("button", { name: text.pictures.choose }).click();
      const dialog = page.getByRole("dialog");
      const file = dialog.locator('input[type="file"]');
      // No connection: said in words, the dialog stays for another try.
      await page.route("**/admin/media", (route) => route.abort("connectionrefused"));
      await file.setInputFiles({ name: "klein.jpg", mimeType: "image/jpeg", buffer: photo });
      await eventually(() => dialog.getByText(text.pictures.uploadFailed).count()).toBe(1);
      await page.unroute("**/admin/media");
      // A 12-megapixel photo of 5 MB leaves the phone at most 2400 px wide and a fraction of its size.
      const sent = page.waitForRequest((request) => request.url().endsWith("/admin/media"));
      const answered = page.waitForResponse((answer) => answer.url().endsWith("/admin/media"));
      await file.setInputFiles({ name: "handy.jpg", mimeType: "image/jpeg", buffer: phonePhoto });
      const bytes = Number((await (await sent).allHeaders())["content-length"] ?? Infinity);
      expect(bytes).toBeLessThan(phonePhoto.length / 2);
      const stored = (await (await answered).json()) as {
        ok: boolean;
        picture: { width: number; height: number };
      };
      expect(stored).toMatchObject({ ok: true, picture: { width: 2400, height: 1800 } });
    },
  );

  test(
    "guides: reordered by keyboard and by drag, featured on the home page",
    { timeout: 120_000 },
    async () => {
      const page = await open("", { viewport: wide, noGoto: true });
      await signIn(page, site);
      await page.goto(`${origin(site)}/admin/guides`);
      await hydrated(page);
      expect(describeViolations(await axe(page))).toBe("");
      const titles = () => page.locator("tbody th a").allTextContents();
      const before = await titles();
      expect(before.length).toBeGreaterThan(2);
      // The keyboard's way: the second guide one place up.
      await page.getByRole("button", { name: text.moveUpFor.replace("{title}", before[1]!) }).press("Enter");
      await eventually(titles).toEqual([before[1], before[0], ...before.slice(2)]);
      // The mouse's way: the last guide dropped on the first row.
      await hydrated(page);
      const rows = page.locator("tbody tr");
      await rows.last().dragTo(rows.first());
      await eventually(titles).toEqual([before.at(-1), before[1], before[0], ...before.slice(2, -1)]);
      // Featured: the home page shows it among its guides.
      const last = before.at(-1)!;
      const feature = rows.filter({ hasText: last }).getByRole("button", { name: text.featured });
      if ((await feature.getAttribute("aria-pressed")) !== "true") await feature.click();
      await eventually(() => feature.getAttribute("aria-pressed")).toBe("true");
      const home = await fetchAs(site, "/");
      expect(home.body).toContain(last);
    },
  );

  test(
    "two volunteers on one post: the later save of the same language is refused with who and when, the rest is saved",
    { timeout: 120_000 },
    async () => {
      const mine = await open("", { viewport: wide, noGoto: true });
      await signIn(mine, site);
      await mine.getByRole("button", { name: text.kinds.post.new }).click();
      await eventually(() => new URL(mine.url()).pathname).toMatch(/^\/admin\/blog\/[0-9a-f-]{36}$/);
      await hydrated(mine);
      const address = mine.url();
      const titleIn = (page: Page, locale: Site) =>
        page.locator(`#version-${locale}`).getByLabel(text.editor.fields.title, { exact: true });
      const saveButton = (page: Page) => page.getByRole("button", { name: text.editor.save, exact: true });
      const savedNote = new RegExp(`^${text.editor.saved.split("{when}")[0]}`);
      await titleIn(mine, site).fill("Erste Fassung");
      await saveButton(mine).click();
      await eventually(() => mine.getByText(savedNote).count()).toBe(1);

      // The colleague opens the same post, then the first volunteer changes and saves it.
      const theirs = await open("", { viewport: wide, noGoto: true });
      await signIn(theirs, site, colleague);
      await theirs.goto(address);
      await hydrated(theirs);
      await titleIn(mine, site).fill("Wandas Fassung");
      const answered = mine.waitForResponse((answer) => answer.url().endsWith("/save"));
      await saveButton(mine).click();
      expect((await (await answered).json()).ok).toBe(true);

      // The colleague's page is older: the same language is refused, the other language is saved.
      await titleIn(theirs, site).fill("Carlas Fassung");
      await titleIn(theirs, other(site)).fill("Carlas andere Sprache");
      await saveButton(theirs).click();
      const notice = theirs.getByRole("alert").filter({ hasText: writer.name });
      await eventually(() => notice.count()).toBe(1);
      expect(await notice.textContent()).toContain(text.editor.parts[site]);
      expect(await titleIn(theirs, site).inputValue()).toBe("Carlas Fassung");

      const fresh = await open("", { viewport: wide, noGoto: true });
      await signIn(fresh, site);
      await fresh.goto(address);
      await hydrated(fresh);
      expect(await titleIn(fresh, site).inputValue()).toBe("Wandas Fassung");
      expect(await titleIn(fresh, other(site)).inputValue()).toBe("Carlas andere Sprache");
      expect(describeViolations(await axe(theirs))).toBe("");
    },
  );
});
