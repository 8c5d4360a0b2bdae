// Issue 28: "Person anlegen" as React Router calls its loader and action (a plain post, as without
// JavaScript), the person page's confirmation, and the data-protection page for a person who has a
// record and no request.
import { afterAll, describe, expect, onTestFinished, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { demoSiteConfig } from "~/content/site-config";
import type { ContextValues } from "~/context";
import type { Locale } from "~/i18n/locale";
import * as peopleRoute from "~/routes/admin/people";
import * as personNew from "~/routes/admin/person-new";
import * as personRoute from "~/routes/admin/persons-detail";
import { parseConfig } from "../config";
import { staffAccounts } from "../db/schema";
import { createBackOffice } from "../back-office/services";
import type { StaffMember } from "../back-office/staff-member";
import { disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { adminRouteArgs, siteRequest } from "../../tests/support/routes/route-args";
import { recordingLogger } from "../../tests/support/submissions/helpers";
import { tempDataDir } from "../../tests/support/submissions/mail-files";

afterAll(disposeTemplates);

async function setup() {
  const fresh = await freshDatabase("pglite");
  onTestFinished(fresh.dispose);
  const db = fresh.database.db;
  const { dataDir } = await tempDataDir();
  const backOffice = createBackOffice({
    db,
    config: parseConfig({ DATA_DIR: dataDir }),
    site: demoSiteConfig,
    dogs: {
      list: () => ({ available: true, dogs: [], cacheTimestamp: null }),
      reload: async () => {},
      refresh: async () => true,
      start: async () => {},
      stop: () => {},
      health: () => ({ fetchedAt: null, lastError: null, lastErrorAt: null }),
    },
    logger: recordingLogger().logger,
    origins: { de: "http://localhost", es: "http://es.localhost" },
    wakeMailer: () => {},
  });
  const [account] = await db
    .insert(staffAccounts)
    .values({ email: "vera@verein.example", name: "Vera Volunteer", passwordHash: "x" })
    .returning();
  const staff: StaffMember = {
    id: account!.id,
    email: account!.email,
    name: account!.name,
    role: "volunteer",
  };
  const context = (locale: Locale = "de"): Partial<ContextValues> => ({
    site: siteRequest(locale),
    session: staff,
    backOffice,
  });
  return { backOffice, context };
}

const args = (request: Request, context: Partial<ContextValues>, params: Record<string, string> = {}) =>
  adminRouteArgs(request, context, params) as never;
const post = (path: string, fields: Record<string, string>, locale: Locale = "de") =>
  new Request(`http://${locale === "es" ? "es." : ""}localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
type Refusal = {
  init: { status: number };
  data: { reply: { error?: Record<string, string[] | null> }; existing: { id: string; name: string } | null };
};

describe.each(["de", "es"] as const)("%s: adding a person by hand", (locale) => {
  const text = catalogs[locale].admin.persons;

  test("a plain post makes the record and goes on to its page, which confirms it", async () => {
    const { context } = await setup();
    const page = await personNew.loader(
      args(new Request("http://localhost/admin/persons/new"), context(locale)),
    );
    expect(page).toMatchObject({ locale, retentionDays: 180 });
    const answer = await personNew.action(
      args(
        post(
          "/admin/persons/new",
          {
            name: "Paula Prüferin",
            email: "Paula@Example.org",
            phone: "0761 123456",
            locale: "es",
            postcode: "79098",
            homeChecker: "on",
            homeCheckerAreas: "79*, Freiburg",
          },
          locale,
        ),
        context(locale),
      ),
    );
    expect(answer).toBeInstanceOf(Response);
    const location = (answer as Response).headers.get("location")!;
    expect((answer as Response).status).toBe(303);
    expect(location).toMatch(/^\/admin\/persons\/[0-9a-f-]{36}\?done=created$/);
    const id = location.split("?")[0]!.split("/").at(-1)!;
    const person = await personRoute.loader(
      args(new Request(`http://localhost${location}`), context(locale), { id }),
    );
    expect(person.done).toBe("created");
    expect(person.person).toMatchObject({
      name: "Paula Prüferin",
      email: "paula@example.org",
      locale: "es",
      homeChecker: true,
      homeCheckerAreas: "79*, Freiburg",
    });
    expect(person.requests).toEqual([]);
  });

  test("refused with the form's messages: no name, a malformed address, a flag without its detail", async () => {
    const { context } = await setup();
    const refused = (await personNew.action(
      args(
        post("/admin/persons/new", {
          name: " ",
          email: "kein-at",
          locale,
          homeChecker: "on",
          doNotPlace: "on",
        }),
        context(locale),
      ),
    )) as unknown as Refusal;
    expect(refused.init.status).toBe(422);
    expect(refused.data.reply.error).toMatchObject({
      name: [text.errors.name_missing],
      email: [text.errors.invalid_email],
      homeCheckerAreas: [text.errors.areas_missing],
      doNotPlaceReason: [text.errors.reason_missing],
    });
  });

  test("an address that has a record already (any case): said so, with a link to it; nothing made", async () => {
    const { backOffice, context } = await setup();
    const first = await personNew.action(
      args(
        post("/admin/persons/new", { name: "Paula", email: "paula@example.org", locale }),
        context(locale),
      ),
    );
    const id = (first as Response).headers.get("location")!.split("?")[0]!.split("/").at(-1)!;
    const again = (await personNew.action(
      args(
        post("/admin/persons/new", { name: "Paula Zwei", email: "PAULA@example.org", locale }),
        context(locale),
      ),
    )) as unknown as Refusal;
    expect(again.init.status).toBe(422);
    expect(again.data.reply.error?.email).toEqual([text.create.exists]);
    expect(again.data.existing).toEqual({ id, name: "Paula" });
    expect((await backOffice.people.list({})).total).toBe(1);
  });

  test("the data-protection page finds the record without requests, exports and erases it", async () => {
    const { backOffice, context } = await setup();
    await personNew.action(
      args(
        post("/admin/persons/new", { name: "Paula", email: "paula@example.org", locale }),
        context(locale),
      ),
    );
    const found = await peopleRoute.loader(
      args(new Request("http://localhost/admin/people?email=Paula@example.org"), context(locale)),
    );
    expect(found.requests).toEqual([]);
    expect(found.record).toMatchObject({ name: "Paula" });
    // The erasure confirms no requests (count 0) for the record.
    const erased = await peopleRoute.action(
      args(
        post("/admin/people", { intent: "erase", email: "paula@example.org", count: "0", confirm: "yes" }),
        { ...context(locale), session: { ...context(locale).session!, role: "admin" } },
      ),
    );
    expect((erased as Response).status).toBe(303);
    expect((erased as Response).headers.get("location")).toBe("/admin/people?erased=0");
    expect(await backOffice.data.findRecord("paula@example.org")).toBeNull();
    // Nothing there any more: a second erasure is refused as changed.
    const again = (await peopleRoute.action(
      args(
        post("/admin/people", { intent: "erase", email: "paula@example.org", count: "0", confirm: "yes" }),
        { ...context(locale), session: { ...context(locale).session!, role: "admin" } },
      ),
    )) as unknown as { init: { status: number } };
    expect(again.init.status).toBe(409);
  });
});
