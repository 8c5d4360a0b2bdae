import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { blogPosts, guides } from "../db/schema";
import {
  databaseKinds,
  disposeTemplates,
  freshDatabase,
  projectRoot,
  type DatabaseKind,
  type FreshDatabase,
} from "../../tests/support/db/database";
import { demoGuides } from "./demo-guides";
import { demoBlogPosts } from "./demo-posts";
import { seedContent } from "./seed";

let fresh: FreshDatabase;
let dataDir: string;

async function setUp(kind: DatabaseKind = "pglite") {
  fresh = await freshDatabase(kind);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "seed-test-"));
}

async function tearDown() {
  await fresh.dispose();
  await fs.rm(dataDir, { recursive: true, force: true });
}

afterAll(disposeTemplates);

describe.each(await databaseKinds())("seedContent on $kind", ({ kind, skipReason }) => {
  beforeEach(async (ctx) => {
    ctx.skip(skipReason !== undefined, skipReason);
    await setUp(kind);
  });
  afterEach(async () => {
    if (skipReason === undefined) await tearDown();
  });

  it("fills empty tables once; a second start changes nothing", async () => {
    const { db } = fresh.database;
    const first = await seedContent(db, { root: projectRoot, dataDir });
    expect(first).toEqual({ posts: demoBlogPosts.length, guides: demoGuides.length, images: 16 });
    const second = await seedContent(db, { root: projectRoot, dataDir });
    expect(second).toEqual({ posts: 0, guides: 0, images: 0 });
    expect(await db.$count(blogPosts)).toBe(demoBlogPosts.length);
    expect(await db.$count(guides)).toBe(demoGuides.length);
  });

  it("seeds once when two instances start at the same time", async () => {
    const { db } = fresh.database;
    const results = await Promise.all([1, 2].map(() => seedContent(db, { root: projectRoot, dataDir })));
    expect(results.map((result) => result.posts).sort()).toEqual([0, demoBlogPosts.length]);
    expect(await db.$count(blogPosts)).toBe(demoBlogPosts.length);
  });

  it("never adds demo content to a table the association already filled", async () => {
    const { db } = fresh.database;
    await db.insert(guides).values({ ...demoGuides[0]!, slugDe: "eigener-ratgeber", slugEs: "guia-propia" });
    const result = await seedContent(db, { root: projectRoot, dataDir });
    expect(result.guides).toBe(0);
    expect(result.posts).toBe(demoBlogPosts.length);
    expect(await db.$count(guides)).toBe(1);
  });

  it("copies every picture the demo content names into its bucket under DATA_DIR", async () => {
    await seedContent(fresh.database.db, { root: projectRoot, dataDir });
    const named = [
      ...demoBlogPosts
        .flatMap((post) => [post.imageUrl, ...post.galleryImages.map((image) => image.url)])
        .map((name) => `blog-images/${name}`),
      ...demoGuides
        .flatMap((guide) => [guide.imageUrl, ...guide.galleryImages])
        .map((name) => `guide-images/${name}`),
    ];
    for (const name of named) {
      const stat = await fs.stat(path.join(dataDir, "storage", name));
      expect(stat.size, name).toBeGreaterThan(1000);
      expect(stat.size, name).toBeLessThan(80 * 1024);
    }
  });
});
