// Issue 25's account screens: the own password ("Mein Konto"), an admin's change of name and role,
// and the first admin's setup page with its one-time link.
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import type { Locale } from "~/i18n/locale";
import { createAccount, listAccounts } from "../../../server/back-office/accounts";
import { createTasksServices } from "../../../server/tasks/service";
import { createAccountsServices } from "../../../server/back-office/accounts-service";
import type { BackOfficeDeps } from "../../../server/back-office/deps";
import { createSetupServices } from "../../../server/back-office/first-admin";
import { createSession, sessionStaff } from "../../../server/back-office/sessions";
import { signIn } from "../../../server/back-office/sign-in";
import type { StaffMember } from "../../../server/back-office/staff-member";
import { disposeTemplates, freshDatabase } from "../../../tests/support/db/database";
import { recordingLogger } from "../../../tests/support/submissions/helpers";
import { adminRouteArgs, routeArgs, siteRequest } from "../../../tests/support/routes/route-args";
import type { ContextValues } from "~/context";
import * as account from "./account";
import * as login from "./login";
import * as setupPage from "./setup";
import * as staffPage from "./staff";

afterAll(disposeTemplates);

const origins = { de: "https://tierhilfe.example", es: "https://es.tierhilfe.example" };

async function open(withAccounts = true) {
  const { database, dispose } = await freshDatabase("pglite");
  onTestFinished(dispose);
  const db = database.db;
  const log = recordingLogger();
  const deps = { db, origins, logger: log.logger } as unknown as BackOfficeDeps;
  const setup = createSetupServices(deps);
  const accounts = createAccountsServices(deps, setup);
  const member = (a: StaffMember): StaffMember => ({ id: a.id, email: a.email, name: a.name, role: a.role });
  let ada: StaffMember | undefined;
  let vera: StaffMember | undefined;
  if (withAccounts) {
    ada = member(
      await createAccount(db, {
        email: "ada@example.org",
        name: "Ada",
        role: "admin",
        password: "ada-password-1",
      }),
    );
    vera = member(
      await createAccount(db, {
        email: "vera@example.org",
        name: "Vera",
        role: "volunteer",
        password: "vera-password-1",
      }),
    );
  }
  const context = (staff: StaffMember | null, locale: Locale = "de"): Partial<ContextValues> => ({
    site: siteRequest(locale, { origins }),
    session: staff,
    backOffice: {
      accounts,
      setup,
      tasks: createTasksServices({ ...deps, config: { reminderHour: 7 } } as never),
    } as never,
  });
  return { db, log, ada: ada!, vera: vera!, context, setup };
}

