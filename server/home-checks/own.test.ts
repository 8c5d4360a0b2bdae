// A checker with their own back-office account (issue 28 item 6, "or their own account if they have
// one"): the volunteer whose address is the checker's finds the home check and files the report
// without the link; it is the link's one report either way; nobody else can. PGlite and PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import { demoSiteConfig } from "~/content/site-config";
import { parseConfig } from "../config";
import type { Db } from "../db/client";
import { homeCheckReports, people, staffAccounts, submissions } from "../db/schema";
import { isHomeCheckReportPost } from "../http/admin-body";
import { submitRequest } from "../submissions/submit-request";
import { databaseKinds, disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { exampleRequests, exampleToday } from "../../tests/support/submissions/requests";
import { noPhotos } from "./report";
import { createHomeCheckServices } from "./service";

afterAll(disposeTemplates);

const origins = { de: "https://hunde.example", es: "https://perros.example" };
const config = parseConfig({ DATA_DIR: "/tmp/home-check-own-test" });
const report = { visitedOn: "2026-05-14", outcome: "suitable" as const, notes: "Alles gut." };
const day = 24 * 3600 * 1000;

async function setup(kind: "pglite" | "postgres") {
  const { database, dispose } = await freshDatabase(kind);
  onTestFinished(dispose);
  const db = database.db;
  let clock = new Date("2026-05-15T10:00:00Z");
  const homeChecks = createHomeCheckServices(
    { db, config, site: demoSiteConfig, origins, wakeMailer: () => {} },
    { now: () => clock },
  );
  const staff = async (email: string, name: string, disabled = false) => {
    const [row] = await db
      .insert(staffAccounts)
      .values({ email, name, passwordHash: "x", disabled })
      .returning({ id: staffAccounts.id });
    return { id: row!.id, email, name, role: "volunteer" as const };
  };
  return {
    db,
    homeChecks,
    staff,
    move: (ms: number) => (clock = new Date(clock.getTime() + ms)),
  };
}

async function precheckRequest(db: Db, name: string, email: string) {
  const result = await submitRequest({
    db,
    formType: "foster_home",
    locale: "de",
    data: { ...exampleRequests.foster_home, name, email },
    mailTo: { de: "a@verein.example", es: "b@verein.example" },
    today: exampleToday,
    site: demoSiteConfig,
  });
  if (!result.ok) throw new Error(JSON.stringify(result));
  await db.update(submissions).set({ status: "precheck" }).where(eq(submissions.id, result.id));
  return result.id;
}

async function asked(
  setupResult: Awaited<ReturnType<typeof setup>>,
  requestId: string,
  checkerEmail: string,
) {
  const { db, homeChecks } = setupResult;
  const [existing] = await db.select({ id: people.id }).from(people).where(eq(people.email, checkerEmail));
  const checkerId =
    existing?.id ??
    (
      await db
        .insert(people)
        .values({ name: "Erik Prüfer", email: checkerEmail, homeChecker: true, homeCheckerAreas: "79*" })
        .returning({ id: people.id })
    )[0]!.id;
  await db.update(people).set({ homeChecker: true }).where(eq(people.id, checkerId));
  const sent = await homeChecks.request({ requestId, checkerId, actor: null });
  if (!sent.ok) throw new Error("no link");
  return sent.link.slice(sent.link.lastIndexOf("/") + 1);
}

test("only the report post of a request's home check passes the admin guard's 1 MB limit", () => {
  const id = "0b6d7d43-8a8b-4c5e-9a53-3f7c1f0e2b11";
  expect(isHomeCheckReportPost({ method: "POST", path: `/admin/home-checks/${id}` })).toBe(true);
  expect(isHomeCheckReportPost({ method: "POST", path: `/admin/home-checks/${id}.data` })).toBe(true);
  expect(isHomeCheckReportPost({ method: "GET", path: `/admin/home-checks/${id}` })).toBe(false);
  expect(isHomeCheckReportPost({ method: "POST", path: `/admin/home-checks/${id}/x` })).toBe(false);
  expect(isHomeCheckReportPost({ method: "POST", path: "/admin/requests" })).toBe(false);
});

describe.each(await databaseKinds())("a checker's own account on $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  test("the checker, signed in, finds the home check and files it; the mailed link is then used", async () => {
    const context = await setup(kind);
    const { db, homeChecks } = context;
    // The account's address in other letters than the person's: the same address.
    const erik = await context.staff("Erik@Check.Example", "Erik");
    const anna = await context.staff("anna@verein.example", "Anna");
    const requestId = await precheckRequest(db, "Lena Antrag", "lena@example.org");
    const token = await asked(context, requestId, "erik@check.example");

    expect(await homeChecks.own.list(erik)).toEqual([
      { requestId, applicantName: "Lena Antrag", dogName: null, expiresAt: new Date("2026-05-29T10:00:00Z") },
    ]);
    expect(await homeChecks.own.list(anna)).toEqual([]);
    expect(await homeChecks.own.find(requestId, anna)).toBeNull();
    // Another volunteer cannot file it.
    expect(await homeChecks.own.report(requestId, anna, report, noPhotos)).toEqual({
      ok: false,
      reason: "gone",
    });
    expect(await db.select().from(homeCheckReports)).toEqual([]);

    const invalid = await homeChecks.own.report(
      requestId,
      erik,
      { ...report, outcome: "maybe" as never },
      noPhotos,
    );
    expect(invalid).toMatchObject({ ok: false, reason: "invalid", errors: { outcome: expect.any(String) } });
    expect(await homeChecks.own.report(requestId, erik, report, noPhotos)).toEqual({ ok: true });
    const panel = await homeChecks.panel(requestId);
    expect(panel?.reports).toMatchObject([
      { checkerName: "Erik Prüfer", outcome: "suitable", notes: "Alles gut." },
    ]);
    expect(panel?.links[0]?.usedAt).not.toBeNull();
    // Once, either way: the link is used, and nothing is left to file.
    expect(await homeChecks.openLink(token)).toEqual({ state: "gone" });
    expect(await homeChecks.report(token, report)).toEqual({ ok: false, reason: "gone" });
    expect(await homeChecks.own.list(erik)).toEqual([]);
    expect(await homeChecks.own.report(requestId, erik, report, noPhotos)).toEqual({
      ok: false,
      reason: "gone",
    });
    expect(await db.select().from(homeCheckReports)).toHaveLength(1);
  });

  test("a report by the link closes it for the account too", async () => {
    const context = await setup(kind);
    const erik = await context.staff("erik@check.example", "Erik");
    const requestId = await precheckRequest(context.db, "Lena Antrag", "lena@example.org");
    const token = await asked(context, requestId, "erik@check.example");
    expect(await context.homeChecks.report(token, report)).toEqual({ ok: true });
    expect(await context.homeChecks.own.list(erik)).toEqual([]);
    expect(await context.homeChecks.own.find(requestId, erik)).toBeNull();
    expect(await context.homeChecks.own.report(requestId, erik, report, noPhotos)).toEqual({
      ok: false,
      reason: "gone",
    });
  });

  test("nothing for a disabled account, an expired link, or a checker without an account", async () => {
    const context = await setup(kind);
    const { db, homeChecks } = context;
    const gone = await context.staff("erik@check.example", "Erik", true);
    const first = await precheckRequest(db, "Lena Antrag", "lena@example.org");
    await asked(context, first, "erik@check.example");
    expect(await homeChecks.own.list(gone)).toEqual([]);
    await db.update(staffAccounts).set({ disabled: false }).where(eq(staffAccounts.id, gone.id));
    expect(await homeChecks.own.list(gone)).toHaveLength(1);

    // Two requests, the sooner due first; one link sent twice is one entry.
    const second = await precheckRequest(db, "Max Antrag", "max@example.org");
    context.move(day);
    await asked(context, second, "erik@check.example");
    await asked(context, second, "erik@check.example");
    expect((await homeChecks.own.list(gone)).map((item) => item.requestId)).toEqual([first, second]);
    context.move(13 * day + 1000);
    expect((await homeChecks.own.list(gone)).map((item) => item.requestId)).toEqual([second]);
    expect(await homeChecks.own.find(first, gone)).toBeNull();

    // A checker whose address no account has: nobody sees it.
    const third = await precheckRequest(db, "Ida Antrag", "ida@example.org");
    await asked(context, third, "ohne.konto@example.org");
    expect((await homeChecks.own.list(gone)).map((item) => item.requestId)).toEqual([second]);
  });
});
