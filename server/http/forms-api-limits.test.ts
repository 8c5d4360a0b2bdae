import { afterAll, expect, test } from "vitest";
import { submissions } from "../db/schema";
import { disposeTemplates } from "../../tests/support/db/database";
import { exampleRequests } from "../../tests/support/submissions/requests";
import { formsSite } from "../../tests/support/http/forms-site";

afterAll(disposeTemplates);

const contact = JSON.stringify({ formType: "contact", locale: "de", data: exampleRequests.contact });
const invalid = JSON.stringify({ formType: "contact", locale: "de", data: {} });
const membership = JSON.stringify({ ...exampleRequests.membership, entryDate: "2099-01-01", locale: "de" });

test("past FORM_RATE_LIMIT accepted submissions: 429 with Retry-After; invalid ones do not count", async () => {
  const { database, post } = await formsSite({ rateLimit: 2 });
  expect((await post("/api/forms", contact)).status).toBe(201);
  for (let i = 0; i < 5; i++) expect((await post("/api/forms", invalid)).status).toBe(422);
  expect((await post("/api/forms", contact)).status).toBe(201);
  const refused = await post("/api/forms", contact);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(500);
  expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(600);
  expect(refused.body.error).toMatch(/Zu viele Anfragen/);
  // Each endpoint has its own quota.
  expect((await post("/api/membership", membership)).status).toBe(201);
  expect((await database.db.select().from(submissions)).length).toBe(3);
});

test("FORM_RATE_LIMIT=0 disables the limit", async () => {
  const { post } = await formsSite({ rateLimit: 0 });
  for (let i = 0; i < 12; i++) expect((await post("/api/forms", contact)).status).toBe(201);
});

test("behind a trusted proxy the client is X-Forwarded-For; otherwise that header is ignored", async () => {
  const proxied = await formsSite({ rateLimit: 1, trustProxy: true });
  const from = (ip: string) => ({ "content-type": "application/json", "x-forwarded-for": ip });
  expect((await proxied.post("/api/forms", contact, from("203.0.113.1"))).status).toBe(201);
  expect((await proxied.post("/api/forms", contact, from("203.0.113.2"))).status).toBe(201);
  expect((await proxied.post("/api/forms", contact, from("203.0.113.1"))).status).toBe(429);

  const direct = await formsSite({ rateLimit: 1 });
  expect((await direct.post("/api/forms", contact, from("203.0.113.1"))).status).toBe(201);
  expect((await direct.post("/api/forms", contact, from("203.0.113.2"))).status).toBe(429);
});

test("a database failure answers 503 with a clear message, never 500 and never a fake success", async () => {
  const { database, post } = await formsSite();
  await database.close();
  const answer = await post("/api/forms", contact);
  expect(answer.status).toBe(503);
  expect(answer.body).toEqual({ error: expect.stringMatching(/nicht gespeichert/) });
  expect(answer.headers["retry-after"]).toBe("30");
  // Input errors are still the client's: 422, not 503.
  expect((await post("/api/forms", invalid)).status).toBe(422);
});
