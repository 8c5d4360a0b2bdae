import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea } from "./bytea";
import { staffAccounts, submissions } from "./schema";

/**
 * One record per person the association deals with (issue 28, decision 0026): every request of the
 * same e-mail address (lower-case) belongs to one person; a request recorded by hand may have no
 * address, then its person has none. Flags are staff-only. `revision` counts changes to the
 * record itself (two volunteers on one person: the later change from an older page is refused).
 */
export const people = pgTable(
  "people",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-case; '' when unknown (a request taken by phone). */
    email: text("email").notNull().default(""),
    name: text("name").notNull().default(""),
    phone: text("phone"),
    locale: text("locale").notNull().default("de"),
    postcode: text("postcode"),
    /** Do not place a dog with this person: the reason is shown to staff on every request of theirs. */
    doNotPlace: boolean("do_not_place").notNull().default(false),
    doNotPlaceReason: text("do_not_place_reason"),
    homeCheckedOn: date("home_checked_on"),
    homeCheckedBy: text("home_checked_by"),
    /** A home checker of the association, offered at the pre-check for the postcodes or regions named. */
    homeChecker: boolean("home_checker").notNull().default(false),
    homeCheckerAreas: text("home_checker_areas"),
    revision: integer("revision").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("people_email_idx")
      .on(table.email)
      .where(sql`${table.email} <> ''`),
    index("people_home_checker_idx")
      .on(table.homeChecker)
      .where(sql`${table.homeChecker}`),
    check("people_locale_check", sql`${table.locale} in ('de', 'es')`),
  ],
);

/** Notes on a person (not on one request); the author's name stays when the account goes. */
export const personNotes = pgTable(
  "person_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("person_notes_person_idx").on(table.personId, table.createdAt)],
);

/**
 * A merge of two records of one person: the record that went (`merged`, as it was) and what moved
 * from it to the one kept (`moved`: ids of requests, notes, tasks, reports), so a wrong merge can be
 * split again. `splitAt` set: split already.
 */
export const personMerges = pgTable(
  "person_merges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    keptId: uuid("kept_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    merged: jsonb("merged").$type<Record<string, unknown>>().notNull(),
    moved: jsonb("moved").$type<Record<string, string[]>>().notNull(),
    byName: text("by_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    splitAt: timestamp("split_at", { withTimezone: true }),
  },
  (table) => [index("person_merges_kept_idx").on(table.keptId)],
);

/**
 * The details of a lasting relation (a request in its lasting status, pipeline.ts lastingRelations):
 * since when, and per kind: adoption { fee }, membership { membershipType, paymentInterval },
 * sponsorship { monthlyAmount }, foster home { capacity, currentDogId, currentDogName } in
 * `details`. Ended with a date and a reason when the request moves to its ending status.
 */
export const relations = pgTable(
  "relations",
  {
    submissionId: uuid("submission_id")
      .primaryKey()
      .references(() => submissions.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    startedOn: date("started_on").notNull(),
    endedOn: date("ended_on"),
    endReason: text("end_reason"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("relations_kind_idx").on(table.kind, table.startedOn),
    check(
      "relations_kind_check",
      sql`${table.kind} in ('adoption', 'membership', 'sponsorship', 'foster_home')`,
    ),
  ],
);

/**
 * Dated tasks on a request or a person, by hand or made by the pipeline (`origin`: manual,
 * follow_up, sponsor_news). Done with one tap (`doneAt`, `doneByName`).
 */
export const tasks = pgTable(
  "tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    note: text("note"),
    dueOn: date("due_on").notNull(),
    assigneeId: uuid("assignee_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    personId: uuid("person_id").references(() => people.id, { onDelete: "cascade" }),
    submissionId: uuid("submission_id").references(() => submissions.id, { onDelete: "cascade" }),
    origin: text("origin").notNull().default("manual"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneByName: text("done_by_name"),
    createdByName: text("created_by_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("tasks_open_due_idx")
      .on(table.dueOn)
      .where(sql`${table.doneAt} is null`),
    index("tasks_assignee_idx").on(table.assigneeId, table.dueOn),
    index("tasks_person_idx").on(table.personId),
    index("tasks_submission_idx").on(table.submissionId),
    check(
      "tasks_origin_check",
      sql`${table.origin} in ('manual', 'follow_up', 'sponsor_news', 'home_check')`,
    ),
  ],
);

/** The daily mail of due tasks: one row per volunteer and day, so it goes once across instances. */
export const taskDigests = pgTable(
  "task_digests",
  {
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.day] })],
);

/**
 * A home check asked of a checker: the link's token (SHA-256 only), valid until `expiresAt`, used
 * once (`usedAt`); the report lands in `homeCheckReports`.
 */
export const homeCheckLinks = pgTable(
  "home_check_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    checkerId: uuid("checker_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdByName: text("created_by_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("home_check_links_submission_idx").on(table.submissionId)],
);

/** A home check's report: visited on, outcome (suitable, not_suitable, unsure), notes; photos in `homeCheckPhotos`. */
export const homeCheckReports = pgTable(
  "home_check_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    checkerName: text("checker_name").notNull(),
    visitedOn: date("visited_on").notNull(),
    outcome: text("outcome").notNull(),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("home_check_reports_submission_idx").on(table.submissionId),
    check(
      "home_check_reports_outcome_check",
      sql`${table.outcome} in ('suitable', 'not_suitable', 'unsure')`,
    ),
  ],
);

/**
 * A home check's photos (up to four a report, `position` 1–4): personal data, so never in the public
 * `media` table or under `/media`; served to volunteers only (`/admin/home-check-photos/{id}`).
 * `bytes` re-encoded without metadata (EXIF, GPS) like the editor's pictures, at most 2400 px;
 * `thumbnail` a small WebP for the request page. They go with their report, which goes with its
 * request (erasure, retention).
 */
export const homeCheckPhotos = pgTable(
  "home_check_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reportId: uuid("report_id")
      .notNull()
      .references(() => homeCheckReports.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    format: text("format").$type<"jpeg" | "png" | "webp" | "avif">().notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
    thumbnail: bytea("thumbnail").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("home_check_photos_report_idx").on(table.reportId, table.position),
    check("home_check_photos_format_check", sql`${table.format} in ('jpeg', 'png', 'webp', 'avif')`),
    check("home_check_photos_position_check", sql`${table.position} between 1 and 4`),
  ],
);
