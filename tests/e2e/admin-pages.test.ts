// The back office's screens meet the public site's bar (issue 12, item 9): for a signed-in admin,
// in both languages, every screen has no CSP violation, no axe violation at a wide and a phone
// width, never scrolls sideways at 360 px, and its server HTML is valid (Nu Html Checker).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { exampleRequests } from "../support/submissions/requests";
import { getSignedIn, signIn, staffAccounts } from "./admin";
import {
  axe,
  cspRecorder,
  cspViolations,
  describeViolations,
  hydrated,
  overflowing,
  phone,
  useBrowser,
  wide,
} from "./browser";
import { get, hostFor, send, urlFor, type Site } from "./http";

const { open } = useBrowser({ concurrent: true, images: false });
const sites: Site[] = ["de", "es"];
const cookies: Partial<Record<Site, string>> = {};
const requestIds: Partial<Record<Site, string>> = {};

beforeAll(async () => {
  for (const site of sites) {
    cookies[site] = await signIn(site, staffAccounts().admin);
    const answer = await send({
      port: inject("port"),
      host: hostFor(site),
      path: "/api/forms",
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        formType: "adoption",
        locale: site,
        data: { ...exampleRequests.adoption, email: `screens-${site}@example.org` },
      }),
    });
    requestIds[site] = (JSON.parse(answer.body) as { id: string }).id;
  }
});

function screens(site: Site) {
  return [
    { name: "inbox", path: "/admin" },
    { name: "inbox filtered", path: "/admin?type=adoption&status=open&q=screens" },
    { name: "request", path: `/admin/requests/${requestIds[site]}` },
    { name: "status mail draft", path: `/admin/requests/${requestIds[site]}?mail=precheck` },
    { name: "dogs", path: "/admin/dogs" },
    { name: "people", path: `/admin/people?email=screens-${site}%40example.org` },
    { name: "operations", path: "/admin/operations" },
    { name: "staff", path: "/admin/staff" },
  ];
}

describe.concurrent.each(sites)("%s", (site) => {
  test("the sign-in page: axe at both widths, no sideways scroll", async () => {
    const page = await open(urlFor(site, "/admin/login"), { viewport: wide, initScript: cspRecorder });
    await hydrated(page);
    expect(await cspViolations(page)).toEqual([]);
    expect(await axe(page), "wide").toEqual([]);
    await page.setViewportSize(phone);
    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    const overflow = await overflowing(page);
    await page.context().close();
    expect(overflow.found).toEqual([]);
  });

  test.each([0, 1, 2, 3, 4, 5, 6, 7])(
    "screen %i: axe at both widths, no sideways scroll at 360 px",
    async (index) => {
      const screen = screens(site)[index]!;
      const url = urlFor(site, screen.path);
      const cookie = cookies[site]!.split("=");
      const page = await open("", { viewport: wide, noGoto: true, initScript: cspRecorder });
      await page
        .context()
        .addCookies([
          { name: cookie[0]!, value: cookie.slice(1).join("="), url: new URL(url).origin + "/admin" },
        ]);
      const answer = await page.goto(url);
      expect(answer?.status(), screen.name).toBe(200);
      await hydrated(page);
      const violations = await cspViolations(page);
      const atWide = await axe(page);
      await page.setViewportSize(phone);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const atPhone = await axe(page);
      const overflow = await overflowing(page);
      await page.context().close();
      expect(violations, `${screen.name}: CSP`).toEqual([]);
      expect(atWide, `${screen.name} wide:\n${describeViolations(atWide)}`).toEqual([]);
      expect(atPhone, `${screen.name} phone:\n${describeViolations(atPhone)}`).toEqual([]);
      expect(overflow.found, screen.name).toEqual([]);
      expect(overflow.scrollWidth, screen.name).toBeLessThanOrEqual(overflow.viewport);
    },
  );
});

const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
  "build/dist/vnu.jar",
);

test("the Nu Html Checker finds no errors on any admin screen", { timeout: 120_000 }, async () => {
  const folder = mkdtempSync(path.join(tmpdir(), "admin-html-"));
  try {
    const files: string[] = [];
    for (const site of sites) {
      const pages = [
        { name: "login", body: (await get(site, "/admin/login")).body },
        ...(await Promise.all(
          screens(site).map(async (screen) => ({
            name: screen.name,
            body: (await getSignedIn(site, screen.path, cookies[site]!)).body,
          })),
        )),
      ];
      for (const page of pages) {
        const file = path.join(folder, `${site}-${page.name.replace(/\W+/g, "-")}.html`);
        writeFileSync(file, page.body);
        files.push(file);
      }
    }
    const run = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--stdout", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    const messages = (
      JSON.parse(run.stdout) as { messages: { type: string; url?: string; message: string }[] }
    ).messages;
    const errors = messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .map((message) => `${path.basename(message.url ?? "")}: ${message.message}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
