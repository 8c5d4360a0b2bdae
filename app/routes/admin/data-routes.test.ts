import { afterAll, expect, onTestFinished, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import type { ContextValues } from "~/context";
import { demoSiteConfig } from "~/content/site-config";
import { fill } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { parseConfig } from "../../../server/config";
import { createDataServices } from "../../../server/back-office/data-service";
import { deletionLog, mailOutbox, submissions } from "../../../server/db/schema";
import type { DogService } from "../../../server/dogs/dog-service";
import type { StaffMember } from "../../../server/back-office/staff-member";
import { submitRequest } from "../../../server/submissions/submit-request";
import { disposeTemplates, freshDatabase } from "../../../tests/support/db/database";
import { adminRouteArgs, siteRequest } from "../../../tests/support/routes/route-args";
import { recordingLogger } from "../../../tests/support/submissions/helpers";
import { tempDataDir } from "../../../tests/support/submissions/mail-files";
import { exampleRequests } from "../../../tests/support/submissions/requests";
import * as operations from "./operations";
import * as people from "./people";
import * as peopleExport from "./people-export";
import * as peopleJson from "./people-json";

afterAll(disposeTemplates);

const volunteer: StaffMember = {
  id: "5a0c1e0e-0000-4000-8000-000000000001",
  email: "a@verein.example",
  name: "Anna Team",
  role: "volunteer",
};

async function setup(locale: Locale = "de") {
  const { database, dispose } = await freshDatabase("pglite");
  onTestFinished(dispose);
  const db = database.db;
  let refreshes = 0;
  let wakes = 0;
  const dogs: DogService = {
    list: () => ({ available: true, dogs: [], cacheTimestamp: null }),
    reload: async () => {},
    refresh: async () => (refreshes++, false),
    health: () => ({ fetchedAt: null, lastError: "timeout", lastErrorAt: new Date().toISOString() }),
    start: async () => {},
    stop: () => {},
  };
  const data = createDataServices({
    db,
    config: parseConfig({ DATA_DIR: (await tempDataDir()).dataDir }),
    site: demoSiteConfig,
    dogs,
    logger: recordingLogger().logger,
    origins: { de: "http://localhost", es: "http://es.localhost" },
    wakeMailer: () => wakes++,
  });
  const context = (staff: StaffMember | null = volunteer): Partial<ContextValues> => ({
    site: siteRequest(locale),
    session: staff,
    backOffice: { data } as never,
  });
  for (const email of ["maria@example.org", "Maria@example.org", "other@example.org"]) {
    const result = await submitRequest({
      db,
      formType: "contact",
      locale,
      data: { ...exampleRequests.contact, email },
      mailTo: { de: "de@verein.example", es: "es@verein.example" },
      site: demoSiteConfig,
    });
    if (!result.ok) throw new Error("example refused");
  }
  return { db, context, refreshes: () => refreshes, wakes: () => wakes };
}

const args = (context: Partial<ContextValues>, url: string, init?: RequestInit) =>
  adminRouteArgs(new Request(`http://localhost${url}`, init), context) as never;

const post = (fields: Record<string, string>) => ({ method: "POST", body: new URLSearchParams(fields) });

async function thrown(run: () => unknown): Promise<Response> {
  try {
    await run();
  } catch (error) {
    return error as Response;
  }
  throw new Error("nothing thrown");
}

test("without a session every loader and action of the data screens sends to the sign-in page", async () => {
  const { context, db } = await setup();
  for (const run of [
    () => people.loader(args(context(null), "/admin/people?email=maria@example.org")),
    () =>
      people.action(
        args(
          context(null),
          "/admin/people",
          post({ intent: "erase", email: "maria@example.org", count: "2", confirm: "yes" }),
        ),
      ),
    () => peopleJson.loader(args(context(null), "/admin/people.json?email=maria@example.org")),
    () => operations.loader(args(context(null), "/admin/operations")),
    () => operations.action(args(context(null), "/admin/operations", post({ intent: "retry-failed" }))),
  ]) {
    const answer = await thrown(run);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toMatch(/^\/admin\/login\?next=/);
  }
  expect(await db.select().from(submissions)).toHaveLength(3);
});

test("people: find by address (any case), export as a JSON attachment, erase only after the confirmation", async () => {
  const { context, db } = await setup();
  const found = await people.loader(args(context(), "/admin/people?email=MARIA%40example.org"));
  expect(found.email).toBe("maria@example.org");
  expect(found.requests).toHaveLength(2);
  expect(found.requests?.[0]?.createdLabel).toMatch(/\d{4}/);
  expect((await people.loader(args(context(), "/admin/people?email=nope"))).invalid).toBe(true);

  const file = (await peopleJson.loader(
    args(context(), "/admin/people.json?email=maria%40example.org"),
  )) as Response;
  expect(file.status).toBe(200);
  expect(file.headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="[\w-]+\.json"$/);
  const body = (await file.json()) as { email: string; requests: { data: { email: string } }[] };
  expect(body.email).toBe("maria@example.org");
  expect(body.requests).toHaveLength(2);
  expect(JSON.stringify(body)).not.toContain("other@example.org");
  const bad = (await peopleJson.loader(args(context(), "/admin/people.json?email="))) as Response;
  expect(bad.status).toBe(400);

  // No checkbox: nothing happens, the checkbox says why.
  const erase = catalogs.de.admin.people.erase;
  const unconfirmed = await people.action(
    args(context(), "/admin/people", post({ intent: "erase", email: "maria@example.org", count: "2" })),
  );
  expect(unconfirmed).toMatchObject({
    init: { status: 422 },
    data: { error: { confirm: [erase.confirmMissing] } },
  });
  // The count shown is no longer right: nothing happens, the form says to look again.
  const changed = await people.action(
    args(
      context(),
      "/admin/people",
      post({
        intent: "erase",
        email: "maria@example.org",
        count: "1",
        confirm: "yes",
        retype: "maria@example.org",
      }),
    ),
  );
  expect(changed).toMatchObject({ init: { status: 409 }, data: { error: { "": [erase.changed] } } });
  const unknown = await people.action(
    args(context(), "/admin/people", post({ intent: "drop", email: "maria@example.org", count: "2" })),
  );
  expect(unknown).toMatchObject({ init: { status: 400 }, data: { error: { "": [erase.changed] } } });
  expect(await db.select().from(submissions)).toHaveLength(3);

  // A volunteer (not an admin) must type the address again: the checkbox alone does nothing.
  expect((await people.loader(args(context(), "/admin/people?email=maria@example.org"))).mustRetype).toBe(
    true,
  );
  for (const retype of [undefined, "other@example.org"]) {
    const refused = await people.action(
      args(
        context(),
        "/admin/people",
        post({
          intent: "erase",
          email: "maria@example.org",
          count: "2",
          confirm: "yes",
          ...(retype ? { retype } : {}),
        }),
      ),
    );
    // At the field, with what was typed kept.
    expect(refused).toMatchObject({
      init: { status: 422 },
      data: {
        error: { retype: [fill(erase.retype.mismatch, { email: "maria@example.org" })] },
        initialValue: { confirm: "yes", ...(retype ? { retype } : {}) },
      },
    });
  }
  expect(await db.select().from(submissions)).toHaveLength(3);

  const erased = (await people.action(
    args(
      context(),
      "/admin/people",
      post({
        intent: "erase",
        email: "maria@example.org",
        count: "2",
        confirm: "yes",
        retype: " MARIA@example.org",
      }),
    ),
  )) as Response;
  expect(erased.status).toBe(303);
  expect(erased.headers.get("location")).toBe("/admin/people?erased=2");
  expect((await db.select().from(submissions)).map((row) => row.email)).toEqual(["other@example.org"]);
  expect(await db.select().from(deletionLog)).toMatchObject([
    { reason: "erasure", actorName: "Anna Team", requestCount: 2 },
  ]);
  expect((await people.loader(args(context(), "/admin/people?erased=2"))).erased).toBe(2);
});

test("people: an admin erases after the confirmation alone", async () => {
  const { context, db } = await setup("es");
  const admin: StaffMember = { ...volunteer, name: "Ada Admin", role: "admin" };
  expect(
    (await people.loader(args(context(admin), "/admin/people?email=maria@example.org"))).mustRetype,
  ).toBe(false);
  const unconfirmed = await people.action(
    args(context(admin), "/admin/people", post({ intent: "erase", email: "maria@example.org", count: "2" })),
  );
  expect(unconfirmed).toMatchObject({
    init: { status: 422 },
    data: { error: { confirm: [catalogs.es.admin.people.erase.confirmMissing] } },
  });
  const erased = (await people.action(
    args(
      context(admin),
      "/admin/people",
      post({ intent: "erase", email: "maria@example.org", count: "2", confirm: "yes" }),
    ),
  )) as Response;
  expect(erased.status).toBe(303);
  expect((await db.select().from(submissions)).map((row) => row.email)).toEqual(["other@example.org"]);
  expect(await db.select().from(deletionLog)).toMatchObject([{ reason: "erasure", actorName: "Ada Admin" }]);
});

test("operations: the screen's data, retry now wakes the mail worker, refresh now reports a failure", async () => {
  const { context, db, refreshes, wakes } = await setup("es");
  const [mail] = await db.select().from(mailOutbox).limit(1);
  await db.update(mailOutbox).set({ attempts: 2, lastError: "421 try later <x@example.org>" });
  const screen = await operations.loader(args(context(), "/admin/operations?done=retried"));
  expect(screen.done).toBe("retried");
  expect(screen.outbox.counts.failed).toBeGreaterThan(0);
  expect(screen.outbox.waiting[0]?.lastError).not.toContain("x@example.org");
  expect(screen.feed.lastError).toBe("timeout");
  expect(screen.text.title).toBe(catalogs.es.admin.operations.title);
  expect((await operations.loader(args(context(), "/admin/operations?done=evil"))).done).toBeNull();

  const retried = (await operations.action(
    args(context(), "/admin/operations", post({ intent: "retry", id: mail?.id ?? "" })),
  )) as Response;
  expect(retried.headers.get("location")).toBe("/admin/operations?done=retried");
  expect(wakes()).toBe(1);
  const all = (await operations.action(
    args(context(), "/admin/operations", post({ intent: "retry-failed" })),
  )) as Response;
  expect(all.headers.get("location")).toBe("/admin/operations?done=retriedAll");
  const refresh = (await operations.action(
    args(context(), "/admin/operations", post({ intent: "refresh-dogs" })),
  )) as Response;
  expect(refresh.headers.get("location")).toBe("/admin/operations?done=refreshFailed");
  expect(refreshes()).toBe(1);
  const unknown = await thrown(() =>
    operations.action(args(context(), "/admin/operations", post({ intent: "drop" }))),
  );
  expect(unknown).toMatchObject({ init: { status: 400 } });
});

test("people: the readable export is in the person's language, with labels, statuses and dates in words", async () => {
  const { context } = await setup("es");
  // A German-speaking volunteer downloads it; the person wrote in Spanish and reads Spanish.
  const german = { ...context(), site: siteRequest("de") };
  const file = (await peopleExport.loader(
    args(german, "/admin/people.html?email=maria%40example.org"),
  )) as Response;
  expect(file.status).toBe(200);
  expect(file.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(file.headers.get("cache-control")).toBe("no-store");
  expect(file.headers.get("content-disposition")).toMatch(
    /^attachment; filename="mis-datos-\d{4}-\d{2}-\d{2}\.html"$/,
  );
  const html = await file.text();
  const es = catalogs.es;
  expect(html).toContain('<html lang="es">');
  expect(html).toContain(`<h1>${es.admin.personExport.title}</h1>`);
  expect(html).toContain("maria@example.org");
  expect(html).not.toContain("other@example.org");
  // The person's own record, then the two requests.
  expect(html.match(/<section>/g)).toHaveLength(3);
  expect(html).toContain(`<h2>${es.admin.personExport.person.heading}</h2>`);
  // Labels and statuses in words, not keys; dates written out.
  expect(html).toContain(`<dt>${es.mail.labels.contact.message}</dt>`);
  expect(html).toContain(`<dd>${es.admin.common.statuses.new}</dd>`);
  expect(html).toContain(es.admin.personExport.events.received);
  expect(html).not.toMatch(/privacyAccepted|"email"|formType|\bstatus\b/);
  expect(html).toMatch(/\d{1,2} de [a-z]+ de \d{4}/);
  expect(html).not.toMatch(/\d{4}-\d{2}-\d{2}T/);

  const german2 = await setup("de");
  const deFile = (await peopleExport.loader(
    args(german2.context(), "/admin/people.html?email=maria%40example.org"),
  )) as Response;
  const deHtml = await deFile.text();
  expect(deHtml).toContain('<html lang="de">');
  expect(deHtml).toContain(`<dt>${catalogs.de.mail.labels.contact.message}</dt>`);
  expect(deHtml).toMatch(/\d{1,2}\. [A-Za-zä]+ \d{4}/);
  const bad = (await peopleExport.loader(args(german, "/admin/people.html?email=nope"))) as Response;
  expect(bad.status).toBe(400);
  const anonymous = await thrown(() =>
    peopleExport.loader(args(german2.context(null), "/admin/people.html?email=maria@example.org")),
  );
  expect(anonymous.status).toBe(302);
});
