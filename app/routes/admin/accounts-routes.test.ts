import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import type { Locale } from "~/i18n/locale";
import { createAccount } from "../../../server/back-office/accounts";
import { createAccountsServices } from "../../../server/back-office/accounts-service";
import { createSetupServices } from "../../../server/back-office/first-admin";
import type { BackOfficeDeps } from "../../../server/back-office/deps";
import { sessionStaff } from "../../../server/back-office/sessions";
import type { StaffMember } from "../../../server/back-office/staff-member";
import { staffAccounts, staffSessions } from "../../../server/db/schema";
import { disposeTemplates, freshDatabase } from "../../../tests/support/db/database";
import { recordingLogger } from "../../../tests/support/submissions/helpers";
import { adminRouteArgs, routeArgs, siteRequest } from "../../../tests/support/routes/route-args";
import type { ContextValues } from "~/context";
import { createContentEditorServices } from "../../../server/content/editor-service";
import * as login from "./login";
import * as logout from "./logout";
import * as staffPage from "./staff";

afterAll(disposeTemplates);

const origins = { de: "https://tierhilfe.example", es: "https://es.tierhilfe.example" };

async function setup() {
  const { database, dispose } = await freshDatabase("pglite");
  onTestFinished(dispose);
  const db = database.db;
  const log = recordingLogger();
  const deps = { db, origins, logger: log.logger } as unknown as BackOfficeDeps;
  const setup = createSetupServices(deps);
  const accounts = createAccountsServices(deps, setup);
  const content = createContentEditorServices({ db, origins, logger: log.logger });
  const ada = await createAccount(db, {
    email: "ada@example.org",
    name: "Ada",
    role: "admin",
    password: "ada-password-1",
  });
  const vera = await createAccount(db, {
    email: "vera@example.org",
    name: "Vera",
    role: "volunteer",
    password: "vera-password-1",
  });
  const member = (a: typeof ada): StaffMember => ({ id: a.id, email: a.email, name: a.name, role: a.role });
  const context = (staff: StaffMember | null, locale: Locale = "de"): Partial<ContextValues> => ({
    site: siteRequest(locale, { origins }),
    session: staff,
    backOffice: { accounts, setup, content } as never,
  });
  return { db, log, ada: member(ada), vera: member(vera), context, deps, setup };
}

