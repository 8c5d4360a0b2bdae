// Two instances on one PostgreSQL, each with its own page cache: a blog post or guide changed in the
// database by any client (here plain SQL, as the coming editor or psql would) reaches the cached
// pages of both within about a second, without a restart (docs/decisions/0011, 0013).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { demoBlogPosts } from "../../server/content/demo-posts";
import { demoGuides } from "../../server/content/demo-guides";
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  postgresUnavailableReason,
  uniqueName,
} from "../support/db/postgres";
import { header, send } from "./http";
import { spawnServer, stopServer, waitForHealthy, type RunningServer } from "./server-process";

const skipReason = await postgresUnavailableReason();
const post = demoBlogPosts[0]!;
const guide = demoGuides[0]!;

describe.skipIf(skipReason !== undefined)("the page caches of two instances on one PostgreSQL", () => {
  const name = uniqueName("test");
  const servers: RunningServer[] = [];
  let sql: pg.Client | undefined;

  beforeAll(async () => {
    await createDatabase(name);
    const env = { BUILD_DIR: inject("buildDir"), DATABASE_URL: databaseUrl(name) };
    // Started together: the migrations and the demo content are applied once between them.
    servers.push(...(await Promise.all([spawnServer(env), spawnServer(env)])));
    await Promise.all(servers.map((server) => waitForHealthy(server)));
    sql = new pg.Client({ connectionString: databaseUrl(name) });
    await sql.connect();
  }, 90_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all(servers.map((server) => stopServer(server)));
    await dropDatabase(name);
  });

  const page = (server: RunningServer, site: "de" | "es", path: string) =>
    send({
      port: server.port,
      host: `${site === "es" ? "es." : ""}localhost:${server.port}`,
      path,
      headers: { "Accept-Encoding": "identity" },
    });

  /** Both instances answer the page from their caches: the same ETag twice in a row. */
  async function cachedOnBoth(site: "de" | "es", path: string) {
    for (const server of servers) {
      const first = await page(server, site, path);
      const second = await page(server, site, path);
      expect(header(second, "etag")).toBe(header(first, "etag"));
    }
  }

  async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
    const started = performance.now();
    while (!(await check())) {
      if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return performance.now() - started;
  }

  test("an update of a blog post by plain SQL reaches both instances' cached post and list", async () => {
    const path = `/blog/${post.slugDe}`;
    await cachedOnBoth("de", path);
    await cachedOnBoth("de", "/blog");
    const title = `Neu gesetzt ${Date.now()}`;
    await sql!.query("update blog_posts set title_de = $1 where slug_de = $2", [title, post.slugDe]);
    for (const server of servers) {
      await within(1500, async () => (await page(server, "de", path)).body.includes(title));
      await within(1500, async () => (await page(server, "de", "/blog")).body.includes(title));
    }
  });

  test("a deleted guide is a not-found page on both instances; the Spanish site follows too", async () => {
    const path = `/guia/${guide.slugEs}`;
    await cachedOnBoth("es", path);
    for (const server of servers) expect((await page(server, "es", path)).status).toBe(200);
    await sql!.query("delete from guides where slug_es = $1", [guide.slugEs]);
    for (const server of servers) {
      await within(1500, async () => (await page(server, "es", path)).status === 404);
    }
  });

  test("a language withdrawn (as the editor's unpublish writes it) leaves both instances' post, list, sitemap and feed; the other language stays", async () => {
    const other = demoBlogPosts[1]!;
    const path = `/blog/${other.slugDe}`;
    await cachedOnBoth("de", path);
    await cachedOnBoth("de", "/blog");
    for (const server of servers)
      expect((await page(server, "de", "/blog/feed.xml")).body).toContain(`/blog/${other.slugDe}`);
    expect((await page(servers[0]!, "es", `/blog/${other.slugEs}`)).body).toMatch(
      /<link rel="alternate" hreflang="de"/i,
    );
    await sql!.query("update blog_posts set status_de = 'draft' where slug_de = $1", [other.slugDe]);
    for (const server of servers) {
      await within(1500, async () => (await page(server, "de", path)).status === 404);
      await within(
        1500,
        async () => !(await page(server, "de", "/blog")).body.includes(`/blog/${other.slugDe}"`),
      );
      expect((await page(server, "de", "/sitemap.xml")).body).not.toContain(`/blog/${other.slugDe}<`);
      expect((await page(server, "de", "/blog/feed.xml")).body).not.toContain(`/blog/${other.slugDe}"`);
      // The Spanish version is still out, without an alternate to the withdrawn German one.
      const spanish = await page(server, "es", `/blog/${other.slugEs}`);
      expect(spanish.status).toBe(200);
      expect(spanish.body).not.toMatch(/<link rel="alternate" hreflang="de"/i);
    }
  });
});
