import { sql } from "drizzle-orm";
import { afterAll, expect, onTestFinished, test } from "vitest";
import { submissions } from "../db/schema";
import { disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { createLogger } from "../log";
import { hashClientIp } from "./client-ip";
import { createSubmissionService } from "./service";
import { forgetClientIpHashes } from "./store";
import { exampleRequests } from "../../tests/support/submissions/requests";
import { demoSiteConfig } from "~/content/site-config";

afterAll(disposeTemplates);

const mailTo = { de: "anfragen@verein.example", es: "solicitudes@verein.example" };

async function setup(rateLimit = 10) {
  const fresh = await freshDatabase("pglite");
  onTestFinished(fresh.dispose);
  const logged: string[] = [];
  let woken = 0;
  const service = createSubmissionService({
    db: fresh.database.db,
    site: demoSiteConfig,
    mailTo,
    rateLimit,
    logger: createLogger("info", (line) => logged.push(line)),
    onAccepted: () => woken++,
  });
  return { ...fresh, service, logged, woken: () => woken };
}

test("a filled honeypot is refused before anything else: nothing stored, no mail", async () => {
  const { database, service, woken } = await setup();
  for (const website of ["http://spam.example", "x", 1]) {
    expect(
      await service.submit({
        formType: "contact",
        locale: "de",
        data: { ...exampleRequests.contact, website },
      }),
    ).toEqual({
      ok: false,
      error: "honeypot",
    });
  }
  expect(await service.submit({ formType: "adoption", locale: "de", data: { website: "x" } })).toEqual({
    ok: false,
    error: "honeypot",
  });
  expect(await database.db.select().from(submissions)).toEqual([]);
  expect(woken()).toBe(0);
});

test("an accepted request wakes the mail worker once", async () => {
  const { service, woken } = await setup();
  const result = await service.submit({
    formType: "contact",
    locale: "es",
    data: exampleRequests.contact,
    clientIp: "203.0.113.9",
  });
  expect(result.ok).toBe(true);
  expect(woken()).toBe(1);
  await service.submit({ formType: "contact", locale: "es", data: {} });
  expect(woken()).toBe(1);
});

test("the client IP is stored only as a keyed hash; an IPv6 /56 counts as one client", async () => {
  const { database, service } = await setup(2);
  const send = (clientIp: string) =>
    service.submit({ formType: "contact", locale: "de", data: exampleRequests.contact, clientIp });
  expect((await send("2001:db8:aa:bb00::1")).ok).toBe(true);
  expect((await send("2001:db8:aa:bbff::2")).ok).toBe(true);
  expect(await send("2001:db8:aa:bb12::3")).toMatchObject({ ok: false, error: "rate_limited" });
  expect((await send("203.0.113.9")).ok).toBe(true);
  const stored = await database.db
    .select({ hash: submissions.clientIpHash, data: submissions.data })
    .from(submissions);
  const dump = JSON.stringify(stored);
  expect(dump).not.toContain("203.0.113.9");
  expect(dump).not.toContain("2001:db8");
  const unkeyed = hashClientIp("", "203.0.113.9");
  expect(stored.map((row) => row.hash)).not.toContain(unkeyed);
  expect(new Set(stored.map((row) => row.hash)).size).toBe(2);
});

test("hashes are forgotten after a day", async () => {
  const { database, service } = await setup();
  await service.submit({
    formType: "contact",
    locale: "de",
    data: exampleRequests.contact,
    clientIp: "203.0.113.9",
  });
  await service.submit({
    formType: "contact",
    locale: "de",
    data: exampleRequests.contact,
    clientIp: "203.0.113.10",
  });
  await database.db.execute(
    sql`update submissions set created_at = now() - interval '25 hours' where id = (select id from submissions limit 1)`,
  );
  await forgetClientIpHashes(database.db);
  const hashes = (await database.db.select({ hash: submissions.clientIpHash }).from(submissions)).map(
    (row) => row.hash,
  );
  expect(hashes.filter((hash) => hash === null)).toHaveLength(1);
  expect(hashes.filter((hash) => hash !== null)).toHaveLength(1);
});

test("a database failure answers 'unavailable' and is logged, never a success", async () => {
  const { database, service, logged, woken } = await setup();
  await database.close();
  const result = await service.submit({
    formType: "contact",
    locale: "de",
    data: exampleRequests.contact,
    clientIp: "203.0.113.9",
  });
  expect(result).toEqual({ ok: false, error: "unavailable" });
  expect(woken()).toBe(0);
  expect(
    logged.some((line) => line.includes('"level":"error"') && line.includes("request could not be stored")),
  ).toBe(true);
  // Validation needs no database: invalid input still gets its field errors.
  expect(
    await service.submit({ formType: "contact", locale: "de", data: {}, clientIp: "203.0.113.9" }),
  ).toMatchObject({
    error: "validation",
  });
});

test("no log line at any level carries what a visitor typed, even when the store fails", async () => {
  const { database, service, logged } = await setup(1);
  const marker = "Zq7marker";
  const data = {
    ...exampleRequests.foster_home,
    name: `Eve ${marker}`,
    email: `${marker.toLowerCase()}@example.org`,
    phone: `0761 ${marker}`,
    address: `Hauptstraße ${marker}`,
    message: `Ich möchte helfen, ${marker}, wirklich gerne.`,
  };
  // Client mistakes: nothing logged at all (the request line is the HTTP layer's).
  expect(
    await service.submit({ formType: "foster_home", locale: "de", data: { ...data, website: marker } }),
  ).toEqual({ ok: false, error: "honeypot" });
  expect(
    await service.submit({ formType: "foster_home", locale: "de", data: { ...data, zipCode: "" } }),
  ).toMatchObject({
    error: "validation",
  });
  expect(logged).toEqual([]);
  expect(
    (await service.submit({ formType: "foster_home", locale: "de", data, clientIp: "203.0.113.9" })).ok,
  ).toBe(true);
  expect(
    await service.submit({ formType: "foster_home", locale: "de", data, clientIp: "203.0.113.9" }),
  ).toMatchObject({ error: "rate_limited" });
  // A failing query: the submission's insert goes through, the mail's fails (its parameters hold
  // the subject and body, which quote every field).
  await database.db.execute(sql`drop table mail_outbox`);
  expect(await service.submit({ formType: "foster_home", locale: "es", data })).toEqual({
    ok: false,
    error: "unavailable",
  });
  expect(logged.join("\n")).not.toMatch(new RegExp(marker, "i"));
  expect(logged.join("\n")).not.toContain("Hauptstraße");
  const failure = logged.map((line) => JSON.parse(line) as Record<string, unknown>).at(-1);
  expect(failure).toMatchObject({
    level: "error",
    msg: "request could not be stored",
    formType: "foster_home",
    code: "42P01",
    error: expect.stringMatching(/^DrizzleQueryError/),
  });
});
