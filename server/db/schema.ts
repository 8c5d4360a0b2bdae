import { sql } from "drizzle-orm";
import {
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

/** A gallery image of a blog post: URL or path in the blog-images bucket, captions per language. */
export type BlogGalleryImage = { url: string; caption_de?: string | null; caption_es?: string | null };

/** Blog posts (spec 2 section 3), both languages in one row. */
export const blogPosts = pgTable("blog_posts", {
  id: uuid("id").primaryKey().defaultRandom(),
  slugDe: text("slug_de").notNull().unique(),
  slugEs: text("slug_es").notNull().unique(),
  titleDe: text("title_de").notNull(),
  titleEs: text("title_es").notNull(),
  contentDe: text("content_de").notNull(),
  contentEs: text("content_es").notNull(),
  excerptDe: text("excerpt_de").notNull(),
  excerptEs: text("excerpt_es").notNull(),
  categoryDe: text("category_de").notNull(),
  categoryEs: text("category_es").notNull(),
  publishedDate: timestamp("published_date", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  imageUrl: text("image_url"),
  galleryImages: jsonb("gallery_images").$type<BlogGalleryImage[]>().notNull().default([]),
});

/** Guides (spec 2 section 3); `image:{n}` placeholders in the bodies refer to gallery_images. */
export const guides = pgTable("guides", {
  id: uuid("id").primaryKey().defaultRandom(),
  slugDe: text("slug_de").notNull().unique(),
  slugEs: text("slug_es").notNull().unique(),
  titleDe: text("title_de").notNull(),
  titleEs: text("title_es").notNull(),
  excerptDe: text("excerpt_de").notNull(),
  excerptEs: text("excerpt_es").notNull(),
  metaDescriptionDe: text("meta_description_de"),
  metaDescriptionEs: text("meta_description_es"),
  contentDe: text("content_de").notNull(),
  contentEs: text("content_es").notNull(),
  categoryDe: text("category_de").notNull(),
  categoryEs: text("category_es").notNull(),
  imageUrl: text("image_url"),
  galleryImages: jsonb("gallery_images").$type<string[]>().notNull().default([]),
  featured: boolean("featured").notNull().default(false),
  displayOrder: integer("display_order").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
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
  },
  (table) => [
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
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id),
    recipient: text("recipient").notNull(),
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
    uniqueIndex("mail_outbox_submission_id_idx").on(table.submissionId),
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
