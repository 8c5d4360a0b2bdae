import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { people } from "./relations-schema";

/**
 * The last good copy of the dog feed, normalised (one row per feed source). Pages and /api/dogs
 * read it; a refresh replaces the row in one statement, so readers never see half a list.
 */
export const dogFeedCache = pgTable("dog_feed_cache", {
  source: text("source").primaryKey(),
  dogs: jsonb("dogs").notNull(),
  dogCount: integer("dog_count").notNull(),
  cacheTimestamp: timestamp("cache_timestamp", { withTimezone: true }).notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the public pages show, by topic ('dogs', 'content'), as a number that only grows. Triggers
 * on the tables the pages read bump it and send `NOTIFY page_versions, '<topic>'` (migration 0005),
 * so a change made by any client (this site, another instance, psql) reaches every instance's page
 * cache through server/cache/change-feed.ts.
 */
export const pageVersions = pgTable("page_versions", {
  topic: text("topic").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The state of one language of a blog post or guide (decision 0025). */
export type ContentStatus = "draft" | "scheduled" | "published";

/** A gallery image of a blog post: URL or path in the blog-images bucket, captions per language. */
export type BlogGalleryImage = {
  url: string;
  caption_de?: string | null;
  caption_es?: string | null;
  /** Alt texts (the editor's pictures; older rows have none). */
  alt_de?: string | null;
  alt_es?: string | null;
};

/** Blog posts (spec 2 section 3), both languages in one row. */
export const blogPosts = pgTable("blog_posts", {
  id: uuid("id").primaryKey().defaultRandom(),
  slugDe: text("slug_de").unique(),
  slugEs: text("slug_es").unique(),
  titleDe: text("title_de"),
  titleEs: text("title_es"),
  contentDe: text("content_de"),
  contentEs: text("content_es"),
  excerptDe: text("excerpt_de"),
  excerptEs: text("excerpt_es"),
  categoryDe: text("category_de"),
  categoryEs: text("category_es"),
  publishedDate: timestamp("published_date", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  imageUrl: text("image_url"),
  galleryImages: jsonb("gallery_images").$type<BlogGalleryImage[]>().notNull().default([]),
  /** Per language (decision 0025): draft, scheduled or published; public reads take `published` only. */
  statusDe: text("status_de").$type<ContentStatus>().notNull().default("published"),
  statusEs: text("status_es").$type<ContentStatus>().notNull().default("published"),
  /** When that language first went out. */
  publishedAtDe: timestamp("published_at_de", { withTimezone: true }),
  publishedAtEs: timestamp("published_at_es", { withTimezone: true }),
  /** Deleted in the back office (404 at once); undone within 30 days, then removed for good. */
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  /** What the header picture shows, per language (its alt text; rows from before the editor: none). */
  imageAltDe: text("image_alt_de"),
  imageAltEs: text("image_alt_es"),
});

/** Guides (spec 2 section 3); `image:{n}` placeholders in the bodies refer to gallery_images. */
export const guides = pgTable("guides", {
  id: uuid("id").primaryKey().defaultRandom(),
  slugDe: text("slug_de").unique(),
  slugEs: text("slug_es").unique(),
  titleDe: text("title_de"),
  titleEs: text("title_es"),
  excerptDe: text("excerpt_de"),
  excerptEs: text("excerpt_es"),
  metaDescriptionDe: text("meta_description_de"),
  metaDescriptionEs: text("meta_description_es"),
  contentDe: text("content_de"),
  contentEs: text("content_es"),
  categoryDe: text("category_de"),
  categoryEs: text("category_es"),
  imageUrl: text("image_url"),
  galleryImages: jsonb("gallery_images").$type<string[]>().notNull().default([]),
  featured: boolean("featured").notNull().default(false),
  displayOrder: integer("display_order").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** Per language (decision 0025): draft, scheduled or published; public reads take `published` only. */
  statusDe: text("status_de").$type<ContentStatus>().notNull().default("published"),
  statusEs: text("status_es").$type<ContentStatus>().notNull().default("published"),
  /** When that language first went out. */
  publishedAtDe: timestamp("published_at_de", { withTimezone: true }),
  publishedAtEs: timestamp("published_at_es", { withTimezone: true }),
  /** Deleted in the back office (404 at once); undone within 30 days, then removed for good. */
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  /** What the header picture shows, per language (its alt text; rows from before the editor: none). */
  imageAltDe: text("image_alt_de"),
  imageAltEs: text("image_alt_es"),
});

/**
 * Visitor requests (adoption, sponsorship, foster home, contact, membership), stored before any
 * mail is attempted. `data` is the validated form data; the client IP is kept only as a keyed
 * hash (for the rate limit) and forgotten after a day.
 */
export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    formType: text("form_type").notNull(),
    locale: text("locale").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    clientIpHash: text("client_ip_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The back office's columns: the pipeline status (app/domain/back-office/pipeline.ts). */
    status: text("status").notNull().default("new"),
    assigneeId: uuid("assignee_id").references((): AnyPgColumn => staffAccounts.id, { onDelete: "set null" }),
    /** First opened by a volunteer; null = unread. */
    openedAt: timestamp("opened_at", { withTimezone: true }),
    /** Last change of any kind (status, note, mail): the retention period counts from here. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Copied from `data` when stored, for the inbox's filters and search. E-mail lower-case. */
    name: text("name").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone"),
    dogName: text("dog_name"),
    /** The feed id of the dog the request names: sent by the dog's page, else found by the name. */
    dogId: text("dog_id"),
    /** The person this request is from (relations-schema.ts `people`, matched by e-mail). */
    personId: uuid("person_id").references((): AnyPgColumn => people.id, { onDelete: "set null" }),
    /** How it came: 'web' (a form on the site), or recorded by a volunteer: phone, whatsapp, event, email, other. */
    channel: text("channel").notNull().default("web"),
    /**
     * Counts the changes a volunteer's page must have seen before it may change the request again
     * (status, assignment, status mail, dog no longer available): the forms carry it, a change from an
     * older page is refused (optimistic concurrency). Notes and opening do not count.
     */
    revision: integer("revision").notNull().default(0),
    /** The inbox's search: name, e-mail and dog, lower-case and without accents (migration 0006). */
    searchText: text("search_text").generatedAlwaysAs(
      sql`translate(lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(dog_name, '')), ${sql.raw(
        "'ÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝáàâäãåéèêëíìîïóòôöõúùûüñçýÿıİ'",
      )}, ${sql.raw("'aaaaaaeeeeiiiiooooouuuuncyaaaaaaeeeeiiiiooooouuuuncyyii'")})`,
    ),
    /** The phone number's digits only, so a search for "0171 23" finds "+49 171-23…" by its digits. */
    phoneDigits: text("phone_digits").generatedAlwaysAs(
      sql`regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')`,
    ),
  },
  (table) => [
    index("submissions_created_idx").on(table.createdAt),
    index("submissions_email_idx").on(table.email),
    index("submissions_dog_id_idx").on(table.dogId),
    index("submissions_status_idx").on(table.status),
    index("submissions_person_idx").on(table.personId),
    check(
      "submissions_form_type_check",
      sql`${table.formType} in ('adoption', 'sponsorship', 'foster_home', 'contact', 'membership')`,
    ),
    check("submissions_locale_check", sql`${table.locale} in ('de', 'es')`),
    index("submissions_client_ip_hash_idx")
      .on(table.clientIpHash, table.createdAt)
      .where(sql`${table.clientIpHash} is not null`),
  ],
);

/**
 * One notification mail per submission, written in the submission's transaction and worked by the
 * mail worker: claimed with FOR UPDATE SKIP LOCKED under a lease (`locked_until`), retried with
 * back-off until `sent_at` is set. Rows are kept after sending as the delivery record.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** null: a mail to a volunteer (the daily digest of tasks, a home check's request). */
    submissionId: uuid("submission_id").references(() => submissions.id, { onDelete: "cascade" }),
    /** notification (to the association), confirmation or status (to the applicant), digest, home_check. */
    kind: text("kind").notNull().default("notification"),
    recipient: text("recipient").notNull(),
    /** A blind copy (a volunteer's status mail goes to the association inbox of its language too). */
    bcc: text("bcc"),
    replyTo: text("reply_to").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("mail_outbox_notification_idx")
      .on(table.submissionId)
      .where(sql`${table.kind} = 'notification'`),
    index("mail_outbox_submission_idx").on(table.submissionId),
    index("mail_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

/** Server-side secrets of the submissions module (the key of the client IP hash), shared by instances. */
export const submissionSecrets = pgTable("submission_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Volunteers and admins of the back office (CONTRACT.md 'Back office'). E-mail stored lower-case. */
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    role: text("role").notNull().default("volunteer"),
    /** Argon2id (PHC string). */
    passwordHash: text("password_hash").notNull(),
    disabled: boolean("disabled").notNull().default(false),
    /** The daily mail of due and overdue tasks (off by a click on the account page). */
    dailyMail: boolean("daily_mail").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  },
  (table) => [check("staff_accounts_role_check", sql`${table.role} in ('admin', 'volunteer')`)],
);

/**
 * Back-office sessions, shared by every instance. The cookie holds a random token; the row holds
 * only its SHA-256. Idle after 12 h without use (`last_seen_at`), over at `expires_at` (30 days).
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("staff_sessions_staff_id_idx").on(table.staffId)],
);

/** Failed sign-ins, keyed by a hash of the account's e-mail or of the client IP; kept 15 minutes. */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sign_in_failures_key_idx").on(table.key, table.createdAt)],
);

/** Internal notes on a request; the author's name is kept when the account is removed. */
export const requestNotes = pgTable(
  "request_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("request_notes_submission_idx").on(table.submissionId, table.createdAt)],
);

/**
 * The history of a request: who changed what, when. `kind`: received, opened, status, assigned,
 * note, mail, dog_unavailable. `detail` holds the change (from/to, the mail's subject and body).
 */
export const requestEvents = pgTable(
  "request_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    /** null: the system (the site itself, a job). */
    actorName: text("actor_name"),
    kind: text("kind").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("request_events_submission_idx").on(table.submissionId, table.createdAt)],
);

/** Every deletion of personal data (retention job, erasure), recorded without the deleted data. */
export const deletionLog = pgTable("deletion_log", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** 'retention' or 'erasure'. */
  reason: text("reason").notNull(),
  actorName: text("actor_name"),
  requestCount: integer("request_count").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** When a periodic job last ran, across instances: the instance that moves `last_run_at` runs it. */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull(),
});

// The content editor's tables (issue 27, decision 0025).
export * from "./content-schema";
// People, lasting relations, tasks and home checks (issue 28, decision 0026).
export * from "./relations-schema";
