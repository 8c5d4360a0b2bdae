import { eq, sql } from "drizzle-orm";
import type { ChangeFeed, PageTopic } from "../../../server/cache/change-feed";
import type { Db } from "../../../server/db/client";
import { blogPosts, guides, pageVersions } from "../../../server/db/schema";
import { demoGuides } from "../../../server/content/demo-guides";
import { demoBlogPosts } from "../../../server/content/demo-posts";

/** Helpers for the change feed's tests (server/cache/change-feed*.test.ts). */

let serial = 0;

/** Inserts a guide with its own slugs (a change of topic 'content'); returns its id. */
export async function insertGuide(db: Db): Promise<string> {
  serial++;
  const [row] = await db
    .insert(guides)
    .values({ ...demoGuides[0]!, slugDe: `ratgeber-${serial}`, slugEs: `guia-${serial}` })
    .returning({ id: guides.id });
  return row!.id;
}

export async function insertPost(db: Db): Promise<string> {
  serial++;
  const [row] = await db
    .insert(blogPosts)
    .values({ ...demoBlogPosts[0]!, slugDe: `beitrag-${serial}`, slugEs: `entrada-${serial}` })
    .returning({ id: blogPosts.id });
  return row!.id;
}

export async function storedVersions(db: Pick<Db, "select">): Promise<Record<string, number>> {
  const rows = await db.select().from(pageVersions);
  return Object.fromEntries(rows.map((row) => [row.topic, row.version]));
}

export async function storedVersion(db: Db, topic: PageTopic): Promise<number> {
  const [row] = await db.select().from(pageVersions).where(eq(pageVersions.topic, topic));
  return row!.version;
}

/** The topics a feed told of, in order, with the time each arrived. */
export function recordChanges(feed: ChangeFeed): { topics: PageTopic[]; at: number[] } {
  const seen = { topics: [] as PageTopic[], at: [] as number[] };
  feed.onChange((topic) => {
    seen.topics.push(topic);
    seen.at.push(performance.now());
  });
  return seen;
}

/** An UPDATE that changes nothing visible still counts: the triggers fire per statement. */
export const touchGuides = sql`update ${guides} set ${sql.identifier("display_order")} = ${sql.identifier("display_order")}`;
