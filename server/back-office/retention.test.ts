import fs from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import type { FormType } from "~/domain/forms/form-types";
import { openDatabase, type Db } from "../db/client";
import {
  deletionLog,
  jobRuns,
  mailOutbox,
  people,
  requestEvents,
  requestNotes,
  submissions,
} from "../db/schema";
import {
  databaseKinds,
  disposeTemplates,
  freshDatabase,
  postgresUnavailableReason,
} from "../../tests/support/db/database";
import { recordingLogger } from "../../tests/support/submissions/helpers";
import { mailFiles, tempDataDir, writeOutboxAsFiles } from "../../tests/support/submissions/mail-files";
import { startBackOfficeJobs } from "./jobs";
import { runRetention } from "./retention";

afterAll(disposeTemplates);

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** A request with a note, a history entry and a sent mail. */
async function request(
  db: Db,
  options: { formType?: FormType; status: string; updatedDaysAgo: number; unsentMail?: boolean },
) {
  const [row] = await db
    .insert(submissions)
    .values({
      formType: options.formType ?? "adoption",
      locale: "de",
      data: { name: "Maria Geheim", email: "maria@example.org" },
      name: "Maria Geheim",
      email: "maria@example.org",
      status: options.status,
      createdAt: daysAgo(options.updatedDaysAgo + 10),
      updatedAt: daysAgo(options.updatedDaysAgo),
    })
    .returning({ id: submissions.id });
  const id = row?.id as string;
  await db.insert(requestNotes).values({ submissionId: id, authorName: "Anna", body: "Ruft zurück" });
  await db.insert(requestEvents).values({ submissionId: id, kind: "received" });
  await db.insert(mailOutbox).values({
    submissionId: id,
    recipient: "verein@example.org",
    replyTo: "maria@example.org",
    subject: "s",
    textBody: "Maria Geheim",
    htmlBody: "h",
    sentAt: options.unsentMail ? null : daysAgo(options.updatedDaysAgo),
  });
  return id;
}

const ids = async (db: Db, table: typeof requestNotes | typeof requestEvents | typeof mailOutbox) =>
  (await db.select({ id: table.submissionId }).from(table)).map((row) => row.id);