const post = (url: string, entries: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(url, { method: "POST", body: new URLSearchParams(entries), headers });

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

const accountUrl = `${origins.de}/admin/account`;

describe("Mein Konto: the own password", () => {
  it("changes it after the current one: this session stays, the others end; refuses what is wrong", async () => {
    const { db, vera, context } = await open();
    const here = await createSession(db, vera.id);
    const phone = await createSession(db, vera.id);
    const cookie = { cookie: `admin_session=${here}` };
    const change = (entries: Record<string, string>) =>
      run(() => account.action(adminRouteArgs(post(accountUrl, entries, cookie), context(vera)) as never));
    const good = { current: "vera-password-1", next: "a new long password", repeat: "a new long password" };
    const { problems } = catalogs.de.admin.account;
    const wrong = await change({ ...good, current: "wrong-password" });
    expect(wrong).toMatchObject({ status: 400, data: { error: { current: [problems.wrong] } } });
    // No password comes back to its field.
    expect(JSON.stringify(wrong.data)).not.toMatch(/wrong-password|a new long password/);
    expect(await change({ ...good, repeat: "another one here" })).toMatchObject({
      status: 400,
      data: { error: { repeat: [problems.mismatch] } },
    });
    expect(await change({ ...good, next: " ".repeat(14), repeat: " ".repeat(14) })).toMatchObject({
      data: { error: { next: [problems.blank] } },
    });
    expect(await change({ ...good, next: "short", repeat: "short" })).toMatchObject({
      data: { error: { next: [problems.too_short] } },
    });
    expect(await sessionStaff(db, phone)).not.toBeNull();
    expect(await change(good)).toMatchObject({ status: 200, data: { status: "success" } });
    expect(await sessionStaff(db, here)).toMatchObject({ id: vera.id });
    expect(await sessionStaff(db, phone)).toBeNull();
    expect(
      (await signIn(db, { email: vera.email, password: "a new long password", ip: "192.0.2.1" })).kind,
    ).toBe("signed_in");
  });

  it("limits guessing the current password like the sign-in: 429 with Retry-After, also at once", async () => {
    const { db, vera, context } = await open();
    const here = await createSession(db, vera.id);
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        run(() =>
          account.action(
            adminRouteArgs(
              post(
                accountUrl,
                {
                  current: `guess-${i}-password`,
                  next: "a new long password",
                  repeat: "a new long password",
                },
                { cookie: `admin_session=${here}` },
              ),
              context(vera),
            ) as never,
          ),
        ),
      ),
    );
    expect(attempts.filter((answer) => answer.status !== 429).length).toBeLessThanOrEqual(5);
    const limited = attempts.find((answer) => answer.status === 429)!;
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const [before] = catalogs.de.admin.account.problems.limited.split("{minutes}");
    expect(limited.data).toMatchObject({ error: { current: [expect.stringContaining(before!)] } });
    // The right current password is refused too while limited.
    const right = await run(() =>
      account.action(
        adminRouteArgs(
          post(
            accountUrl,
            { current: "vera-password-1", next: "a new long password", repeat: "a new long password" },
            { cookie: `admin_session=${here}` },
          ),
          context(vera),
        ) as never,
      ),
    );
    expect(right.status).toBe(429);
  });

  it("shows the page in both languages to every volunteer", async () => {
    const { vera, context } = await open();
    for (const locale of ["de", "es"] as const) {
      const data = (await account.loader(
        adminRouteArgs(new Request(accountUrl), context(vera, locale)) as never,
      )) as {
        text: { title: string };
      };
      expect(data.text.title).toBe(catalogs[locale].admin.account.title);
    }
    expect(catalogs.de.admin.account.title).toBe("Mein Konto");
    expect(catalogs.es.admin.account.title).toBe("Mi cuenta");
    // Without a session: to the sign-in.
    const anonymous = await run(() =>
      account.loader(adminRouteArgs(new Request(accountUrl), context(null)) as never),
    );
    expect(anonymous.status).toBe(302);
  });
});

describe("an admin changes a person's name and role", () => {
  const staffUrl = `${origins.de}/admin/staff`;
  it("renames and promotes; the last admin keeps the role; a volunteer may not", async () => {
    const { db, ada, vera, context } = await open();
    const update = (actor: StaffMember, entries: Record<string, string>) =>
      run(() =>
        staffPage.action(
          adminRouteArgs(post(staffUrl, { intent: "update", ...entries }), context(actor)) as never,
        ),
      );
    expect((await update(vera, { id: vera.id, name: "Vera", role: "admin" })).status).toBe(403);
    const lastAdmin = await update(ada, { id: ada.id, name: "Ada", role: "volunteer" });
    const { problems } = catalogs.de.admin.staff;
    expect(lastAdmin).toMatchObject({
      status: 409,
      data: { reply: { error: { "": [problems.last_admin] } } },
    });
    expect(catalogs.es.admin.staff.problems.last_admin).toBeTruthy();
    const promoted = await update(ada, { id: vera.id, name: "Vera Volunteer", role: "admin" });
    expect(promoted.status).toBe(303);
    expect(promoted.headers.get("location")).toBe(`/admin/staff?done=updated&account=${vera.id}`);
    // Now Ada may give up her own admin role, and lands in the inbox (the staff page is no longer hers).
    const demoted = await update(ada, { id: ada.id, name: "Ada Admin", role: "volunteer" });
    expect(demoted.status).toBe(303);
    expect(demoted.headers.get("location")).toBe("/admin");
    const accounts = await listAccounts(db);
    expect(accounts.map((a) => [a.name, a.role])).toEqual([
      ["Vera Volunteer", "admin"],
      ["Ada Admin", "volunteer"],
    ]);
    const bad = await update({ ...vera, role: "admin" }, { id: vera.id, name: "", role: "admin" });
    expect(bad).toMatchObject({ status: 400, data: { reply: { error: { name: [problems.invalid_name] } } } });
  });
});

