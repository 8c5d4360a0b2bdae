import { sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import ExcelJS from "exceljs";
import { inboxDefaults, parseInboxFilter } from "~/domain/back-office/inbox-filter";
import { accentedLetters, searchKey } from "~/domain/back-office/inbox-search";
import type { Dog } from "~/domain/dogs/types";
import { staffAccounts, submissions } from "../db/schema";
import type { Db } from "../db/client";
import type { DogService } from "../dogs/dog-service";
import {
  databaseKinds,
  disposeTemplates,
  freshDatabase,
  type DatabaseKind,
} from "../../tests/support/db/database";
import { makeDog } from "../../tests/support/dogs/fixtures";
import type { BackOfficeDeps } from "./deps";
import { containsPattern, createInboxServices, inboxPageSize } from "./inbox-service";

afterAll(disposeTemplates);

type Feed = { available: boolean; dogs: Dog[] };

async function setUp(kind: DatabaseKind, feed: Feed = { available: true, dogs: [] }) {
  const { database, dispose } = await freshDatabase(kind);
  onTestFinished(dispose);
  const dogs = { list: () => ({ ...feed, cacheTimestamp: null }) } as unknown as DogService;
  const inbox = createInboxServices({
    db: database.db,
    dogs,
    config: { databaseUrl: kind === "postgres" ? "postgres://test" : undefined },
    logger: console,
  } as unknown as BackOfficeDeps);
  const [anna, ben] = await database.db
    .insert(staffAccounts)
    .values([
      { email: "anna@verein.example", name: "Anna", passwordHash: "x" },
      { email: "ben@verein.example", name: "Ben", passwordHash: "x", role: "admin" },
    ])
    .returning({ id: staffAccounts.id, name: staffAccounts.name });
  return { db: database.db, inbox, anna: anna!, ben: ben! };
}

type Seed = Partial<typeof submissions.$inferInsert>;
let seq = 0;

async function seed(db: Db, rows: Seed[]): Promise<string[]> {
  const base = Date.parse("2026-03-10T12:00:00Z");
  const inserted = await db
    .insert(submissions)
    .values(
      rows.map((row) => {
        seq += 1;
        return {
          formType: "contact",
          locale: "de",
          data: {},
          name: `Person ${seq}`,
          email: `person${seq}@example.org`,
          createdAt: new Date(base - seq * 60_000),
          ...row,
        };
      }),
    )
    .returning({ id: submissions.id });
  return inserted.map((row) => row.id);
}

const filter = (query: string) => parseInboxFilter(new URLSearchParams(query));

describe.each(await databaseKinds())("inbox on $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  test("newest first, 50 a page, a page past the end shows the last one", async () => {
    const { db, inbox, anna } = await setUp(kind);
    await db.execute(sql`
      insert into submissions (form_type, locale, data, name, email, created_at)
      select 'contact', 'de', '{}'::jsonb, 'P' || i, 'p' || i || '@example.org',
        timestamptz '2026-01-01T00:00:00Z' + i * interval '1 hour'
      from generate_series(1, 120) as i`);

    const first = await inbox.list(filter(""), anna);
    expect(first).toMatchObject({ total: 120, page: 1, pageCount: 3 });
    expect(first.rows).toHaveLength(inboxPageSize);
    expect(first.rows[0]?.name).toBe("P120");
    expect(first.rows[49]?.name).toBe("P71");
    const created = first.rows.map((row) => row.created);
    expect([...created].sort().reverse()).toEqual(created);

    const third = await inbox.list(filter("page=3"), anna);
    expect(third.rows.map((row) => row.name)).toEqual(Array.from({ length: 20 }, (_, i) => `P${20 - i}`));
    expect((await inbox.list(filter("page=9"), anna)).page).toBe(3);

    const empty = await inbox.list(filter("q=nobody"), anna);
    expect(empty).toEqual({ rows: [], total: 0, page: 1, pageCount: 1 });
  });

  test("a row carries what the list shows", async () => {
    const { db, inbox, anna } = await setUp(kind, {
      available: true,
      dogs: [makeDog({ id: "7", name: "Luna" })],
    });
    const [id] = await seed(db, [
      {
        formType: "adoption",
        locale: "es",
        status: "in_review",
        name: "María Peña",
        email: "maria@example.org",
        phone: "+34 600 000 000",
        dogName: "Luna",
        dogId: "7",
        assigneeId: anna.id,
        createdAt: new Date("2026-03-01T10:00:00Z"),
      },
    ]);
    const { rows } = await inbox.list(filter(""), anna);
    expect(rows).toEqual([
      {
        id,
        created: "2026-03-01T10:00:00.000Z",
        type: "adoption",
        locale: "es",
        status: "in_review",
        name: "María Peña",
        email: "maria@example.org",
        phone: "+34 600 000 000",
        dogName: "Luna",
        dogId: "7",
        assigneeName: "Anna",
        unread: true,
        dogGone: false,
        channel: "web",
      },
    ]);
  });

  test("each filter narrows the list", async () => {
    const { db, inbox, anna, ben } = await setUp(kind);
    const opened = new Date();
    const [adoptionNew, adoptionPlaced, fosterPrecheck, sponsorshipEs, contactAnswered, membershipNew] =
      await seed(db, [
        { formType: "adoption", dogName: "Luna", dogId: "7", assigneeId: anna.id },
        { formType: "adoption", status: "placed", dogName: "luna", assigneeId: ben.id },
        { formType: "foster_home", status: "precheck", openedAt: opened, assigneeId: anna.id },
        { formType: "sponsorship", locale: "es", dogName: "Rex", openedAt: opened },
        { formType: "contact", status: "answered", openedAt: opened },
        { formType: "membership", locale: "es" },
      ]);
    const ids = async (query: string) =>
      (await inbox.list(filter(query), anna)).rows.map((row) => row.id).sort();
    const sorted = (...values: (string | undefined)[]) => [...values].sort();

    expect(await ids("type=adoption")).toEqual(sorted(adoptionNew, adoptionPlaced));
    expect(await ids("locale=es")).toEqual(sorted(sponsorshipEs, membershipNew));
    expect(await ids("status=precheck")).toEqual(sorted(fosterPrecheck));
    expect(await ids("status=open")).toEqual(
      sorted(adoptionNew, fosterPrecheck, sponsorshipEs, membershipNew),
    );
    expect(await ids("status=unread")).toEqual(sorted(adoptionNew, adoptionPlaced, membershipNew));
    expect(await ids("assignee=me")).toEqual(sorted(adoptionNew, fosterPrecheck));
    expect(await ids(`assignee=${ben.id}`)).toEqual(sorted(adoptionPlaced));
    expect(await ids("assignee=none")).toEqual(sorted(sponsorshipEs, contactAnswered, membershipNew));
    expect(await ids("dog=7")).toEqual(sorted(adoptionNew));
    expect(await ids("dog=LUNA")).toEqual(sorted(adoptionNew, adoptionPlaced));
    expect(await ids("type=adoption&status=open&assignee=me")).toEqual(sorted(adoptionNew));
    expect(await ids("type=contact&locale=es")).toEqual([]);
  });

  test("from and to are whole days in the association's time zone", async () => {
    const { db, inbox, anna } = await setUp(kind);
    const [lateOnFirst, firstInBerlinOnSecond, third] = await seed(db, [
      { createdAt: new Date("2026-03-01T22:30:00Z") }, // 23:30 in Berlin: 1 March
      { createdAt: new Date("2026-03-01T23:30:00Z") }, // 00:30 in Berlin: 2 March
      { createdAt: new Date("2026-03-03T12:00:00Z") },
    ]);
    const ids = async (query: string) =>
      (await inbox.list(filter(query), anna)).rows.map((row) => row.id).sort();
    expect(await ids("to=2026-03-01")).toEqual([lateOnFirst]);
    expect(await ids("from=2026-03-02")).toEqual([firstInBerlinOnSecond, third].sort());
    expect(await ids("from=2026-03-02&to=2026-03-02")).toEqual([firstInBerlinOnSecond]);
    expect(await ids("from=2026-03-04")).toEqual([]);
  });

  test("search over name, e-mail, phone and dog name, case-insensitive, wildcards literal", async () => {
    const { db, inbox, anna } = await setUp(kind);
    const [mueller, email, phone, dog, percent, underscore] = await seed(db, [
      { name: "Jürgen Müller" },
      { name: "X", email: "bello.fan@example.org" },
      { name: "Y", phone: "+49 170 5550123" },
      { name: "Z", dogName: "Marlene" },
      { name: "100% Tierlieb" },
      { name: "a_b" },
    ]);
    const [pena] = await seed(db, [{ name: "Lucía Peña" }]);
    const ids = async (q: string) =>
      (await inbox.list(filter(`q=${encodeURIComponent(q)}`), anna)).rows.map((row) => row.id);
    expect(await ids("MÜLLER")).toEqual([mueller]);
    expect(await ids("bello.FAN")).toEqual([email]);
    expect(await ids("5550123")).toEqual([phone]);
    expect(await ids("marl")).toEqual([dog]);
    expect(await ids("%")).toEqual([percent]);
    expect(await ids("_")).toEqual([underscore]);
    expect(await ids("a_b")).toEqual([underscore]);
    expect(await ids("PEÑA")).toEqual([pena]);
    expect((await ids("example.org")).length).toBe(7);
    expect(containsPattern("50%_\\")).toBe("%50\\%\\_\\\\%");
  });

  test("dog gone: open adoption and sponsorship requests whose dog left the feed or is reserved", async () => {
    const feed = {
      available: true,
      dogs: [
        makeDog({ id: "1", name: "Luna" }),
        makeDog({ id: "2", name: "Rex", status: "reserved" }),
        makeDog({ id: "3", name: "Kira", status: "hidden" }),
      ],
    };
    const { db, inbox, anna } = await setUp(kind, feed);
    const rows: [string, Seed, boolean][] = [
      ["in feed", { formType: "adoption", dogId: "1", dogName: "Luna" }, false],
      ["reserved", { formType: "adoption", dogId: "2", dogName: "Rex" }, true],
      ["left the feed", { formType: "sponsorship", dogId: "9", dogName: "Bello" }, true],
      ["left, in review", { formType: "adoption", status: "in_review", dogId: "9", dogName: "Bello" }, true],
      ["left, but placed", { formType: "adoption", status: "placed", dogId: "9", dogName: "Bello" }, false],
      [
        "left, but closed",
        { formType: "sponsorship", status: "closed", dogId: "9", dogName: "Bello" },
        false,
      ],
      ["name in feed", { formType: "sponsorship", dogName: " luna " }, false],
      ["name reserved", { formType: "adoption", dogName: "REX" }, true],
      ["name not in feed", { formType: "adoption", dogName: "Nemo" }, true],
      ["no dog named", { formType: "sponsorship" }, false],
      ["foster home", { formType: "foster_home", dogId: "9", dogName: "Bello" }, false],
    ];
    const ids = await seed(
      db,
      rows.map(([, row]) => row),
    );
    const byId = new Map((await inbox.list(filter(""), anna)).rows.map((row) => [row.id, row.dogGone]));
    expect(rows.map(([what], i) => [what, byId.get(ids[i]!)])).toEqual(
      rows.map(([what, , gone]) => [what, gone]),
    );

    const gone = (await inbox.list(filter("dog_gone=1"), anna)).rows.map((row) => row.id).sort();
    expect(gone).toEqual(ids.filter((_, i) => rows[i]![2]).sort());
  });

  test("no dog is gone while no copy of the feed was ever read", async () => {
    const { db, inbox, anna } = await setUp(kind, { available: false, dogs: [] });
    await seed(db, [{ formType: "adoption", dogId: "9", dogName: "Bello" }]);
    expect((await inbox.list(filter(""), anna)).rows[0]?.dogGone).toBe(false);
    expect((await inbox.list(filter("dog_gone=1"), anna)).total).toBe(0);
  });

  test("the count follows new, changed and (within 30 s) deleted requests", async () => {
    const { db, inbox, anna } = await setUp(kind);
    const [first] = await seed(db, [{ formType: "adoption" }, { formType: "adoption" }]);
    const open = async () => (await inbox.list(filter("type=adoption&status=open"), anna)).total;
    expect(await open()).toBe(2);
    await seed(db, [{ formType: "adoption", createdAt: new Date() }]);
    expect(await open()).toBe(3);
    await db.execute(sql`update submissions set status = 'placed', updated_at = now() where id = ${first}`);
    expect(await open()).toBe(2);
    const page = await inbox.list(filter("type=adoption&status=open"), anna);
    expect(page.rows).toHaveLength(2);
  });

  test("unread count: requests never opened", async () => {
    const { db, inbox } = await setUp(kind);
    expect(await inbox.unreadCount()).toBe(0);
    await seed(db, [{}, {}, { openedAt: new Date() }]);
    expect(await inbox.unreadCount()).toBe(2);
  });

  test("choices: the volunteers and the dogs requests name", async () => {
    const { db, inbox } = await setUp(kind);
    await seed(db, [
      { dogName: "Luna", dogId: "1" },
      { dogName: "luna", dogId: "1" },
      { dogName: "Bello" },
      { dogName: "bello " },
      { dogName: "  " },
      {},
    ]);
    const choices = await inbox.choices();
    expect(choices.staff.map((member) => member.name)).toEqual(["Anna", "Ben"]);
    expect(choices.dogs).toEqual([
      { value: "name:Bello", name: "Bello", id: null },
      { value: "id:1", name: "Luna", id: "1" },
    ]);
    expect(
      (await inbox.list(filter("dog=name:Bello"), { id: "00000000-0000-4000-8000-000000000000" })).total,
    ).toBe(2);
    await seed(db, [{ dogName: "Aaron", createdAt: new Date() }]);
    expect((await inbox.choices()).dogs[0]).toEqual({ value: "name:Aaron", name: "Aaron", id: null });
    const screen = await inbox.screen(filter("dog=name:Aaron"), {
      id: "00000000-0000-4000-8000-000000000000",
    });
    expect(screen.total).toBe(1);
    expect(screen.choices.staff.map((member) => member.name)).toEqual(["Anna", "Ben"]);
    expect(screen.choices.dogs).toHaveLength(3);
  });

  test("CSV: the filtered list with BOM, header and neutralised cells", async () => {
    const { db, inbox, anna } = await setUp(kind);
    const [id] = await seed(db, [
      {
        formType: "adoption",
        name: '=HYPERLINK("http://evil")',
        email: "a@example.org",
        phone: "+49 1",
        dogName: "Peña, Ñandú",
        assigneeId: anna.id,
        createdAt: new Date("2026-03-01T10:00:00Z"),
      },
      { formType: "contact", name: "Other" },
    ]);
    const csv = await inbox.csv(filter("type=adoption&page=7"), anna);
    expect(csv).toBe(
      "\uFEFFid,created,type,locale,status,name,email,phone,dog,assignee\r\n" +
        `${id},2026-03-01T10:00:00.000Z,adoption,de,new,"'=HYPERLINK(""http://evil"")",a@example.org,'+49 1,"Peña, Ñandú",Anna\r\n`,
    );
  });

  test("search ignores case and accents both ways, as PostgreSQL's search column does", async () => {
    const { db, inbox, anna } = await setUp(kind);
    const [garcia, yilmaz, nunez, plain] = await seed(db, [
      { name: "María José García Núñez" },
      { name: "Familie Yılmaz" },
      { name: "X", email: "x@example.org", dogName: "Ñandú" },
      { name: "Jose Garcia" },
    ]);
    const ids = async (q: string) =>
      (await inbox.list(filter(`q=${encodeURIComponent(q)}`), anna)).rows.map((row) => row.id).sort();
    expect(await ids("Garcia")).toEqual([garcia, plain].sort());
    expect(await ids("GARCÍA")).toEqual([garcia, plain].sort());
    expect(await ids("garcía núñez")).toEqual([garcia]);
    expect(await ids("yilmaz")).toEqual([yilmaz]);
    expect(await ids("YILMAZ")).toEqual([yilmaz]);
    expect(await ids("Yılmaz")).toEqual([yilmaz]);
    expect(await ids("nandu")).toEqual([nunez]);
    expect(await ids("JOSÉ")).toEqual([garcia, plain].sort());
  });

  test("JavaScript's search key and PostgreSQL's column agree on every listed letter", async () => {
    const { db } = await setUp(kind);
    const letters = [...accentedLetters, ..."ŞşßŁłøÆ"];
    const [id] = await seed(db, [{ name: letters.join(" ") }]);
    const [row] = await db
      .select({ searchText: submissions.searchText })
      .from(submissions)
      .where(sql`${submissions.id} = ${id}`);
    const stored = row!.searchText!.split(" ").slice(0, letters.length);
    expect(stored).toEqual(letters.map((letter) => searchKey(letter)));
  });

  test("a phone number is found by its digits, whatever the punctuation", async () => {
    const { db, inbox, anna } = await setUp(kind);
    const [german, spanish, national] = await seed(db, [
      { phone: "+49 171-2345678" },
      { phone: "+34 600 12 34 56" },
      { phone: "0761 / 123 45" },
      { phone: null },
    ]);
    const ids = async (q: string) =>
      (await inbox.list(filter(`q=${encodeURIComponent(q)}`), anna)).rows.map((row) => row.id).sort();
    expect(await ids("0171 234")).toEqual([german]);
    expect(await ids("+49 (171) 2345")).toEqual([german]);
    expect(await ids("0049 171")).toEqual([german]);
    expect(await ids("600123456")).toEqual([spanish]);
    expect(await ids("600-12-34")).toEqual([spanish]);
    expect(await ids("0761 12345")).toEqual([national]);
    expect(await ids("0 1")).toEqual([]); // too few digits to be a number
  });

  test("stage counts: per status of the filter, and the open, unread and all totals", async () => {
    const { db, inbox, anna } = await setUp(kind);
    const opened = new Date();
    await seed(db, [
      { formType: "adoption" },
      { formType: "adoption", openedAt: opened },
      { formType: "adoption", status: "precheck", openedAt: opened },
      { formType: "adoption", status: "placed", openedAt: opened },
      { formType: "sponsorship", status: "confirmed" },
      { formType: "contact", status: "new", locale: "es" },
      { formType: "contact", status: "closed", locale: "es", openedAt: opened },
    ]);
    const inboxFilter = (query: string) => parseInboxFilter(new URLSearchParams(query), inboxDefaults);
    const screen = await inbox.screen(inboxFilter(""), anna);
    expect(screen.total).toBe(4);
    expect(screen.rows).toHaveLength(4);
    expect(screen.stages).toEqual({
      all: 7,
      open: 4,
      unread: 3,
      byStatus: { new: 3, precheck: 1, placed: 1, confirmed: 1, closed: 1 },
    });
    const spanish = await inbox.screen(inboxFilter("locale=es&status=closed"), anna);
    expect(spanish.total).toBe(1);
    expect(spanish.stages).toEqual({ all: 2, open: 1, unread: 1, byStatus: { new: 1, closed: 1 } });
    expect((await inbox.screen(inboxFilter("status=all"), anna)).total).toBe(7);
    expect((await inbox.screen(inboxFilter("status=unread"), anna)).total).toBe(3);
  });

  test("the dog filter tells same-named dogs apart by their feed id", async () => {
    const { db, inbox, anna } = await setUp(kind);
    const [lunaA, lunaA2, lunaB, lunaNoId] = await seed(db, [
      { formType: "adoption", dogName: "Luna", dogId: "4711" },
      { formType: "sponsorship", dogName: "luna", dogId: "4711" },
      { formType: "adoption", dogName: "Luna", dogId: "815" },
      { formType: "adoption", dogName: "Luna " },
    ]);
    expect((await inbox.choices()).dogs).toEqual([
      { value: "id:4711", name: "Luna", id: "4711" },
      { value: "id:815", name: "Luna", id: "815" },
      { value: "name:Luna", name: "Luna", id: null },
    ]);
    const ids = async (dog: string) =>
      (await inbox.list(filter(`dog=${encodeURIComponent(dog)}`), anna)).rows.map((row) => row.id).sort();
    expect(await ids("id:4711")).toEqual([lunaA, lunaA2].sort());
    expect(await ids("id:815")).toEqual([lunaB]);
    expect(await ids("name:luna")).toEqual([lunaNoId]);
    expect(await ids("Luna")).toEqual([lunaA, lunaA2, lunaB, lunaNoId].sort());
  });

  test("Excel: the filtered list for people, in the volunteer's language, local times, every answer", async () => {
    const { db, inbox, anna } = await setUp(kind);
    const [adoption, sponsorship] = await seed(db, [
      {
        formType: "adoption",
        locale: "es",
        status: "in_review",
        name: '=HYPERLINK("http://evil")',
        email: "ana@example.org",
        phone: "+34 600 000 000",
        dogName: "Luna",
        dogId: "4711",
        assigneeId: anna.id,
        data: {
          dog: "Luna",
          name: '=HYPERLINK("http://evil")',
          email: "ana@example.org",
          phone: "+34 600 000 000",
          livingSituation: "Piso con terraza",
          experience: "Dos perros antes",
          message: "Hola",
          privacyAccepted: true,
        },
        createdAt: new Date("2026-07-01T22:30:00Z"),
      },
      {
        formType: "sponsorship",
        dogName: "Rex",
        name: "Ben Berg",
        data: {
          dogName: "Rex",
          yourName: "Ben Berg",
          email: "ben@example.org",
          amount: 25,
          publishName: false,
        },
        createdAt: new Date("2026-01-15T08:05:00Z"),
      },
      { formType: "contact", name: "Not in the list" },
    ]);
    const read = async (buffer: Buffer) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return { sheet, rows };
    };
    const german = await read(await inbox.xlsx(filter("status=all&type=adoption"), anna, "de"));
    expect(german.sheet.name).toBe("Anfragen");
    const [header, first] = german.rows;
    expect(header).toEqual([
      "Eingang",
      "Art",
      "Status",
      "Zuständig",
      "Sprache",
      "Hund",
      "Name",
      "E-Mail",
      "Telefon",
      "Wohnsituation",
      "Erfahrung mit Hunden",
      "Nachricht",
      "Datenschutzerklärung akzeptiert",
      "Hund-ID",
      "Anfrage-ID",
    ]);
    expect(first).toEqual([
      new Date("2026-07-02T00:30:00Z"), // 00:30 in Berlin, written as the clock shows it
      "Adoption",
      "In Prüfung",
      "Anna",
      "Spanisch",
      "Luna",
      '\'=HYPERLINK("http://evil")',
      "ana@example.org",
      "+34 600 000 000", // a phone number as written: it carries no formula
      "Piso con terraza",
      "Dos perros antes",
      "Hola",
      "Ja",
      "4711",
      adoption,
    ]);
    expect(german.sheet.getCell("A2").numFmt).toBe("dd.mm.yyyy hh:mm");

    const spanish = await read(await inbox.xlsx(filter("type=adoption"), anna, "es"));
    expect(spanish.rows[0]!.slice(0, 5)).toEqual(["Recibida", "Tipo", "Estado", "Responsable", "Idioma"]);
    expect(spanish.rows[1]!.slice(0, 5)).toEqual([
      new Date("2026-07-02T00:30:00Z"),
      "Adopción",
      "En revisión",
      "Anna",
      "Español",
    ]);

    // Two kinds: their answers share the columns of the same label ("Name", "Hund").
    const both = await read(await inbox.xlsx(filter("q=example.org&type=sponsorship"), anna, "de"));
    expect(both.rows[0]).toEqual([
      "Eingang",
      "Art",
      "Status",
      "Zuständig",
      "Sprache",
      "Hund",
      "Name",
      "E-Mail",
      "Monatlicher Betrag",
      "Name veröffentlichen",
      "Hund-ID",
      "Anfrage-ID",
    ]);
    expect(both.rows[1]).toEqual([
      new Date("2026-01-15T09:05:00Z"),
      "Patenschaft",
      "Neu",
      "nicht zugewiesen",
      "Deutsch",
      "Rex",
      "Ben Berg",
      "ben@example.org",
      25,
      "Nein",
      undefined,
      sponsorship,
    ]);
    const mixed = await read(await inbox.xlsx(filter("status=all&q=example.org"), anna, "de"));
    const labels = mixed.rows[0] as string[];
    expect(labels.filter((label) => label === "Name")).toHaveLength(1);
    expect(labels).toContain("Monatlicher Betrag");
    expect(labels).toContain("Wohnsituation");
    expect(mixed.rows).toHaveLength(1 + 3);
  });

  test("10,000 requests: list, filters and search stay correct", { timeout: 60_000 }, async () => {
    const { db, inbox, anna } = await setUp(kind, {
      available: true,
      dogs: [makeDog({ id: "d1", name: "Dog1" })],
    });
    await db.execute(sql`
      insert into submissions (form_type, locale, data, name, email, phone, dog_name, dog_id, status, opened_at, created_at)
      select (array['adoption','sponsorship','foster_home','contact','membership'])[1 + i % 5],
        case when i % 2 = 0 then 'de' else 'es' end, '{}'::jsonb,
        'Person ' || i, 'person' || i || '@example.org', '+49 ' || i,
        case when i % 5 < 2 then 'Dog' || (i % 300) end,
        case when i % 5 < 2 then 'd' || (i % 300) end,
        'new', case when i % 3 = 0 then now() end,
        timestamptz '2026-01-01T00:00:00Z' + i * interval '1 minute'
      from generate_series(1, 10000) as i`);

    const all = await inbox.list(filter(""), anna);
    expect(all).toMatchObject({ total: 10_000, pageCount: 200 });
    expect(all.rows[0]?.name).toBe("Person 10000");
    expect((await inbox.list(filter("page=200"), anna)).rows.at(-1)?.name).toBe("Person 1");

    const search = await inbox.list(filter("q=person123"), anna);
    expect(search.total).toBe(11); // person123, person1230 … person1239
    const filtered = await inbox.list(filter("type=adoption&status=open&q=mar"), anna);
    expect(filtered.total).toBe(0);
    const adoptionsOpen = await inbox.list(filter("type=adoption&status=open&locale=de"), anna);
    expect(adoptionsOpen.total).toBe(1000); // i % 5 = 0 and i even: i % 10 = 0
    expect(await inbox.unreadCount()).toBe(10_000 - 3333);
    // Dog d1 is in the feed; every other named dog (d0, d2 … d299) is gone.
    const gone = await inbox.list(filter("dog_gone=1"), anna);
    const namingD1 = await inbox.list(filter("dog=d1"), anna);
    expect(namingD1.total).toBeGreaterThan(0);
    expect(gone.total).toBe(4000 - namingD1.total);
    expect((await inbox.csv(filter("q=person123"), anna)).split("\r\n")).toHaveLength(13);
  });
});
