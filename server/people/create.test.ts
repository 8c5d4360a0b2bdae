// Issue 28 (a volunteer's week): a person added by hand, for home checkers and contacts who never
// sent a request. One record per address, case aside; a later request from the address finds it;
// merging, splitting, the data export and the erasure handle a record without requests.
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import type { PersonCreateInput } from "~/domain/back-office/person-schemas";
import { demoSiteConfig } from "~/content/site-config";
import { createDataServices } from "../back-office/data-service";
import { parseConfig } from "../config";
import { deletionLog, people, personMerges, personNotes, staffAccounts, submissions } from "../db/schema";
import type { DogService } from "../dogs/dog-service";
import { submitRequest } from "../submissions/submit-request";
import { databaseKinds, disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { recordingLogger } from "../../tests/support/submissions/helpers";
import { tempDataDir } from "../../tests/support/submissions/mail-files";
import { exampleRequests } from "../../tests/support/submissions/requests";
import { deleteOrphanPeople } from "./privacy";
import { createPeopleServices } from "./service";

afterAll(disposeTemplates);

const mailTo = { de: "anfragen@verein.example", es: "solicitudes@verein.example" };

const checker: PersonCreateInput = {
  name: "Paula Prüferin",
  email: "Paula@Example.ORG",
  phone: "+49 761 123456",
  locale: "es",
  postcode: "79098",
  doNotPlace: false,
  doNotPlaceReason: null,
  homeChecker: true,
  homeCheckerAreas: "79*, Freiburg",
};

describe.each(await databaseKinds())("a person added by hand, on $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  async function setup() {
    const fresh = await freshDatabase(kind);
    onTestFinished(fresh.dispose);
    const db = fresh.database.db;
    const { dataDir } = await tempDataDir();
    const data = createDataServices({
      db,
      config: parseConfig({ DATA_DIR: dataDir }),
      site: demoSiteConfig,
      dogs: { list: () => ({ available: true, dogs: [], cacheTimestamp: null }) } as unknown as DogService,
      logger: recordingLogger().logger,
      origins: { de: "http://localhost:3000", es: "http://es.localhost:3000" },
      wakeMailer: () => {},
    });
    const [nora] = await db
      .insert(staffAccounts)
      .values({ email: "nora@verein.example", name: "Nora Neu", passwordHash: "x" })
      .returning({ id: staffAccounts.id, name: staffAccounts.name });
    const submit = async (email: string, name = "Maria Müller") => {
      const result = await submitRequest({
        db,
        formType: "adoption",
        locale: "de",
        data: { ...exampleRequests.adoption, email, name },
        mailTo,
      });
      if (!result.ok) throw new Error(JSON.stringify(result));
      return result.id;
    };
    return { db, people: createPeopleServices({ db }), data, nora: nora!, submit };
  }

  test("one record per address, case aside: a second is refused with the first; without an address, as many as needed", async () => {
    const { db, people: service, nora } = await setup();
    const made = await service.create(checker, nora);
    if (!made.ok) throw new Error(JSON.stringify(made));
    const [row] = await db.select().from(people).where(eq(people.id, made.id));
    expect(row).toMatchObject({
      email: "paula@example.org",
      name: "Paula Prüferin",
      phone: "+49 761 123456",
      locale: "es",
      postcode: "79098",
      homeChecker: true,
      homeCheckerAreas: "79*, Freiburg",
      doNotPlace: false,
      revision: 0,
    });

    expect(await service.create({ ...checker, name: "Andere", email: " PAULA@example.org " }, nora)).toEqual({
      ok: false,
      error: "email_exists",
      existing: { id: made.id, name: "Paula Prüferin" },
    });
    expect(await service.create({ ...checker, name: "  " }, nora)).toEqual({
      ok: false,
      error: "name_missing",
    });

    const noEmail = { ...checker, email: null, homeChecker: false, homeCheckerAreas: "ignored" };
    const first = await service.create(noEmail, nora);
    const second = await service.create(noEmail, nora);
    expect(first.ok && second.ok).toBe(true);
    const [third] = await db
      .select()
      .from(people)
      .where(eq(people.id, (first as { id: string }).id));
    expect(third).toMatchObject({ email: "", homeChecker: false, homeCheckerAreas: null });
    expect(await db.select().from(people)).toHaveLength(3);

    // In the list with no request, among the home checkers the pre-check offers.
    const list = await service.list({ search: "prüferin" });
    expect(list.rows.find((entry) => entry.id === made.id)).toMatchObject({
      requestCount: 0,
      lastRequestAt: null,
      homeChecker: true,
    });
    expect((await service.homeCheckers()).map((entry) => entry.id)).toEqual([made.id]);
    expect((await service.detail(made.id))?.requests).toEqual([]);
  });

  test("a later request from the address joins the record and keeps its flags", async () => {
    const { db, people: service, nora, submit } = await setup();
    const made = await service.create(checker, nora);
    if (!made.ok) throw new Error(JSON.stringify(made));
    const request = await submit("PAULA@example.org", "Paula Prüferin");
    const [row] = await db.select().from(submissions).where(eq(submissions.id, request));
    expect(row!.personId).toBe(made.id);
    expect(await db.select().from(people)).toHaveLength(1);
    expect((await service.detail(made.id))?.person).toMatchObject({ homeChecker: true, postcode: "79098" });
  });

  test("merged into another record and split again, both ways round, without requests", async () => {
    const { db, people: service, nora, submit } = await setup();
    const made = await service.create(checker, nora);
    if (!made.ok) throw new Error(JSON.stringify(made));
    await service.addNote(made.id, "Hat ein Auto", nora);
    const request = await submit("maria@example.org");
    const [withRequest] = await db.select().from(submissions).where(eq(submissions.id, request));
    const maria = withRequest!.personId!;

    // The hand-made record into Maria's: its flag and note come along; the split brings it back.
    expect(await service.merge(maria, made.id, nora)).toEqual({ ok: true, id: maria });
    expect((await service.detail(maria))?.person).toMatchObject({
      homeChecker: true,
      homeCheckerAreas: "79*, Freiburg",
    });
    expect((await service.detail(maria))?.notes.map((note) => note.body)).toEqual(["Hat ein Auto"]);
    expect(await service.detail(made.id)).toBeNull();
    const [merge] = await db.select().from(personMerges);
    expect(await service.split(merge!.id, nora)).toEqual({ ok: true, id: made.id });
    expect((await service.detail(made.id))?.person).toMatchObject({
      email: "paula@example.org",
      homeChecker: true,
    });
    expect((await service.detail(made.id))?.notes.map((note) => note.body)).toEqual(["Hat ein Auto"]);
    expect((await service.detail(maria))?.requests.map((entry) => entry.id)).toEqual([request]);

    // Maria's record into the hand-made one: the request moves there and back.
    expect(await service.merge(made.id, maria, nora)).toEqual({ ok: true, id: made.id });
    expect((await service.detail(made.id))?.requests.map((entry) => entry.id)).toEqual([request]);
    const second = (await db.select().from(personMerges)).find((entry) => entry.id !== merge!.id);
    expect(await service.split(second!.id, nora)).toEqual({ ok: true, id: maria });
    expect((await service.detail(made.id))?.requests).toEqual([]);
    expect((await service.detail(maria))?.requests.map((entry) => entry.id)).toEqual([request]);
  });

  test("the data export has the record without requests, in its language; the erasure removes it and logs it", async () => {
    const { db, people: service, data, nora, submit } = await setup();
    const made = await service.create(
      { ...checker, doNotPlace: true, doNotPlaceReason: "Hund im Zwinger" },
      nora,
    );
    if (!made.ok) throw new Error(JSON.stringify(made));
    await service.addNote(made.id, "Ruft abends an", nora);
    await submit("other@example.org", "Andere Person");

    expect(await data.findPerson("paula@example.org")).toEqual([]);
    expect(await data.findRecord("paula@example.org")).toEqual({ id: made.id, name: "Paula Prüferin" });
    expect(await data.findRecord("nobody@example.org")).toBeNull();
    const exported = await data.exportPerson("paula@example.org");
    expect(exported.requests).toEqual([]);
    expect(exported.person.records).toMatchObject([
      { email: "paula@example.org", language: "es", doNotPlace: { reason: "Hund im Zwinger" } },
    ]);
    expect(exported.person.notes.map((note) => note.text)).toEqual(["Ruft abends an"]);
    const document = await data.exportDocument("paula@example.org");
    expect(document.locale).toBe("es");
    expect(document.html).toContain("Hund im Zwinger");
    expect(document.html).not.toContain("Andere Person");

    expect(await data.erasePerson("paula@example.org", { ...nora, role: "admin" })).toEqual({
      ok: true,
      erased: 0,
    });
    expect(await db.select().from(people).where(eq(people.id, made.id))).toEqual([]);
    expect(await db.select().from(personNotes)).toEqual([]);
    expect(await db.select().from(people)).toHaveLength(1);
    expect(await db.select().from(deletionLog)).toMatchObject([
      { reason: "erasure", actorName: "Nora Neu", requestCount: 0 },
    ]);
    expect(await data.findRecord("paula@example.org")).toBeNull();
  });

  // The privacy policy's rule (the hourly job's deleteOrphanPeople), which the form states.
  test("retention: a plain contact goes once untouched for the period, a home checker stays", async () => {
    const { db, people: service, nora } = await setup();
    const contact = await service.create(
      { ...checker, email: "kontakt@example.org", homeChecker: false },
      nora,
    );
    const kept = await service.create(checker, nora);
    if (!contact.ok || !kept.ok) throw new Error("not created");
    await deleteOrphanPeople(db, 180);
    expect(await db.select().from(people)).toHaveLength(2);
    await db.update(people).set({ updatedAt: new Date(Date.now() - 200 * 86_400_000) });
    await deleteOrphanPeople(db, 180);
    expect((await db.select({ id: people.id }).from(people)).map((row) => row.id)).toEqual([kept.id]);
  });
});
