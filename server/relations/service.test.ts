import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { demoSiteConfig } from "~/content/site-config";
import type { FormType } from "~/domain/forms/form-types";
import type { Dog } from "~/domain/dogs/types";
import { parseConfig } from "../config";
import type { Db } from "../db/client";
import { mailOutbox, people, relations, requestEvents, staffAccounts, submissions } from "../db/schema";
import type { DogList, DogService } from "../dogs/dog-service";
import { runRetention } from "../back-office/retention";
import { databaseKinds, disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { makeDog } from "../../tests/support/dogs/fixtures";
import { recordingLogger } from "../../tests/support/submissions/helpers";
import { createRelationsServices } from "./service";

afterAll(disposeTemplates);

const mailTo = { de: "anfragen@verein.example", es: "solicitudes@verein.example" };
const origins = { de: "https://hunde.example", es: "https://perros.example" };
const errors = catalogs.de.admin.relations.errors;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

function dogStub(dogs: Dog[]): DogService {
  const current: DogList = { available: true, dogs, cacheTimestamp: new Date().toISOString() };
  return {
    list: () => current,
    reload: () => Promise.resolve(),
    refresh: () => Promise.resolve(true),
    start: () => Promise.resolve(),
    stop: () => {},
    health: () => ({ fetchedAt: null, lastError: null, lastErrorAt: null }),
  };
}

async function loadSheet(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows = (index: number) => {
    const sheet = workbook.worksheets[index]!;
    const out: unknown[][] = [];
    sheet.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
    return out;
  };
  return { workbook, rows };
}

describe.each(await databaseKinds())("relations service on $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  async function setup() {
    const fresh = await freshDatabase(kind);
    onTestFinished(fresh.dispose);
    const db = fresh.database.db;
    let wakes = 0;
    const log = recordingLogger();
    const service = createRelationsServices({
      db,
      config: parseConfig({
        MAIL_FROM: "Tierhilfe <web@verein.example>",
        MAIL_TO_DE: mailTo.de,
        MAIL_TO_ES: mailTo.es,
      }),
      site: demoSiteConfig,
      dogs: dogStub([
        makeDog({ id: "100", name: "Luna", slug: "luna-100" }),
        makeDog({ id: "200", name: "Bruno", slug: "bruno-200" }),
      ]),
      logger: log.logger,
      origins,
      wakeMailer: () => void wakes++,
    });
    const [anna] = await db
      .insert(staffAccounts)
      .values({ email: "anna@verein.example", name: "Anna Beispiel", passwordHash: "x" })
      .returning({ id: staffAccounts.id, name: staffAccounts.name });
    return { db, service, log, anna: anna!, wakes: () => wakes };
  }

  async function seed(
    db: Db,
    formType: FormType,
    status: string,
    values: {
      name?: string;
      email?: string;
      dogName?: string;
      dogId?: string;
      data?: Record<string, unknown>;
      updatedAt?: Date;
      relation?: Partial<typeof relations.$inferInsert>;
    } = {},
  ): Promise<string> {
    const [person] = await db
      .insert(people)
      .values({ email: values.email ?? "", name: values.name ?? "" })
      .returning({ id: people.id });
    const [row] = await db
      .insert(submissions)
      .values({
        formType,
        locale: "de",
        status,
        data: values.data ?? {},
        name: values.name ?? "",
        email: values.email ?? "",
        dogName: values.dogName ?? null,
        dogId: values.dogId ?? null,
        personId: person!.id,
        updatedAt: values.updatedAt ?? new Date(),
      })
      .returning({ id: submissions.id });
    if (values.relation) {
      await db.insert(relations).values({
        submissionId: row!.id,
        kind: formType,
        startedOn: "2024-03-01",
        ...values.relation,
      });
    }
    return row!.id;
  }

  test("lists per kind (lasting by default, ended, all), counts, searches name and dog, filters the year", async () => {
    const { db, service } = await setup();
    const garcia = await seed(db, "membership", "accepted", {
      name: "María García",
      email: "maria@example.org",
      data: {
        firstName: "María",
        lastName: "García",
        paymentInterval: "quarterly",
        membershipType: "active",
      },
      relation: { startedOn: "2024-03-01" },
    });
    const noRow = await seed(db, "membership", "accepted", {
      name: "Jonas Muster",
      data: { paymentInterval: "annual" },
      updatedAt: new Date("2025-06-10T10:00:00Z"),
    });
    const ended = await seed(db, "membership", "ended", {
      name: "Eva Ende",
      relation: { startedOn: "2023-01-01", endedOn: "2025-01-31", endReason: "Umzug" },
    });
    await seed(db, "membership", "new", { name: "Neu Ling" });
    await seed(db, "sponsorship", "confirmed", {
      name: "Pat Pate",
      dogName: "Luna",
      dogId: "100",
      data: { amount: 25 },
    });

    const counts = await service.counts();
    expect(counts.membership).toEqual({ active: 2, ended: 1 });
    expect(counts.sponsorship).toEqual({ active: 1, ended: 0 });
    expect(counts.adoption).toEqual({ active: 0, ended: 0 });

    const active = await service.list({ kind: "membership" });
    expect(active.map((r) => r.submissionId).sort()).toEqual([garcia, noRow].sort());
    const jonas = active.find((r) => r.submissionId === noRow)!;
    // No relations row yet: since the request's last change.
    expect(jonas.startedOn).toBe("2025-06-10");
    expect(jonas.details.paymentInterval).toBe("annual");
    const maria = active.find((r) => r.submissionId === garcia)!;
    expect(maria.details).toMatchObject({ membershipType: "active", paymentInterval: "quarterly" });
    expect(maria.personId).not.toBeNull();

    expect((await service.list({ kind: "membership", state: "ended" })).map((r) => r.submissionId)).toEqual([
      ended,
    ]);
    const endedRow = (await service.list({ kind: "membership", state: "ended" }))[0]!;
    expect(endedRow).toMatchObject({ active: false, endedOn: "2025-01-31", endReason: "Umzug" });
    expect(await service.list({ kind: "membership", state: "all" })).toHaveLength(3);
    expect((await service.list({ kind: "membership", q: "garcia" })).map((r) => r.submissionId)).toEqual([
      garcia,
    ]);
    expect((await service.list({ kind: "membership", year: 2024 })).map((r) => r.submissionId)).toEqual([
      garcia,
    ]);
    expect(await service.years("membership")).toEqual([2025, 2024, 2023]);

    const sponsors = await service.list({ kind: "sponsorship", q: "LUNA" });
    expect(sponsors).toHaveLength(1);
    expect(sponsors[0]!.details.monthlyAmount).toBe(25);
  });

  test("updateDetails: checked per kind, stored on the relation, a dog only from the feed", async () => {
    const { db, service, anna } = await setup();
    const sponsor = await seed(db, "sponsorship", "confirmed", { name: "Pat", data: { amount: 25 } });
    expect(await service.updateDetails(sponsor, { monthlyAmount: "zwölf" }, anna, errors)).toEqual({
      ok: false,
      errors: { monthlyAmount: errors.amount },
    });
    expect(
      await service.updateDetails(sponsor, { monthlyAmount: "12,50", startedOn: "2026-02-30" }, anna, errors),
    ).toEqual({
      ok: false,
      errors: { startedOn: errors.date },
    });
    expect(
      await service.updateDetails(sponsor, { monthlyAmount: "12,50", startedOn: "2025-02-01" }, anna, errors),
    ).toEqual({
      ok: true,
    });
    const [stored] = await db.select().from(relations).where(eq(relations.submissionId, sponsor));
    expect(stored).toMatchObject({
      kind: "sponsorship",
      startedOn: "2025-02-01",
      details: { monthlyAmount: 12.5 },
    });

    const foster = await seed(db, "foster_home", "active", { name: "Fritz" });
    expect(await service.updateDetails(foster, { capacity: "0" }, anna, errors)).toMatchObject({
      ok: false,
      errors: { capacity: errors.capacity },
    });
    expect(await service.updateDetails(foster, { capacity: "2", currentDogId: "999" }, anna, errors)).toEqual(
      {
        ok: false,
        errors: { currentDogId: errors.dog },
      },
    );
    expect(await service.updateDetails(foster, { capacity: "2", currentDogId: "200" }, anna, errors)).toEqual(
      { ok: true },
    );
    expect((await service.ofRequest(foster))!.details).toMatchObject({
      capacity: 2,
      currentDogId: "200",
      currentDogName: "Bruno",
    });

    const member = await seed(db, "membership", "accepted", { data: { paymentInterval: "monthly" } });
    expect(await service.updateDetails(member, { paymentInterval: "weekly" }, anna, errors)).toMatchObject({
      ok: false,
    });
    expect(
      await service.updateDetails(
        member,
        { paymentInterval: "annual", membershipType: "supporting" },
        anna,
        errors,
      ),
    ).toEqual({
      ok: true,
    });
    expect((await service.ofRequest(member))!.details).toMatchObject({
      paymentInterval: "annual",
      membershipType: "supporting",
    });

    const open = await seed(db, "membership", "new");
    expect(await service.updateDetails(open, { paymentInterval: "annual" }, anna, errors)).toEqual({
      ok: false,
      errors: { form: "not_found" },
    });
    expect(await service.ofRequest(open)).toBeNull();
  });

  test("updateDetails: a change is in the history with from and to; one from an older page is refused naming who", async () => {
    const { db, service, anna } = await setup();
    const [tim] = await db
      .insert(staffAccounts)
      .values({ email: "tim@verein.example", name: "Tim Kasse", passwordHash: "x" })
      .returning({ id: staffAccounts.id, name: staffAccounts.name });
    const sponsor = await seed(db, "sponsorship", "confirmed", {
      relation: { startedOn: "2025-01-01", details: { monthlyAmount: 10 } },
    });
    const history = () =>
      db
        .select({ actorName: requestEvents.actorName, detail: requestEvents.detail })
        .from(requestEvents)
        .where(and(eq(requestEvents.submissionId, sponsor), eq(requestEvents.kind, "relation")));
    // Two volunteers open the page: both see the same version.
    const seen = (await service.ofRequest(sponsor))!.version;
    expect(seen).not.toBe("");
    expect(await service.updateDetails(sponsor, { monthlyAmount: "15" }, tim!, errors, seen)).toEqual({
      ok: true,
    });
    expect(await history()).toEqual([
      {
        actorName: "Tim Kasse",
        detail: { changes: [{ field: "monthlyAmount", from: 10, to: 15 }] },
      },
    ]);
    // Anna's save from the older page would overwrite Tim's amount: refused, naming Tim.
    const refused = await service.updateDetails(sponsor, { monthlyAmount: "12" }, anna, errors, seen);
    expect(refused).toMatchObject({
      ok: false,
      errors: { form: "stale" },
      conflict: { actorName: "Tim Kasse" },
    });
    expect((await service.ofRequest(sponsor))!.details.monthlyAmount).toBe(15);
    // From the page as it is now: saved, and the start day's change is named too.
    const now = (await service.ofRequest(sponsor))!.version;
    expect(now).not.toBe(seen);
    expect(
      await service.updateDetails(
        sponsor,
        { monthlyAmount: "12", startedOn: "2025-02-01" },
        anna,
        errors,
        now,
      ),
    ).toEqual({ ok: true });
    // Saving what already is writes no history.
    const last = (await service.ofRequest(sponsor))!.version;
    expect(
      await service.updateDetails(
        sponsor,
        { monthlyAmount: "12", startedOn: "2025-02-01" },
        anna,
        errors,
        last,
      ),
    ).toEqual({ ok: true });
    expect((await history()).map((entry) => entry.detail)).toEqual([
      { changes: [{ field: "monthlyAmount", from: 10, to: 15 }] },
      {
        changes: [
          { field: "startedOn", from: "2025-01-01", to: "2025-02-01" },
          { field: "monthlyAmount", from: 15, to: 12 },
        ],
      },
    ]);
  });

  test("two saves of one relation's details at once from the same page: one lands, the other is refused", async () => {
    const { db, service, anna } = await setup();
    const member = await seed(db, "membership", "accepted", {
      relation: { startedOn: "2025-01-01", details: { paymentInterval: "monthly" } },
    });
    const seen = (await service.ofRequest(member))!.version;
    const results = await Promise.all([
      service.updateDetails(member, { paymentInterval: "annual" }, anna, errors, seen),
      service.updateDetails(member, { paymentInterval: "quarterly" }, anna, errors, seen),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.errors.form === "stale")).toHaveLength(1);
  });

  test("end(): the request moves to its ending status with history; the day and reason stay on the relation", async () => {
    const { db, service, anna } = await setup();
    const sponsor = await seed(db, "sponsorship", "confirmed", {
      name: "Pat",
      relation: { startedOn: "2025-01-01", details: { monthlyAmount: 20 } },
    });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await service.end(sponsor, tomorrow, "Geld knapp", anna)).toEqual({
      ok: false,
      errors: { endedOn: "date" },
    });
    expect(await service.end(sponsor, "2024-12-31", "Geld knapp", anna)).toEqual({
      ok: false,
      errors: { endedOn: "dateBeforeStart" },
    });
    expect(await service.end(sponsor, "2026-01-15", "   ", anna)).toEqual({
      ok: false,
      errors: { reason: "reasonEmpty" },
    });
    // From an older page (revision 5 never shown): refused, nothing changed.
    expect(await service.end(sponsor, "2026-01-15", "Geld knapp", anna, { seen: 5 })).toEqual({
      ok: false,
      errors: { form: "stale" },
    });
    expect(await service.end(sponsor, "2026-01-15", "Geld knapp", anna, { seen: 0 })).toEqual({ ok: true });

    const [row] = await db.select().from(submissions).where(eq(submissions.id, sponsor));
    expect(row!.status).toBe("ended");
    expect(row!.revision).toBe(1);
    const [relation] = await db.select().from(relations).where(eq(relations.submissionId, sponsor));
    expect(relation).toMatchObject({
      endedOn: "2026-01-15",
      endReason: "Geld knapp",
      details: { monthlyAmount: 20 },
    });
    const events = await db
      .select()
      .from(requestEvents)
      .where(and(eq(requestEvents.submissionId, sponsor), eq(requestEvents.kind, "status")));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorName: "Anna Beispiel",
      detail: { from: "confirmed", to: "ended", reason: "Geld knapp", endedOn: "2026-01-15" },
    });
    expect((await service.list({ kind: "sponsorship" })).length).toBe(0);
    expect((await service.list({ kind: "sponsorship", state: "ended" })).length).toBe(1);

    // A relation without a row yet (the adoption placed before the hook): the row is made on ending.
    const placed = await seed(db, "adoption", "placed", { name: "Ada", updatedAt: daysAgo(10) });
    expect(await service.end(placed, daysAgo(1).toISOString().slice(0, 10), "Hund kam zurück", anna)).toEqual(
      { ok: true },
    );
    expect((await db.select().from(submissions).where(eq(submissions.id, placed)))[0]!.status).toBe(
      "returned",
    );
    expect((await db.select().from(relations).where(eq(relations.submissionId, placed)))[0]!.endReason).toBe(
      "Hund kam zurück",
    );
  });

  test("retention never deletes a lasting relation nor its relations row, however old", async () => {
    const { db } = await setup();
    const lasting = [
      await seed(db, "membership", "accepted", {
        updatedAt: daysAgo(3000),
        relation: { startedOn: "2015-01-01" },
      }),
      await seed(db, "sponsorship", "confirmed", {
        updatedAt: daysAgo(3000),
        relation: { startedOn: "2015-01-01" },
      }),
      await seed(db, "foster_home", "active", {
        updatedAt: daysAgo(3000),
        relation: { startedOn: "2015-01-01" },
      }),
      await seed(db, "adoption", "placed", {
        updatedAt: daysAgo(3000),
        relation: { startedOn: "2015-01-01" },
      }),
    ];
    const endedOld = await seed(db, "membership", "ended", {
      updatedAt: daysAgo(400),
      relation: { startedOn: "2015-01-01", endedOn: "2024-01-01", endReason: "x" },
    });
    const result = await runRetention(db, 30);
    expect(result.deleted).toBe(1);
    const left = (await db.select({ id: submissions.id }).from(submissions)).map((r) => r.id).sort();
    expect(left).toEqual([...lasting].sort());
    const rows = (await db.select({ id: relations.submissionId }).from(relations)).map((r) => r.id).sort();
    expect(rows).toEqual([...lasting].sort());
    expect(rows).not.toContain(endedOld);
  });

  test("exports: members with interval and entry date, sponsors per dog with sums, foster homes, placements per month", async () => {
    const { db, service } = await setup();
    await seed(db, "membership", "accepted", {
      name: "=HYPERLINK(x)",
      email: "m@example.org",
      data: {
        firstName: "=HYPERLINK(x)",
        lastName: "Muster",
        entryDate: "2024-05-01",
        paymentInterval: "quarterly",
        membershipType: "supporting",
        iban: "DE02120300000000202051",
      },
      relation: { startedOn: "2024-05-01" },
    });
    expect(await service.workbook("membership", { role: "volunteer" }, "de")).toBeNull();
    expect(await service.workbook("sponsorship", { role: "volunteer" }, "de")).toBeNull();
    const members = await loadSheet((await service.workbook("membership", { role: "admin" }, "de"))!);
    const memberRows = members.rows(0);
    const header = memberRows[0] as string[];
    expect(header).toContain("Zahlungsweise");
    expect(header).toContain("Eintrittsdatum");
    expect(header).toContain("iban");
    const row = memberRows[1]!;
    expect(row[header.indexOf("Vorname")]).toBe("'=HYPERLINK(x)");
    expect(row[header.indexOf("Zahlungsweise")]).toBe("vierteljährlich");
    expect(row[header.indexOf("Art")]).toBe("Fördermitglied");
    expect((row[header.indexOf("Eintrittsdatum")] as Date).toISOString().slice(0, 10)).toBe("2024-05-01");
    expect(row[header.indexOf("iban")]).toBe("DE02120300000000202051");

    await seed(db, "sponsorship", "confirmed", {
      name: "A",
      dogName: "Luna",
      dogId: "100",
      data: { amount: 20 },
    });
    await seed(db, "sponsorship", "confirmed", {
      name: "B",
      dogName: "Luna",
      dogId: "100",
      relation: { details: { monthlyAmount: 12.5 } },
    });
    await seed(db, "sponsorship", "confirmed", {
      name: "C",
      dogName: "Bruno",
      dogId: "200",
      data: { amount: 10 },
    });
    await seed(db, "sponsorship", "ended", {
      name: "D",
      dogName: "Bruno",
      dogId: "200",
      data: { amount: 99 },
    });
    const sponsors = await loadSheet((await service.workbook("sponsorship", { role: "admin" }, "es"))!);
    expect(sponsors.workbook.worksheets.map((s) => s.name)).toEqual(["Apadrinamientos", "Suma por perro"]);
    expect(sponsors.rows(0)).toHaveLength(4);
    expect(sponsors.rows(1)).toEqual([
      ["Perro", "ID del perro", "Padrinos", "Suma al mes (€)"],
      ["Bruno", "200", 1, 10],
      ["Luna", "100", 2, 32.5],
      ["Total", undefined, 3, 42.5],
    ]);

    await seed(db, "foster_home", "active", {
      name: "Fritz",
      data: { zipCode: "10115" },
      relation: { details: { capacity: 2, currentDogId: "200", currentDogName: "Bruno" } },
    });
    const foster = await loadSheet((await service.workbook("foster_home", { role: "volunteer" }, "de"))!);
    const fosterRows = foster.rows(0);
    expect(fosterRows[1]).toEqual(expect.arrayContaining(["Fritz", "10115", 2, "Bruno", "200"]));

    await seed(db, "adoption", "placed", {
      name: "P1",
      dogName: "Luna",
      relation: { startedOn: "2026-01-05", details: { fee: 350 } },
    });
    await seed(db, "adoption", "placed", {
      name: "P2",
      dogName: "Bruno",
      relation: { startedOn: "2026-01-20" },
    });
    await seed(db, "adoption", "returned", {
      name: "P3",
      dogName: "Kira",
      relation: { startedOn: "2026-02-02", endedOn: "2026-03-01", endReason: "Allergie" },
    });
    const forVolunteer = await loadSheet((await service.workbook("adoption", { role: "volunteer" }, "de"))!);
    expect(forVolunteer.rows(0)[0]).not.toContain("Schutzgebühr (€)");
    expect(forVolunteer.rows(0)).toHaveLength(4);
    const adoptions = await loadSheet((await service.workbook("adoption", { role: "admin" }, "de"))!);
    const placements = adoptions.rows(0);
    expect(placements.slice(1).map((r) => [r[0], r[2], r[6]])).toEqual([
      ["2026-01", "Luna", 350],
      ["2026-01", "Bruno", undefined],
      ["2026-02", "Kira", undefined],
    ]);
    expect(adoptions.rows(1)).toEqual([
      ["Monat", "Vermittlungen"],
      ["2026-01", 2],
      ["2026-02", 1],
      ["Gesamt", 3],
    ]);
  });

  test("a request taken by hand: stored with its channel and person, notified; the confirmation only when asked", async () => {
    const { db, service, anna, wakes } = await setup();
    const input = {
      channel: "phone",
      formType: "adoption",
      dogId: "100",
      name: "Olga Anruferin",
      email: "",
      phone: "+49 171 2345678",
      locale: "de",
      message: "Hat nach Luna gefragt",
    };
    expect(await service.recordRequest({ ...input, dogId: "" }, anna, errors)).toMatchObject({
      ok: false,
      errors: { dogId: errors.dog },
    });
    expect(await service.recordRequest({ ...input, sendConfirmation: "on" }, anna, errors)).toMatchObject({
      ok: false,
      errors: { sendConfirmation: errors.confirmationWithoutEmail },
    });
    expect(await service.recordRequest({ ...input, phone: "" }, anna, errors)).toMatchObject({
      ok: false,
      errors: { phone: errors.contact },
    });
    const first = await service.recordRequest(input, anna, errors);
    expect(first.ok).toBe(true);
    const id = (first as { id: string }).id;
    const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({
      formType: "adoption",
      channel: "phone",
      status: "new",
      name: "Olga Anruferin",
      phone: "+49 171 2345678",
      dogId: "100",
      dogName: "Luna",
    });
    expect(row!.personId).not.toBeNull();
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.submissionId, id));
    expect(mails.map((m) => [m.kind, m.recipient])).toEqual([["notification", mailTo.de]]);
    const [received] = await db
      .select()
      .from(requestEvents)
      .where(and(eq(requestEvents.submissionId, id), eq(requestEvents.kind, "received")));
    expect(received).toMatchObject({
      actorName: "Anna Beispiel",
      detail: { confirmation: false, channel: "phone" },
    });

    const second = await service.recordRequest(
      {
        ...input,
        channel: "whatsapp",
        formType: "membership",
        dogId: "",
        email: "Neu@Example.org",
        locale: "es",
        sendConfirmation: "on",
      },
      anna,
      errors,
    );
    expect(second.ok).toBe(true);
    const secondId = (second as { id: string }).id;
    const [member] = await db.select().from(submissions).where(eq(submissions.id, secondId));
    expect(member).toMatchObject({
      channel: "whatsapp",
      email: "neu@example.org",
      locale: "es",
      name: "Olga Anruferin",
    });
    const secondMails = await db.select().from(mailOutbox).where(eq(mailOutbox.submissionId, secondId));
    expect(secondMails.map((m) => [m.kind, m.recipient]).sort()).toEqual([
      ["confirmation", "neu@example.org"],
      ["notification", mailTo.es],
    ]);
    const [person] = await db.select().from(people).where(eq(people.id, member!.personId!));
    expect(person).toMatchObject({ email: "neu@example.org", name: "Olga Anruferin" });
    expect(wakes()).toBe(2);
  });
});
