// Tasks on a person, not on one request (issue 28, item 3): "Frau Weber wegen des Beitrags anrufen".
// They are on the person page with the tasks of the person's requests, on the day's view of their
// volunteer with the person's own contact links, and in the daily mail with the person's page.
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { demoSiteConfig } from "~/content/site-config";
import type { ContextValues } from "~/context";
import { localDay } from "~/domain/back-office/tasks";
import { fill } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import * as personRoute from "~/routes/admin/persons-detail";
import * as todayRoute from "~/routes/admin/today";
import { parseConfig } from "../config";
import type { Db } from "../db/client";
import { people, tasks } from "../db/relations-schema";
import { mailOutbox, staffAccounts, submissions } from "../db/schema";
import { createBackOffice } from "../back-office/services";
import type { StaffMember } from "../back-office/staff-member";
import { databaseKinds, disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { adminRouteArgs, siteRequest } from "../../tests/support/routes/route-args";
import { recordingLogger } from "../../tests/support/submissions/helpers";

afterAll(disposeTemplates);

const origins = { de: "https://hunde.example", es: "https://perros.example" };

async function setup(kind: "pglite" | "postgres") {
  const fresh = await freshDatabase(kind);
  onTestFinished(fresh.dispose);
  const db = fresh.database.db;
  const backOffice = createBackOffice({
    db,
    config: parseConfig({ REMINDER_HOUR: "7" }),
    site: demoSiteConfig,
    dogs: {
      list: () => ({ available: true, dogs: [], cacheTimestamp: null }),
      reload: async () => {},
      refresh: async () => true,
      start: async () => {},
      stop: () => {},
      health: () => ({ fetchedAt: null, lastError: null, lastErrorAt: null }),
    },
    logger: recordingLogger().logger,
    origins,
    wakeMailer: () => {},
  });
  const accounts = await db
    .insert(staffAccounts)
    .values([
      { email: "anna@verein.example", name: "Anna Beispiel", passwordHash: "x" },
      { email: "jonas@verein.example", name: "Jonas Muster", passwordHash: "x" },
    ])
    .returning();
  const member = (index: number): StaffMember => {
    const account = accounts[index]!;
    return { id: account.id, email: account.email, name: account.name, role: "volunteer" };
  };
  return { db, backOffice, tasks: backOffice.tasks, anna: member(0), jonas: member(1) };
}

async function person(db: Db, values: Partial<typeof people.$inferInsert>) {
  const [row] = await db
    .insert(people)
    .values({ name: "Ingrid Weber", email: "weber@example.org", phone: "0171 2345678", ...values })
    .returning({ id: people.id });
  return row!.id;
}

async function request(db: Db, personId: string, values: Partial<typeof submissions.$inferInsert> = {}) {
  const [row] = await db
    .insert(submissions)
    .values({
      formType: "membership",
      locale: "de",
      data: {},
      name: "Ingrid Weber",
      email: "weber@example.org",
      personId,
      ...values,
    })
    .returning({ id: submissions.id });
  return row!.id;
}

describe.each(await databaseKinds())("tasks on a person on $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  // 2027-03-10, 09:00 in Berlin: past the daily mail's hour (7).
  const day = "2027-03-10";
  const now = new Date("2027-03-10T08:00:00Z");

  test("on the person page with their requests' tasks, on the day's view with the person's contact, in the daily mail with the person's page", async () => {
    const { db, tasks: service, anna, jonas } = await setup(kind);
    const weber = await person(db, {});
    const membership = await request(db, weber);
    const other = await person(db, { name: "Otto Anders", email: "otto@example.org" });

    const call = "Frau Weber wegen des Mitgliedsbeitrags anrufen";
    const made = await service.create(
      { title: call, dueOn: day, assigneeId: anna.id, personId: weber },
      jonas,
    );
    expect(made.ok).toBe(true);
    await service.create(
      {
        title: "Beitrittserklärung abheften",
        dueOn: "2027-03-09",
        assigneeId: anna.id,
        submissionId: membership,
      },
      jonas,
    );
    // A task on one of their requests that was made before the request was theirs (no person).
    await db
      .insert(tasks)
      .values({ title: "Lastschrift prüfen", dueOn: "2027-04-01", submissionId: membership });
    await service.create({ title: "Otto danken", dueOn: day, assigneeId: anna.id, personId: other }, jonas);

    const theirs = await service.forPerson(weber);
    expect(theirs.map((task) => [task.title, task.request?.id ?? null])).toEqual([
      ["Beitrittserklärung abheften", membership],
      [call, null],
      ["Lastschrift prüfen", membership],
    ]);
    expect(theirs[1]).toMatchObject({
      person: { id: weber, name: "Ingrid Weber", email: "weber@example.org", phone: "0171 2345678" },
      assignee: { id: anna.id, name: "Anna Beispiel" },
      createdByName: "Jonas Muster",
      origin: "manual",
    });
    expect((await service.forPerson(other)).map((task) => task.title)).toEqual(["Otto danken"]);

    // The day's view of Anna: the person's task, with what the contact links need, in German.
    const view = await service.today(anna, now);
    const onPerson = view.tasks.find((task) => task.title === call);
    expect(onPerson?.request).toBeNull();
    const organisation = demoSiteConfig.de.organisationName;
    expect(onPerson?.person).toMatchObject({
      id: weber,
      locale: "de",
      whatsappText: fill(catalogs.de.admin.tasks.personWhatsappText, { organisation }),
      mailSubject: fill(catalogs.de.admin.tasks.personMailSubject, { organisation }),
    });
    expect(onPerson?.person?.whatsappText).toContain(organisation);
    // Not on Jonas's (it is Anna's).
    expect((await service.today(jonas, now)).tasks.map((task) => task.title)).not.toContain(call);

    // The daily mail: each line says whom it is about and links to that page.
    expect(await service.sendDigests(now)).toBe(1);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, "anna@verein.example"));
    expect(mail!.subject).toBe("Deine Aufgaben heute (3)");
    expect(mail!.textBody).toContain(
      `- ${call} (fällig am 10.03.2027)\n  Ingrid Weber: ${origins.de}/admin/persons/${weber}`,
    );
    expect(mail!.textBody).toContain(
      `- Beitrittserklärung abheften (fällig am 09.03.2027)\n  Ingrid Weber: ${origins.de}/admin/requests/${membership}`,
    );
    expect(mail!.textBody).toContain(`Otto Anders: ${origins.de}/admin/persons/${other}`);
    expect(mail!.htmlBody).toContain(`<a href="${origins.de}/admin/persons/${weber}">`);
  });

  test("a task on a Spanish person alone: their language on the day's view and in the mail, the Spanish site's links", async () => {
    const { db, tasks: service, anna } = await setup(kind);
    const ruiz = await person(db, {
      name: "Lucía Ruiz",
      email: "ruiz@example.org",
      locale: "es",
      phone: "600 12 34 56",
    });
    const ask = "Preguntar a Lucía si puede acoger al próximo perro";
    await service.create({ title: ask, dueOn: day, assigneeId: anna.id, personId: ruiz }, anna);

    const [task] = (await service.today(anna, now)).tasks;
    expect(task?.person).toMatchObject({
      locale: "es",
      mailSubject: fill(catalogs.es.admin.tasks.personMailSubject, {
        organisation: demoSiteConfig.es.organisationName,
      }),
    });

    expect(await service.sendDigests(now)).toBe(1);
    const [mail] = await db.select().from(mailOutbox);
    expect(mail!.subject).toBe(fill(catalogs.es.admin.tasks.digest.subject, { count: 1 }));
    expect(mail!.textBody).toContain(
      `- ${ask} (para el 10 mar 2027)\n  Lucía Ruiz: ${origins.es}/admin/persons/${ruiz}`,
    );
    expect(mail!.textBody).toContain(`${origins.es}/admin/today`);
  });

  test("a task on a person that is gone (merged into another, erased) or never was is refused as not found", async () => {
    const { db, backOffice, tasks: service, anna } = await setup(kind);
    const kept = await person(db, {});
    const twin = await person(db, { email: "weber.privat@example.org" });
    await service.create({ title: "Rückruf", dueOn: day, personId: twin }, anna);
    expect(await backOffice.people.merge(kept, twin, anna)).toMatchObject({ ok: true });

    expect(await service.create({ title: "Noch ein Rückruf", dueOn: day, personId: twin }, anna)).toEqual({
      ok: false,
      problem: "not_found",
    });
    expect(
      await service.create(
        { title: "x", dueOn: day, personId: "00000000-0000-4000-8000-000000000000" },
        anna,
      ),
    ).toEqual({ ok: false, problem: "not_found" });
    expect(await service.create({ title: "x", dueOn: day, personId: "weber" }, anna)).toEqual({
      ok: false,
      problem: "not_found",
    });
    // What the merge moved: the twin's task is the kept record's now.
    expect((await service.forPerson(kept)).map((task) => task.title)).toEqual(["Rückruf"]);
  });
});

