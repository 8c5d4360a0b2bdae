import { eq } from "drizzle-orm";
import type { DogRecord } from "~/domain/dogs/types";
import type { Db } from "../db/client";
import { dogFeedCache } from "../db/schema";

export type FeedSnapshot = { records: DogRecord[]; cacheTimestamp: Date; fetchedAt: Date };

/** Replaces the snapshot of a feed source in one statement: readers see the old or the new list. */
export async function saveSnapshot(
  db: Db,
  source: string,
  records: DogRecord[],
  cacheTimestamp: Date,
): Promise<void> {
  const row = { source, dogs: records, dogCount: records.length, cacheTimestamp, fetchedAt: new Date() };
  await db
    .insert(dogFeedCache)
    .values(row)
    .onConflictDoUpdate({
      target: dogFeedCache.source,
      set: {
        dogs: row.dogs,
        dogCount: row.dogCount,
        cacheTimestamp: row.cacheTimestamp,
        fetchedAt: row.fetchedAt,
      },
    });
}

export async function loadSnapshot(db: Db, source: string): Promise<FeedSnapshot | null> {
  const [row] = await db.select().from(dogFeedCache).where(eq(dogFeedCache.source, source)).limit(1);
  if (!row) return null;
  return { records: row.dogs as DogRecord[], cacheTimestamp: row.cacheTimestamp, fetchedAt: row.fetchedAt };
}

/** When the snapshot was last written (cheap check for other instances' refreshes). */
export async function snapshotFetchedAt(db: Db, source: string): Promise<Date | null> {
  const [row] = await db
    .select({ fetchedAt: dogFeedCache.fetchedAt })
    .from(dogFeedCache)
    .where(eq(dogFeedCache.source, source))
    .limit(1);
  return row?.fetchedAt ?? null;
}
