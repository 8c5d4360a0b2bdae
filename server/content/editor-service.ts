import { and, asc, desc, eq, lte } from "drizzle-orm";
import { catalogs } from "~/content/catalogs.server";
import type { ContentKind, DraftData, DraftPart } from "~/domain/content/draft";
import type { BlogPostView, GuideView } from "~/domain/content/types";
import { pathFor } from "~/i18n/routes";
import type { Locale } from "~/i18n/locale";
import type { StaffMember } from "../back-office/staff-member";
import type { Db } from "../db/client";
import type { Logger } from "../log";
import { contentRevisions, contentSchedule, guides } from "../db/schema";
import {
  createItem,
  itemStates,
  listItems,
  mayPublish,
  proposeSlug,
  readPublishers,
  removedDays,
  reorderGuides,
  writePublishers,
} from "./editor/catalog";
import { loadItem, publicChanges, storeDraft, type Item } from "./editor/drafts";
import { previewView } from "./editor/preview";
import { publishSnapshot, type VersionSnapshot } from "./editor/publish";
import { conflictingParts, recordExplicitSave, same, shapeProblems } from "./editor/save";
import { publishProblems } from "./editor/validate";
import { categoriesInUse } from "./editor/categories";
import type { ContentEditorServices, PublishOutcome, RevisionEntry, SaveOutcome } from "./editor-types";
import { locales, slugOf, statusOf, tableOf } from "./editor/rows";

export type ContentEditorDeps = {
  db: Db;
  /** The site's origins: a body's link elsewhere gets rel="noopener noreferrer". */
  origins: Record<Locale, string>;
  logger: Pick<Logger, "info" | "warn" | "error">;
  clock?: () => Date;
};

const dayMs = 86_400_000;

function actorOf(staff: StaffMember) {
  return { id: staff.id, name: staff.name };
}

function conflict(item: Item, parts: DraftPart[]) {
  return {
    ok: false as const,
    kind: "conflict" as const,
    parts: parts.map((part) => ({
      part,
      change: publicChanges(item.changes)[part] ?? { byName: null, at: "" },
    })),
    revisions: item.revisions,
  };
}

