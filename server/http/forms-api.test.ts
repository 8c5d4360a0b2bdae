import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, test } from "vitest";
import type { Database } from "../db/client";
import { mailOutbox, submissions } from "../db/schema";
import { disposeTemplates } from "../../tests/support/db/database";
import { exampleRequests } from "../../tests/support/submissions/requests";
import { formsSite, type Site } from "../../tests/support/http/forms-site";

afterAll(disposeTemplates);

const json = (value: unknown) => JSON.stringify(value);
const form = (formType: string, data: unknown, locale: unknown = "de") => json({ formType, locale, data });
const stored = async (database: Database) => (await database.db.select().from(submissions)).length;

describe("POST /api/forms", () => {
  let current: Site;
  beforeEach(async () => {
    current = await formsSite();
  });

  test("201 with the id, after the request and its mail are stored", async () => {
    const answer = await current.post("/api/forms", form("adoption", exampleRequests.adoption));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ ok: true, id: expect.any(String) });
    const [row] = await current.database.db.select().from(submissions);
    expect(row?.id).toBe(answer.body.id);
    expect((await current.database.db.select().from(mailOutbox))[0]?.submissionId).toBe(answer.body.id);
  });

  test("HTML and script payloads are stored as sent and escaped in the mail's HTML", async () => {
    const message = `<script>alert('x')</script> <img src=x onerror=alert(1)> Ich möchte helfen.`;
    const answer = await current.post("/api/forms", form("contact", { ...exampleRequests.contact, message }));
    expect(answer.status).toBe(201);
    const [row] = await current.database.db.select().from(submissions);
    expect(row?.data.message).toBe(message);
    const [mail] = await current.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "notification"));
    expect(mail?.htmlBody).not.toContain("<script");
    expect(mail?.htmlBody).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(mail?.textBody).toContain(message);
  });

  test("refused input: always a 4xx with a clear message, nothing stored", async () => {
    const cases: [string | Buffer, Record<string, string> | undefined, number, RegExp][] = [
      [form("contact", exampleRequests.contact), { "content-type": "text/plain" }, 415, /JSON/],
      ["name=Jo", { "content-type": "application/x-www-form-urlencoded" }, 415, /JSON/],
      [form("contact", exampleRequests.contact), {}, 415, /JSON/],
      ['{"formType": "contact", "data": {', undefined, 400, /not valid JSON/],
      ["", undefined, 400, /JSON object|formType/],
      ["{}", { "content-type": "application/jsonp" }, 415, /JSON/],
      ["[1, 2]", undefined, 400, /JSON object/],
      ['"text"', undefined, 400, /JSON object/],
      [form("newsletter", exampleRequests.contact), undefined, 400, /formType/],
      [json({ data: exampleRequests.contact }), undefined, 400, /formType/],
      [json({ formType: "contact", data: "name=Jo" }), undefined, 400, /data must be/],
      [
        form("contact", { ...exampleRequests.contact, website: "http://spam.example" }),
        undefined,
        400,
        /Formular konnte nicht gesendet werden/,
      ],
      [json({ formType: "membership", data: exampleRequests.membership }), undefined, 400, /formType/],
      [Buffer.alloc(1024 * 1024, "a"), undefined, 413, /64 KB/],
      [form("contact", { ...exampleRequests.contact, message: "x".repeat(70_000) }), undefined, 413, /64 KB/],
    ];
    for (const [body, headers, status, message] of cases) {
      const answer = await current.post("/api/forms", body, headers);
      expect(answer.status, String(body).slice(0, 60)).toBe(status);
      expect(answer.body.error, String(body).slice(0, 60)).toMatch(message);
    }
    expect(await stored(current.database)).toBe(0);
  });

  test("422 with every field's messages in the request's language", async () => {
    const missing = await current.post("/api/forms", form("contact", {}, "es"));
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      error: "validation",
      fieldErrors: {
        name: ["El nombre es obligatorio"],
        email: ["El correo electrónico es obligatorio"],
        message: ["El mensaje es obligatorio"],
        privacyAccepted: ["Debes aceptar la política de privacidad"],
      },
    });
    const wrongTypes = await current.post(
      "/api/forms",
      form("sponsorship", {
        dogName: ["Rex"],
        yourName: 42,
        email: true,
        amount: "zehn",
        publishName: "vielleicht",
      }),
    );
    expect(wrongTypes.status).toBe(422);
    expect(wrongTypes.body.fieldErrors).toEqual({
      dogName: ["Name des Hundes muss ein Text sein"],
      yourName: ["Name muss ein Text sein"],
      email: ["Ungültige E-Mail-Adresse"],
      amount: ["Betrag muss eine Zahl sein"],
      publishName: ["Ungültige Auswahl"],
    });
    const control = await current.post(
      "/api/forms",
      form("contact", { ...exampleRequests.contact, name: "Jo\u0000\u001b[31m" }),
    );
    expect(control.status).toBe(422);
    expect(control.body.fieldErrors).toEqual({ name: ["Name enthält unzulässige Steuerzeichen"] });
    expect(await stored(current.database)).toBe(0);
  });

  test("without a valid locale in the body, the host's language is used", async () => {
    for (const locale of [undefined, "fr", 7]) {
      const answer = await current.post("/api/forms", json({ formType: "contact", locale, data: {} }), {
        "content-type": "application/json; charset=utf-8",
        host: "es.localhost:3000",
      });
      expect(answer.status).toBe(422);
      expect((answer.body.fieldErrors as Record<string, string[]>).name).toEqual([
        "El nombre es obligatorio",
      ]);
    }
  });
});

describe("POST /api/membership", () => {
  test("takes the fields at the top level with the locale", async () => {
    const { database, post } = await formsSite();
    const created = await post(
      "/api/membership",
      json({ ...exampleRequests.membership, entryDate: nextMonth(), locale: "es" }),
    );
    expect(created.status).toBe(201);
    const [row] = await database.db.select().from(submissions);
    expect(row).toMatchObject({ formType: "membership", locale: "es" });
    expect(row?.data).not.toHaveProperty("locale");
    const refused = await post(
      "/api/membership",
      json({ ...exampleRequests.membership, phone: "", mobile: "", birthday: "2020-01-01" }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.fieldErrors).toMatchObject({
      phone: ["Bitte gib mindestens eine Telefonnummer an."],
      birthday: ["Du musst mindestens 18 Jahre alt sein."],
    });
  });
});

function nextMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)).toISOString().slice(0, 10);
}