describe("the first admin's setup page", () => {
  const setupUrl = (token: string) => `${origins.de}/admin/setup?token=${token}`;
  const tokenOf = (log: ReturnType<typeof recordingLogger>) => {
    const line = log.entries().find((entry) => typeof entry.setupUrl === "string");
    return new URL(String(line!.setupUrl)).searchParams.get("token")!;
  };

  it("prints a one-time link while no account exists; the page makes one admin, then answers 404", async () => {
    const { db, log, context, setup } = await open(false);
    await setup.announce();
    const token = tokenOf(log);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const announced = log.entries().filter((entry) => entry.setupUrl);
    expect(announced).toHaveLength(1);
    expect(announced[0]!.level).toBe("warn");
    expect(String(announced[0]!.setupUrl)).toBe(setupUrl(token));
    // The sign-in page says where the link is, without showing it.
    const loginData = (await login.loader(
      routeArgs(new Request(`${origins.de}/admin/login`), context(null)) as never,
    )) as {
      noAccountYet: boolean;
    };
    expect(loginData.noAccountYet).toBe(true);
    expect(JSON.stringify(loginData)).not.toContain(token);
    // No page without the token, nor with another one.
    for (const wrong of ["", "x", token.slice(1), `${token}x`]) {
      expect(
        (await run(() => setupPage.loader(routeArgs(new Request(setupUrl(wrong)), context(null)) as never)))
          .status,
      ).toBe(404);
    }
    for (const locale of ["de", "es"] as const) {
      const page = (await setupPage.loader(
        routeArgs(new Request(setupUrl(token)), context(null, locale)) as never,
      )) as {
        text: { title: string };
      };
      expect(page.text.title).toBe(catalogs[locale].admin.setup.title);
    }
    const form = { token, email: "Erste@Example.org", name: "Erste Admin", password: "first-password-1" };
    const mismatch = await run(() =>
      setupPage.action(
        routeArgs(post(setupUrl(token), { ...form, repeat: "other-password-1" }), context(null)) as never,
      ),
    );
    const { problems } = catalogs.de.admin.setup;
    expect(mismatch).toMatchObject({ status: 400, data: { error: { repeat: [problems.mismatch] } } });
    // What was typed comes back, the passwords do not.
    expect(mismatch.data).toMatchObject({ initialValue: { email: form.email, name: form.name } });
    expect(JSON.stringify(mismatch.data)).not.toContain("password-1");
    const blank = await run(() =>
      setupPage.action(
        routeArgs(
          post(setupUrl(token), { ...form, password: " ".repeat(12), repeat: " ".repeat(12) }),
          context(null),
        ) as never,
      ),
    );
    expect(blank).toMatchObject({ status: 400, data: { error: { password: [problems.blank] } } });
    // Two posts at once: one account, one admin, signed in; the other finds the link spent.
    const both = await Promise.all(
      ["erste@example.org", "zweite@example.org"].map((email) =>
        run(() =>
          setupPage.action(
            routeArgs(
              post(setupUrl(token), { ...form, email, repeat: form.password }),
              context(null),
            ) as never,
          ),
        ),
      ),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([303, 404]);
    const made = both.find((answer) => answer.status === 303)!;
    expect(made.headers.get("location")).toBe("/admin");
    expect(made.headers.get("set-cookie")).toMatch(/^admin_session=[A-Za-z0-9_-]{43};/);
    const accounts = await listAccounts(db);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ name: "Erste Admin", role: "admin" });
    // Spent: the page is gone, and no new link is printed.
    expect(
      (await run(() => setupPage.loader(routeArgs(new Request(setupUrl(token)), context(null)) as never)))
        .status,
    ).toBe(404);
    await setup.announce();
    expect(log.entries().filter((entry) => entry.setupUrl)).toHaveLength(1);
    const after = (await login.loader(
      routeArgs(new Request(`${origins.de}/admin/login`), context(null)) as never,
    )) as {
      noAccountYet: boolean;
    };
    expect(after.noAccountYet).toBe(false);
    // The token is in that one line only.
    expect(log.lines.filter((line) => line.includes(token))).toHaveLength(1);
  });

  it("never opens while an account exists", async () => {
    const { log, context, setup } = await open(true);
    await setup.announce();
    expect(log.entries().filter((entry) => entry.setupUrl)).toEqual([]);
    expect(
      (
        await run(() =>
          setupPage.loader(routeArgs(new Request(setupUrl("anything")), context(null)) as never),
        )
      ).status,
    ).toBe(404);
  });
});
