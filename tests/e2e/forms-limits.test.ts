// Every page that takes a form post answers like the JSON endpoints (CONTRACT.md): 429 with
// Retry-After past FORM_RATE_LIMIT, and no answer that carries a form's result (success, field
// errors with the visitor's data, refusals) is ever cached. And no log line at any level carries
// what the visitor typed. Plain HTTP posts, as a browser without JavaScript sends them, in both
// languages, against a server of its own with FORM_RATE_LIMIT=1.
import { readFileSync, rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { associationTimeZone, firstOfNextMonth, todayIn } from "~/domain/forms";
import { pathFor } from "~/i18n/routes";
import { send as sendRequest, type HttpResponse } from "./http";
import { spawnServer, stopServer, waitForHealthy, type RunningServer } from "./server-process";

const sites = ["de", "es"] as const;
type Site = (typeof sites)[number];

const marker = "Qx9visitor";
let server: RunningServer;
let dogs: { adoption: string; sponsorship: string };

const host = (site: Site) => `${site === "es" ? "es." : ""}localhost:${server.port}`;

function send(site: Site, method: string, path: string, body = "", headers: Record<string, string> = {}) {
  return sendRequest({ port: server.port, host: host(site), path, method, headers, body });
}

/** A form post as the page's form sends it, from the page's own origin unless told otherwise. */
function post(site: Site, path: string, entries: Record<string, string>, origin = `http://${host(site)}`) {
  return send(site, "POST", path, new URLSearchParams(entries).toString(), {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: origin,
  });
}

const person = {
  name: `Eve ${marker}`,
  email: `${marker.toLowerCase()}@example.org`,
  phone: "+49 170 1234567",
  privacyAccepted: "on",
  website: "",
};

/** Each page's request forms with a valid post; the dog's name comes from the page itself. */
function pages(site: Site): { page: string; entries: Record<string, string> & { formType: string } }[] {
  const entryMonth = firstOfNextMonth(todayIn(associationTimeZone, new Date())).slice(0, 7);
  return [
    {
      page: pathFor(site, "contact"),
      entries: { ...person, formType: "contact", message: `Eine Frage von ${marker}, bitte antworten.` },
    },
    {
      page: pathFor(site, "adoption"),
      entries: { ...person, formType: "contact", message: `Eine Frage von ${marker}, bitte antworten.` },
    },
    {
      page: pathFor(site, "fosterHome"),
      entries: {
        ...person,
        formType: "foster_home",
        address: `Hauptstraße ${marker}`,
        zipCode: "79098",
        experience: "Seit zehn Jahren mit Hunden",
        existingPets: "",
        livingSituation: "Wohnung mit Balkon, 80 m²",
        availability: "Ab sofort, sechs Wochen",
        message: `Ich möchte helfen, ${marker}, wirklich gerne.`,
      },
    },
    {
      page: pathFor(site, "dogDetail", dogs.adoption),
      entries: {
        ...person,
        formType: "adoption",
        livingSituation: "Haus mit Garten am Stadtrand",
        experience: "Zwei Hunde aus dem Tierschutz",
        message: `Wir möchten den Hund kennenlernen, ${marker}.`,
      },
    },
    {
      page: pathFor(site, "dogDetail", dogs.sponsorship),
      entries: {
        formType: "sponsorship",
        yourName: `Eve ${marker}`,
        email: person.email,
        amount: "20",
        website: "",
      },
    },
    {
      page: pathFor(site, "membership"),
      entries: {
        formType: "membership",
        membershipType: "supporting",
        salutation: "female",
        firstName: "Eve",
        lastName: marker,
        birthday: "1990-04-03",
        facebookUsername: "",
        street: `Calle ${marker} 5`,
        addressAddition: "",
        postalCode: "12580",
        city: "Benicarló",
        country: "ES",
        email: person.email,
        phone: "",
        mobile: "+34 600 123 456",
        entryDate: entryMonth,
        paymentInterval: "quarterly",
        website: "",
      },
    },
  ];
}

function expectNoStore(answer: HttpResponse, what: string) {
  expect(answer.headers["cache-control"], what).toBe("no-store");
}

beforeAll(async () => {
  server = await spawnServer({ BUILD_DIR: inject("buildDir"), FORM_RATE_LIMIT: "1" });
  await waitForHealthy(server);
  const feed = JSON.parse((await send("de", "GET", "/api/dogs")).body) as {
    dogs: { slug: string; types: { adoption: boolean; sponsorship: boolean; hospice: boolean } }[];
  };
  const adoption = feed.dogs.find((dog) => !dog.types.hospice && !dog.types.sponsorship);
  const sponsorship = feed.dogs.find((dog) => !dog.types.hospice && dog.types.sponsorship);
  if (!adoption || !sponsorship) throw new Error("the demo feed lacks an adoption or a sponsorship dog");
  dogs = { adoption: adoption.slug, sponsorship: sponsorship.slug };
});
afterAll(async () => {
  await stopServer(server);
  rmSync(server.dataDir, { recursive: true, force: true });
});

describe("page form posts", () => {
  test.each(sites)("%s: refusals and field errors are never cached", async (site) => {
    for (const { page, entries } of pages(site)) {
      const invalid = await post(site, page, {
        formType: entries.formType,
        website: "",
        email: person.email,
      });
      expect(invalid.status, page).toBe(422);
      expectNoStore(invalid, `422 ${page}`);
      const honeypot = await post(site, page, { ...entries, website: "http://spam.example" });
      expect(honeypot.status, page).toBe(400);
      expectNoStore(honeypot, `honeypot ${page}`);
      const unknownForm = await post(site, page, { ...entries, formType: "newsletter" });
      expect(unknownForm.status, page).toBe(400);
      expectNoStore(unknownForm, `unknown form ${page}`);
      // React Router refuses a cross-site action post itself (a plain-text 400, no form data in it)
      // before the page's own origin check (403) would.
      const foreign = await post(site, page, entries, "http://evil.example");
      expect([400, 403], page).toContain(foreign.status);
      expect(foreign.body).not.toContain(marker);
    }
  });

  test("past FORM_RATE_LIMIT: 429 with Retry-After on every page, per endpoint; success not cached", async () => {
    // One accepted request per client and endpoint: the first request form and the first
    // membership application go through, every later one is refused until the window has passed.
    const seen = new Set<string>();
    for (const site of sites) {
      for (const { page, entries } of pages(site)) {
        const bucket = entries.formType === "membership" ? "membership" : "requests";
        const answer = await post(site, page, entries);
        if (!seen.has(bucket)) {
          seen.add(bucket);
          expect(answer.status, `${site} ${page}`).toBe(200);
          expectNoStore(answer, `200 ${page}`);
          continue;
        }
        expect(answer.status, `${site} ${page}`).toBe(429);
        expectNoStore(answer, `429 ${page}`);
        const retryAfter = Number(answer.headers["retry-after"]);
        expect(retryAfter, `Retry-After ${site} ${page}`).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(600);
        // The page still shows what was typed, so the visitor can send it later.
        expect(answer.body).toContain(marker);
      }
    }
    expect(seen).toEqual(new Set(["requests", "membership"]));
  });

  test("no log line carries what a visitor typed", async () => {
    // Runs after the posts above (vitest keeps a file's order).
    const log = readFileSync(server.logFile, "utf8");
    expect(log).toContain('"request stored"');
    expect(log.toLowerCase()).not.toContain(marker.toLowerCase());
    expect(log).not.toContain("Hauptstraße");
  });
});
