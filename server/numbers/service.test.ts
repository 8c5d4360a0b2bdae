import { sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import type { Db } from "../db/client";
import { relations } from "../db/relations-schema";
import { requestEvents, staffAccounts, submissions } from "../db/schema";
import { databaseKinds, disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { createNumbersServices } from "./service";

afterAll(disposeTemplates);

// Wednesday 18 March 2026, 13:00 in Berlin (still winter time: UTC+1). Three months: January to March.
const now = new Date("2026-03-18T12:00:00Z");
const hours = (iso: string, h: number) => new Date(new Date(iso).getTime() + h * 3_600_000);

describe.each(await databaseKinds())("the board's numbers on $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  async function setup() {
    const fresh = await freshDatabase(kind);
    onTestFinished(fresh.dispose);
    const db = fresh.database.db;
    const [anna, jonas] = await db
      .insert(staffAccounts)
      .values([
        { email: "anna@verein.example", name: "Anna Beispiel", passwordHash: "x" },
        { email: "jonas@verein.example", name: "Jonas Muster", passwordHash: "x" },
      ])
      .returning({ id: staffAccounts.id });
    return { db, numbers: createNumbersServices({ db }), anna: anna!.id, jonas: jonas!.id };
  }

  async function request(
    db: Db,
    formType: string,
    createdAt: string,
    values: Partial<typeof submissions.$inferInsert> = {},
  ) {
    const [row] = await db
      .insert(submissions)
      .values({ formType, locale: "de", data: {}, createdAt: new Date(createdAt), ...values })
      .returning({ id: submissions.id });
    return row!.id;
  }

  async function event(
    db: Db,
    submissionId: string,
    kind: string,
    at: Date,
    detail: Record<string, unknown> = {},
  ) {
    await db.insert(requestEvents).values({ submissionId, kind, createdAt: at, detail, actorName: "Anna" });
  }

  test("requests per Berlin week by kind, first answers, placements, members and sponsors, open work", async () => {
    const { db, numbers, anna, jonas } = await setup();
    // Sunday 8 March 23:30 in Berlin: the week from Monday 2 March. An hour later: the week of 9 March.
    const a = await request(db, "adoption", "2026-03-08T22:30:00Z");
    const b = await request(db, "contact", "2026-03-08T23:30:00Z", { status: "answered" });
    const c = await request(db, "adoption", "2026-03-09T10:00:00Z", { status: "in_review" });
    // Recorded by a volunteer on the phone: counted per week, not for the first answer.
    await request(db, "sponsorship", "2026-03-10T08:00:00Z", { channel: "phone" });
    // Ten hours old, not answered yet: not yet due for the 48 hours.
    await request(db, "contact", "2026-03-18T02:00:00Z");
    const g = await request(db, "foster_home", "2026-01-15T10:00:00Z", {
      status: "in_review",
      assigneeId: anna,
    });
    const h = await request(db, "foster_home", "2026-01-20T10:00:00Z", {
      status: "precheck",
      assigneeId: anna,
    });
    // Before the period: not counted per week, but open.
    await request(db, "membership", "2025-12-20T10:00:00Z", { assigneeId: jonas });

    await event(db, a, "mail", hours("2026-03-08T22:30:00Z", 2));
    await event(db, b, "status", hours("2026-03-08T23:30:00Z", 10), { from: "new", to: "answered" });
    await event(db, c, "note", hours("2026-03-09T10:00:00Z", 1));
    await event(db, c, "status", hours("2026-03-09T10:00:00Z", 60), { from: "new", to: "in_review" });
    await event(db, c, "mail", hours("2026-03-09T10:00:00Z", 100));
    await event(db, g, "mail", hours("2026-01-15T10:00:00Z", 5));
    await event(db, h, "mail", hours("2026-01-20T10:00:00Z", 7));

    // Placements: a relation started in February, a request placed in March without a relation
    // (the fallback: its status move), one placed before the period.
    const p1 = await request(db, "adoption", "2025-11-01T10:00:00Z", { status: "placed" });
    const p2 = await request(db, "adoption", "2025-11-05T10:00:00Z", { status: "placed" });
    const p3 = await request(db, "adoption", "2025-11-06T10:00:00Z", { status: "placed" });
    await event(db, p2, "status", new Date("2026-03-05T10:00:00Z"), { from: "approved", to: "placed" });
    await db.insert(relations).values([
      { submissionId: p1, kind: "adoption", startedOn: "2026-02-10" },
      { submissionId: p3, kind: "adoption", startedOn: "2025-12-31" },
    ]);

    // Members and sponsors: active at a month's end when started by then and not ended by then.
    const lasting = async (kindOf: string, startedOn: string, endedOn: string | null = null) => {
      const status = kindOf === "membership" ? "accepted" : "confirmed";
      const id = await request(db, kindOf, "2025-05-01T10:00:00Z", { status });
      await db.insert(relations).values({ submissionId: id, kind: kindOf, startedOn, endedOn });
    };
    await lasting("membership", "2025-12-01");
    await lasting("membership", "2026-01-31");
    await lasting("membership", "2025-06-01", "2026-02-28");
    await lasting("membership", "2026-03-10");
    await lasting("membership", "2026-03-25");
    await lasting("sponsorship", "2026-02-01");

    const result = await numbers.compute(3, now);
    expect(result.months).toBe(3);
    expect(result.from).toBe("2026-01-01");
    expect(result.today).toBe("2026-03-18");

    // Weeks from Monday 29 December (the week of 1 January) to the week of 16 March.
    expect(result.weeks.map((week) => week.week)).toEqual([
      "2025-12-29",
      "2026-01-05",
      "2026-01-12",
      "2026-01-19",
      "2026-01-26",
      "2026-02-02",
      "2026-02-09",
      "2026-02-16",
      "2026-02-23",
      "2026-03-02",
      "2026-03-09",
      "2026-03-16",
    ]);
    const week = (monday: string) => result.weeks.find((entry) => entry.week === monday)!;
    expect(week("2026-03-02").counts).toEqual({
      adoption: 1,
      sponsorship: 0,
      foster_home: 0,
      contact: 0,
      membership: 0,
    });
    expect(week("2026-03-09")).toMatchObject({
      total: 3,
      counts: { adoption: 1, contact: 1, sponsorship: 1 },
    });
    expect(week("2026-03-16")).toMatchObject({ total: 1, counts: { contact: 1 } });
    expect(week("2026-01-12").counts.foster_home).toBe(1);
    expect(week("2026-01-19").counts.foster_home).toBe(1);
    expect(result.weeks.reduce((sum, entry) => sum + entry.total, 0)).toBe(7);

    // First answers: January 5 h and 7 h (median 6); February none; March 2 h, 10 h, 60 h (median
    // 10), two of the three due ones within 48 hours (the ten-hour-old request is not due yet).
    expect(result.firstAnswer).toEqual([
      { month: "2026-01", requests: 2, answered: 2, medianHours: 6, within48: 2, share48: 1 },
      { month: "2026-02", requests: 0, answered: 0, medianHours: null, within48: 0, share48: null },
      { month: "2026-03", requests: 4, answered: 3, medianHours: 10, within48: 2, share48: 2 / 3 },
    ]);

    expect(result.placements).toEqual([
      { month: "2026-01", count: 0 },
      { month: "2026-02", count: 1 },
      { month: "2026-03", count: 1 },
    ]);

    expect(result.lasting).toEqual([
      { month: "2026-01", members: 3, sponsors: 0 },
      { month: "2026-02", members: 2, sponsors: 1 },
      { month: "2026-03", members: 3, sponsors: 1 },
    ]);

    const stages = Object.fromEntries(
      result.openByStage.map((entry) => [
        entry.kind,
        Object.fromEntries(entry.stages.map((stage) => [stage.status, stage.count])),
      ]),
    );
    expect(stages).toEqual({
      adoption: { new: 1, in_review: 1, precheck: 0, approved: 0 },
      sponsorship: { new: 1 },
      foster_home: { new: 0, in_review: 1, precheck: 1 },
      contact: { new: 1 },
      membership: { new: 1 },
    });
    expect(result.openByVolunteer).toEqual([
      { id: null, name: null, count: 4 },
      { id: anna, name: "Anna Beispiel", count: 2 },
      { id: jonas, name: "Jonas Muster", count: 1 },
    ]);
  });

  test("summer time: the week starts at Monday midnight in Berlin (UTC+2); an empty database gives zeros", async () => {
    const { db, numbers } = await setup();
    const empty = await numbers.compute(6, new Date("2026-07-15T10:00:00Z"));
    expect(empty.weeks.every((entry) => entry.total === 0)).toBe(true);
    expect(empty.placements).toHaveLength(6);
    expect(empty.firstAnswer.every((row) => row.medianHours === null)).toBe(true);
    expect(empty.openByVolunteer).toEqual([]);

    // Sunday 5 July 23:30 in Berlin is 21:30 UTC; Monday 6 July 00:30 is 22:30 UTC.
    await request(db, "contact", "2026-07-05T21:30:00Z");
    await request(db, "contact", "2026-07-05T22:30:00Z");
    const result = await numbers.compute(6, new Date("2026-07-15T10:00:00Z"));
    expect(result.from).toBe("2026-02-01");
    const totals = Object.fromEntries(result.weeks.map((entry) => [entry.week, entry.total]));
    expect(totals["2026-06-29"]).toBe(1);
    expect(totals["2026-07-06"]).toBe(1);
  });

  // Its answer time is the bench's to measure (`numbers` in bench/inbox.js), never a timed test.
  test("right with 10,000 requests and their history", async () => {
    const { db, numbers } = await setup();
    await db.execute(sql`
      insert into submissions (form_type, locale, data, created_at, status)
      select (array['adoption','sponsorship','foster_home','contact','membership'])[1 + i % 5], 'de', '{}'::jsonb,
             timestamptz '2026-03-18 12:00+00' - make_interval(hours => i),
             (array['new','in_review','new','new','new'])[1 + i % 5]
      from generate_series(1, 10000) as i`);
    await db.execute(sql`
      insert into request_events (submission_id, kind, detail, created_at)
      select s.id, k.kind, case when k.kind = 'status' then '{"from":"new","to":"in_review"}'::jsonb else '{}'::jsonb end,
             s.created_at + make_interval(hours => k.h)
      from submissions s cross join (values ('received', 0), ('mail', 20), ('status', 30)) as k(kind, h)`);
    const result = await numbers.compute(24, now);
    expect(result.weeks.reduce((sum, entry) => sum + entry.total, 0)).toBe(10_000);
    expect(result.firstAnswer.at(-1)!.medianHours).toBe(20);
  });
});