function revisionEntry(row: typeof contentRevisions.$inferSelect): RevisionEntry {
  return {
    id: row.id,
    locale: row.locale as Locale,
    reason: row.reason,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The content editor's work on the database (decision 0025), `backOffice.content`. */
export function createContentEditorServices(deps: ContentEditorDeps): ContentEditorServices {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const origins = [deps.origins.de, deps.origins.es];
  const missing = { ok: false as const, kind: "missing" as const };
  const forbidden = { ok: false as const, kind: "forbidden" as const };

  /** The item unless removed longer than the undo allows (the hourly job deletes it then). */
  function usable(item: Item | null, now: Date): item is Item {
    return (
      item !== null &&
      (item.row.deletedAt === null || now.getTime() - item.row.deletedAt.getTime() <= removedDays * dayMs)
    );
  }

  async function states(kind: ContentKind, id: string) {
    const item = await loadItem(db, kind, id);
    return item ? itemStates(item) : null;
  }

  return {
    list: (kind, options = {}) => listItems(db, kind, options),

    categories: (kind) => categoriesInUse(db, kind),
    create: (kind, staff) => createItem(db, kind, staff, clock()),

    async open(kind, id, staff) {
      const item = await loadItem(db, kind, id);
      if (!usable(item, clock())) return null;
      const route = kind === "post" ? "blogPost" : "guide";
      const published = (locale: Locale) =>
        statusOf(item.row, locale) === "published" ? slugOf(item.row, locale) : null;
      const path = (locale: Locale) => {
        const slug = published(locale);
        return slug ? pathFor(locale, route, slug) : null;
      };
      return {
        id: item.row.id,
        kind,
        data: item.data,
        revisions: item.revisions,
        state: itemStates(item),
        changes: publicChanges(item.changes),
        publishedSlugs: { de: published("de"), es: published("es") },
        publicPaths: { de: path("de"), es: path("es") },
        mayPublish: await mayPublish(db, staff),
        deletedAt: item.row.deletedAt?.toISOString() ?? null,
      };
    },

    async save(input, staff, interfaceLocale): Promise<SaveOutcome> {
      const text = catalogs[interfaceLocale].admin.contentProblems;
      const problems = shapeProblems(input.parts, text);
      if (Object.keys(problems).length > 0) return { ok: false, kind: "invalid", problems };
      return db.transaction(async (tx) => {
        const now = clock();
        const item = await loadItem(tx, input.kind, input.id, true);
        if (!usable(item, now)) return missing;
        const refused = conflictingParts(item, input.parts, input.revisions);
        const change = { byId: staff.id, byName: staff.name, at: now.toISOString() };
        const changedLanguages: Locale[] = [];
        for (const part of ["de", "es", "pictures"] as const) {
          const value = input.parts[part];
          if (value === undefined || refused.includes(part)) continue;
          // The "needs update" marks are the server's: set by the other language's save, cleared on purpose.
          const next =
            part === "pictures"
              ? value
              : { ...(value as DraftData["de"]), needsUpdate: item.data[part].needsUpdate };
          if (part !== "pictures") changedLanguages.push(part);
          if (same(next, item.data[part])) continue;
          item.data = { ...item.data, [part]: next };
          item.revisions = { ...item.revisions, [part]: item.revisions[part] + 1 };
          item.changes = { ...item.changes, [part]: change };
        }
        if (input.revision) {
          const languages =
            input.parts.pictures !== undefined && !refused.includes("pictures") ? locales : changedLanguages;
          await recordExplicitSave(tx, item, languages, actorOf(staff), now);
        }
        await storeDraft(tx, item, now);
        if (refused.length > 0) return conflict(item, refused);
        return { ok: true, revisions: item.revisions, changes: publicChanges(item.changes) };
      });
    },

    async publish(input, staff, interfaceLocale): Promise<PublishOutcome> {
      if (!(await mayPublish(db, staff))) return forbidden;
      const text = catalogs[interfaceLocale].admin.contentProblems;
      const now = clock();
      const at = input.at === undefined ? null : new Date(input.at);
      if (at && (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime())) {
        return { ok: false, kind: "invalid", problems: { at: text.scheduleInPast } };
      }
      const outcome = await db.transaction(async (tx): Promise<PublishOutcome | null> => {
        const item = await loadItem(tx, input.kind, input.id, true);
        if (!usable(item, now)) return missing;
        if (item.row.deletedAt) return { ok: false, kind: "invalid", problems: { item: text.removed } };
        const stale = ([input.locale, "pictures"] as const).filter(
          (part) => input.revisions[part] !== item.revisions[part],
        );
        if (stale.length > 0) return conflict(item, [...stale]);
        const snapshot: VersionSnapshot = { version: item.data[input.locale], pictures: item.data.pictures };
        const problems = await publishProblems(tx, { ...item, locale: input.locale, ...snapshot }, text);
        if (Object.keys(problems).length > 0) return { ok: false, kind: "invalid", problems };
        if (at) {
          const values = {
            publishAt: at,
            snapshot: snapshot as unknown as Record<string, unknown>,
            scheduledById: staff.id,
            scheduledByName: staff.name,
            createdAt: now,
          };
          await tx
            .insert(contentSchedule)
            .values({ itemId: item.row.id, kind: input.kind, locale: input.locale, ...values })
            .onConflictDoUpdate({ target: [contentSchedule.itemId, contentSchedule.locale], set: values });
          if (statusOf(item.row, input.locale) !== "published") {
            const table = tableOf(input.kind);
            await tx
              .update(table)
              .set(input.locale === "de" ? { statusDe: "scheduled" } : { statusEs: "scheduled" })
              .where(eq(table.id, item.row.id));
          }
          return null;
        }
        const done = await publishSnapshot(tx, {
          item,
          locale: input.locale,
          snapshot,
          actor: actorOf(staff),
          now,
          origins,
        });
        return done
          ? null
          : { ok: false, kind: "invalid", problems: { [`${input.locale}.body`]: text.bodyInvalid } };
      });
      if (outcome) return outcome;
      const state = await states(input.kind, input.id);
      return state ? { ok: true, state } : missing;
    },

    async unpublish(input, staff) {
      if (!(await mayPublish(db, staff))) return forbidden;
      const item = await loadItem(db, input.kind, input.id);
      if (!usable(item, clock())) return missing;
      await db.transaction(async (tx) => {
        await tx
          .delete(contentSchedule)
          .where(and(eq(contentSchedule.itemId, input.id), eq(contentSchedule.locale, input.locale)));
        const table = tableOf(input.kind);
        await tx
          .update(table)
          .set(
            input.locale === "de"
              ? { statusDe: "draft", updatedAt: clock() }
              : { statusEs: "draft", updatedAt: clock() },
          )
          .where(eq(table.id, input.id));
      });
      const state = await states(input.kind, input.id);
      return state ? { ok: true, state } : missing;
    },

    async dismissNeedsUpdate(input) {
      await db.transaction(async (tx) => {
        const item = await loadItem(tx, input.kind, input.id, true);
        if (!item || !item.data[input.locale].needsUpdate) return;
        item.data = { ...item.data, [input.locale]: { ...item.data[input.locale], needsUpdate: false } };
        await storeDraft(tx, item, clock());
      });
    },

    async remove(input, staff) {
      if (!(await mayPublish(db, staff))) return forbidden;
      const table = tableOf(input.kind);
      const done = await db
        .update(table)
        .set({ deletedAt: clock() })
        .where(eq(table.id, input.id))
        .returning({ id: table.id });
      const state = done.length > 0 ? await states(input.kind, input.id) : null;
      return state ? { ok: true, state } : missing;
    },

    async restoreRemoved(input, staff) {
      if (!(await mayPublish(db, staff))) return forbidden;
      const item = await loadItem(db, input.kind, input.id);
      if (!usable(item, clock())) return missing;
      const table = tableOf(input.kind);
      await db.update(table).set({ deletedAt: null }).where(eq(table.id, input.id));
      const state = await states(input.kind, input.id);
      return state ? { ok: true, state } : missing;
    },

    async preview(kind, id, locale): Promise<BlogPostView | GuideView | null> {
      const item = await loadItem(db, kind, id);
      return item ? previewView(item, locale, origins) : null;
    },

    async revisions(kind, id) {
      const item = await loadItem(db, kind, id);
      if (!item) return [];
      const rows = await db
        .select()
        .from(contentRevisions)
        .where(and(eq(contentRevisions.itemId, id), eq(contentRevisions.kind, kind)))
        .orderBy(desc(contentRevisions.createdAt));
      return rows.map(revisionEntry);
    },

    async revision(kind, id, revisionId) {
      const item = await loadItem(db, kind, id);
      if (!item || !/^[0-9a-f-]{36}$/i.test(revisionId)) return null;
      const [row] = await db
        .select()
        .from(contentRevisions)
        .where(and(eq(contentRevisions.id, revisionId), eq(contentRevisions.itemId, id)));
      return row ? { ...revisionEntry(row), snapshot: row.snapshot } : null;
    },

    async restoreRevision(input, staff) {
      return db.transaction(async (tx): Promise<SaveOutcome> => {
        const now = clock();
        const item = await loadItem(tx, input.kind, input.id, true);
        if (!usable(item, now) || !/^[0-9a-f-]{36}$/i.test(input.revisionId)) return missing;
        const [revision] = await tx
          .select()
          .from(contentRevisions)
          .where(and(eq(contentRevisions.id, input.revisionId), eq(contentRevisions.itemId, input.id)));
        if (!revision) return missing;
        const locale = revision.locale as Locale;
        const { version } = revision.snapshot as unknown as VersionSnapshot;
        item.data = { ...item.data, [locale]: { ...version, needsUpdate: item.data[locale].needsUpdate } };
        item.revisions = { ...item.revisions, [locale]: item.revisions[locale] + 1 };
        item.changes = {
          ...item.changes,
          [locale]: { byId: staff.id, byName: staff.name, at: now.toISOString() },
        };
        await tx.insert(contentRevisions).values({
          itemId: item.row.id,
          kind: item.kind,
          locale,
          reason: "restore",
          snapshot: { version: item.data[locale], pictures: item.data.pictures } as unknown as Record<
            string,
            unknown
          >,
          authorId: staff.id,
          authorName: staff.name,
          createdAt: now,
        });
        await storeDraft(tx, item, now);
        return { ok: true, revisions: item.revisions, changes: publicChanges(item.changes) };
      });
    },

    reorderGuides: (ids) => reorderGuides(db, ids),
    async setFeatured(id, featured) {
      if (/^[0-9a-f-]{36}$/i.test(id)) await db.update(guides).set({ featured }).where(eq(guides.id, id));
    },
    proposeSlug: (kind, locale, title, exceptId) => proposeSlug(db, kind, locale, title, exceptId),
    publishers: () => readPublishers(db),
    setPublishers: (value, staff) => writePublishers(db, value, staff),

    async publishDue(now = clock()) {
      const due = await db
        .select()
        .from(contentSchedule)
        .where(lte(contentSchedule.publishAt, now))
        .orderBy(asc(contentSchedule.publishAt));
      let published = 0;
      for (const entry of due) {
        const done = await db.transaction(async (tx) => {
          // Taking the schedule row is the claim: another instance finds it gone.
          const [claimed] = await tx
            .delete(contentSchedule)
            .where(
              and(
                eq(contentSchedule.itemId, entry.itemId),
                eq(contentSchedule.locale, entry.locale),
                lte(contentSchedule.publishAt, now),
              ),
            )
            .returning();
          if (!claimed) return false;
          const locale = claimed.locale as Locale;
          const item = await loadItem(tx, claimed.kind, claimed.itemId, true);
          if (!item || item.row.deletedAt) return false;
          const snapshot = claimed.snapshot as unknown as VersionSnapshot;
          const problems = await publishProblems(
            tx,
            { ...item, locale, ...snapshot },
            catalogs.de.admin.contentProblems,
          );
          const actor = claimed.scheduledById
            ? { id: claimed.scheduledById, name: claimed.scheduledByName ?? "" }
            : null;
          if (
            Object.keys(problems).length === 0 &&
            (await publishSnapshot(tx, { item, locale, snapshot, actor, now, origins }))
          ) {
            return true;
          }
          deps.logger.warn("scheduled publish refused", {
            kind: claimed.kind,
            id: claimed.itemId,
            locale,
            fields: Object.keys(problems),
          });
          if (statusOf(item.row, locale) === "scheduled")
            await setStatusIn(tx, claimed.kind, claimed.itemId, locale);
          return false;
        });
        if (done) published++;
      }
      return published;
    },
  };

  async function setStatusIn(tx: Pick<Db, "update">, kind: ContentKind, id: string, locale: Locale) {
    const table = tableOf(kind);
    await tx
      .update(table)
      .set(locale === "de" ? { statusDe: "draft" } : { statusEs: "draft" })
      .where(eq(table.id, id));
  }
}
