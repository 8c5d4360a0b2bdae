// Whatever a client sends, the JSON endpoints answer with a 4xx or a 201, never a 5xx; and what they
// store is only the schema's output: no unknown keys, no prototype tricks, only well-formed text.
import { afterAll, expect, test } from "vitest";
import { isFormType } from "~/domain/forms/form-types";
import { formFields } from "~/domain/forms/validate";
import { mailOutbox, submissions } from "../db/schema";
import { disposeTemplates } from "../../tests/support/db/database";
import { exampleRequests } from "../../tests/support/submissions/requests";
import { formsSite } from "../../tests/support/http/forms-site";

afterAll(disposeTemplates);

const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const contactWith = (fields: string) => {
  const valid = JSON.stringify(exampleRequests.contact).slice(1, -1);
  return `{"formType":"contact","locale":"de","data":{${valid},${fields}}}`;
};

/** Raw bodies, as a hostile client can write them (JSON.stringify could not produce some). */
const hostileForms: [string, string][] = [
  ["lone surrogate in a value", contactWith(`"name":"Eve \\ud800"`)],
  ["lone low surrogate in the message", contactWith(`"message":"\\udc00 hallo hallo hallo hallo hallo"`)],
  ["NUL in a value", contactWith(`"name":"Eve\\u0000Muster"`)],
  ["NUL in the message", contactWith(`"message":"hallo\\u0000 hallo hallo hallo hallo hallo"`)],
  ["a name as an object", contactWith(`"name":{"toString":"x","valueOf":1}`)],
  ["a name as a deep array", contactWith(`"name":${nested(20_000)}`)],
  ["a number beyond double", contactWith(`"name":1e400`)],
  ["privacy as a huge number", contactWith(`"privacyAccepted":-1e400`)],
  ["a locale of the wrong type", `{"formType":"contact","locale":{"de":true},"data":{}}`],
  ["a locale as a list", `{"formType":"contact","locale":["es"],"data":{}}`],
  ["formType as a prototype name", `{"formType":"toString","data":{}}`],
  ["formType as __proto__", `{"formType":"__proto__","data":{}}`],
  ["formType as an object", `{"formType":{"__proto__":"contact"},"data":{}}`],
  ["top-level __proto__", `{"__proto__":{"formType":"contact"},"data":{}}`],
  ["data as __proto__", `{"formType":"contact","__proto__":{"data":{}}}`],
  ["data as a string", `{"formType":"contact","data":"name=Eve"}`],
  ["data as a deep array", `{"formType":"contact","data":${nested(30_000)}}`],
  ["a honeypot holding an object", contactWith(`"website":{"a":[1,2,{"b":null}]}`)],
  [
    "a sponsorship amount beyond double",
    JSON.stringify({ formType: "sponsorship", data: { amount: "1e400" } }),
  ],
  [
    "a sponsorship amount of 10^308",
    `{"formType":"sponsorship","data":{"dogName":"Rex","yourName":"Jo","email":"jo@example.org","amount":1e308}}`,
  ],
  [
    "a sponsorship amount of 300 digits",
    `{"formType":"sponsorship","data":{"dogName":"Rex","yourName":"Jo","email":"jo@example.org","amount":"${"9".repeat(300)}"}}`,
  ],
  ["60 KB of emoji in the message", contactWith(`"message":"${"🐕".repeat(15_000)}"`)],
  ["an emoji cut in half at the limit", contactWith(`"message":"${"🐕".repeat(999)}\\ud83d"`)],
  ["duplicate keys, the last one hostile", contactWith(`"name":"Eve","name":"\\ud800"`)],
];

test.each(hostileForms)("POST /api/forms, %s: a 4xx with JSON, nothing stored", async (_, body) => {
  const { database, post } = await formsSite();
  const answer = await post("/api/forms", body);
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  expect(answer.headers["cache-control"]).toBe("no-store");
  expect(await database.db.select().from(submissions)).toEqual([]);
});

const membership = JSON.stringify({ ...exampleRequests.membership, entryDate: "2099-01-01" }).slice(1, -1);
const hostileMemberships: [string, string][] = [
  ["a lone surrogate in the city", `{${membership},"city":"Benicarl\\udcf3"}`],
  ["NUL in the street", `{${membership},"street":"Calle\\u0000Mayor 5"}`],
  ["a date as an object", `{${membership},"birthday":{"toString":"1990-04-03"}}`],
  ["a phone as a deep array", `{${membership},"mobile":${nested(20_000)}}`],
  ["an enum value with a surrogate", `{${membership},"membershipType":"active\\ud800"}`],
  ["a country beyond double", `{${membership},"country":1e400}`],
  ["the body as a list", nested(10)],
];

test.each(hostileMemberships)("POST /api/membership, %s: a 4xx, nothing stored", async (_, body) => {
  const { database, post } = await formsSite();
  const answer = await post("/api/membership", body);
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(await database.db.select().from(submissions)).toEqual([]);
});

test("unknown keys (with lone surrogates, nested, __proto__) are accepted and never stored", async () => {
  const { database, post } = await formsSite();
  const extra = `"\\ud800":"x","__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},"deep":${nested(5_000)},"n\\u0000":"\\u0000"`;
  expect((await post("/api/forms", contactWith(extra))).status).toBe(201);
  const memberBody = `{${membership},${extra},"locale":"es"}`;
  expect((await post("/api/membership", memberBody)).status).toBe(201);
  const rows = await database.db.select().from(submissions);
  expect(rows).toHaveLength(2);
  for (const row of rows) {
    const allowed: readonly string[] = isFormType(row.formType) ? formFields[row.formType] : [];
    expect(
      Object.keys(row.data).every((key) => allowed.includes(key)),
      Object.keys(row.data).join(),
    ).toBe(true);
    expect(Object.getPrototypeOf(row.data)).toBe(Object.prototype);
    expect(JSON.stringify(row.data)).not.toMatch(/admin|prototype|deep|\\u0000|\\ud800/);
  }
  const mails = await database.db.select().from(mailOutbox);
  expect(mails.filter((mail) => mail.kind === "notification")).toHaveLength(2);
  expect(({} as Record<string, unknown>).admin).toBeUndefined();
});
