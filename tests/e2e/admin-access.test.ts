// The back office's locks (issue 12, CONTRACT.md 'Back office'), over HTTP against the production
// server: every admin route from the route config refuses anyone without a session, in both
// languages; cross-origin posts are refused even with a session; every /admin answer is no-store
// and noindex; roles; sign-in and sign-out. And the public pages load no admin code.
import { describe, expect, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { adminPaths, getSignedIn, originOf, postLogin, signIn, staffAccounts } from "./admin";
import { get, header, hostFor, send, type Site } from "./http";
import { inject } from "vitest";

const sites: Site[] = ["de", "es"];
const login = "/admin/login";
/** The first admin's page: open without a session, and only while no account exists at all. */
const setup = "/admin/setup";
const locked = (path: string) => path !== login && path !== setup;

function post(site: Site, path: string, headers: Record<string, string> = {}) {
  return send({
    port: inject("port"),
    host: hostFor(site),
    path,
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: originOf(site), ...headers },
    body: "intent=note&body=Hallo",
  });
}

function expectAdminHeaders(answer: { headers: Record<string, unknown> }, what: string) {
  expect(header(answer as never, "cache-control"), what).toBe("no-store");
  expect(header(answer as never, "x-robots-tag"), what).toBe("noindex, nofollow");
}

describe.each(sites)("%s: without a session", (site) => {
  const paths = adminPaths();

  test("the route config names the back office's screens", () => {
    expect(paths).toEqual(expect.arrayContaining(["/admin", login, "/admin/requests.csv", "/admin/staff"]));
    expect(paths.length).toBeGreaterThanOrEqual(8);
  });

  test.each(paths.filter(locked))("GET %s: 303 to the sign-in page, no data", async (path) => {
    const answer = await get(site, path);
    expect(answer.status).toBe(303);
    expect(header(answer, "location")).toBe(`${login}?next=${encodeURIComponent(path)}`);
    expect(answer.body).not.toMatch(/@|<table|<dl/);
    expectAdminHeaders(answer, path);
  });

  test.each(paths.filter(locked))("GET %s as loader data: a redirect, no data", async (path) => {
    const answer = await get(site, `${path}.data`);
    expect(answer.status, answer.body.slice(0, 200)).not.toBe(200);
    expect(answer.body).not.toMatch(/@verein|@example/);
  });

  test.each(paths.filter(locked))("POST %s: refused, nothing changed", async (path) => {
    const answer = await post(site, path);
    expect([401, 403]).toContain(answer.status);
    expectAdminHeaders(answer, path);
  });

  test("the first admin's page once accounts exist: 404 for GET and POST, nothing of anyone's", async () => {
    expect(paths).toContain(setup);
    for (const answer of [await get(site, `${setup}?token=anything`), await post(site, setup)]) {
      expect(answer.status).toBe(404);
      expect(answer.body).not.toMatch(/@verein|@example/);
      expectAdminHeaders(answer, setup);
    }
  });

  test("the sign-in page in the host's language, no-store and noindex", async () => {
    const answer = await get(site, login);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`<html lang="${site}"`);
    expect(answer.body).toContain(catalogs[site].admin.login.title);
    expect(answer.body).toMatch(/name="email"/);
    expect(answer.body).toMatch(/name="password"/);
    expectAdminHeaders(answer, login);
  });

  test("robots.txt disallows /admin", async () => {
    const answer = await get(site, "/robots.txt");
    expect(answer.body).toMatch(/^Disallow: \/admin$/m);
  });
});

describe.each(sites)("%s: signing in and out", (site) => {
  test("a wrong password: 401 with one generic message; the right one: 303 with the session cookie", async () => {
    const { volunteer } = staffAccounts();
    const wrong = await postLogin(site, volunteer.email, "not-the-password");
    expect(wrong.status).toBe(401);
    expect(header(wrong, "set-cookie")).toBeUndefined();
    const unknown = await postLogin(site, "nobody@verein.example", volunteer.password);
    expect(unknown.status).toBe(401);
    // The same message whichever part was wrong.
    const invalid = catalogs[site].admin.login.invalid;
    expect(wrong.body).toContain(invalid);
    expect(unknown.body).toContain(invalid);

    const right = await postLogin(site, volunteer.email, volunteer.password);
    expect(right.status).toBe(303);
    expect(header(right, "location")).toBe("/admin");
    const cookie = header(right, "set-cookie") ?? "";
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // the public URL is http here
  });

  test("next: a same-site admin path is followed, anything else is not", async () => {
    const { volunteer } = staffAccounts();
    const withNext = (next: string) =>
      send({
        port: inject("port"),
        host: hostFor(site),
        path: `${login}?next=${encodeURIComponent(next)}`,
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: originOf(site) },
        body: new URLSearchParams({ email: volunteer.email, password: volunteer.password }).toString(),
      });
    expect(header(await withNext("/admin/dogs"), "location")).toBe("/admin/dogs");
    expect(header(await withNext("//evil.example/admin"), "location")).toBe("/admin");
    expect(header(await withNext("https://evil.example/"), "location")).toBe("/admin");
  });

  test("signed in: the screens answer; a cross-origin post is refused; sign-out ends the session", async () => {
    const cookie = await signIn(site, staffAccounts().admin);
    for (const path of ["/admin", "/admin/dogs", "/admin/people", "/admin/operations", "/admin/staff"]) {
      const answer = await getSignedIn(site, path, cookie);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toContain(`<html lang="${site}"`);
      expectAdminHeaders(answer, path);
    }
    const csv = await getSignedIn(site, "/admin/requests.csv", cookie);
    expect(csv.status).toBe(200);
    expect(header(csv, "content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.raw.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

    const evil = await post(site, "/admin/logout", { Cookie: cookie, Origin: "http://evil.example" });
    expect(evil.status).toBe(403);
    const crossSite = await post(site, "/admin/logout", { Cookie: cookie, "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect((await getSignedIn(site, "/admin", cookie)).status).toBe(200);

    const out = await post(site, "/admin/logout", { Cookie: cookie });
    expect(out.status).toBe(303);
    expect(header(out, "location")).toBe(login);
    expect((await getSignedIn(site, "/admin", cookie)).status).toBe(303);
  });

  test("roles: a volunteer may not manage accounts", async () => {
    const cookie = await signIn(site, staffAccounts().volunteer);
    expect((await getSignedIn(site, "/admin", cookie)).status).toBe(200);
    expect((await getSignedIn(site, "/admin/staff", cookie)).status).toBe(403);
  });
});

describe("the public pages and the back office", () => {
  test.each(sites)(
    "%s: no public page loads an admin module, nor lists one in its manifest",
    async (site) => {
      for (const path of site === "de" ? ["/", "/hunde", "/kontakt"] : ["/", "/perros", "/contacto"]) {
        const answer = await get(site, path);
        expect(answer.body, path).not.toMatch(/routes\/admin|\/admin\//);
      }
    },
  );
});
