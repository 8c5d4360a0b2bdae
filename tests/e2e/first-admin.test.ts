// The first admin without stopping the server (issue 25): while no account exists, the server prints
// a one-time link on stdout; its page makes the first admin once, then answers 404.
import { readFileSync, rmSync } from "node:fs";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { send } from "./http";
import { spawnServer, stopServer, waitForHealthy, type RunningServer } from "./server-process";

let server: RunningServer;

beforeAll(async () => {
  server = await spawnServer({ BUILD_DIR: inject("buildDir") });
  // A fresh database is migrated and seeded first: on a busy machine that can take a while.
  await waitForHealthy(server, 150_000);
}, 180_000);
afterAll(async () => {
  await stopServer(server);
  rmSync(server.dataDir, { recursive: true, force: true });
});

const events = () =>
  readFileSync(server.logFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

test("prints the setup link at start; it makes one admin, then the page is gone and the token void", async () => {
  const printed = events().filter((event) => typeof event.setupUrl === "string");
  expect(printed).toHaveLength(1);
  const link = new URL(String(printed[0]!.setupUrl));
  expect(link.origin).toBe(`http://localhost:${server.port}`);
  expect(link.pathname).toBe("/admin/setup");
  const token = link.searchParams.get("token")!;
  expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);

  const origin = `http://localhost:${server.port}`;
  // The sign-in page says the log holds the link, without it.
  const signIn = await (await fetch(`${origin}/admin/login`)).text();
  // The notice as shown (the catalogue's text also travels in the page's data, shown or not).
  const notice = "das erste Admin-Konto angelegt wird.</p>";
  expect(signIn).toContain(notice);
  expect(signIn).not.toContain(token);
  // Both hosts, both languages.
  const page = await fetch(link);
  expect(page.status).toBe(200);
  expect(page.headers.get("cache-control")).toBe("no-store");
  expect(await page.text()).toContain("Erstes Admin-Konto anlegen");
  const spanish = await send({
    port: server.port,
    host: `es.localhost:${server.port}`,
    path: `/admin/setup?token=${token}`,
  });
  expect(spanish.status).toBe(200);
  expect(spanish.body).toContain("Crear la primera cuenta de administración");
  expect((await fetch(`${origin}/admin/setup?token=wrong`)).status).toBe(404);

  const body = new URLSearchParams({
    token,
    email: "erste@example.org",
    name: "Erste",
    password: "first-password-1",
    repeat: "first-password-1",
  });
  const made = await fetch(link, { method: "POST", body, headers: { origin }, redirect: "manual" });
  expect(made.status).toBe(303);
  expect(made.headers.get("location")).toBe("/admin");
  const cookie = made.headers.get("set-cookie")!.split(";")[0]!;
  const inbox = await fetch(`${origin}/admin`, { headers: { cookie }, redirect: "manual" });
  expect(inbox.status).toBe(200);

  expect((await fetch(link)).status).toBe(404);
  const again = await fetch(link, { method: "POST", body, headers: { origin }, redirect: "manual" });
  expect(again.status).toBe(404);
  expect(await (await fetch(`${origin}/admin/login`)).text()).not.toContain(notice);

  await new Promise((resolve) => setTimeout(resolve, 300));
  // The token is in the one line meant for the operator, nowhere else; nothing logged as an error.
  const lines = readFileSync(server.logFile, "utf8").split("\n").filter(Boolean);
  expect(lines.filter((line) => line.includes(token))).toHaveLength(1);
  expect(events().filter((event) => event.level === "error")).toEqual([]);
  expect(readFileSync(server.stderrFile, "utf8")).toBe("");
});