describe.each(await databaseKinds())("retention on $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  test("a person whose requests are all gone goes too, unless flagged on purpose or still with a request", async () => {
    const { database, dispose } = await freshDatabase(kind);
    onTestFinished(dispose);
    const db = database.db;
    const person = async (email: string, flags: { doNotPlace?: boolean; homeChecker?: boolean } = {}) => {
      const [row] = await db
        .insert(people)
        .values({ email, name: email, updatedAt: daysAgo(60), ...flags })
        .returning({ id: people.id });
      return row!.id;
    };
    const gone = await person("gone@example.org");
    const kept = await person("kept@example.org", { doNotPlace: true });
    const checker = await person("checker@example.org", { homeChecker: true });
    const withRequest = await person("maria@example.org");
    const fresh = await person("fresh@example.org");
    await db
      .update(people)
      .set({ updatedAt: daysAgo(1) })
      .where(eq(people.id, fresh));
    const open = await request(db, { status: "precheck", updatedDaysAgo: 60 });
    await db.update(submissions).set({ personId: withRequest }).where(eq(submissions.id, open));

    expect((await runRetention(db, 30)).claimed).toBe(true);
    const left = (await db.select({ id: people.id }).from(people)).map((row) => row.id).sort();
    expect(left).toEqual([kept, checker, withRequest, fresh].sort());
    expect(left).not.toContain(gone);
  });

  test("ended requests untouched for the period go with their notes, history and mails; nothing else", async () => {
    const { database, dispose } = await freshDatabase(kind);
    onTestFinished(dispose);
    const db = database.db;
    const closedOld = await request(db, { status: "returned", updatedDaysAgo: 31 });
    const contactOld = await request(db, { formType: "contact", status: "answered", updatedDaysAgo: 45 });
    const withdrawnOld = await request(db, {
      formType: "sponsorship",
      status: "withdrawn",
      updatedDaysAgo: 400,
    });
    const openOld = await request(db, { status: "precheck", updatedDaysAgo: 400 });
    const newOld = await request(db, { formType: "membership", status: "new", updatedDaysAgo: 400 });
    const closedRecent = await request(db, { status: "closed", updatedDaysAgo: 29 });
    const waitingMail = await request(db, { status: "declined", updatedDaysAgo: 60, unsentMail: true });

    expect(await runRetention(db, 30)).toEqual({ claimed: true, deleted: 3 });
    const left = (await db.select({ id: submissions.id }).from(submissions)).map((row) => row.id).sort();
    const kept = [openOld, newOld, closedRecent, waitingMail].sort();
    expect(left).toEqual(kept);
    for (const table of [requestNotes, requestEvents, mailOutbox]) {
      const remaining = await ids(db, table);
      expect(remaining.sort()).toEqual(kept);
      for (const gone of [closedOld, contactOld, withdrawnOld]) expect(remaining).not.toContain(gone);
    }
    const log = await db.select().from(deletionLog);
    expect(log).toEqual([
      {
        id: expect.any(String),
        reason: "retention",
        actorName: null,
        requestCount: 3,
        createdAt: expect.any(Date),
      },
    ]);
    expect(JSON.stringify(log)).not.toMatch(/Maria|example\.org/);

    // Within the hour, the job does not run again.
    await request(db, { status: "declined", updatedDaysAgo: 90 });
    expect(await runRetention(db, 30)).toEqual({ claimed: false, deleted: 0 });
    // An hour later it does.
    await db.update(jobRuns).set({ lastRunAt: sql`now() - interval '56 minutes'` });
    expect(await runRetention(db, 30)).toEqual({ claimed: true, deleted: 1 });
    expect(await db.select().from(deletionLog)).toHaveLength(2);
  });

  test("lasting relations stay however old; once ended, they go after the period like any other", async () => {
    const { database, dispose } = await freshDatabase(kind);
    onTestFinished(dispose);
    const db = database.db;
    const relations = [
      ["membership", "accepted", "ended"],
      ["sponsorship", "confirmed", "ended"],
      ["foster_home", "active", "ended"],
      ["adoption", "placed", "returned"],
    ] as const;
    const kept: string[] = [];
    const gone: string[] = [];
    for (const [formType, lasting, ending] of relations) {
      kept.push(await request(db, { formType, status: lasting, updatedDaysAgo: 2000 }));
      // Ended, but within the period: the clock runs from the end.
      kept.push(await request(db, { formType, status: ending, updatedDaysAgo: 179 }));
      gone.push(await request(db, { formType, status: ending, updatedDaysAgo: 181 }));
    }
    // Open requests, however old, wait for work.
    for (const [formType, status] of [
      ["adoption", "new"],
      ["adoption", "approved"],
      ["foster_home", "precheck"],
      ["sponsorship", "new"],
      ["contact", "new"],
    ] as const) {
      kept.push(await request(db, { formType, status, updatedDaysAgo: 2000 }));
    }

    expect(await runRetention(db, 180)).toEqual({ claimed: true, deleted: 4 });
    const left = (await db.select({ id: submissions.id }).from(submissions)).map((row) => row.id);
    expect(left.sort()).toEqual(kept.sort());
    for (const id of gone) expect(left).not.toContain(id);
  });

  test("the mail files of deleted requests go too; a file that cannot go is logged and changes nothing", async () => {
    const { database, dispose } = await freshDatabase(kind);
    onTestFinished(dispose);
    const db = database.db;
    const { dataDir, folder } = await tempDataDir();
    const gone = await request(db, { formType: "membership", status: "ended", updatedDaysAgo: 200 });
    const stuck = await request(db, { formType: "contact", status: "answered", updatedDaysAgo: 200 });
    const kept = await request(db, { formType: "membership", status: "accepted", updatedDaysAgo: 200 });
    const files = await writeOutboxAsFiles(db, folder);
    expect(files).toHaveLength(3);
    const mailOf = async (id: string) =>
      (await db.select().from(mailOutbox).where(eq(mailOutbox.submissionId, id)))[0]?.id as string;
    const [goneMail, stuckMail, keptMail] = [await mailOf(gone), await mailOf(stuck), await mailOf(kept)];
    // A mail of a deleted request that went out over SMTP has no file: fine.
    const smtpOnly = await request(db, { status: "declined", updatedDaysAgo: 200 });
    // A file the job cannot delete (here: a folder of that name).
    await fs.rm(path.join(folder, `${stuckMail}.eml`));
    await fs.mkdir(path.join(folder, `${stuckMail}.eml`));

    const log = recordingLogger();
    const jobs = startBackOfficeJobs({
      db,
      config: { requestRetentionDays: 180, dataDir },
      logger: log.logger,
    });
    onTestFinished(() => jobs.stop());
    await jobs.runNow();

    const left = (await db.select({ id: submissions.id }).from(submissions)).map((row) => row.id);
    expect(left).toEqual([kept]);
    expect(left).not.toContain(smtpOnly);
    expect(await mailFiles(folder)).toEqual([`${keptMail}.eml`, `${stuckMail}.eml`].sort());
    expect(await mailFiles(folder)).not.toContain(`${goneMail}.eml`);
    const warning = log.entries().find((entry) => entry.msg === "mail files not deleted");
    expect(warning).toMatchObject({ level: "warn", count: 1, code: expect.stringMatching(/^E[A-Z]+$/) });
    expect(log.lines.join("\n")).not.toMatch(/Maria|example\.org|\.eml|[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  test("the job runs at start, and a run with nothing to delete logs no deletion", async () => {
    const { database, dispose } = await freshDatabase(kind);
    onTestFinished(dispose);
    const db = database.db;
    await request(db, { status: "withdrawn", updatedDaysAgo: 200 });
    const log = recordingLogger();
    const jobs = startBackOfficeJobs({ db, config: { requestRetentionDays: 180 }, logger: log.logger });
    onTestFinished(() => jobs.stop());
    await jobs.runNow();
    expect(await db.select().from(submissions)).toHaveLength(0);
    expect(log.entries().find((entry) => entry.msg === "ended requests deleted (retention)")).toMatchObject({
      count: 1,
    });
    await db.update(jobRuns).set({ lastRunAt: sql`now() - interval '2 hours'` });
    await jobs.runNow();
    expect(await db.select().from(deletionLog)).toHaveLength(1);
    expect(await db.select().from(jobRuns).where(eq(jobRuns.name, "request-retention"))).toHaveLength(1);
  });
});

describe("two instances on one PostgreSQL database", () => {
  test("running the retention job at the same time: it runs once", async (ctx) => {
    const skipReason = await postgresUnavailableReason();
    ctx.skip(skipReason !== undefined, skipReason);
    const { database, url, dispose } = await freshDatabase("postgres");
    onTestFinished(dispose);
    const other = await openDatabase({ databaseUrl: url });
    onTestFinished(() => other.close());
    for (let i = 0; i < 5; i++) await request(database.db, { status: "withdrawn", updatedDaysAgo: 200 });

    const results = await Promise.all([
      runRetention(database.db, 180),
      runRetention(other.db, 180),
      runRetention(database.db, 180),
      runRetention(other.db, 180),
    ]);
    expect(results.filter((result) => result.claimed)).toHaveLength(1);
    expect(results.reduce((sum, result) => sum + result.deleted, 0)).toBe(5);
    expect(await database.db.select().from(deletionLog)).toEqual([
      expect.objectContaining({ reason: "retention", requestCount: 5 }),
    ]);

    // Two servers' job runners started together: still one run.
    await database.db.update(jobRuns).set({ lastRunAt: sql`now() - interval '2 hours'` });
    for (let i = 0; i < 3; i++) await request(database.db, { status: "closed", updatedDaysAgo: 200 });
    const logger = recordingLogger().logger;
    const first = startBackOfficeJobs({ db: database.db, config: { requestRetentionDays: 180 }, logger });
    const second = startBackOfficeJobs({ db: other.db, config: { requestRetentionDays: 180 }, logger });
    await Promise.all([first.stop(), second.stop()]);
    expect(await database.db.select().from(submissions)).toHaveLength(0);
    const log = await database.db.select().from(deletionLog);
    expect(log.map((entry) => entry.requestCount).sort()).toEqual([3, 5]);
  });
});
