// What a hostile or broken client sends at the HTTP level (docs/security.md): odd methods, request
// targets and Host headers, over-long paths, malformed escapes, slowly dripped requests, a flood of
// sockets. Each gets a clean 4xx (a page in the host's language, JSON under /api) or a closed
// connection, never a 500, never a stall of the others, and the log stays JSON lines only.
import { readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { axe, describeViolations, phone, useBrowser, wide } from "./browser";
import { urlFor } from "./http";
import {
  addStaff,
  freshDataDir,
  spawnServer,
  stopServer,
  waitForHealthy,
  type RunningServer,
  type StaffLogin,
} from "./server-process";

const anna: StaffLogin = {
  email: "anna@example.org",
  name: "Anna",
  role: "admin",
  password: "annas-long-password",
};

type RawAnswer = { status: number; head: string; body: string; ms: number; closedWithoutAnswer: boolean };

/** Sends raw bytes (a request line no HTTP client would write) and reads until the server closes. */
function exchange(port: number, request: string, timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      const head = split === -1 ? text : text.slice(0, split);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        head,
        body: split === -1 ? "" : text.slice(split + 4),
        ms: performance.now() - started,
        closedWithoutAnswer: text === "",
      });
    });
  });
}

const host = { de: () => `localhost:${inject("port")}`, es: () => `es.localhost:${inject("port")}` };
const raw = (line: string, hostHeader: string | null, extra = "") =>
  `${line}\r\n${hostHeader === null ? "" : `Host: ${hostHeader}\r\n`}${extra}Connection: close\r\n\r\n`;
const shared = (request: string) => exchange(inject("port"), request);

function headerOf(answer: RawAnswer, name: string): string | undefined {
  const line = answer.head.split("\r\n").find((candidate) => candidate.toLowerCase().startsWith(`${name}:`));
  return line?.slice(name.length + 1).trim();
}

