import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import type { PersonInput } from "~/domain/back-office/person-schemas";
import type { FormType } from "~/domain/forms/form-types";
import type { Db } from "../db/client";
import {
  homeCheckLinks,
  people,
  personMerges,
  personNotes,
  relations,
  staffAccounts,
  submissions,
  tasks,
} from "../db/schema";
import { databaseKinds, disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { personFor } from "./match";
import { createPeopleServices } from "./service";

afterAll(disposeTemplates);

/** A request as the site stores it, with its person (as storeRequest links it). */
async function request(
  db: Db,
  contact: { email: string; name: string; phone?: string | null },
  formType: FormType = "adoption",
  extra: { status?: string; dogName?: string; createdAt?: Date } = {},
): Promise<{ id: string; personId: string }> {
  const personId = await personFor(db, { phone: null, ...contact, locale: "de" });
  const [row] = await db
    .insert(submissions)
    .values({
      formType,
      locale: "de",
      data: {},
      name: contact.name,
      email: contact.email.toLowerCase(),
      phone: contact.phone ?? null,
      personId,
      ...extra,
    })
    .returning({ id: submissions.id });
  return { id: row!.id, personId };
}

function input(overrides: Partial<PersonInput> = {}): PersonInput {
  return {
    name: "Ana García",
    phone: null,
    locale: "es",
    postcode: null,
    doNotPlace: false,
    doNotPlaceReason: null,
    homeCheckedOn: null,
    homeCheckedBy: null,
    homeChecker: false,
    homeCheckerAreas: null,
    ...overrides,
  };
}

describe.each(await databaseKinds())("people service on $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  async function setup() {
    const fresh = await freshDatabase(kind);
    onTestFinished(fresh.dispose);
    const db = fresh.database.db;
    const [staff] = await db
      .insert(staffAccounts)
      .values({ email: "vera@verein.example", name: "Vera Volunteer", passwordHash: "x" })
      .returning({ id: staffAccounts.id, name: staffAccounts.name });
    return { db, service: createPeopleServices({ db }), vera: staff! };
  }

  test("the list searches name, e-mail and phone without case or accents, filters by flag, counts", async () => {
    const { db, service, vera } = await setup();
    const ana = await request(db, { email: "Ana@Example.org", name: "Ana García", phone: "+34 600 111 222" });
    await request(db, { email: "ana@example.org", name: "Ana García" }, "contact");
    const ben = await request(db, { email: "ben@example.org", name: "Benedikt Yılmaz", phone: "0171 999" });
    await request(db, { email: "carla@example.org", name: "Carla Ruiz" }, "membership");

    const all = await service.list({});
    expect(all.total).toBe(3);
    expect(all.rows.find((row) => row.id === ana.personId)?.requestCount).toBe(2);
    expect((await service.list({ search: "garcia" })).rows.map((row) => row.id)).toEqual([ana.personId]);
    expect((await service.list({ search: "GARCÍA" })).rows.map((row) => row.id)).toEqual([ana.personId]);
    expect((await service.list({ search: "yilmaz" })).rows.map((row) => row.id)).toEqual([ben.personId]);
    expect((await service.list({ search: "BEN@example" })).rows.map((row) => row.id)).toEqual([ben.personId]);
    expect((await service.list({ search: "600 111" })).rows.map((row) => row.id)).toEqual([ana.personId]);
    expect((await service.list({ search: "0171 999" })).rows.map((row) => row.id)).toEqual([ben.personId]);
    expect((await service.list({ search: "100%" })).total).toBe(0);

    const revision = (await service.detail(ana.personId))!.person.revision;
    const saved = await service.update(
      ana.personId,
      input({ doNotPlace: true, doNotPlaceReason: "Hund 2024 ausgesetzt" }),
      vera,
      revision,
    );
    expect(saved).toEqual({ ok: true });
    const benRevision = (await service.detail(ben.personId))!.person.revision;
    await service.update(
      ben.personId,
      input({
        name: "Benedikt Yılmaz",
        homeChecker: true,
        homeCheckerAreas: "79*",
        homeCheckedOn: "2026-03-01",
        homeCheckedBy: "Vera",
      }),
      vera,
      benRevision,
    );
    const counted = await service.list({});
    expect(counted.counts).toEqual({ all: 3, do_not_place: 1, home_checker: 1, home_checked: 1 });
    expect((await service.list({ flag: "do_not_place" })).rows.map((row) => row.id)).toEqual([ana.personId]);
    expect((await service.list({ flag: "home_checker" })).rows.map((row) => row.id)).toEqual([ben.personId]);
    expect((await service.list({ flag: "home_checked" })).rows.map((row) => row.id)).toEqual([ben.personId]);
    expect(await service.homeCheckers()).toEqual([
      { id: ben.personId, name: "Benedikt Yılmaz", email: "ben@example.org", phone: null, areas: "79*" },
    ]);
    const searched = await service.list({ search: "example.org", flag: "do_not_place" });
    expect(searched.total).toBe(1);
    expect(searched.counts.all).toBe(3);
    // A page past the end shows the last one.
    expect((await service.list({ page: 9 })).page).toBe(1);
  });

  test("50 a page", async () => {
    const { db, service } = await setup();
    for (let index = 0; index < 51; index++)
      await personFor(db, { email: `p${index}@example.org`, name: `P ${index}`, phone: null, locale: "de" });
    const first = await service.list({});
    expect(first.rows).toHaveLength(50);
    expect(first.pageCount).toBe(2);
    expect((await service.list({ page: 2 })).rows).toHaveLength(1);
  });

  test("a change from an older page is refused and says when; the current page's goes through", async () => {
    const { db, service, vera } = await setup();
    const { personId } = await request(db, { email: "ana@example.org", name: "Ana" });
    const seen = (await service.detail(personId))!.person.revision;
    expect(await service.update(personId, input({ postcode: "12580" }), vera, seen)).toEqual({ ok: true });
    const refused = await service.update(
      personId,
      input({ doNotPlace: true, doNotPlaceReason: "x" }),
      vera,
      seen,
    );
    expect(refused).toMatchObject({ ok: false, error: "stale", conflict: { at: expect.any(String) } });
    const current = (await service.detail(personId))!.person;
    expect(current).toMatchObject({ postcode: "12580", doNotPlace: false, revision: seen + 1 });
    expect(
      await service.update(
        personId,
        input({ doNotPlace: true, doNotPlaceReason: "x" }),
        vera,
        current.revision,
      ),
    ).toEqual({
      ok: true,
    });
    expect(await service.update("00000000-0000-4000-8000-000000000000", input(), vera, 0)).toMatchObject({
      error: "not_found",
    });
  });

  test("the page: requests newest first with status and relation dates, notes", async () => {
    const { db, service, vera } = await setup();
    const older = await request(db, { email: "ana@example.org", name: "Ana" }, "adoption", {
      status: "placed",
      dogName: "Luna",
      createdAt: new Date("2026-01-02T10:00:00Z"),
    });
    await db.insert(relations).values({ submissionId: older.id, kind: "adoption", startedOn: "2026-02-01" });
    const newer = await request(db, { email: "ana@example.org", name: "Ana" }, "contact");
    expect(await service.addNote(older.personId, "  Sehr nett am Telefon  ", vera)).toEqual({ ok: true });
    expect(await service.addNote(older.personId, "   ", vera)).toMatchObject({ error: "note_empty" });
    const detail = (await service.detail(older.personId))!;
    expect(detail.requests.map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(detail.requests[1]).toMatchObject({
      formType: "adoption",
      status: "placed",
      dogName: "Luna",
      relation: { startedOn: "2026-02-01", endedOn: null },
    });
    expect(detail.requests[0]!.relation).toBeNull();
    expect(detail.notes).toMatchObject([{ body: "Sehr nett am Telefon", authorName: "Vera Volunteer" }]);
    expect(await service.ofRequest(newer.id)).toMatchObject({ id: older.personId, doNotPlace: false });
  });

  test("a merge moves everything to the kept record; a split restores exactly that, once", async () => {
    const { db, service, vera } = await setup();
    const kept = await request(db, { email: "ana@example.org", name: "Ana García" });
    const keptRequest2 = await request(db, { email: "ana@example.org", name: "Ana García" }, "contact");
    const other = await request(
      db,
      { email: "ana.garcia@example.es", name: "Ana G.", phone: "600" },
      "sponsorship",
    );
    const otherRequest2 = await request(db, { email: "ana.garcia@example.es", name: "Ana G." }, "membership");
    await service.update(
      other.personId,
      input({
        name: "Ana G.",
        phone: "600",
        doNotPlace: true,
        doNotPlaceReason: "Tierhalteverbot",
        homeChecker: true,
        homeCheckerAreas: "12*",
      }),
      vera,
      (await service.detail(other.personId))!.person.revision,
    );
    await service.addNote(other.personId, "Notiz am anderen", vera);
    await service.addNote(kept.personId, "Notiz am behaltenen", vera);
    const [task] = await db
      .insert(tasks)
      .values({ title: "Anrufen", dueOn: "2026-06-01", personId: other.personId })
      .returning({ id: tasks.id });
    await db.insert(homeCheckLinks).values({
      tokenHash: "hash-1",
      submissionId: kept.id,
      checkerId: other.personId,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const otherBefore = (await db.select().from(people).where(eq(people.id, other.personId)))[0]!;
    const keptBefore = (await db.select().from(people).where(eq(people.id, kept.personId)))[0]!;

    expect(await service.merge(kept.personId, kept.personId, vera)).toMatchObject({ error: "same_person" });
    expect(await service.merge(kept.personId, other.personId, vera)).toEqual({ ok: true, id: kept.personId });

    expect(await db.select().from(people).where(eq(people.id, other.personId))).toEqual([]);
    const merged = (await service.detail(kept.personId))!;
    expect(merged.person).toMatchObject({
      email: "ana@example.org",
      name: "Ana García",
      phone: "600",
      doNotPlace: true,
      doNotPlaceReason: "Tierhalteverbot",
      homeChecker: true,
      homeCheckerAreas: "12*",
    });
    expect(new Set(merged.requests.map((row) => row.id))).toEqual(
      new Set([kept.id, keptRequest2.id, other.id, otherRequest2.id]),
    );
    expect(merged.notes.map((note) => note.body).sort()).toEqual(["Notiz am anderen", "Notiz am behaltenen"]);
    expect((await db.select().from(tasks).where(eq(tasks.id, task!.id)))[0]!.personId).toBe(kept.personId);
    expect((await db.select().from(homeCheckLinks))[0]!.checkerId).toBe(kept.personId);
    expect(merged.merges).toMatchObject([
      {
        mergedName: "Ana G.",
        mergedEmail: "ana.garcia@example.es",
        byName: "Vera Volunteer",
        splitAt: null,
        requestCount: 2,
      },
    ]);
    // Found by the request page of either.
    expect(await service.ofRequest(other.id)).toMatchObject({ id: kept.personId, doNotPlace: true });

    // A request that arrives for the kept record after the merge stays with it on a split.
    const later = await request(db, { email: "ana@example.org", name: "Ana García" }, "contact");
    const mergeId = merged.merges[0]!.id;
    expect(await service.split(mergeId, vera)).toEqual({ ok: true, id: other.personId });

    const restored = (await db.select().from(people).where(eq(people.id, other.personId)))[0]!;
    const { revision: _r, updatedAt: _u, ...restoredFields } = restored;
    const { revision: _r2, updatedAt: _u2, ...otherFields } = otherBefore;
    expect(restoredFields).toEqual(otherFields);
    const keptAfter = (await db.select().from(people).where(eq(people.id, kept.personId)))[0]!;
    const { revision: _r3, updatedAt: _u3, ...keptAfterFields } = keptAfter;
    const { revision: _r4, updatedAt: _u4, ...keptBeforeFields } = keptBefore;
    expect(keptAfterFields).toEqual(keptBeforeFields);
    const personOf = async (id: string) =>
      (
        await db.select({ personId: submissions.personId }).from(submissions).where(eq(submissions.id, id))
      )[0]!.personId;
    expect(await personOf(other.id)).toBe(other.personId);
    expect(await personOf(otherRequest2.id)).toBe(other.personId);
    expect(await personOf(kept.id)).toBe(kept.personId);
    expect(await personOf(keptRequest2.id)).toBe(kept.personId);
    expect(await personOf(later.id)).toBe(kept.personId);
    const notesOf = async (personId: string) =>
      (await db.select().from(personNotes).where(eq(personNotes.personId, personId))).map(
        (note) => note.body,
      );
    expect(await notesOf(other.personId)).toEqual(["Notiz am anderen"]);
    expect(await notesOf(kept.personId)).toEqual(["Notiz am behaltenen"]);
    expect((await db.select().from(tasks).where(eq(tasks.id, task!.id)))[0]!.personId).toBe(other.personId);
    expect((await db.select().from(homeCheckLinks))[0]!.checkerId).toBe(other.personId);
    expect((await db.select().from(personMerges))[0]!.splitAt).not.toBeNull();

    expect(await service.split(mergeId, vera)).toEqual({ ok: false, error: "already_split" });
    expect((await db.select().from(people)).length).toBe(2);
  });

  test("a split waits for a newer record of the merged address to be merged first", async () => {
    const { db, service, vera } = await setup();
    const kept = await request(db, { email: "a@example.org", name: "A" });
    const other = await request(db, { email: "b@example.org", name: "B" });
    await service.merge(kept.personId, other.personId, vera);
    const mergeId = (await service.detail(kept.personId))!.merges[0]!.id;
    const again = await request(db, { email: "b@example.org", name: "B" });
    expect(await service.split(mergeId, vera)).toEqual({
      ok: false,
      error: "email_taken",
      otherId: again.personId,
    });
    // Merged in too, the split goes through, and the newer request stays with the kept record.
    await service.merge(kept.personId, again.personId, vera);
    expect(await service.split(mergeId, vera)).toMatchObject({ ok: true });
    expect((await db.select().from(submissions).where(eq(submissions.id, again.id)))[0]!.personId).toBe(
      kept.personId,
    );
  });
});