describe("the person page's tasks", () => {
  async function pageSetup() {
    const { db, backOffice, anna, jonas } = await setup("pglite");
    const weber = await person(db, {});
    const membership = await request(db, weber);
    const context = (locale: Locale = "de"): Partial<ContextValues> => ({
      site: siteRequest(locale),
      session: anna,
      backOffice,
    });
    type PersonArgs = Parameters<typeof personRoute.action>[0];
    const post = (path: string, fields: Record<string, string>) =>
      new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
    const add = (fields: Record<string, string>, locale: Locale = "de", id = weber) =>
      personRoute.action(
        adminRouteArgs(post(`/admin/persons/${id}`, { intent: "task-add", ...fields }), context(locale), {
          id,
        }) as unknown as PersonArgs,
      );
    const load = async () =>
      personRoute.loader(
        adminRouteArgs(new Request(`http://localhost/admin/persons/${weber}`), context(), {
          id: weber,
        }) as never,
      );
    type TodayArgs = Parameters<typeof todayRoute.action>[0];
    const tap = (fields: Record<string, string>) =>
      todayRoute.action(
        adminRouteArgs(post("/admin/today", fields), context()) as unknown as TodayArgs,
      ) as Promise<Response>;
    return { db, backOffice, anna, jonas, weber, membership, add, load, tap };
  }

  test("add by the page's own form, done and undone by one tap back on the page", async () => {
    const { db, backOffice, anna, jonas, weber, membership, add, load, tap } = await pageSetup();
    await backOffice.tasks.create(
      { title: "Beitrag prüfen", dueOn: "2020-01-01", submissionId: membership },
      anna,
    );
    const today = localDay(new Date());

    const added = await add({
      title: "  Frau Weber   anrufen ",
      dueOn: today,
      assignee: jonas.id,
      note: "abends",
    });
    expect(added).toBeInstanceOf(Response);
    expect((added as Response).status).toBe(303);
    expect((added as Response).headers.get("location")).toBe(`/admin/persons/${weber}?done=task#tasks`);
    const [row] = await db.select().from(tasks).where(eq(tasks.title, "Frau Weber anrufen"));
    expect(row).toMatchObject({
      personId: weber,
      submissionId: null,
      assigneeId: jonas.id,
      note: "abends",
      dueOn: today,
      createdByName: anna.name,
    });

    const page = await load();
    expect(page.tasks.tasks.map((task) => task.title)).toEqual(["Beitrag prüfen", "Frau Weber anrufen"]);
    expect(page.tasks.staff.map((member) => member.name)).toEqual(["Anna Beispiel", "Jonas Muster"]);
    expect(page.tasks.me).toEqual({ id: anna.id });

    const back = `/admin/persons/${weber}#tasks`;
    const done = await tap({ intent: "task-done", task: row!.id, back });
    expect(done.headers.get("location")).toBe(back);
    expect((await backOffice.tasks.get(row!.id))?.doneByName).toBe(anna.name);
    const undone = await tap({ intent: "task-reopen", task: row!.id, back });
    expect(undone.headers.get("location")).toBe(back);
    expect((await backOffice.tasks.get(row!.id))?.doneAt).toBeNull();
  });

  test.each(["de", "es"] as const)(
    "%s: refused on the server with the form's messages (no JavaScript)",
    async (locale) => {
      const { db, add } = await pageSetup();
      const errors = catalogs[locale].admin.tasks.errors;
      type Refusal = {
        init: { status: number };
        data: { intent: string; reply: { error: Record<string, string[]> } };
      };

      const empty = (await add({ title: "   ", dueOn: "2027-02-30" }, locale)) as unknown as Refusal;
      expect(empty.init.status).toBe(422);
      expect(empty.data.intent).toBe("task-add");
      expect(empty.data.reply.error.title).toEqual([errors.titleMissing]);
      expect(empty.data.reply.error.dueOn).toEqual([errors.dateInvalid]);

      const stranger = (await add(
        { title: "Anrufen", dueOn: "2027-02-03", assignee: "00000000-0000-4000-8000-000000000000" },
        locale,
      )) as unknown as Refusal;
      expect(stranger.init.status).toBe(422);
      expect(stranger.data.reply.error.assignee).toEqual([errors.assigneeInvalid]);
      expect(await db.select().from(tasks)).toEqual([]);
    },
  );

  test("a person gone meanwhile answers the page's 404 text, nothing is stored", async () => {
    const { db, weber, add } = await pageSetup();
    await db.delete(people).where(eq(people.id, weber));
    const thrown = await add({ title: "Anrufen", dueOn: "2027-02-03" }).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 }, data: catalogs.de.admin.persons.errors.not_found });
    const malformed = await add({ title: "Anrufen", dueOn: "2027-02-03" }, "es", "nobody").catch(
      (error: unknown) => error,
    );
    expect(malformed).toMatchObject({
      init: { status: 404 },
      data: catalogs.es.admin.persons.errors.not_found,
    });
    expect(await db.select().from(tasks)).toEqual([]);
  });
});
