import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DraftVersion } from "~/domain/content/draft";
import {
  disposeTemplates,
  freshDatabase,
  projectRoot,
  type FreshDatabase,
} from "../../tests/support/db/database";
import type { StaffMember } from "../back-office/staff-member";
import {
  blogPosts,
  contentDrafts,
  contentRevisions,
  contentSlugRedirects,
  guides,
  pageVersions,
  staffAccounts,
} from "../db/schema";
import { createContentEditorServices } from "./editor-service";
import type { ContentEditorServices, SaveOutcome } from "./editor-types";
import { purgeRemovedContent } from "./editor/jobs";
import { seedContent } from "./seed";
import { createContentService, type ContentService } from "./service";
import { contentSitemapSource } from "./sitemap";

const origins = { de: "https://verein.example", es: "https://asociacion.example" };
const file = `${"c4".repeat(32)}.jpg`;

function doc(text: string) {
  return {
    doc: { type: "doc" as const, content: [{ type: "paragraph", content: [{ type: "text", text }] }] },
  };
}

function version(title: string, slug: string, body = `${title}: Text`): DraftVersion {
  return {
    title,
    slug,
    excerpt: `${title} kurz`,
    category: "Verein",
    metaDescription: "",
    body: doc(body),
    needsUpdate: false,
  };
}

let fresh: FreshDatabase;
let dataDir: string;
let editor: ContentEditorServices;
let content: ContentService;
let now = new Date("2026-05-01T10:00:00Z");
let ana: StaffMember;
let ben: StaffMember;
let admin: StaffMember;

async function staff(name: string, role: "admin" | "volunteer"): Promise<StaffMember> {
  const email = `${name.toLowerCase()}@verein.example`;
  const [row] = await fresh.database.db
    .insert(staffAccounts)
    .values({ email, name, role, passwordHash: "x" })
    .returning();
  return { id: row!.id, email, name, role };
}

beforeAll(async () => {
  fresh = await freshDatabase("pglite");
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "editor-test-"));
  await seedContent(fresh.database.db, { root: projectRoot, dataDir });
  const logger = { info() {}, warn() {}, error() {} };
  editor = createContentEditorServices({ db: fresh.database.db, origins, logger, clock: () => now });
  content = createContentService(fresh.database.db);
  ana = await staff("Ana", "volunteer");
  ben = await staff("Ben", "volunteer");
  admin = await staff("Ada", "admin");
});
afterAll(async () => {
  await fresh.dispose();
  await fs.rm(dataDir, { recursive: true, force: true });
  await disposeTemplates();
});

function tick(ms = 60_000) {
  now = new Date(now.getTime() + ms);
}

async function newPost(de: DraftVersion, es?: DraftVersion) {
  const id = await editor.create("post", ana);
  const opened = await editor.open("post", id, ana);
  const saved = await editor.save(
    { kind: "post", id, parts: es ? { de, es } : { de }, revisions: opened!.revisions, revision: true },
    ana,
    "de",
  );
  if (!saved.ok) throw new Error(JSON.stringify(saved));
  return { id, revisions: saved.revisions };
}

function okRevisions(outcome: SaveOutcome) {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  return outcome.revisions;
}

