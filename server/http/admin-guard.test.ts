import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { adminRoutes } from "~/routes";
import type { Database } from "../db/client";
import { createAccount } from "../back-office/accounts";
import { createSession } from "../back-office/sessions";
import { createAccountsServices } from "../back-office/accounts-service";
import type { BackOfficeDeps } from "../back-office/deps";
import { disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { recordingLogger } from "../../tests/support/submissions/helpers";
import { adminGuard, isAdminPath } from "./admin-guard";

const origins = { de: "http://localhost:3000", es: "http://es.localhost:3000" };

let database: Database;
let dispose: () => Promise<void>;
let base: string;
let close: () => Promise<void>;
let session: string;
/** Requests that reached the handlers behind the guard (what an action would have changed). */
let reached: { method: string; path: string; staff: string | null }[] = [];

beforeAll(async () => {
  ({ database, dispose } = await freshDatabase("pglite"));
  const accounts = createAccountsServices({
    db: database.db,
    origins,
    logger: recordingLogger().logger,
  } as unknown as BackOfficeDeps);
  const anna = await createAccount(database.db, {
    email: "anna@example.org",
    name: "Anna",
    role: "admin",
    password: "right-password",
  });
  session = await createSession(database.db, anna.id);
  const app = express();
  app.use(
    adminGuard({
      origins: Object.values(origins),
      staffForToken: (token) => accounts.staffForToken(token),
      postLimit: { limit: 1000, windowMs: 60_000 },
    }),
  );
  app.all("/{*path}", (req, res) => {
    const staff = (res.locals.staff as { email: string } | undefined)?.email ?? null;
    reached.push({ method: req.method, path: req.path, staff });
    res
      .set("Cache-Control", "public, max-age=600")
      .type("text/plain")
      .send(`page ${staff ?? "-"}`);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await close?.();
  await dispose?.();
  await disposeTemplates();
});

const cookie = () => ({ cookie: `other=1; admin_session=${session}` });

function request(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return fetch(`${base}${path}`, { redirect: "manual", ...init });
}

/** Every path of the admin route config, with a sample value for each parameter. */
function adminPaths(entries: RouteConfigEntry[] = adminRoutes): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path !== undefined
      ? [`/${entry.path.replace(/:[a-z]+/gi, "00000000-0000-4000-8000-000000000000")}`]
      : []),
    ...adminPaths(entry.children ?? []),
  ]);
}

describe("admin guard", () => {
  it("knows the admin paths, in any case and encoding, and nothing else", () => {
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/staff",
      "/admin.data",
      "/ADMIN/Staff",
      "/%61dmin",
      "/admin/requests.csv",
    ]) {
      expect(isAdminPath(path), path).toBe(true);
    }
    for (const path of ["/", "/administration", "/adminx", "/hunde/admin", "/api/admin"]) {
      expect(isAdminPath(path), path).toBe(false);
    }
  });

  it("sends every admin route without a session to the sign-in page (GET) or refuses it (POST), nothing reached", async () => {
    const paths = adminPaths();
    expect(paths).toContain("/admin");
    expect(paths).toContain("/admin/staff");
    expect(paths.length).toBeGreaterThanOrEqual(9);
    reached = [];
    for (const path of paths.filter((p) => p !== "/admin/login")) {
      const get = await request(`${path}?page=2`);
      expect(get.status, path).toBe(303);
      expect(get.headers.get("location"), path).toBe(
        `/admin/login?next=${encodeURIComponent(`${path}?page=2`)}`,
      );
      expect(get.headers.get("cache-control")).toBe("no-store");
      const post = await request(path, { method: "POST", body: "intent=x", headers: { origin: origins.de } });
      expect(post.status, path).toBe(401);
      const expired = await request(path, {
        method: "POST",
        headers: { cookie: "admin_session=" + "A".repeat(43) },
      });
      expect(expired.status, path).toBe(401);
    }
    expect(reached).toEqual([]);
  });

  it("lets the sign-in page and data requests through without a session (their loaders decide)", async () => {
    reached = [];
    expect((await request("/admin/login")).status).toBe(200);
    expect((await request("/admin/login", { method: "POST", headers: { origin: origins.es } })).status).toBe(
      200,
    );
    expect((await request("/admin/staff.data")).status).toBe(200);
    expect(reached).toEqual([
      { method: "GET", path: "/admin/login", staff: null },
      { method: "POST", path: "/admin/login", staff: null },
      { method: "GET", path: "/admin/staff.data", staff: null },
    ]);
  });

  it("with a session passes the volunteer on, for pages, data and same-origin posts", async () => {
    reached = [];
    const page = await request("/admin/staff", { headers: cookie() });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe("page anna@example.org");
    const post = await request("/admin.data", {
      method: "POST",
      headers: { ...cookie(), origin: origins.es, "sec-fetch-site": "same-origin" },
    });
    expect(post.status).toBe(200);
    const noOrigin = await request("/admin/requests/1", { method: "POST", headers: cookie() });
    expect(noOrigin.status).toBe(200);
    expect(reached.map((r) => r.staff)).toEqual(["anna@example.org", "anna@example.org", "anna@example.org"]);
  });

  it("refuses a cross-origin admin post with 403, even with a session, and the sign-in too", async () => {
    reached = [];
    const foreign = await request("/admin/staff", {
      method: "POST",
      headers: { ...cookie(), origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    const lookalike = await request("/admin/staff", {
      method: "POST",
      headers: { ...cookie(), origin: "http://localhost:3000.evil.example" },
    });
    expect(lookalike.status).toBe(403);
    const crossSite = await request("/admin", {
      method: "POST",
      headers: { ...cookie(), "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    const login = await request("/admin/login", { method: "POST", headers: { origin: "null" } });
    expect(login.status).toBe(403);
    expect(login.headers.get("cache-control")).toBe("no-store");
    expect(reached).toEqual([]);
  });

  it("marks every admin answer no-store and noindex, whatever the handler set; public pages not", async () => {
    for (const [path, headers] of [
      ["/admin/login", {}],
      ["/admin/staff", cookie()],
      ["/admin", {}],
      ["/admin.data", {}],
    ] as const) {
      const answer = await request(path, { headers });
      expect(answer.headers.get("cache-control"), path).toBe("no-store");
      expect(answer.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
    }
    const home = await request("/", { headers: cookie() });
    expect(home.headers.get("cache-control")).toBe("public, max-age=600");
    expect(home.headers.get("x-robots-tag")).toBeNull();
    expect(await home.text()).toBe("page -");
  });
});

describe("admin post limit", () => {
  it("refuses admin posts past the limit per IP with 429 and Retry-After", async () => {
    const app = express();
    app.use(
      adminGuard({
        origins: [origins.de],
        staffForToken: async () => null,
        postLimit: { limit: 3, windowMs: 60_000 },
      }),
    );
    app.all("/{*path}", (_req, res) => res.send("ok"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/login`;
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await fetch(url, { method: "POST" })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await fetch(url, { method: "POST" });
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await fetch(url)).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
