import { constants } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { storageBuckets } from "~/domain/content/image-url";
import type { Db } from "../db/client";
import { blogPosts, guides } from "../db/schema";
import { bucketDir } from "./storage";
import { demoGuides } from "./demo-guides";
import { demoBlogPosts } from "./demo-posts";

/** Any fixed number; instances that start together seed one after the other. */
const seedLock = 7_210_520_002;

export type SeedOptions = {
  /** Project root: the demo pictures are in server/content/demo-images/ below it. */
  root: string;
  dataDir: string;
};

export type SeedResult = { posts: number; guides: number; images: number };

/** The folder of the committed demo pictures, one sub-folder per bucket. */
export function demoImagesDir(root: string): string {
  return path.join(root, "server", "content", "demo-images");
}

/**
 * Demo content on first start: the posts when blog_posts is empty, the guides when guides is empty
 * (an association's own content is never touched). The demo pictures are copied into the buckets
 * under DATA_DIR whenever one is missing, so a second instance with its own DATA_DIR serves them too.
 */
export async function seedContent(db: Db, options: SeedOptions): Promise<SeedResult> {
  const images = await copyDemoImages(options.root, options.dataDir);
  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLock})`);
    const [posts] = await tx.select({ count: sql<number>`count(*)::int` }).from(blogPosts);
    const [guideRows] = await tx.select({ count: sql<number>`count(*)::int` }).from(guides);
    const seedPosts = posts?.count === 0;
    const seedGuides = guideRows?.count === 0;
    if (seedPosts) await tx.insert(blogPosts).values(demoBlogPosts).onConflictDoNothing();
    if (seedGuides) await tx.insert(guides).values(demoGuides).onConflictDoNothing();
    return { posts: seedPosts ? demoBlogPosts.length : 0, guides: seedGuides ? demoGuides.length : 0 };
  });
  return { ...counts, images };
}

/** Copies each demo picture that is not yet in its bucket; returns how many were copied. */
export async function copyDemoImages(root: string, dataDir: string): Promise<number> {
  let copied = 0;
  for (const bucket of storageBuckets) {
    const from = path.join(demoImagesDir(root), bucket);
    const to = bucketDir(dataDir, bucket);
    await fs.mkdir(to, { recursive: true });
    const names = (await fs.readdir(from).catch(() => [] as string[])).filter((name) =>
      name.endsWith(".jpg"),
    );
    for (const name of names) {
      try {
        await fs.copyFile(path.join(from, name), path.join(to, name), constants.COPYFILE_EXCL);
        copied++;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    }
  }
  return copied;
}
