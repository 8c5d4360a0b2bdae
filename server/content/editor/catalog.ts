import { and, asc, desc, eq, ilike, isNotNull, isNull, max, or, sql, type SQL } from "drizzle-orm";
import { emptyVersion, type ContentKind, type DraftData, type DraftRevisions } from "~/domain/content/draft";
import { slugifyName } from "~/domain/dogs/slug";
import type { Locale } from "~/i18n/locale";
import { isUuid } from "../../back-office/ids";
import type { StaffMember } from "../../back-office/staff-member";
import type { Db } from "../../db/client";
import { blogPosts, contentDrafts, contentSchedule, guides, siteSettings } from "../../db/schema";
import type { ContentListEntry } from "../editor-types";
import { firstRevisions, publicChanges, type DraftChanges, type Item } from "./drafts";
import { draftFromPublished, locales, tableOf, versionState } from "./rows";
import { slugTaken } from "./validate";

/** The editor's lists, new items, guide order, slugs and the publishers setting. */

const nilId = "00000000-0000-0000-0000-000000000000";
export const publishersKey = "content_publishers";
/** How long a removed post or guide can be restored (decision 0025). */
export const removedDays = 30;

function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listItems(
  db: Db,
  kind: ContentKind,
  options: { search?: string; removed?: boolean },
): Promise<ContentListEntry[]> {
  const table = tableOf(kind);
  const conditions: SQL[] = [options.removed ? isNotNull(table.deletedAt) : isNull(table.deletedAt)];
  const search = options.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    conditions.push(
      or(
        ilike(table.titleDe, pattern),
        ilike(table.titleEs, pattern),
        sql`${contentDrafts.data} -> 'de' ->> 'title' ilike ${pattern}`,
        sql`${contentDrafts.data} -> 'es' ->> 'title' ilike ${pattern}`,
      ) as SQL,
    );
  }
  const order =
    kind === "guide"
      ? [asc(guides.displayOrder), asc(guides.createdAt)]
      : [desc(sql`coalesce(${contentDrafts.updatedAt}, ${table.updatedAt})`)];
  const rows = await db
    .select({ row: table, draft: contentDrafts })
    .from(table)
    .leftJoin(contentDrafts, eq(contentDrafts.itemId, table.id))
    .where(and(...conditions))
    .orderBy(...order, asc(table.id));
  const schedules = await db.select().from(contentSchedule).where(eq(contentSchedule.kind, kind));
  return rows.map(({ row, draft }) => {
    const data = (draft?.data as DraftData | undefined) ?? draftFromPublished(kind, row);
    const changes = (draft?.changes as DraftChanges | undefined) ?? {};
    const scheduled = (locale: Locale) =>
      schedules
        .find((entry) => entry.itemId === row.id && entry.locale === locale)
        ?.publishAt.toISOString() ?? null;
    const state = (locale: Locale) =>
      versionState({
        row,
        version: data[locale],
        pictures: data.pictures,
        locale,
        scheduledAt: scheduled(locale),
        publishedHash: draft ? (changes.published?.[locale] ?? null) : undefined,
      });
    // Rows never touched in the editor: their own last change, by nobody known.
    const lastChange = Object.values(publicChanges(changes)).sort((a, b) => b.at.localeCompare(a.at))[0] ?? {
      byName: null,
      at: row.updatedAt.toISOString(),
    };
    return {
      id: row.id,
      kind,
      title: { de: data.de.title || row.titleDe || "", es: data.es.title || row.titleEs || "" },
      state: { de: state("de"), es: state("es") },
      needsUpdate: { de: data.de.needsUpdate, es: data.es.needsUpdate },
      lastChange,
      featured: "featured" in row ? row.featured : false,
      displayOrder: "displayOrder" in row ? row.displayOrder : 0,
      deletedAt: row.deletedAt?.toISOString() ?? null,
    };
  });
}

/** A new item: its row with both languages in draft (invisible to the public) and an empty draft. */
export async function createItem(db: Db, kind: ContentKind, staff: StaffMember, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const drafts = { statusDe: "draft" as const, statusEs: "draft" as const, updatedAt: now };
    let id: string;
    if (kind === "post") {
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...drafts, publishedDate: now })
        .returning({ id: blogPosts.id });
      id = row!.id;
    } else {
      const [last] = await tx.select({ order: max(guides.displayOrder) }).from(guides);
      const [row] = await tx
        .insert(guides)
        .values({ ...drafts, createdAt: now, displayOrder: (last?.order ?? -1) + 1 })
        .returning({ id: guides.id });
      id = row!.id;
    }
    const data: DraftData = { de: emptyVersion, es: emptyVersion, pictures: { header: null, gallery: [] } };
    const changes: DraftChanges = { published: { de: null, es: null } };
    await tx.insert(contentDrafts).values({
      itemId: id,
      kind,
      data: data as unknown as Record<string, unknown>,
      revisions: firstRevisions satisfies DraftRevisions,
      changes: { ...changes, de: { byId: staff.id, byName: staff.name, at: now.toISOString() } },
      createdAt: now,
      updatedAt: now,
    });
    return id;
  });
}

export async function proposeSlug(
  db: Db,
  kind: ContentKind,
  locale: Locale,
  title: string,
  exceptId: string,
) {
  const except = isUuid(exceptId) ? exceptId : nilId;
  const base = slugifyName(title).slice(0, 100).replace(/-+$/, "") || (kind === "post" ? "blog" : "ratgeber");
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(db, kind, locale, candidate, except))) return candidate;
  }
}

export async function reorderGuides(db: Db, ids: string[]): Promise<void> {
  const valid = ids.filter(isUuid);
  await db.transaction(async (tx) => {
    for (const [index, id] of valid.entries()) {
      await tx.update(guides).set({ displayOrder: index }).where(eq(guides.id, id));
    }
  });
}

export async function readPublishers(db: Pick<Db, "select">): Promise<"everyone" | "admins"> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, publishersKey));
  return row?.value === "admins" ? "admins" : "everyone";
}

export async function writePublishers(db: Db, value: "everyone" | "admins", staff: StaffMember) {
  if (staff.role !== "admin") throw new Error("only admins decide who may publish");
  await db
    .insert(siteSettings)
    .values({ key: publishersKey, value, updatedByName: staff.name })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value, updatedAt: sql`now()`, updatedByName: staff.name },
    });
}

export async function mayPublish(db: Pick<Db, "select">, staff: StaffMember): Promise<boolean> {
  return staff.role === "admin" || (await readPublishers(db)) === "everyone";
}

export function itemStates(item: Item) {
  const state = (locale: Locale) =>
    versionState({
      row: item.row,
      version: item.data[locale],
      pictures: item.data.pictures,
      locale,
      scheduledAt: item.schedule[locale]?.at.toISOString() ?? null,
      publishedHash: item.stored ? (item.changes.published?.[locale] ?? null) : undefined,
    });
  return { de: state("de"), es: state("es") } satisfies Record<Locale, unknown>;
}

export { locales };
