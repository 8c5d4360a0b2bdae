import { sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import type { Db } from "../db/client";
import { mailOutbox, submissions } from "../db/schema";
import { databaseKinds, disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { submitRequest } from "./submit-request";
import { exampleRequests, exampleToday } from "../../tests/support/submissions/requests";

afterAll(disposeTemplates);

const mailTo = { de: "anfragen@verein.example", es: "solicitudes@verein.example" };
const now = new Date("2026-05-15T10:00:00Z");

async function rows(db: Db) {
  return {
    submissions: await db.select().from(submissions),
    outbox: await db.select().from(mailOutbox),
  };
}

describe.each(await databaseKinds())("submitRequest on $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  async function database() {
    const fresh = await freshDatabase(kind);
    onTestFinished(fresh.dispose);
    return fresh.database.db;
  }

  test("stores the validated request and queues one mail to the locale's inbox", async () => {
    const db = await database();
    const result = await submitRequest({
      db,
      formType: "sponsorship",
      locale: "es",
      data: { ...exampleRequests.sponsorship, amount: "25", website: "" },
      mailTo,
      now,
    });
    expect(result).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const stored = await rows(db);
    expect(stored.submissions).toHaveLength(1);
    expect(stored.submissions[0]).toMatchObject({
      id: result.ok ? result.id : "",
      formType: "sponsorship",
      locale: "es",
      clientIpHash: null,
      data: {
        dogName: "Rex",
        yourName: "José Pérez",
        email: "jose@example.es",
        amount: 25,
        publishName: true,
      },
    });
    expect(stored.submissions[0]?.data).not.toHaveProperty("website");
    expect(stored.outbox).toHaveLength(1);
    expect(stored.outbox[0]).toMatchObject({
      submissionId: result.ok ? result.id : "",
      recipient: "solicitudes@verein.example",
      replyTo: "jose@example.es",
      subject: "Solicitud de apadrinamiento de Rex – José Pérez",
      attempts: 0,
      sentAt: null,
      lockedUntil: null,
    });
  });

  test("German requests go to MAIL_TO_DE", async () => {
    const db = await database();
    await submitRequest({
      db,
      formType: "membership",
      locale: "de",
      data: exampleRequests.membership,
      mailTo,
      today: exampleToday,
    });
    expect((await rows(db)).outbox.map((row) => row.recipient)).toEqual(["anfragen@verein.example"]);
  });

  test("invalid requests store nothing and answer with the field errors", async () => {
    const db = await database();
    const result = await submitRequest({
      db,
      formType: "adoption",
      locale: "de",
      data: { ...exampleRequests.adoption, email: "nope" },
      mailTo,
    });
    expect(result).toEqual({
      ok: false,
      error: "validation",
      fieldErrors: { email: ["Ungültige E-Mail-Adresse"] },
    });
    expect(await rows(db)).toEqual({ submissions: [], outbox: [] });
  });

  test("submission and mail are one transaction: if the mail cannot be queued, nothing is stored", async () => {
    const db = await database();
    await db.execute(
      sql`create function refuse() returns trigger language plpgsql as $$ begin raise exception 'outbox refused'; end $$`,
    );
    await db.execute(
      sql`create trigger refuse before insert on mail_outbox for each row execute function refuse()`,
    );
    await expect(
      submitRequest({ db, formType: "contact", locale: "de", data: exampleRequests.contact, mailTo }),
    ).rejects.toThrow();
    expect(await rows(db)).toEqual({ submissions: [], outbox: [] });
  });

  test("rate limit: only accepted submissions count, per client and per endpoint", async () => {
    const db = await database();
    const send = (
      formType: "contact" | "adoption" | "membership",
      clientIpHash: string | null,
      data: unknown = exampleRequests[formType],
    ) =>
      submitRequest({
        db,
        formType,
        locale: "de",
        data,
        mailTo,
        today: exampleToday,
        clientIpHash,
        rateLimit: 2,
      });
    expect((await send("contact", "a")).ok).toBe(true);
    expect((await send("contact", "a", {})).ok).toBe(false); // a validation error does not count
    expect((await send("adoption", "a")).ok).toBe(true);
    const refused = await send("contact", "a");
    expect(refused).toEqual({ ok: false, error: "rate_limited", retryAfterSeconds: expect.any(Number) });
    expect(
      refused.ok === false && "retryAfterSeconds" in refused && refused.retryAfterSeconds,
    ).toBeGreaterThan(590);
    expect(
      refused.ok === false && "retryAfterSeconds" in refused && refused.retryAfterSeconds,
    ).toBeLessThanOrEqual(600);
    expect((await send("membership", "a")).ok).toBe(true); // another endpoint, its own quota
    expect((await send("contact", "b")).ok).toBe(true); // another client
    expect((await send("contact", null)).ok).toBe(true); // unknown client: not limited
    expect((await rows(db)).submissions).toHaveLength(5);

    // Once the oldest leaves the 10-minute window, one more fits.
    await db.execute(
      sql`update submissions set created_at = now() - interval '11 minutes' where form_type = 'contact' and client_ip_hash = 'a'`,
    );
    expect((await send("contact", "a")).ok).toBe(true);
    expect((await send("contact", "a")).ok).toBe(false);
  });

  test("rate limit 0 disables the limit", async () => {
    const db = await database();
    for (let i = 0; i < 4; i++) {
      const result = await submitRequest({
        db,
        formType: "contact",
        locale: "de",
        data: exampleRequests.contact,
        mailTo,
        clientIpHash: "a",
        rateLimit: 0,
      });
      expect(result.ok).toBe(true);
    }
  });

  test("concurrent submissions of one client cannot slip past the limit", async () => {
    const db = await database();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        submitRequest({
          db,
          formType: "contact",
          locale: "de",
          data: exampleRequests.contact,
          mailTo,
          clientIpHash: "a",
          rateLimit: 3,
        }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect((await rows(db)).outbox).toHaveLength(3);
  });
});