const form = (url: string, entries: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(url, { method: "POST", body: new URLSearchParams(entries), headers });

/** What an action returned or threw: a Response (redirect) or React Router's data() value. */
async function run(work: () => unknown): Promise<{ status: number; headers: Headers; data?: unknown }> {
  let value: unknown;
  try {
    value = await work();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, headers: value.headers };
  const result = value as {
    type?: string;
    data: unknown;
    init?: { status?: number; headers?: HeadersInit } | null;
  };
  if (result?.type !== "DataWithResponseInit") return { status: 200, headers: new Headers(), data: value };
  return {
    status: result.init?.status ?? 200,
    headers: new Headers(result.init?.headers),
    data: result.data,
  };
}

const loginUrl = `${origins.de}/admin/login`;

describe("sign-in page", () => {
  it("signs in: 303 to a same-site next with a Secure, HttpOnly, SameSite=Lax cookie of a live session", async () => {
    const { db, context } = await setup();
    const answer = await run(() =>
      login.action(
        routeArgs(
          form(loginUrl, {
            email: "ADA@example.org",
            password: "ada-password-1",
            next: "/admin/staff?x=1",
          }),
          context(null),
        ) as never,
      ),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/admin/staff?x=1");
    const cookie = answer.headers.get("set-cookie")!;
    expect(cookie).toMatch(
      /^admin_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure$/,
    );
    const token = /^admin_session=([^;]+)/.exec(cookie)![1]!;
    expect(await sessionStaff(db, token)).toMatchObject({ email: "ada@example.org" });

    const offSite = await run(() =>
      login.action(
        routeArgs(
          form(loginUrl, {
            email: "ada@example.org",
            password: "ada-password-1",
            next: "//evil.example/admin",
          }),
          context(null),
        ) as never,
      ),
    );
    expect(offSite.headers.get("location")).toBe("/admin");
  });

  it("refuses wrong credentials with 401 and one message, keeping the e-mail; 429 with Retry-After when limited", async () => {
    const { db, context, log } = await setup();
    for (let i = 0; i < 5; i++) {
      const wrong = await run(() =>
        login.action(
          routeArgs(
            form(loginUrl, { email: "vera@example.org", password: `wrong-${i}` }),
            context(null),
          ) as never,
        ),
      );
      expect(wrong.status).toBe(401);
      // The e-mail comes back to its field, the password does not; one message for the form.
      expect(wrong.data).toMatchObject({
        initialValue: { email: "vera@example.org" },
        error: { "": [catalogs.de.admin.login.invalid] },
      });
      expect(JSON.stringify(wrong.data)).not.toContain("wrong-");
    }
    const limited = await run(() =>
      login.action(
        routeArgs(
          form(loginUrl, { email: "vera@example.org", password: "vera-password-1" }),
          context(null, "es"),
        ) as never,
      ),
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(limited.data).toMatchObject({
      error: { "": [catalogs.es.admin.login.limited.replace("{minutes}", "15")] },
    });
    expect(await db.select().from(staffSessions)).toHaveLength(0);
    // Neither the address nor any password reaches the log.
    expect(log.lines.join("\n")).not.toMatch(/vera@|password-1|wrong-/);
    // An empty field is a wrong credential too (401), with a message naming what is missing.
    const empty = await run(() =>
      login.action(
        routeArgs(form(loginUrl, { email: "vera@example.org", password: "" }), context(null, "de")) as never,
      ),
    );
    expect(empty.status).toBe(401);
    expect(empty.data).toMatchObject({
      initialValue: { email: "vera@example.org" },
      error: { password: [catalogs.de.admin.login.missing] },
    });
  });

  it("sends a signed-in volunteer on from the sign-in page", async () => {
    const { context, vera } = await setup();
    const answer = await run(() =>
      login.loader(routeArgs(new Request(`${loginUrl}?next=%2Fadmin%2Fdogs`), context(vera)) as never),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/admin/dogs");
  });

  it("sign-out ends the session and clears the cookie", async () => {
    const { db, context } = await setup();
    const signedIn = await run(() =>
      login.action(
        routeArgs(
          form(loginUrl, { email: "vera@example.org", password: "vera-password-1" }),
          context(null),
        ) as never,
      ),
    );
    const token = /^admin_session=([^;]+)/.exec(signedIn.headers.get("set-cookie")!)![1]!;
    const answer = await run(() =>
      logout.action(
        routeArgs(
          form(`${origins.de}/admin/logout`, {}, { cookie: `admin_session=${token}` }),
          context(null),
        ) as never,
      ),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/admin/login");
    expect(answer.headers.get("set-cookie")).toMatch(/^admin_session=; Path=\/; Max-Age=0;/);
    expect(await sessionStaff(db, token)).toBeNull();
  });
});

describe("staff page", () => {
  const staffUrl = `${origins.de}/admin/staff`;
  const act = (context: Partial<ContextValues>, entries: Record<string, string>) =>
    run(() => staffPage.action(adminRouteArgs(form(staffUrl, entries), context) as never));

  it("is for admins only", async () => {
    const { context, vera } = await setup();
    expect(
      (await run(() => staffPage.loader(adminRouteArgs(new Request(staffUrl), context(vera)) as never)))
        .status,
    ).toBe(403);
    expect(
      (await act(context(vera), { intent: "add", email: "x@example.org", name: "X", role: "admin" })).status,
    ).toBe(403);
    expect(
      (await run(() => staffPage.loader(adminRouteArgs(new Request(staffUrl), context(null)) as never)))
        .status,
    ).toBe(302);
  });

  it("adds an account and shows its generated password once; refuses a duplicate with the values kept", async () => {
    const { db, context, ada } = await setup();
    const added = await act(context(ada), {
      intent: "add",
      email: "Neu@Example.org",
      name: "Neu",
      role: "volunteer",
    });
    expect(added.status).toBe(200);
    const result = added.data as { kind: string; password: string; email: string };
    expect(result).toMatchObject({ kind: "password", mode: "added", email: "neu@example.org" });
    expect(result.password.length).toBeGreaterThanOrEqual(16);
    const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, "neu@example.org"));
    expect(row?.role).toBe("volunteer");
    const list = await run(() =>
      staffPage.loader(adminRouteArgs(new Request(staffUrl), context(ada)) as never),
    );
    expect(JSON.stringify(list.data)).not.toContain(result.password);

    const duplicate = await act(context(ada), {
      intent: "add",
      email: "neu@example.org",
      name: "Neu 2",
      role: "admin",
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.data).toMatchObject({
      kind: "error",
      reply: {
        error: { email: [catalogs.de.admin.staff.problems.exists] },
        initialValue: { name: "Neu 2", email: "neu@example.org", role: "admin" },
      },
    });
  });

  it("resets a password (sessions end), disables and enables, removes; never the admin's own account", async () => {
    const { db, context, ada, vera } = await setup();
    const signedIn = await run(() =>
      login.action(
        routeArgs(
          form(loginUrl, { email: "vera@example.org", password: "vera-password-1" }),
          context(null),
        ) as never,
      ),
    );
    const token = /^admin_session=([^;]+)/.exec(signedIn.headers.get("set-cookie")!)![1]!;
    const reset = await act(context(ada), { intent: "reset", id: vera.id });
    expect(reset.data).toMatchObject({ kind: "password", mode: "reset", email: "vera@example.org" });
    expect(await sessionStaff(db, token)).toBeNull();

    const disabled = await act(context(ada), { intent: "disable", id: vera.id });
    expect(disabled.status).toBe(303);
    expect(disabled.headers.get("location")).toBe(`/admin/staff?done=disabled&account=${vera.id}`);
    expect((await db.select().from(staffAccounts).where(eq(staffAccounts.id, vera.id)))[0]?.disabled).toBe(
      true,
    );
    expect((await act(context(ada), { intent: "enable", id: vera.id })).status).toBe(303);

    for (const intent of ["disable", "remove", "reset"]) {
      const self = await act(context(ada), { intent, id: ada.id });
      expect(self.status, intent).toBe(403);
      expect(self.data).toMatchObject({ reply: { error: { "": [catalogs.de.admin.staff.problems.self] } } });
    }
    const confirm = await run(() =>
      staffPage.loader(adminRouteArgs(new Request(`${staffUrl}?remove=${vera.id}`), context(ada)) as never),
    );
    expect(confirm.data).toMatchObject({ confirmRemove: { id: vera.id, name: "Vera" } });
    const removed = await act(context(ada), { intent: "remove", id: vera.id });
    expect(removed.status).toBe(303);
    expect(await db.select().from(staffAccounts)).toHaveLength(1);
    expect((await act(context(ada), { intent: "remove", id: vera.id })).status).toBe(404);
  });

  it("says who may publish posts and guides: everyone by default, admins when an admin says so", async () => {
    const { context, ada, vera } = await setup();
    const page = () =>
      run(() => staffPage.loader(adminRouteArgs(new Request(staffUrl), context(ada)) as never));
    expect((await page()).data).toMatchObject({ publishers: "everyone" });
    expect((await act(context(vera), { intent: "publishers", publishers: "admins" })).status).toBe(403);
    const changed = await act(context(ada), { intent: "publishers", publishers: "admins" });
    expect(changed.status).toBe(303);
    expect(changed.headers.get("location")).toBe("/admin/staff?done=publishers");
    expect((await page()).data).toMatchObject({ publishers: "admins" });
    expect((await act(context(ada), { intent: "publishers", publishers: "nobody" })).status).toBe(400);
  });
});
