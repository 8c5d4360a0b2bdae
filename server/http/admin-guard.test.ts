import { connect, type AddressInfo, type Socket } from "node:net";
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
import { adminBodyLimit, withReadBody } from "./admin-body";
import { adminGuard, adminPrivacy, isAdminPath } from "./admin-guard";
import { requestGuard } from "./request-guard";

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
      "/admin\\staff",
      "//admin",
      "/admin;x",
      "/admin%2Fstaff",
      "/admin-x",
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
    // The sign-in page and the first admin's page (whose loader answers 404 once any account exists)
    // are the two the guard lets through without a session.
    for (const path of paths.filter((p) => p !== "/admin/login" && p !== "/admin/setup")) {
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

  it("lets the sign-in page, the setup page and data requests through without a session (their loaders decide)", async () => {
    reached = [];
    expect((await request("/admin/setup")).status).toBe(200);
    expect((await request("/admin/login")).status).toBe(200);
    expect((await request("/admin/login", { method: "POST", headers: { origin: origins.es } })).status).toBe(
      200,
    );
    expect((await request("/admin/staff.data")).status).toBe(200);
    expect(reached).toEqual([
      { method: "GET", path: "/admin/setup", staff: null },
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

describe("hostile admin requests", () => {
  let port: number;
  let stop: () => Promise<void>;
  const hostile: { method: string; path: string; staff: string | null; body: string }[] = [];

  beforeAll(async () => {
    const app = express();
    app.use(adminPrivacy());
    app.use(requestGuard({ localeOf: () => "de", trustProxy: false, page: {} }));
    app.use(adminGuard({ origins: [origins.de], staffForToken: async () => null }));
    app.all("/{*path}", async (req, res) => {
      // The pages read the body as React Router does: the request as a stream.
      const view = withReadBody(req);
      const chunks: Buffer[] = [];
      await new Promise<void>((resolve) => {
        view.on("data", (chunk: Buffer) => chunks.push(chunk));
        view.once("end", () => resolve());
      });
      const body = Buffer.concat(chunks).toString();
      hostile.push({ method: req.method, path: req.path, staff: null, body });
      res.set("Cache-Control", "public, max-age=60").type("text/plain").send(`read ${body.length}`);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
    stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterAll(() => stop?.());

  /** Raw bytes (paths no fetch would send as they are); the answer's head and the time it took. */
  function raw(request: string | ((socket: Socket) => void)): Promise<{ status: number; head: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () =>
        typeof request === "string" ? socket.write(request) : request(socket),
      );
      let text = "";
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error(`no answer: ${text}`));
      }, 5_000);
      socket.on("data", (chunk: Buffer) => {
        text += chunk.toString("latin1");
        if (text.includes("\r\n\r\n")) {
          clearTimeout(timer);
          socket.destroy();
          resolve({
            status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
            head: text.split("\r\n\r\n")[0]!,
          });
        }
      });
      socket.on("error", () => {});
    });
  }
  const get = (path: string) => raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  const header = (head: string, name: string) =>
    head
      .split("\r\n")
      .find((line) => line.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim();

  it("marks every admin path variant no-store and noindex, whatever the answer", async () => {
    for (const path of [
      "/admin\\staff",
      "/admin/",
      "/ADMIN",
      "/admin%2Fstaff",
      "/admin;x",
      "//admin",
      "//admin/staff",
      "/admin/..%2f",
      "/admin/%2e%2e/hunde",
      "/admin/%ZZ",
      "/%61dmin/staff",
      "/admin-x",
      "/admin/x%0a",
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBeGreaterThanOrEqual(300);
      expect(answer.status, path).toBeLessThan(500);
      expect(header(answer.head, "cache-control"), path).toBe("no-store");
      expect(header(answer.head, "x-robots-tag"), path).toBe("noindex, nofollow");
    }
    const home = await get("/hunde");
    expect(header(home.head, "cache-control")).toBe("public, max-age=60");
  });

  it("refuses an admin post over 1 MB by its Content-Length with 413, before reading it", async () => {
    hostile.length = 0;
    const head = (path: string) =>
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nOrigin: ${origins.de}\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${adminBodyLimit + 1}\r\n\r\n`;
    for (const path of ["/admin/login", "/admin/staff", "/admin/requests/1.data"]) {
      // Only the head: the answer comes without a byte of the body.
      const answer = await raw(head(path));
      expect(answer.status, path).toBe(413);
      expect(header(answer.head, "cache-control")).toBe("no-store");
    }
    expect(hostile).toEqual([]);
  });

  it("refuses a chunked admin post as soon as it passes 1 MB, and passes a small one on whole", async () => {
    hostile.length = 0;
    const head =
      `POST /admin/login HTTP/1.1\r\nHost: localhost\r\nOrigin: ${origins.de}\r\n` +
      "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n";
    const piece = "a".repeat(64 * 1024);
    const chunk = `${piece.length.toString(16)}\r\n${piece}\r\n`;
    let sent = 0;
    const answer = await raw((socket) => {
      socket.write(head);
      // Keeps sending (never the last chunk) until the answer comes.
      const timer = setInterval(() => {
        if (socket.destroyed) return clearInterval(timer);
        socket.write(chunk);
        sent += piece.length;
      }, 5);
      socket.once("close", () => clearInterval(timer));
    });
    expect(answer.status).toBe(413);
    expect(sent).toBeLessThan(adminBodyLimit * 3);
    expect(hostile).toEqual([]);

    const body = "email=anna%40example.org&password=" + "x".repeat(70_000);
    const small = await fetch(`http://127.0.0.1:${port}/admin/login`, {
      method: "POST",
      headers: { origin: origins.de, "content-type": "application/x-www-form-urlencoded" },
      // A stream: fetch sends it chunked, without a Content-Length.
      body: new Blob([body]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(small.status).toBe(200);
    expect(await small.text()).toBe(`read ${body.length}`);
    expect(hostile.map((entry) => entry.body)).toEqual([body]);
  });
});
