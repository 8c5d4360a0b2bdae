import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import { addDays, addMonths, localDay } from "~/domain/back-office/tasks";
import { demoSiteConfig } from "~/content/site-config";
import { parseConfig } from "../config";
import { openDatabase, type Db } from "../db/client";
import { relations, taskDigests, tasks } from "../db/relations-schema";
import { mailOutbox, staffAccounts, submissions } from "../db/schema";
import type { DogService } from "../dogs/dog-service";
import type { BackOfficeDeps } from "../back-office/deps";
import { createRequestsServices } from "../back-office/requests-service";
import { databaseKinds, disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { recordingLogger } from "../../tests/support/submissions/helpers";
import { createTasksServices } from "./service";

afterAll(disposeTemplates);

const origins = { de: "https://hunde.example", es: "https://perros.example" };

const dogStub: DogService = {
  list: () => ({ available: true, dogs: [], cacheTimestamp: new Date().toISOString() }),
  reload: () => Promise.resolve(),
  refresh: () => Promise.resolve(true),
  start: () => Promise.resolve(),
  stop: () => {},
  health: () => ({ fetchedAt: null, lastError: null, lastErrorAt: null }),
};

function depsFor(db: Db, wakes: { count: number }): BackOfficeDeps {
  return {
    db,
    config: parseConfig({ REMINDER_HOUR: "7" }),
    site: demoSiteConfig,
    dogs: dogStub,
    logger: recordingLogger().logger,
    origins,
    wakeMailer: () => void wakes.count++,
  };
}

describe.each(await databaseKinds())("tasks on $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  async function setup() {
    const fresh = await freshDatabase(kind);
    onTestFinished(fresh.dispose);
    const db = fresh.database.db;
    const wakes = { count: 0 };
    const deps = depsFor(db, wakes);
    const [anna, jonas] = await db
      .insert(staffAccounts)
      .values([
        { email: "anna@verein.example", name: "Anna Beispiel", passwordHash: "x" },
        { email: "jonas@verein.example", name: "Jonas Muster", passwordHash: "x" },
      ])
      .returning({ id: staffAccounts.id, name: staffAccounts.name });
    return {
      db,
      url: fresh.url,
      wakes,
      tasks: createTasksServices(deps),
      requests: createRequestsServices(deps),
      anna: anna!,
      jonas: jonas!,
    };
  }

  async function request(db: Db, formType: string, values: Partial<typeof submissions.$inferInsert> = {}) {
    const [row] = await db
      .insert(submissions)
      .values({
        formType,
        locale: "de",
        data: {},
        name: "Familie Yılmaz",
        email: "yilmaz@example.org",
        phone: "0171 2345678",
        dogName: "Luna",
        ...values,
      })
      .returning({ id: submissions.id });
    return row!.id;
  }

  test("placing an adoption records the relation and makes two follow-ups for the request's volunteer", async () => {
    const { db, tasks: service, requests, anna, jonas } = await setup();
    const id = await request(db, "adoption", { status: "approved", assigneeId: jonas.id });
    expect((await requests.setStatus(id, "placed", anna)).ok).toBe(true);
    const today = localDay(new Date());

    const [relation] = await db.select().from(relations).where(eq(relations.submissionId, id));
    expect(relation).toMatchObject({ kind: "adoption", startedOn: today, endedOn: null });
    const list = await service.forRequest(id);
    expect(list.map((task) => [task.dueOn, task.origin, task.assignee?.name, task.title])).toEqual([
      [addDays(today, 14), "follow_up", "Jonas Muster", "Nachkontrolle nach 2 Wochen: Luna"],
      [addMonths(today, 3), "follow_up", "Jonas Muster", "Nachkontrolle nach 3 Monaten: Luna"],
    ]);

    // Editable afterwards; back and forth in the pipeline makes no second set.
    expect(await service.edit(list[0]!.id, { dueOn: addDays(today, 10) })).toEqual({
      ok: true,
      id: list[0]!.id,
    });
    await requests.setStatus(id, "approved", anna);
    await requests.setStatus(id, "placed", anna);
    expect((await service.forRequest(id)).map((task) => task.dueOn)).toEqual([
      addDays(today, 10),
      addMonths(today, 3),
    ]);

    // The dog came back: the relation ends today.
    await requests.setStatus(id, "returned", anna);
    const [ended] = await db.select().from(relations).where(eq(relations.submissionId, id));
    expect(ended?.endedOn).toBe(today);
  });

  test("without a volunteer on the request the follow-ups go to the one who placed it", async () => {
    const { db, tasks: service, requests, anna } = await setup();
    const id = await request(db, "adoption", { status: "approved" });
    await requests.setStatus(id, "placed", anna);
    expect((await service.forRequest(id)).map((task) => task.assignee?.id)).toEqual([anna.id, anna.id]);
  });

  test("a Spanish request's follow-ups are written in Spanish, the language its team works in", async () => {
    const { db, tasks: service, requests, anna } = await setup();
    const id = await request(db, "adoption", { status: "approved", locale: "es", dogName: "Nube" });
    await requests.setStatus(id, "placed", anna);
    const titles = (await service.forRequest(id)).map((task) => task.title);
    expect(titles).toHaveLength(2);
    expect(titles.every((title) => title.endsWith(": Nube") && !title.includes("Nachkontrolle"))).toBe(true);
  });

  test("an accepted membership starts on the entry date the applicant chose", async () => {
    const { db, requests, anna } = await setup();
    const id = await request(db, "membership", { data: { entryDate: "2027-01-01" } });
    await requests.setStatus(id, "accepted", anna);
    const [relation] = await db.select().from(relations).where(eq(relations.submissionId, id));
    expect(relation).toMatchObject({ kind: "membership", startedOn: "2027-01-01" });
    // Without a valid one: today.
    const other = await request(db, "membership", { data: { entryDate: "2027-02-30" } });
    await requests.setStatus(other, "accepted", anna);
    const [today] = await db.select().from(relations).where(eq(relations.submissionId, other));
    expect(today?.startedOn).toBe(localDay(new Date()));
  });

  test("a confirmed sponsorship gets a yearly news task; done makes next year's, undo takes it back", async () => {
    const { db, tasks: service, requests, anna } = await setup();
    const id = await request(db, "sponsorship", { dogName: "Rocky" });
    await requests.setStatus(id, "confirmed", anna);
    const today = localDay(new Date());
    const [relation] = await db.select().from(relations).where(eq(relations.submissionId, id));
    expect(relation).toMatchObject({ kind: "sponsorship", startedOn: today });
    const [first] = await service.forRequest(id);
    expect(first).toMatchObject({
      origin: "sponsor_news",
      dueOn: addMonths(today, 12),
      title: "Neuigkeiten vom Hund senden: Rocky",
      assignee: { id: anna.id, name: "Anna Beispiel" },
    });

    const done = await service.done(first!.id, anna);
    expect(done).toMatchObject({ doneByName: "Anna Beispiel" });
    expect(done?.doneAt).not.toBeNull();
    // One tap twice: still one successor.
    await service.done(first!.id, anna);
    const after = await service.forRequest(id);
    expect(after.map((task) => [task.dueOn, task.doneAt === null])).toEqual([
      [addMonths(today, 12), false],
      [addMonths(today, 24), true],
    ]);

    const reopened = await service.reopen(first!.id, anna);
    expect(reopened).toMatchObject({ doneAt: null, doneByName: null });
    expect((await service.forRequest(id)).map((task) => task.dueOn)).toEqual([addMonths(today, 12)]);
  });

  test("tasks by hand: create, list mine and all, done and undo", async () => {
    const { db, tasks: service, anna, jonas } = await setup();
    const id = await request(db, "adoption");
    const today = localDay(new Date());
    const made = await service.create(
      {
        title: "Vorkontrolle bei Familie Yılmaz",
        note: "Garten ansehen",
        dueOn: today,
        assigneeId: anna.id,
        submissionId: id,
      },
      jonas,
    );
    expect(made.ok).toBe(true);
    expect(await service.create({ title: "  ", dueOn: today, submissionId: id }, jonas)).toEqual({
      ok: false,
      problem: "title",
    });
    expect(await service.create({ title: "x", dueOn: "2026-02-30", submissionId: id }, jonas)).toEqual({
      ok: false,
      problem: "due",
    });
    expect(await service.create({ title: "x", dueOn: today }, jonas)).toEqual({
      ok: false,
      problem: "target",
    });
    await service.create(
      { title: "Später", dueOn: addDays(today, 5), assigneeId: jonas.id, submissionId: id },
      jonas,
    );

    expect(
      (await service.list({ scope: "mine", staffId: anna.id, state: "open" })).map((t) => t.title),
    ).toEqual(["Vorkontrolle bei Familie Yılmaz"]);
    expect(await service.list({ scope: "all", state: "open", to: today })).toHaveLength(1);
    expect(await service.list({ scope: "all", state: "open" })).toHaveLength(2);

    const view = await service.today(anna);
    expect(view.tasks.map((task) => task.title)).toEqual(["Vorkontrolle bei Familie Yılmaz"]);
    expect(view.tasks[0]!.request).toMatchObject({ dogName: "Luna", mailSubject: "Deine Anfrage zu Luna" });
    expect(view.unassigned.map((row) => row.id)).toEqual([id]);

    const taskId = made.ok ? made.id : "";
    await service.done(taskId, anna);
    expect((await service.today(anna)).tasks).toHaveLength(0);
    expect(await service.list({ scope: "all", state: "done" })).toHaveLength(1);
    await service.reopen(taskId, anna);
    expect((await service.today(anna)).tasks).toHaveLength(1);
  });

  // 2027-01-15: winter time (UTC+1), 7:00 local = 06:00 UTC. 2027-07-15: summer time (UTC+2), 05:00 UTC.
  test.each([
    { season: "winter", day: "2027-01-15", before: "2027-01-15T05:59:00Z", at: "2027-01-15T06:00:00Z" },
    { season: "summer", day: "2027-07-15", before: "2027-07-15T04:59:00Z", at: "2027-07-15T05:00:00Z" },
  ])("the daily mail goes at 7:00 Berlin time ($season), once per volunteer", async ({ day, before, at }) => {
    const { db, tasks: service, wakes, anna, jonas } = await setup();
    const id = await request(db, "adoption");
    await service.create({ title: "Vorkontrolle", dueOn: day, assigneeId: anna.id, submissionId: id }, jonas);
    await service.create(
      { title: "Nachfragen", dueOn: addDays(day, -3), assigneeId: anna.id, submissionId: id },
      jonas,
    );
    await service.create(
      { title: "Nächste Woche", dueOn: addDays(day, 7), assigneeId: jonas.id, submissionId: id },
      jonas,
    );

    expect(await service.sendDigests(new Date(before))).toBe(0);
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
    expect(await service.sendDigests(new Date(at))).toBe(1);
    expect(await service.sendDigests(new Date(at))).toBe(0);
    expect(wakes.count).toBe(1);
    const mails = await db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "digest", submissionId: null, recipient: "anna@verein.example" });
    expect(mails[0]!.subject).toBe("Deine Aufgaben heute (2)");
    expect(mails[0]!.textBody).toContain("Überfällig:\n- Nachfragen");
    expect(mails[0]!.textBody).toContain("Heute fällig:\n- Vorkontrolle");
    expect(mails[0]!.textBody).toContain("https://hunde.example/admin/today");
    expect(await db.select().from(taskDigests)).toEqual([expect.objectContaining({ staffId: anna.id, day })]);
  });

  test("the daily mail speaks the language of most of its tasks' requests, with that site's link", async () => {
    const { db, tasks: service, anna, jonas } = await setup();
    const spanish = await request(db, "adoption", { locale: "es" });
    const day = "2027-03-10";
    await service.create(
      { title: "Llamar a la familia", dueOn: day, assigneeId: anna.id, submissionId: spanish },
      jonas,
    );
    expect(await service.sendDigests(new Date("2027-03-10T08:00:00Z"))).toBe(1);
    const [mail] = await db.select().from(mailOutbox);
    expect(mail!.subject).not.toContain("Deine");
    expect(mail!.textBody).toContain("Llamar a la familia");
    expect(mail!.textBody).toContain("https://perros.example/admin/today");
  });

  test("the daily mail: off when the volunteer turned it off, none when nothing is due", async () => {
    const { db, tasks: service, anna, jonas } = await setup();
    const id = await request(db, "adoption");
    const day = "2027-03-10";
    await service.create({ title: "Vorkontrolle", dueOn: day, assigneeId: anna.id, submissionId: id }, jonas);
    await service.setDailyMail(anna.id, false);
    expect(await service.dailyMail(anna.id)).toEqual({ on: false, hour: 7 });
    expect(await service.sendDigests(new Date("2027-03-10T08:00:00Z"))).toBe(0);
    await service.setDailyMail(anna.id, true);
    // Done: nothing due any more.
    const [task] = await service.forRequest(id);
    await service.done(task!.id, anna);
    expect(await service.sendDigests(new Date("2027-03-10T08:00:00Z"))).toBe(0);
    await service.reopen(task!.id, anna);
    expect(await service.sendDigests(new Date("2027-03-10T08:00:00Z"))).toBe(1);
  });

  test("two instances on one database send the daily mail once", async () => {
    const { db, url, anna, jonas } = await setup();
    const other = url ? await openDatabase({ databaseUrl: url }) : null;
    if (other) onTestFinished(() => other.close());
    const wakes = { count: 0 };
    const first = createTasksServices(depsFor(db, wakes));
    const second = createTasksServices(depsFor(other?.db ?? db, wakes));
    const id = await request(db, "adoption");
    for (const staff of [anna, jonas]) {
      await first.create(
        { title: "Anrufen", dueOn: "2027-05-02", assigneeId: staff.id, submissionId: id },
        staff,
      );
    }
    const now = new Date("2027-05-02T09:00:00Z");
    const counts = await Promise.all([
      first.sendDigests(now),
      second.sendDigests(now),
      first.sendDigests(now),
      second.sendDigests(now),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "digest"));
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([
      "anna@verein.example",
      "jonas@verein.example",
    ]);
    expect(await db.select().from(tasks)).toHaveLength(2);
  });
});