/** A clean page: a whole HTML document in the language, a link home, no trace of the error. */
function expectPage(answer: RawAnswer, locale: "de" | "es") {
  expect(headerOf(answer, "content-type")).toMatch(/^text\/html/);
  expect(answer.body).toMatch(new RegExp(`^<!DOCTYPE html>\\s*<html lang="${locale}">`));
  expect(answer.body).toMatch(/<title>[^<]+<\/title>/);
  expect(answer.body).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(answer.body).toContain(`>${catalogs[locale].shell.requestError.home}</a>`);
  expect(answer.body).not.toMatch(/\bat [\w.<>]+ \(|Error:|node_modules/);
}

describe("requests no page can answer get a clean 4xx", () => {
  test.each(["de", "es"] as const)("TRACE on the %s site: 405 with Allow and a page", async (site) => {
    const answer = await shared(raw("TRACE /hunde HTTP/1.1", host[site]()));
    expect(answer.status).toBe(405);
    expect(headerOf(answer, "allow")).toBe("GET, HEAD, POST");
    expectPage(answer, site);
  });

  test("TRACE on an /api path: 405 with JSON", async () => {
    const answer = await shared(raw("TRACE /api/dogs HTTP/1.1", host.de()));
    expect(answer.status).toBe(405);
    expect(JSON.parse(answer.body)).toEqual({ error: "Method not allowed." });
  });

  test("CONNECT (the site is no proxy): 405 and the close, not a dropped socket", async () => {
    const answer = await shared(raw(`CONNECT ${host.de()} HTTP/1.1`, host.de()));
    expect(answer.closedWithoutAnswer).toBe(false);
    expect(answer.status).toBe(405);
    expect(headerOf(answer, "allow")).toBe("GET, HEAD, POST");
  });

  test.each(["de", "es"] as const)(
    "a line break in the path on the %s site: 400 and a page",
    async (site) => {
      const answer = await shared(raw("GET /hunde%0a HTTP/1.1", host[site]()));
      expect(answer.status).toBe(400);
      expectPage(answer, site);
    },
  );

  test.each([
    ["//", "/"],
    ["///", "/"],
    ["//hunde/", "/hunde/"],
  ])("empty segments (%s) are a broken link, not another host: 301 to %s", async (path, location) => {
    const answer = await shared(raw(`GET ${path} HTTP/1.1`, host.de()));
    expect(answer.status).toBe(301);
    expect(headerOf(answer, "location")).toBe(location);
  });

  test.each(["de", "es"] as const)(
    "a backslash that a URL parser reads as a slash (/\\[) on the %s site: the not-found page",
    async (site) => {
      const answer = await shared(raw("GET /\\[ HTTP/1.1", host[site]()));
      expect(answer.status).toBe(404);
      expect(answer.body).toContain(`<html lang="${site}">`);
      expect(answer.body).toContain(`>${catalogs[site].shell.notFound.heading}</h1>`);
    },
  );

  test.each(["/..///", "/hunde/%2e%2e/x"])(
    "a dot segment (%s), which browsers resolve: 400",
    async (path) => {
      const answer = await shared(raw(`GET ${path} HTTP/1.1`, host.de()));
      expect(answer.status).toBe(400);
      expectPage(answer, "de");
    },
  );

  test.each(["local host", "[::1", "a:99999999", "es.localhost:0"])(
    "the invalid Host %j: 400, a German page",
    async (hostHeader) => {
      const answer = await shared(raw("GET / HTTP/1.1", hostHeader));
      expect(answer.status).toBe(400);
      expectPage(answer, "de");
    },
  );

  test("no Host at all (HTTP/1.0): 400", async () => {
    const answer = await shared("GET / HTTP/1.0\r\n\r\n");
    expect(answer.status).toBe(400);
    expectPage(answer, "de");
  });

  test.each(["de", "es"] as const)("a malformed escape on the %s site: 400 and a page", async (site) => {
    const answer = await shared(raw("GET /x%ZZ HTTP/1.1", host[site]()));
    expect(answer.status).toBe(400);
    expectPage(answer, site);
    const api = await shared(raw("GET /api/x%ZZ HTTP/1.1", host[site]()));
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toEqual({ error: "Bad request." });
  });

  test.each([
    ["slashes", `/a${"/".repeat(15_000)}x`],
    ["dots", `/${".".repeat(15_000)}/x`],
    ["a query", `/hunde?q=${"a".repeat(15_000)}`],
  ])("a 15,000-character path of %s: 414 at once", async (_kind, path) => {
    const answers: RawAnswer[] = [];
    for (let i = 0; i < 5; i += 1) answers.push(await shared(raw(`GET ${path} HTTP/1.1`, host.de())));
    for (const answer of answers) expect(answer.status).toBe(414);
    expectPage(answers[0] as RawAnswer, "de");
    const median = answers.map((answer) => answer.ms).sort((a, b) => a - b)[2] as number;
    expect(median).toBeLessThan(100);
  });

  test("ten long hostile paths at once do not stall /healthz", async () => {
    const flood = Array.from({ length: 10 }, (_, i) =>
      shared(raw(`GET /${i}${(i % 2 ? "/" : ".").repeat(15_000)}/x HTTP/1.1`, host.de())),
    );
    const health = await shared(raw("GET /healthz HTTP/1.1", host.de()));
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(1_000);
    for (const answer of await Promise.all(flood)) expect(answer.status).toBe(414);
  });
});

describe("the error page in Chromium", () => {
  const { open } = useBrowser();

  test.each([
    ["de", phone],
    ["es", phone],
    ["de", wide],
    ["es", wide],
  ] as const)(
    "%s at %o: styled, no axe violation, no console error, the link leads home",
    async (site, viewport) => {
      const page = await open("", { viewport, noGoto: true });
      const problems: string[] = [];
      page.on("console", (message) => {
        // The 400 itself is reported as a failed resource load; anything else is a problem.
        if (message.type() === "error" && !/status of 400/.test(message.text()))
          problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      const answer = await page.goto(urlFor(site, "/x%ZZ"));
      expect(answer?.status()).toBe(400);
      expect(await page.locator("html").getAttribute("lang")).toBe(site);
      await expect
        .poll(() => page.locator("h1").innerText())
        .toBe(catalogs[site].shell.requestError.badRequest.heading);
      // The site's stylesheet applies: the heading is bold, the home link a filled button.
      expect(await page.locator("h1").evaluate((h1) => getComputedStyle(h1).fontWeight)).toBe("700");
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await page.getByRole("link", { name: catalogs[site].shell.requestError.home }).click();
      await page.waitForURL(urlFor(site, "/"));
      expect(problems).toEqual([]);
    },
  );
});

describe("a server of its own", () => {
  let server: RunningServer;
  const port = () => server.port;

  beforeAll(async () => {
    const dataDir = freshDataDir();
    addStaff(dataDir, anna);
    server = await spawnServer(
      {
        BUILD_DIR: inject("buildDir"),
        // The real limits are 10 s and 30 s (server/http/server-limits.ts); shorter here.
        HTTP_HEADERS_TIMEOUT_MS: "1000",
        HTTP_REQUEST_TIMEOUT_MS: "2000",
      },
      dataDir,
    );
    await waitForHealthy(server);
  });
  afterAll(async () => {
    await stopServer(server);
    rmSync(server.dataDir, { recursive: true, force: true });
  });

  /** Writes `head`, then one `piece` every 200 ms, until the server closes the connection. */
  function drip(head: string, piece: string): Promise<{ ms: number; data: string }> {
    const started = performance.now();
    return new Promise((resolve) => {
      const socket = net.connect(port(), "127.0.0.1");
      let data = "";
      const timer = setInterval(() => socket.write(piece), 200);
      socket.on("connect", () => socket.write(head));
      socket.on("data", (chunk: Buffer) => (data += chunk.toString()));
      socket.on("error", () => {});
      socket.on("close", () => {
        clearInterval(timer);
        resolve({ ms: performance.now() - started, data });
      });
    });
  }

  test("a client that drips its headers is cut off after the header deadline", async () => {
    const { ms, data } = await drip(`GET / HTTP/1.1\r\nHost: localhost:${port()}\r\n`, "X-Slow: 1\r\n");
    expect(ms).toBeLessThan(4_000);
    expect(data).toMatch(/^HTTP\/1\.1 408/);
  });

  test("a client that drips its body is cut off after the request deadline", async () => {
    const head =
      `POST /api/forms HTTP/1.1\r\nHost: localhost:${port()}\r\n` +
      "Content-Type: application/json\r\nContent-Length: 60000\r\n\r\n";
    const { ms, data } = await drip(head, "a");
    expect(ms).toBeLessThan(6_000);
    expect(data).toMatch(/^HTTP\/1\.1 408/);
  });

  test("hostile back-office requests: 403 for another origin, 413 over 1 MB unread, no-store on every variant", async () => {
    const local = `localhost:${port()}`;
    const form = "Content-Type: application/x-www-form-urlencoded\r\n";
    const foreign = await exchange(
      port(),
      raw(
        "POST /admin/login HTTP/1.1",
        local,
        `Origin: https://evil.example\r\n${form}Content-Length: 0\r\n`,
      ),
    );
    expect(foreign.status).toBe(403);
    // Only the head is sent: the answer comes without the body.
    const large = await exchange(
      port(),
      raw(
        "POST /admin/login HTTP/1.1",
        local,
        `Origin: http://${local}\r\n${form}Content-Length: 2000000\r\n`,
      ),
      3_000,
    );
    expect(large.status).toBe(413);
    // A public page's form posted from another site: the same clean 403, not the router's exception.
    const publicForm = await exchange(
      port(),
      raw("POST /kontakt HTTP/1.1", local, `Origin: https://evil.example\r\n${form}Content-Length: 7\r\n`) +
        "name=ab",
    );
    expect(publicForm.status).toBe(403);
    expectPage(publicForm, "de");
    for (const path of [
      "/admin\\staff",
      "/admin/",
      "/ADMIN",
      "/admin%2Fstaff",
      "/admin;x",
      "//admin",
      "/admin/..%2f",
    ]) {
      const answer = await exchange(port(), raw(`GET ${path} HTTP/1.1`, local));
      expect(answer.status, path).toBeLessThan(500);
      expect(headerOf(answer, "cache-control"), path).toBe("no-store");
      expect(headerOf(answer, "x-robots-tag"), path).toBe("noindex, nofollow");
    }
  });

  test("a next with any Unicode after the sign-in: a safe redirect, never a 500 or another site", async () => {
    const base = `http://localhost:${port()}`;
    const headers = { origin: base };
    for (const [next, location] of [
      ["/admin?x=ü", "/admin?x=%C3%BC"],
      ["/admin/requests/🐕", "/admin/requests/%F0%9F%90%95"],
      ["/admin/requests/%E2%80%AE", "/admin/requests/%E2%80%AE"],
      ["/admin/\u2028", "/admin"],
      ["//evil.example", "/admin"],
    ] as const) {
      const body = new URLSearchParams({ email: anna.email, password: anna.password, next });
      const answer = await fetch(`${base}/admin/login`, {
        method: "POST",
        headers,
        body,
        redirect: "manual",
      });
      expect(answer.status, next).toBe(303);
      expect(answer.headers.get("location"), next).toBe(location);
    }
    // A lone surrogate's bytes in the query: read as U+FFFD, kept encoded.
    const query = await fetch(`${base}/admin/login?next=%2Fadmin%2F%ED%A0%80`, {
      method: "POST",
      headers,
      body: new URLSearchParams({ email: anna.email, password: anna.password }),
      redirect: "manual",
    });
    expect(query.status).toBe(303);
    expect(query.headers.get("location")).toMatch(/^\/admin(?:\/[\x21-\x7e]*)?$/);
  });

  test("30 wrong passwords at once for one account: at most 5 answers that are not 429", async () => {
    const base = `http://localhost:${port()}`;
    const headers = { origin: base };
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const body = new URLSearchParams({ email: "nobody@example.org", password: `wrong-${i}` });
        return (await fetch(`${base}/admin/login`, { method: "POST", headers, body, redirect: "manual" }))
          .status;
      }),
    );
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 429 && status !== 401)).toEqual([]);
  });

  test("300 idle sockets do not shut out another client; a socket that sends nothing is closed at the header deadline", async () => {
    const held: net.Socket[] = [];
    const closedAt: number[] = [];
    const started = performance.now();
    try {
      for (let i = 0; i < 300; i += 1) {
        const socket = net.connect(port(), "127.0.0.1");
        socket.on("error", () => {});
        socket.on("close", () => closedAt.push(performance.now() - started));
        await new Promise((resolve) => socket.once("connect", resolve));
        held.push(socket);
      }
      const other = await exchange(port(), raw("GET /healthz HTTP/1.1", `localhost:${port()}`), 3_000);
      expect(other.status).toBe(200);
      // The server frees what the flood holds: each silent socket goes at the header deadline (1 s here).
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(closedAt.length).toBe(300);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });

  test("after hostile requests stdout holds JSON lines only, stderr nothing; no query string, no 500", async () => {
    const hostile = [
      raw("TRACE / HTTP/1.1", `localhost:${port()}`),
      raw("OPTIONS /hunde HTTP/1.1", `localhost:${port()}`),
      raw("GET / HTTP/1.1", "local host"),
      raw("GET / HTTP/1.1", "a:99999999"),
      raw("GET /x%ZZ?email=anna%40example.org HTTP/1.1", `localhost:${port()}`),
      raw("GET http://other.example/hunde HTTP/1.1", `localhost:${port()}`),
      raw("POST /hunde?secret=anna HTTP/1.1", `localhost:${port()}`, "Content-Length: 0\r\n"),
      raw("DELETE /perros HTTP/1.1", `es.localhost:${port()}`),
      raw(`GET /${"%2F".repeat(1_000)} HTTP/1.1`, `localhost:${port()}`),
      "GET / HTTP/1.0\r\n\r\n",
    ];
    for (const request of hostile) {
      const answer = await exchange(port(), request);
      expect(answer.status, request.split("\r\n")[0]).toBeGreaterThanOrEqual(400);
      expect(answer.status, request.split("\r\n")[0]).toBeLessThan(500);
    }
    // The log lines of the last answers are written once they finish.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readFileSync(server.stderrFile, "utf8")).toBe("");
    const lines = readFileSync(server.logFile, "utf8").split("\n").filter(Boolean);
    const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.filter((event) => event.level === "error")).toEqual([]);
    // A refusal is one line without a stack (the cross-origin posts of the test above included).
    expect(lines.join("\n")).not.toContain("stack");
    expect(events.filter((event) => event.reason === "cross-origin post").length).toBe(1);
    expect(events.filter((event) => event.reason === "cross-site admin request").length).toBe(1);
    expect(lines.join("\n")).not.toContain("anna");
    for (const event of events.filter((candidate) => typeof candidate.path === "string")) {
      expect(String(event.path).length).toBeLessThanOrEqual(201);
      expect(String(event.path)).not.toContain("?");
    }
    const refused = events.filter((event) => event.msg === "request refused");
    expect(refused.length).toBeGreaterThanOrEqual(hostile.length - 1);
    for (const event of refused) expect(event.level).toBe("warn");
  });
});