describe("the content editor", () => {
  it("opens the demo content with its published fields, pictures in place", async () => {
    const [post] = await fresh.database.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slugDe, "rueckblick-2024-ueber-150-rettungen"));
    const opened = await editor.open("post", post!.id, ana);
    expect(opened?.data.de.title).toBe(post!.titleDe);
    expect(opened?.data.de.body).toEqual({ html: expect.stringContaining("<h2>") });
    expect(opened?.data.pictures.header?.legacy?.src).toBe("/storage/blog-images/rescue-2024.jpg");
    expect(opened?.data.pictures.gallery).toHaveLength(3);
    expect(opened?.state.de).toEqual({ kind: "published", unpublishedChanges: false, scheduledAt: null });
    expect(opened?.publicPaths.es).toBe("/blog/balance-2024-mas-de-150-rescates");
    expect(opened?.mayPublish).toBe(true);
    const [guide] = await fresh.database.db
      .select()
      .from(guides)
      .where(eq(guides.slugEs, "los-primeros-dias-con-tu-perro"));
    const openedGuide = await editor.open("guide", guide!.id, ana);
    const html = (openedGuide?.data.es.body as { html: string }).html;
    expect(html).toContain('src="/storage/guide-images/first-days-rest.jpg"');
    expect(html).not.toContain("image:{");
    expect(await editor.open("post", guide!.id, ana)).toBeNull();
  });

  it("creates a post invisible to the public until a language is published, then bumps the change feed", async () => {
    const { id, revisions } = await newPost(version("Lola ist da", "lola-ist-da"));
    expect((await editor.open("post", id, ana))?.state).toEqual({
      de: { kind: "draft" },
      es: { kind: "missing" },
    });
    expect(await content.post("de", "lola-ist-da")).toBeNull();
    const [before] = await fresh.database.db
      .select()
      .from(pageVersions)
      .where(eq(pageVersions.topic, "content"));
    const published = await editor.publish({ kind: "post", id, locale: "de", revisions }, ana, "de");
    expect(published).toEqual({
      ok: true,
      state: {
        de: { kind: "published", unpublishedChanges: false, scheduledAt: null },
        es: { kind: "missing" },
      },
    });
    const [after] = await fresh.database.db
      .select()
      .from(pageVersions)
      .where(eq(pageVersions.topic, "content"));
    expect(after!.version).toBeGreaterThan(before?.version ?? 0);
    const post = await content.post("de", "lola-ist-da");
    expect(post?.bodyHtml).toBe("<p>Lola ist da: Text</p>");
    expect(post?.slugs).toEqual({ de: "lola-ist-da" });
    expect(post?.publishedDate).toBe(now.toISOString());
    expect(await content.post("es", "lola-ist-da")).toBeNull();
    const pages = await contentSitemapSource(fresh.database.db)();
    expect(pages).toContainEqual({ de: "/blog/lola-ist-da" });
  });

  it("refuses a publish with the problems at the fields, in the interface language", async () => {
    const id = await editor.create("post", ana);
    const opened = await editor.open("post", id, ana);
    const saved = await editor.save(
      {
        kind: "post",
        id,
        parts: {
          es: { ...version("Hola", "Hola Mundo"), excerpt: "" },
          pictures: {
            header: { file, width: 1200, height: 800, alt: { de: "", es: "" }, caption: { de: "", es: "" } },
            gallery: [],
          },
        },
        revisions: opened!.revisions,
        revision: false,
      },
      ana,
      "es",
    );
    const outcome = await editor.publish(
      { kind: "post", id, locale: "es", revisions: okRevisions(saved) },
      ana,
      "es",
    );
    expect(outcome).toEqual({
      ok: false,
      kind: "invalid",
      problems: {
        "es.excerpt": "Este campo es obligatorio.",
        "es.slug": expect.stringContaining("Solo minúsculas"),
        "pictures.header.alt.es": expect.stringContaining("Describe"),
      },
    });
  });

  it("keeps slugs unique per language among published rows and other drafts, and proposes free ones", async () => {
    const { id, revisions } = await newPost(version("Zweite Lola", "lola-ist-da"));
    const outcome = await editor.publish({ kind: "post", id, locale: "de", revisions }, ana, "de");
    expect(outcome).toMatchObject({
      ok: false,
      kind: "invalid",
      problems: { "de.slug": expect.stringContaining("schon vergeben") },
    });
    expect(await editor.proposeSlug("post", "de", "Lola ist da!", id)).toBe("lola-ist-da-2");
    expect(await editor.proposeSlug("post", "es", "Lola ist da", id)).toBe("lola-ist-da");
    expect(await editor.proposeSlug("guide", "de", "Lola ist da", id)).toBe("lola-ist-da");
  });

  it("keeps the old slug of a published version for a 301", async () => {
    const { id, revisions } = await newPost(version("Max", "max-kommt"));
    await editor.publish({ kind: "post", id, locale: "de", revisions }, ana, "de");
    const saved = await editor.save(
      { kind: "post", id, parts: { de: version("Max", "max-ist-da") }, revisions, revision: true },
      ana,
      "de",
    );
    await editor.publish({ kind: "post", id, locale: "de", revisions: okRevisions(saved) }, ana, "de");
    expect(await content.postRedirect("de", "max-kommt")).toBe("max-ist-da");
    expect(await content.post("de", "max-kommt")).toBeNull();
    expect(
      await fresh.database.db.select().from(contentSlugRedirects).where(eq(contentSlugRedirects.itemId, id)),
    ).toHaveLength(1);
  });

  it("refuses the same part changed by another volunteer, naming who and when; keeps different languages", async () => {
    const { id, revisions } = await newPost(version("Kira", "kira"), version("Kira", "kira-es"));
    tick();
    const byAna = await editor.save(
      { kind: "post", id, parts: { de: version("Kira (Ana)", "kira") }, revisions, revision: false },
      ana,
      "de",
    );
    expect(byAna.ok).toBe(true);
    const byBenOnSpanish = await editor.save(
      { kind: "post", id, parts: { es: version("Kira (Ben)", "kira-es") }, revisions, revision: false },
      ben,
      "es",
    );
    expect(byBenOnSpanish.ok).toBe(true);
    const byBenOnGerman = await editor.save(
      { kind: "post", id, parts: { de: version("Kira (Ben)", "kira") }, revisions, revision: false },
      ben,
      "de",
    );
    expect(byBenOnGerman).toEqual({
      ok: false,
      kind: "conflict",
      parts: [{ part: "de", change: { byName: "Ana", at: now.toISOString() } }],
      revisions: { de: revisions.de + 1, es: revisions.es + 1, pictures: revisions.pictures },
    });
    const opened = await editor.open("post", id, ana);
    expect(opened?.data.de.title).toBe("Kira (Ana)");
    expect(opened?.data.es.title).toBe("Kira (Ben)");
  });

  it("counts a part as changed only when its content changed, whatever the order of its keys", async () => {
    const { id, revisions } = await newPost(version("Lupo", "lupo"), version("Lupo", "lupo-es"));
    // A browser sends the whole draft with its keys in its own order; jsonb keeps another.
    const reordered = (value: DraftVersion) =>
      Object.fromEntries(Object.entries(value).reverse()) as DraftVersion;
    const opened = await editor.open("post", id, ana);
    const whole = (de: DraftVersion) => ({
      de,
      es: reordered(opened!.data.es),
      pictures: opened!.data.pictures,
    });
    tick();
    const first = await editor.save(
      { kind: "post", id, parts: whole(reordered(version("Lupo (Ana)", "lupo"))), revisions, revision: true },
      ana,
      "de",
    );
    expect(okRevisions(first)).toEqual({ ...revisions, de: revisions.de + 1 });
    // Ben opened before Ana's save and wrote only Spanish: saved, nothing refused.
    const byBen = await editor.save(
      { kind: "post", id, parts: { es: version("Lupo (Ben)", "lupo-es") }, revisions, revision: true },
      ben,
      "es",
    );
    expect(okRevisions(byBen)).toEqual({ ...revisions, de: revisions.de + 1, es: revisions.es + 1 });
    const after = await editor.open("post", id, ana);
    expect([after?.data.de.title, after?.data.es.title]).toEqual(["Lupo (Ana)", "Lupo (Ben)"]);
  });

  it("offers the categories in use per language, most used first", async () => {
    const categories = await editor.categories("post");
    expect(categories.de.length).toBeGreaterThan(0);
    expect(categories.es.length).toBeGreaterThan(0);
    expect(categories.de).not.toContain("");
    expect(new Set(categories.de).size).toBe(categories.de.length);
  });

  it("marks neither language when both are written in one save", async () => {
    const { id, revisions } = await newPost(version("Rocco", "rocco"), version("Rocco", "rocco"));
    const saved = await editor.save(
      {
        kind: "post",
        id,
        parts: { de: version("Rocco", "rocco", "Neu"), es: version("Rocco", "rocco", "Nuevo") },
        revisions,
        revision: true,
      },
      ana,
      "de",
    );
    okRevisions(saved);
    const opened = await editor.open("post", id, ana);
    expect([opened?.data.de.needsUpdate, opened?.data.es.needsUpdate]).toEqual([false, false]);
  });

  it("marks the other language as needing an update on an explicit save, and dismisses it", async () => {
    const { id, revisions } = await newPost(version("Nala", "nala"), version("Nala", "nala"));
    const saved = await editor.save(
      { kind: "post", id, parts: { de: version("Nala", "nala", "Neuer Text") }, revisions, revision: true },
      ana,
      "de",
    );
    okRevisions(saved);
    let opened = await editor.open("post", id, ana);
    expect(opened?.data.es.needsUpdate).toBe(true);
    expect(opened?.data.de.needsUpdate).toBe(false);
    // An autosave of Spanish does not clear the mark; dismissing does.
    await editor.save(
      {
        kind: "post",
        id,
        parts: { es: { ...version("Nala", "nala"), needsUpdate: false } },
        revisions: opened!.revisions,
        revision: false,
      },
      ben,
      "es",
    );
    expect((await editor.open("post", id, ana))?.data.es.needsUpdate).toBe(true);
    await editor.dismissNeedsUpdate({ kind: "post", id, locale: "es" }, ben);
    opened = await editor.open("post", id, ana);
    expect(opened?.data.es.needsUpdate).toBe(false);
    expect((await editor.list("post", { search: "nala" })).map((entry) => entry.id)).toEqual([id]);
  });

  it("writes revisions on explicit saves and publishes, and restores one", async () => {
    const { id, revisions } = await newPost(version("Rex", "rex", "erste Fassung"));
    tick();
    const saved = await editor.save(
      { kind: "post", id, parts: { de: version("Rex", "rex", "zweite Fassung") }, revisions, revision: true },
      ana,
      "de",
    );
    // An autosave writes no revision.
    await editor.save(
      {
        kind: "post",
        id,
        parts: { de: version("Rex", "rex", "dritte") },
        revisions: okRevisions(saved),
        revision: false,
      },
      ana,
      "de",
    );
    const list = await editor.revisions("post", id);
    expect(list.map((entry) => [entry.locale, entry.reason, entry.authorName])).toEqual([
      ["de", "save", "Ana"],
      ["de", "save", "Ana"],
    ]);
    const first = await editor.revision("post", id, list[1]!.id);
    expect(first?.snapshot).toMatchObject({ version: { body: doc("erste Fassung") } });
    tick();
    const restored = await editor.restoreRevision({ kind: "post", id, revisionId: list[1]!.id }, ben);
    expect(restored.ok).toBe(true);
    expect((await editor.open("post", id, ana))?.data.de.body).toEqual(doc("erste Fassung"));
    expect((await editor.revisions("post", id))[0]).toMatchObject({ reason: "restore", authorName: "Ben" });
  });

  it("schedules a publish for later and publishes it when due", async () => {
    const { id, revisions } = await newPost(version("Balu", "balu"));
    const past = await editor.publish(
      { kind: "post", id, locale: "de", revisions, at: new Date(now.getTime() - 1000).toISOString() },
      ana,
      "de",
    );
    expect(past).toMatchObject({ ok: false, kind: "invalid", problems: { at: expect.any(String) } });
    const at = new Date(now.getTime() + 3_600_000).toISOString();
    expect(await editor.publish({ kind: "post", id, locale: "de", revisions, at }, ana, "de")).toEqual({
      ok: true,
      state: { de: { kind: "scheduled", at }, es: { kind: "missing" } },
    });
    expect(await editor.publishDue(now)).toBe(0);
    expect(await content.post("de", "balu")).toBeNull();
    expect(await editor.publishDue(new Date(now.getTime() + 3_600_001))).toBe(1);
    expect((await content.post("de", "balu"))?.title).toBe("Balu");
    expect(await editor.publishDue(new Date(now.getTime() + 7_200_000))).toBe(0);
    const reasons = await fresh.database.db
      .select()
      .from(contentRevisions)
      .where(eq(contentRevisions.itemId, id));
    expect(reasons.filter((entry) => entry.reason === "publish")).toHaveLength(1);
  });

  it("unpublishes a language: the page answers nothing from then on", async () => {
    const { id, revisions } = await newPost(version("Susi", "susi"), version("Susi", "susi-es"));
    await editor.publish({ kind: "post", id, locale: "de", revisions }, ana, "de");
    await editor.publish({ kind: "post", id, locale: "es", revisions }, ana, "de");
    expect((await content.post("de", "susi"))?.slugs).toEqual({ de: "susi", es: "susi-es" });
    const outcome = await editor.unpublish({ kind: "post", id, locale: "es" }, ana);
    expect(outcome).toMatchObject({ ok: true, state: { es: { kind: "draft" } } });
    expect(await content.post("es", "susi-es")).toBeNull();
    expect((await content.post("de", "susi"))?.slugs).toEqual({ de: "susi" });
  });

  it("lets only admins publish, unpublish and remove once publishers are set to admins", async () => {
    const { id, revisions } = await newPost(version("Toby", "toby"));
    expect(await editor.publishers()).toBe("everyone");
    await expect(editor.setPublishers("admins", ana)).rejects.toThrow();
    await editor.setPublishers("admins", admin);
    expect(await editor.publishers()).toBe("admins");
    expect((await editor.open("post", id, ana))?.mayPublish).toBe(false);
    expect(await editor.publish({ kind: "post", id, locale: "de", revisions }, ana, "de")).toEqual({
      ok: false,
      kind: "forbidden",
    });
    expect(await editor.remove({ kind: "post", id }, ana)).toEqual({ ok: false, kind: "forbidden" });
    expect((await editor.publish({ kind: "post", id, locale: "de", revisions }, admin, "de")).ok).toBe(true);
    expect(await editor.unpublish({ kind: "post", id, locale: "de" }, ana)).toEqual({
      ok: false,
      kind: "forbidden",
    });
    // Drafts stay everyone's.
    expect(
      (
        await editor.save(
          { kind: "post", id, parts: { de: version("Toby!", "toby") }, revisions, revision: false },
          ana,
          "de",
        )
      ).ok,
    ).toBe(true);
    await editor.setPublishers("everyone", admin);
  });

  it("removes a post at once, restores it within 30 days, deletes it for good after", async () => {
    const { id, revisions } = await newPost(version("Fino", "fino"));
    await editor.publish({ kind: "post", id, locale: "de", revisions }, ana, "de");
    expect((await editor.remove({ kind: "post", id }, ana)).ok).toBe(true);
    expect(await content.post("de", "fino")).toBeNull();
    expect((await editor.list("post")).map((entry) => entry.id)).not.toContain(id);
    expect((await editor.list("post", { removed: true })).map((entry) => entry.id)).toEqual([id]);
    expect((await editor.restoreRemoved({ kind: "post", id }, ana)).ok).toBe(true);
    expect((await content.post("de", "fino"))?.title).toBe("Fino");
    await editor.remove({ kind: "post", id }, ana);
    expect(await purgeRemovedContent(fresh.database.db, new Date(now.getTime() + 29 * 86_400_000))).toBe(0);
    expect(await purgeRemovedContent(fresh.database.db, new Date(now.getTime() + 31 * 86_400_000))).toBe(1);
    expect(await fresh.database.db.select().from(contentDrafts).where(eq(contentDrafts.itemId, id))).toEqual(
      [],
    );
    expect(
      await fresh.database.db.select().from(contentRevisions).where(eq(contentRevisions.itemId, id)),
    ).toEqual([]);
    expect(await editor.open("post", id, ana)).toBeNull();
  });

  it("publishes a guide whose text looks like markup as text, and previews a draft without writing", async () => {
    const id = await editor.create("guide", ana);
    const opened = await editor.open("guide", id, ana);
    const saved = await editor.save(
      {
        kind: "guide",
        id,
        parts: { de: version("Leine", "leine", "<b>fett?</b> &lt;i&gt;") },
        revisions: opened!.revisions,
        revision: false,
      },
      ana,
      "de",
    );
    const preview = await editor.preview("guide", id, "de");
    expect(preview?.bodyHtml).toBe("<p>&lt;b&gt;fett?&lt;/b&gt; &amp;lt;i&amp;gt;</p>");
    expect(await content.guide("de", "leine")).toBeNull();
    await editor.publish({ kind: "guide", id, locale: "de", revisions: okRevisions(saved) }, ana, "de");
    expect((await content.guide("de", "leine"))?.bodyHtml).toBe(
      "<p>&lt;b&gt;fett?&lt;/b&gt; &amp;lt;i&amp;gt;</p>",
    );
  });

  it("orders guides and sets featured ones", async () => {
    const all = await editor.list("guide");
    const reversed = all.map((entry) => entry.id).reverse();
    await editor.reorderGuides(reversed, admin);
    expect((await editor.list("guide")).map((entry) => entry.id)).toEqual(reversed);
    await editor.setFeatured(reversed[0]!, true, admin);
    const featured = await content.featuredGuides("de");
    expect(featured[0]?.id).toBe(
      reversed.find((guideId) => all.find((entry) => entry.id === guideId)?.state.de.kind === "published"),
    );
  });
});
