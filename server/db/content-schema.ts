import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea } from "./bytea";
import { staffAccounts } from "./schema";

/** What the content editor writes: 'post' (blog_posts) or 'guide' (guides). */
export type ContentKind = "post" | "guide";

/**
 * The editor's working copy of one post or guide (decision 0025): both languages' fields and the
 * shared pictures in `data` (its shape: server/content/editor/), one counter per part in `revisions`
 * ({ de, es, pictures }) against lost updates, and who changed each part last in `changes`
 * ({ de: { byId, byName, at }, … }). Autosave writes here only.
 */
export const contentDrafts = pgTable(
  "content_drafts",
  {
    itemId: uuid("item_id").primaryKey(),
    kind: text("kind").$type<ContentKind>().notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    revisions: jsonb("revisions")
      .$type<Record<string, number>>()
      .notNull()
      .default({ de: 0, es: 0, pictures: 0 }),
    changes: jsonb("changes").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("content_drafts_kind_check", sql`${table.kind} in ('post', 'guide')`)],
);

/** One language of a post or guide as it was at an explicit save, a publish or a restore. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id").notNull(),
    kind: text("kind").$type<ContentKind>().notNull(),
    locale: text("locale").notNull(),
    reason: text("reason").$type<"save" | "publish" | "restore">().notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    authorId: uuid("author_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    authorName: text("author_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("content_revisions_item_idx").on(table.itemId, table.createdAt),
    check(
      "content_revisions_check",
      sql`${table.kind} in ('post', 'guide') and ${table.locale} in ('de', 'es') and ${table.reason} in ('save', 'publish', 'restore')`,
    ),
  ],
);

/** A language version to publish at a time in the future: the snapshot is published as it is then. */
export const contentSchedule = pgTable(
  "content_schedule",
  {
    itemId: uuid("item_id").notNull(),
    kind: text("kind").$type<ContentKind>().notNull(),
    locale: text("locale").notNull(),
    publishAt: timestamp("publish_at", { withTimezone: true }).notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    scheduledById: uuid("scheduled_by_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    scheduledByName: text("scheduled_by_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.locale] }),
    index("content_schedule_due_idx").on(table.publishAt),
    check(
      "content_schedule_check",
      sql`${table.kind} in ('post', 'guide') and ${table.locale} in ('de', 'es')`,
    ),
  ],
);

/** An address a published version had before its slug changed: answered with 301 to the current one. */
export const contentSlugRedirects = pgTable(
  "content_slug_redirects",
  {
    kind: text("kind").$type<ContentKind>().notNull(),
    locale: text("locale").notNull(),
    slug: text("slug").notNull(),
    itemId: uuid("item_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.locale, table.slug] }),
    check(
      "content_slug_redirects_check",
      sql`${table.kind} in ('post', 'guide') and ${table.locale} in ('de', 'es')`,
    ),
  ],
);

/**
 * Pictures uploaded in the back office, re-encoded without metadata (CONTRACT.md 'Back office:
 * content'), in the database so that every instance serves them: `/media/{sha256}.{ext}`.
 * `alt_de`/`alt_es`: the alt text last given, offered again when the picture is reused.
 */
export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sha256: text("sha256").notNull().unique(),
    format: text("format").$type<"jpeg" | "png" | "webp" | "avif">().notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    byteSize: integer("byte_size").notNull(),
    bytes: bytea("bytes").notNull(),
    originalName: text("original_name"),
    altDe: text("alt_de"),
    altEs: text("alt_es"),
    uploadedById: uuid("uploaded_by_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    uploadedByName: text("uploaded_by_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("media_created_idx").on(table.createdAt),
    check("media_format_check", sql`${table.format} in ('jpeg', 'png', 'webp', 'avif')`),
  ],
);

/** The team's settings (e.g. `content_publishers`: "everyone" or "admins"), shared by instances. */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedByName: text("updated_by_name"),
});
