import fs from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import { demoSiteConfig } from "~/content/site-config";
import type { Dog } from "~/domain/dogs/types";
import { parseConfig } from "../config";
import type { Db } from "../db/client";
import {
  deletionLog,
  mailOutbox,
  requestEvents,
  people,
  personNotes,
  requestNotes,
  staffAccounts,
  submissions,
  tasks,
} from "../db/schema";
import type { DogService } from "../dogs/dog-service";
import { submitRequest } from "../submissions/submit-request";
import { databaseKinds, disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { recordingLogger } from "../../tests/support/submissions/helpers";
import { mailFiles, tempDataDir, writeOutboxAsFiles } from "../../tests/support/submissions/mail-files";
import { exampleRequests, exampleToday } from "../../tests/support/submissions/requests";
import { createDataServices } from "./data-service";
import { recordEvent } from "./history";

afterAll(disposeTemplates);

const mailTo = { de: "anfragen@verein.example", es: "solicitudes@verein.example" };

function dog(id: string, types: Partial<Dog["types"]>, status: Dog["status"]): Dog {
  return {
    id,
    name: id,
    types: { adoption: false, sponsorship: false, hospice: false, ...types },
    status,
  } as Dog;
}

function fakeDogs(dogs: Dog[]) {
  let refreshed = 0;
  const service: DogService = {
    list: () => ({ available: true, dogs, cacheTimestamp: "2026-11-20T08:00:00.000Z" }),
    reload: async () => {},
    refresh: async () => {
      refreshed++;
      return true;
    },
    health: () => ({
      fetchedAt: "2026-11-24T10:00:00.000Z",
      lastError: "feed answered 502",
      lastErrorAt: "2026-11-24T11:00:00.000Z",
    }),
    start: async () => {},
    stop: () => {},
  };
  return { service, refreshed: () => refreshed };
}

async function setup(kind: "pglite" | "postgres", dogs: Dog[] = []) {
  const { database, dispose } = await freshDatabase(kind);
  onTestFinished(dispose);
  const db = database.db;
  let woken = 0;
  const fake = fakeDogs(dogs);
  const { dataDir, folder } = await tempDataDir();
  const log = recordingLogger();
  const data = createDataServices({
    db,
    config: parseConfig({ DATA_DIR: dataDir }),
    site: demoSiteConfig,
    dogs: fake.service,
    logger: log.logger,
    origins: { de: "http://localhost:3000", es: "http://es.localhost:3000" },
    wakeMailer: () => woken++,
  });
  return { db, data, folder, log, woken: () => woken, refreshed: fake.refreshed };
}

async function submit(db: Db, formType: keyof typeof exampleRequests, email: string, extra = {}) {
  const result = await submitRequest({
    db,
    formType,
    locale: "de",
    data: { ...exampleRequests[formType], email, ...extra },
    mailTo,
    today: exampleToday,
    site: demoSiteConfig,
  });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.id;
}

describe.each(await databaseKinds())("export and erasure on $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  test("finds, exports and erases everything with one e-mail address, and nothing else", async () => {
    const { db, data } = await setup(kind);
    const [anna] = await db
      .insert(staffAccounts)
      .values({ email: "anna@verein.example", name: "Anna Team", passwordHash: "x" })
      .returning();
    const adoption = await submit(db, "adoption", "Maria@Example.org");
    const contact = await submit(db, "contact", "maria@example.org", {
      message: "Noch eine Frage zu Luna, bitte.",
    });
    const other = await submit(db, "adoption", "other@example.org");
    await db.insert(requestNotes).values({
      submissionId: adoption,
      authorId: anna?.id,
      authorName: "Anna Team",
      body: "Ruft Montag zurück",
    });
    await recordEvent(db, {
      submissionId: adoption,
      actor: { id: anna?.id ?? "", name: "Anna Team" },
      kind: "status",
      detail: { from: "new", to: "in_review" },
    });
    await db
      .insert(requestNotes)
      .values({ submissionId: other, authorName: "Anna Team", body: "Andere Person" });

    expect(data.normaliseEmail("  MARIA@example.ORG ")).toBe("maria@example.org");
    expect(data.normaliseEmail("nope")).toBeNull();
    expect(data.normaliseEmail(undefined)).toBeNull();

    const found = await data.findPerson("maria@example.org");
    expect(found.map((request) => request.id).sort()).toEqual([adoption, contact].sort());
    expect(found.find((request) => request.id === adoption)).toMatchObject({
      formType: "adoption",
      locale: "de",
      status: "new",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const exported = await data.exportPerson("maria@example.org");
    expect(exported.email).toBe("maria@example.org");
    expect(exported.requests.map((request) => request.id)).toEqual([adoption, contact]);
    const [first, second] = exported.requests;
    expect(first?.data).toMatchObject({ name: "Maria Müller", dog: "Luna", phone: "+49 170 1234567" });
    expect(first?.notes).toEqual([
      { author: "Anna Team", created: expect.any(String), text: "Ruft Montag zurück" },
    ]);
    expect(first?.history.map((event) => event.kind)).toEqual(["received", "status"]);
    expect(first?.history[1]).toMatchObject({ actor: "Anna Team", detail: { from: "new", to: "in_review" } });
    expect(first?.mails.map((mail) => mail.kind).sort()).toEqual(["confirmation", "notification"]);
    expect(second?.data).toMatchObject({ message: "Noch eine Frage zu Luna, bitte." });
    expect(JSON.stringify(exported)).not.toContain("other@example.org");
    expect(JSON.stringify(exported)).not.toContain("Andere Person");

    expect(
      await data.erasePerson("maria@example.org", { id: anna?.id ?? "", name: "Anna Team", role: "admin" }),
    ).toEqual({ ok: true, erased: 2 });
    expect((await db.select().from(submissions)).map((row) => row.id)).toEqual([other]);
    for (const table of [requestNotes, requestEvents, mailOutbox]) {
      const left = await db.select({ id: table.submissionId }).from(table);
      expect(left.every((row) => row.id === other)).toBe(true);
    }
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, "maria@example.org"))).toEqual(
      [],
    );
    const log = await db.select().from(deletionLog);
    expect(log).toEqual([
      {
        id: expect.any(String),
        reason: "erasure",
        actorName: "Anna Team",
        requestCount: 2,
        createdAt: expect.any(Date),
      },
    ]);
    expect(JSON.stringify(log)).not.toContain("maria");
    // The account that erased is untouched.
    expect(await db.select().from(staffAccounts)).toHaveLength(1);

    expect(await data.findPerson("maria@example.org")).toEqual([]);
    expect((await data.exportPerson("maria@example.org")).requests).toEqual([]);
    expect(await data.erasePerson("maria@example.org", null)).toEqual({ ok: true, erased: 0 });
    expect(await db.select().from(deletionLog)).toHaveLength(1);
    expect((await data.deletions()).map((entry) => entry.reason)).toEqual(["erasure"]);
  });

  test("the person's record, flags, notes and tasks are in the export and go with the erasure", async () => {
    const { db, data } = await setup(kind);
    const request = await submit(db, "adoption", "maria@example.org");
    await submit(db, "contact", "other@example.org");
    const [person] = await db.select().from(people).where(eq(people.email, "maria@example.org"));
    await db
      .update(people)
      .set({ doNotPlace: true, doNotPlaceReason: "Hund im Zwinger gehalten", postcode: "24103" })
      .where(eq(people.id, person!.id));
    await db
      .insert(personNotes)
      .values({ personId: person!.id, authorName: "Anna Team", body: "Ruft abends an" });
    await db.insert(tasks).values({ title: "Rückruf", dueOn: "2026-12-01", personId: person!.id });
    await db.insert(tasks).values({ title: "Vorkontrolle", dueOn: "2026-12-05", submissionId: request });

    const exported = await data.exportPerson("maria@example.org");
    expect(exported.person.records).toMatchObject([
      { email: "maria@example.org", postcode: "24103", doNotPlace: { reason: "Hund im Zwinger gehalten" } },
    ]);
    expect(exported.person.notes.map((note) => note.text)).toEqual(["Ruft abends an"]);
    expect(exported.person.tasks.map((task) => task.title)).toEqual(["Rückruf", "Vorkontrolle"]);
    const document = await data.exportDocument("maria@example.org");
    expect(document.html).toContain("Hund im Zwinger gehalten");
    expect(document.html).toContain("Ruft abends an");

    expect(await data.erasePerson("maria@example.org", null)).toEqual({ ok: true, erased: 1 });
    expect(await db.select({ email: people.email }).from(people)).toEqual([{ email: "other@example.org" }]);
    expect(await db.select().from(personNotes)).toEqual([]);
    expect(await db.select().from(tasks)).toEqual([]);
  });

  test("a person whose requests are gone: the tasks on them are in the export and go with the erasure", async () => {
    const { db, data } = await setup(kind);
    // A home checker kept after retention deleted their requests, with a task to thank them.
    const [checker] = await db
      .insert(people)
      .values({ name: "Rita Ruiz", email: "rita@example.org", homeChecker: true, homeCheckerAreas: "24" })
      .returning({ id: people.id });
    await db.insert(people).values({ name: "Otto Anders", email: "otto@example.org" });
    await db
      .insert(tasks)
      .values({ title: "Rita für die Vorkontrolle danken", dueOn: "2026-12-01", personId: checker!.id });
    const [other] = await db.select().from(people).where(eq(people.email, "otto@example.org"));
    await db.insert(tasks).values({ title: "Otto anrufen", dueOn: "2026-12-02", personId: other!.id });

    const exported = await data.exportPerson("rita@example.org");
    expect(exported.requests).toEqual([]);
    expect(exported.person.tasks).toEqual([
      { title: "Rita für die Vorkontrolle danken", note: null, due: "2026-12-01", done: null, request: null },
    ]);
    expect((await data.exportDocument("rita@example.org")).html).toContain(
      "Rita für die Vorkontrolle danken",
    );

    expect(await data.erasePerson("rita@example.org", null)).toEqual({ ok: true, erased: 0 });
    expect(await db.select({ email: people.email }).from(people)).toEqual([{ email: "otto@example.org" }]);
    expect((await db.select().from(tasks)).map((task) => task.title)).toEqual(["Otto anrufen"]);
  });

  test("erasure deletes the .eml files of the person's mails (DATA_DIR/mail), and only theirs", async () => {
    const { db, data, folder, log } = await setup(kind);
    await submit(db, "adoption", "maria@example.org");
    await submit(db, "contact", "maria@example.org");
    const other = await submit(db, "membership", "other@example.org");
    await writeOutboxAsFiles(db, folder);
    const otherFiles = (await db.select().from(mailOutbox).where(eq(mailOutbox.submissionId, other)))
      .map((mail) => `${mail.id}.eml`)
      .sort();
    // Maria: two notifications, one confirmation (at most one an hour); the other: two.
    expect(await mailFiles(folder)).toHaveLength(5);
    // A mail that went out over SMTP has no file: nothing to delete, nothing to complain about.
    const [first] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, "maria@example.org"));
    await fs.rm(path.join(folder, `${first?.id}.eml`));

    expect(await data.erasePerson("maria@example.org", null)).toEqual({ ok: true, erased: 2 });
    expect(await mailFiles(folder)).toEqual(otherFiles);
    expect(log.entries().find((entry) => entry.msg === "person erased")).toMatchObject({
      requests: 2,
      mailFiles: 2,
    });
    expect(log.entries().some((entry) => entry.level === "warn")).toBe(false);
  });

  test("a file that cannot be deleted is logged without personal data; the erasure stands", async () => {
    const { db, data, folder, log } = await setup(kind);
    await submit(db, "contact", "maria@example.org");
    await writeOutboxAsFiles(db, folder);
    const [mail] = await db.select().from(mailOutbox).limit(1);
    // A folder of the file's name: unlink fails (EISDIR or EPERM).
    await fs.rm(path.join(folder, `${mail?.id}.eml`));
    await fs.mkdir(path.join(folder, `${mail?.id}.eml`));

    expect(await data.erasePerson("maria@example.org", null)).toEqual({ ok: true, erased: 1 });
    expect(await db.select().from(submissions)).toEqual([]);
    expect(await mailFiles(folder)).toEqual([`${mail?.id}.eml`]);
    expect(log.entries().find((entry) => entry.msg === "mail files not deleted")).toMatchObject({
      level: "warn",
      count: 1,
    });
    expect(log.lines.join("\n")).not.toMatch(/maria|Lucía|\.eml|[0-9a-f]{8}-[0-9a-f]{4}-/i);
  });

  test("a volunteer erases only with the address typed again; an admin with the confirmation alone", async () => {
    const { db, data } = await setup(kind);
    await submit(db, "contact", "maria@example.org");
    await submit(db, "contact", "lucia@example.es");
    const volunteer = {
      id: "5a0c1e0e-0000-4000-8000-000000000001",
      name: "Vera",
      role: "volunteer",
    } as const;
    for (const retypedEmail of [undefined, null, "", "maria@example.com", "maria"]) {
      expect(await data.erasePerson("maria@example.org", { ...volunteer, retypedEmail })).toEqual({
        ok: false,
        error: "retype",
      });
    }
    expect(await db.select().from(submissions)).toHaveLength(2);
    expect(await db.select().from(deletionLog)).toEqual([]);

    expect(
      await data.erasePerson("maria@example.org", { ...volunteer, retypedEmail: "  Maria@Example.ORG " }),
    ).toEqual({ ok: true, erased: 1 });
    expect(
      await data.erasePerson("lucia@example.es", {
        id: "5a0c1e0e-0000-4000-8000-000000000002",
        name: "Ada Admin",
        role: "admin",
      }),
    ).toEqual({ ok: true, erased: 1 });
    expect(await db.select().from(submissions)).toEqual([]);
    expect((await db.select().from(deletionLog)).map((entry) => entry.actorName).sort()).toEqual([
      "Ada Admin",
      "Vera",
    ]);
  });

  test("operations: outbox counts, waiting mails with redacted errors, retry now; the dog feed; the deletion log", async () => {
    const { db, data, woken, refreshed } = await setup(kind, [
      dog("a", { adoption: true }, "available"),
      dog("b", { adoption: true, sponsorship: true }, "reserved"),
      dog("c", { sponsorship: true }, "available"),
      dog("d", { hospice: true, sponsorship: true }, "available"),
      dog("e", { adoption: true }, "hidden"),
    ]);
    await submit(db, "contact", "lucia@example.es");
    await submit(db, "adoption", "maria@example.org");
    const rows = await db.select().from(mailOutbox);
    expect(rows).toHaveLength(4);
    const [failing, sent] = rows;
    await db
      .update(mailOutbox)
      .set({
        attempts: 3,
        lastError: "550 5.1.1 <maria@example.org>: Recipient address rejected",
        nextAttemptAt: sql`now() + interval '1 hour'`,
      })
      .where(eq(mailOutbox.id, failing?.id ?? ""));
    await db
      .update(mailOutbox)
      .set({ sentAt: sql`now()`, attempts: 1 })
      .where(eq(mailOutbox.id, sent?.id ?? ""));

    const outbox = await data.outbox();
    expect(outbox.counts).toEqual({ pending: 2, failed: 1, sent: 1 });
    expect(outbox.waiting).toHaveLength(3);
    expect(outbox.waiting[0]).toMatchObject({ id: failing?.id, attempts: 3, kind: failing?.kind });
    expect(outbox.waiting[0]?.lastError).toContain("Recipient address rejected");
    expect(outbox.waiting[0]?.lastError).not.toContain("maria@example.org");
    expect(JSON.stringify(outbox)).not.toMatch(/Maria|Luna|Lucía/);

    expect(await data.retryMail(failing?.id ?? "")).toBe(true);
    expect(woken()).toBe(1);
    const [due] = await db
      .select({ due: sql<boolean>`${mailOutbox.nextAttemptAt} <= now()` })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, failing?.id ?? ""));
    expect(due?.due).toBe(true);
    expect(await data.retryMail(sent?.id ?? "")).toBe(false);
    expect(await data.retryMail("not-a-uuid")).toBe(false);
    expect(await data.retryFailed()).toBe(1);

    const feed = data.dogFeed();
    expect(feed).toEqual({
      available: true,
      total: 5,
      counts: {
        adoption: { available: 1, reserved: 1 },
        sponsorship: { available: 2, reserved: 1 },
        hospice: { available: 1, reserved: 0 },
      },
      cacheTimestamp: "2026-11-20T08:00:00.000Z",
      fetchedAt: "2026-11-24T10:00:00.000Z",
      lastError: "feed answered 502",
      lastErrorAt: "2026-11-24T11:00:00.000Z",
    });
    expect(await data.refreshDogs()).toBe(true);
    expect(refreshed()).toBe(1);

    for (let i = 0; i < 25; i++) {
      await db.insert(deletionLog).values({
        reason: i % 2 ? "retention" : "erasure",
        requestCount: i + 1,
        createdAt: new Date(Date.now() - (25 - i) * 60_000),
      });
    }
    const deletions = await data.deletions();
    expect(deletions).toHaveLength(20);
    expect(deletions[0]?.requestCount).toBe(25);
  });
});
