import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import { demoSiteConfig } from "~/content/site-config";
import { areaMatch } from "~/domain/back-office/home-check-schemas";
import { parseConfig } from "../config";
import type { Db } from "../db/client";
import {
  homeCheckLinks,
  mailOutbox,
  people,
  requestEvents,
  staffAccounts,
  submissions,
  tasks,
} from "../db/schema";
import { submitRequest } from "../submissions/submit-request";
import { databaseKinds, disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { exampleRequests, exampleToday } from "../../tests/support/submissions/requests";
import { createHomeCheckServices } from "./service";

afterAll(disposeTemplates);

const mailTo = { de: "anfragen@verein.example", es: "solicitudes@verein.example" };
const config = parseConfig({ DATA_DIR: "/tmp/home-check-test" });
const origins = { de: "https://hunde.example", es: "https://perros.example" };
const actor = { id: null as unknown as string, name: "Vera Volunteer" };

async function setup(kind: "pglite" | "postgres") {
  const { database, dispose } = await freshDatabase(kind);
  onTestFinished(dispose);
  const db = database.db;
  let clock = new Date("2026-05-15T10:00:00Z");
  let woken = 0;
  const homeChecks = createHomeCheckServices(
    {
      db,
      config,
      site: demoSiteConfig,
      origins,
      wakeMailer: () => woken++,
    },
    { now: () => clock },
  );
  return {
    db,
    homeChecks,
    woken: () => woken,
    move: (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    },
  };
}

async function fosterRequest(db: Db, extra: Record<string, unknown> = {}, locale: "de" | "es" = "de") {
  const result = await submitRequest({
    db,
    formType: "foster_home",
    locale,
    data: { ...exampleRequests.foster_home, ...extra },
    mailTo,
    today: exampleToday,
    site: demoSiteConfig,
  });
  if (!result.ok) throw new Error(JSON.stringify(result));
  await db.update(submissions).set({ status: "precheck" }).where(eq(submissions.id, result.id));
  return result.id;
}

async function checker(db: Db, name: string, areas: string, email = `${name.toLowerCase()}@check.example`) {
  const [row] = await db
    .insert(people)
    .values({ name, email, homeChecker: true, homeCheckerAreas: areas })
    .returning({ id: people.id });
  return row!.id;
}

const tokenOf = (link: string) => link.slice(link.lastIndexOf("/") + 1);
const report = { visitedOn: "2026-05-14", outcome: "suitable" as const, notes: "Garten eingezäunt." };

test("areas match by exact postcode, prefix and region word", () => {
  expect(areaMatch("79098", "79098", "")).toBe(3);
  expect(areaMatch("79*", "79 098", "")).toBe(2);
  expect(areaMatch("790", "79098", "")).toBe(2);
  expect(areaMatch("24*, Kiel", "79098", "Hauptstraße 1 Freiburg")).toBe(0);
  expect(areaMatch("Freiburg; 24*", "79098", "Hauptstraße 1, Freiburg")).toBe(1);
  expect(areaMatch("", "79098", "")).toBe(0);
});

describe.each(await databaseKinds())("home checks on $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  test("suggests checkers by the applicant's postcode, best first, then all others", async () => {
    const { db, homeChecks } = await setup(kind);
    const id = await fosterRequest(db, { address: "Hauptstraße 1, Freiburg" });
    const kiel = await checker(db, "Karl", "24*, Kiel");
    const region = await checker(db, "Rita", "Freiburg");
    const prefix = await checker(db, "Paula", "79*");
    const exact = await checker(db, "Erik", "79098, 79100");
    const suggestions = await homeChecks.suggestCheckers(id);
    expect(suggestions.map((s) => [s.id, s.match])).toEqual([
      [exact, 3],
      [prefix, 2],
      [region, 1],
      [kiel, 0],
    ]);
  });

  test("the checker's mail holds only what the visit needs; the link opens once, then answers as used", async () => {
    const { db, homeChecks, woken } = await setup(kind);
    const id = await fosterRequest(db, { existingPets: "Eine geheime Katze" });
    const checkerId = await checker(db, "Erik", "79098");
    const sent = await homeChecks.request({ requestId: id, checkerId, actor });
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    expect(sent.link).toMatch(/^https:\/\/hunde\.example\/vorkontrolle\/[A-Za-z0-9_-]{43}$/);
    expect(woken()).toBe(1);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "home_check"));
    expect(mail).toMatchObject({
      recipient: "erik@check.example",
      submissionId: id,
      replyTo: config.mailTo.de,
    });
    const body = mail!.textBody;
    for (const needed of [
      "Anna Schmidt",
      "0761 123456",
      "Hauptstraße 1",
      "79098",
      "Wohnung mit Balkon",
      sent.link,
    ]) {
      expect(body).toContain(needed);
    }
    for (const secret of [
      "anna@example.org",
      "Eine geheime Katze",
      "Seit zehn Jahren",
      "einem Hund helfen",
    ]) {
      expect(body).not.toContain(secret);
      expect(mail!.htmlBody).not.toContain(secret);
    }
    // Only the token's hash is stored.
    const [link] = await db.select().from(homeCheckLinks);
    expect(link!.tokenHash).not.toBe(tokenOf(sent.link));
    expect(link!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const events = await db.select().from(requestEvents).where(eq(requestEvents.kind, "home_check"));
    expect(events[0]?.detail).toMatchObject({ checkerName: "Erik" });

    const token = tokenOf(sent.link);
    expect(await homeChecks.openLink(token)).toMatchObject({ state: "open", applicantName: "Anna Schmidt" });
    expect(await homeChecks.report(token, report)).toEqual({ ok: true });
    expect(await homeChecks.openLink(token)).toEqual({ state: "gone" });
    expect(await homeChecks.report(token, report)).toEqual({ ok: false, reason: "gone" });
    expect(await homeChecks.openLink("x".repeat(43))).toEqual({ state: "unknown" });
  });

  test("the report sets the person's home-checked fields and lands on the request", async () => {
    const { db, homeChecks } = await setup(kind);
    const id = await fosterRequest(db);
    const checkerId = await checker(db, "Erik", "79098");
    const sent = await homeChecks.request({ requestId: id, checkerId, actor });
    if (!sent.ok) throw new Error("not sent");
    const refused = await homeChecks.report(tokenOf(sent.link), { ...report, visitedOn: "2026-05-16" });
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
    expect(await homeChecks.report(tokenOf(sent.link), report)).toEqual({ ok: true });
    const [request] = await db.select().from(submissions).where(eq(submissions.id, id));
    const [person] = await db.select().from(people).where(eq(people.id, request!.personId!));
    expect(person).toMatchObject({ homeCheckedOn: "2026-05-14", homeCheckedBy: "Erik" });
    const panel = await homeChecks.panel(id);
    expect(panel?.reports).toMatchObject([
      { checkerName: "Erik", visitedOn: "2026-05-14", outcome: "suitable", notes: "Garten eingezäunt." },
    ]);
    expect(panel?.links[0]?.usedAt).not.toBeNull();
    expect(await homeChecks.latestForPerson(person!.id)).toMatchObject({ outcome: "suitable" });
  });

  test("a link expires after 14 days", async () => {
    const { db, homeChecks, move } = await setup(kind);
    const id = await fosterRequest(db);
    const checkerId = await checker(db, "Erik", "79098");
    const sent = await homeChecks.request({ requestId: id, checkerId, actor });
    if (!sent.ok) throw new Error("not sent");
    move(13 * 24 * 3600 * 1000);
    expect((await homeChecks.openLink(tokenOf(sent.link))).state).toBe("open");
    move(24 * 3600 * 1000 + 1000);
    expect(await homeChecks.openLink(tokenOf(sent.link))).toEqual({ state: "gone" });
    expect(await homeChecks.report(tokenOf(sent.link), { ...report, visitedOn: "2026-05-20" })).toEqual({
      ok: false,
      reason: "gone",
    });
  });

  test("of two concurrent reports one lands, the other is refused", async () => {
    const { db, homeChecks } = await setup(kind);
    const id = await fosterRequest(db);
    const checkerId = await checker(db, "Erik", "79098");
    const sent = await homeChecks.request({ requestId: id, checkerId, actor });
    if (!sent.ok) throw new Error("not sent");
    const token = tokenOf(sent.link);
    const results = await Promise.all([
      homeChecks.report(token, report),
      homeChecks.report(token, { ...report, outcome: "unsure" }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: "gone" }]);
    expect((await homeChecks.panel(id))?.reports).toHaveLength(1);
  });

  test("only at the pre-check and only to a home checker with an address", async () => {
    const { db, homeChecks } = await setup(kind);
    const id = await fosterRequest(db);
    const [plain] = await db
      .insert(people)
      .values({ name: "Nobody", email: "nobody@example.org" })
      .returning({ id: people.id });
    expect(await homeChecks.request({ requestId: id, checkerId: plain!.id, actor })).toEqual({
      ok: false,
      reason: "checker",
    });
    await db.update(submissions).set({ status: "approved" }).where(eq(submissions.id, id));
    const checkerId = await checker(db, "Erik", "79098");
    expect(await homeChecks.request({ requestId: id, checkerId, actor })).toEqual({
      ok: false,
      reason: "not_precheck",
    });
  });

  test("the mail is written in the request's language with the Spanish site's link", async () => {
    const { db, homeChecks } = await setup(kind);
    const id = await fosterRequest(db, {}, "es");
    const checkerId = await checker(db, "Elena", "79*");
    const sent = await homeChecks.request({ requestId: id, checkerId, actor });
    if (!sent.ok) throw new Error("not sent");
    expect(sent.link).toMatch(/^https:\/\/perros\.example\/visita-previa\//);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "home_check"));
    expect(mail!.textBody).toContain("Hola Elena");
    expect(mail!.replyTo).toBe(config.mailTo.es);
  });

  test("the report is a task due today for the request's volunteer, else for who asked, in the request's language", async () => {
    const { db, homeChecks } = await setup(kind);
    const [vera, jonas] = await db
      .insert(staffAccounts)
      .values([
        { email: "vera@verein.example", name: "Vera Volunteer", passwordHash: "x" },
        { email: "jonas@verein.example", name: "Jonas Muster", passwordHash: "x" },
      ])
      .returning({ id: staffAccounts.id });
    const taken = await fosterRequest(db);
    await db.update(submissions).set({ assigneeId: jonas!.id }).where(eq(submissions.id, taken));
    const nobodys = await fosterRequest(db, {}, "es");
    const checkerId = await checker(db, "Erik", "79098");
    for (const [id, outcome] of [
      [taken, "suitable"],
      [nobodys, "unsure"],
    ] as const) {
      const sent = await homeChecks.request({ requestId: id, checkerId, actor });
      if (!sent.ok) throw new Error("not sent");
      expect(await homeChecks.report(tokenOf(sent.link), { ...report, outcome })).toEqual({ ok: true });
    }
    const made = await db
      .select({
        submissionId: tasks.submissionId,
        assigneeId: tasks.assigneeId,
        title: tasks.title,
        dueOn: tasks.dueOn,
        origin: tasks.origin,
      })
      .from(tasks);
    expect(made).toEqual(
      expect.arrayContaining([
        {
          submissionId: taken,
          assigneeId: jonas!.id,
          title: "Bericht der Vorkontrolle lesen: Anna Schmidt (passt)",
          dueOn: "2026-05-15",
          origin: "home_check",
        },
        {
          submissionId: nobodys,
          assigneeId: vera!.id,
          title: "Leer el informe de la visita previa: Anna Schmidt (no está claro)",
          dueOn: "2026-05-15",
          origin: "home_check",
        },
      ]),
    );
    expect(made).toHaveLength(2);
  });
});
