import { and, eq } from "drizzle-orm";
import type { Change, ContentKind, DraftData, DraftPart, DraftRevisions } from "~/domain/content/draft";
import type { Locale } from "~/i18n/locale";
import type { Db } from "../../db/client";
import { contentDrafts, contentSchedule } from "../../db/schema";
import { isUuid } from "../../back-office/ids";
import { draftFromPublished, locales, publishedHash, statusOf, tableOf, type PublishedRow } from "./rows";

/** A post's or guide's published row with its working copy, as the editor's work reads them. */

export type Executor = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

/** Who changed a part last (stored with the staff id, handed out without it). */
export type StoredChange = Change & { byId: string | null };

/** `content_drafts.changes`: per part who changed it, and the hash of what each language published. */
export type DraftChanges = Partial<Record<DraftPart, StoredChange>> & {
  published?: Partial<Record<Locale, string | null>>;
};

export type Item = {
  kind: ContentKind;
  row: PublishedRow;
  data: DraftData;
  revisions: DraftRevisions;
  changes: DraftChanges;
  /** false: no draft row yet (the data comes from the published row). */
  stored: boolean;
  schedule: Partial<Record<Locale, { at: Date; snapshot: unknown }>>;
};

export const firstRevisions: DraftRevisions = { de: 0, es: 0, pictures: 0 };

/** Hashes of what a row written before the editor publishes, so that a change shows as unpublished. */
function initialChanges(row: PublishedRow, data: DraftData): DraftChanges {
  const published: Partial<Record<Locale, string | null>> = {};
  for (const locale of locales) {
    published[locale] =
      statusOf(row, locale) === "published" ? publishedHash(data[locale], data.pictures) : null;
  }
  return { published };
}

/** The item, or null (unknown id, or of the other kind). `lock`: FOR UPDATE on the published row. */
export async function loadItem(
  tx: Executor,
  kind: ContentKind,
  id: string,
  lock = false,
): Promise<Item | null> {
  if (!isUuid(id)) return null;
  const table = tableOf(kind);
  const query = tx.select().from(table).where(eq(table.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return null;
  const [draft] = await tx
    .select()
    .from(contentDrafts)
    .where(and(eq(contentDrafts.itemId, id), eq(contentDrafts.kind, kind)));
  const scheduled = await tx.select().from(contentSchedule).where(eq(contentSchedule.itemId, id));
  const schedule: Item["schedule"] = {};
  for (const entry of scheduled)
    schedule[entry.locale as Locale] = { at: entry.publishAt, snapshot: entry.snapshot };
  if (draft) {
    return {
      kind,
      row,
      data: draft.data as DraftData,
      revisions: { ...firstRevisions, ...(draft.revisions as Partial<DraftRevisions>) },
      changes: draft.changes as DraftChanges,
      stored: true,
      schedule,
    };
  }
  const data = draftFromPublished(kind, row);
  return {
    kind,
    row,
    data,
    revisions: firstRevisions,
    changes: initialChanges(row, data),
    stored: false,
    schedule,
  };
}

/** Writes the item's draft row (insert or update). */
export async function storeDraft(tx: Executor, item: Item, now: Date): Promise<void> {
  const values = {
    data: item.data as unknown as Record<string, unknown>,
    revisions: item.revisions,
    changes: item.changes as Record<string, unknown>,
    updatedAt: now,
  };
  await tx
    .insert(contentDrafts)
    .values({ itemId: item.row.id, kind: item.kind, ...values, createdAt: now })
    .onConflictDoUpdate({ target: contentDrafts.itemId, set: values });
  item.stored = true;
}

export function publicChanges(changes: DraftChanges): Partial<Record<DraftPart, Change>> {
  const out: Partial<Record<DraftPart, Change>> = {};
  for (const part of ["de", "es", "pictures"] as const) {
    const change = changes[part];
    if (change) out[part] = { byName: change.byName, at: change.at };
  }
  return out;
}
