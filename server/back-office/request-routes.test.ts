import { eq } from "drizzle-orm";
import { afterAll, describe, expect, onTestFinished, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { demoSiteConfig } from "~/content/site-config";
import type { Locale } from "~/i18n/locale";
import * as dogsRoute from "~/routes/admin/dogs";
import * as requestRoute from "~/routes/admin/request";
import { parseConfig } from "../config";
import { mailOutbox, requestEvents, requestNotes, staffAccounts, submissions } from "../db/schema";
import type { DogService } from "../dogs/dog-service";
import { submitRequest } from "../submissions/submit-request";
import { disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { exampleRequests } from "../../tests/support/submissions/requests";
import { adminRouteArgs, siteRequest } from "../../tests/support/routes/route-args";
import { recordingLogger } from "../../tests/support/submissions/helpers";
import type { ContextValues } from "~/context";
import type { BackOfficeServices } from "./services";
import { createRequestsServices } from "./requests-service";
import { createTasksServices } from "../tasks/service";
import { createHomeCheckServices } from "../home-checks/service";
import type { StaffMember } from "./staff-member";

afterAll(disposeTemplates);

const mailTo = { de: "anfragen@verein.example", es: "solicitudes@verein.example" };

/** The request page's and the dogs page's loader and action, called as React Router calls them. */
async function setup() {
  const fresh = await freshDatabase("pglite");
  onTestFinished(fresh.dispose);
  const db = fresh.database.db;
  let feed: DogService["list"] extends () => infer L ? L : never = {
    available: true,
    dogs: [],
    cacheTimestamp: null,
  };
  const requests = createRequestsServices({
    db,
    config: parseConfig({ MAIL_TO_DE: mailTo.de, MAIL_TO_ES: mailTo.es }),
    site: demoSiteConfig,
    dogs: {
      list: () => feed,
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
    .values({ email: "anna@verein.example", name: "Anna Beispiel", passwordHash: "x" })
    .returning();
  const staff: StaffMember = {
    id: account!.id,
    email: account!.email,
    name: account!.name,
    role: "volunteer",
  };
  const result = await submitRequest({
    db,
    formType: "adoption",
    locale: "de",
    data: exampleRequests.adoption,
    mailTo,
  });
  if (!result.ok) throw new Error("seed failed");
  await db
    .update(submissions)
    .set({ email: "maria@example.org", name: "Maria Müller", dogName: "Luna" })
    .where(eq(submissions.id, result.id));
  const context = (signedIn: StaffMember | null, locale: Locale = "de"): Partial<ContextValues> => ({
    site: siteRequest(locale),
    session: signedIn,
    backOffice: {
      requests,
      tasks: createTasksServices({ db } as never),
      homeChecks: createHomeCheckServices({ db } as never),
    } as unknown as BackOfficeServices,
  });
  const post = (path: string, fields: Record<string, string>) =>
    new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
  return {
    db,
    staff,
    id: result.id,
    context,
    post,
    setFeed: (next: typeof feed) => (feed = next),
  };
}

type Args = Parameters<typeof requestRoute.action>[0];
const args = (request: Request, context: Partial<ContextValues>, params: Record<string, string> = {}) =>
  adminRouteArgs(request, context, params) as unknown as Args;

async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("request page", () => {
  test("without a session: a redirect to the sign-in page, nothing changed", async () => {
    const { db, id, context, post } = await setup();
    const loaderAnswer = await thrown(() =>
      requestRoute.loader(args(new Request(`http://localhost/admin/requests/${id}`), context(null), { id })),
    );
    expect(loaderAnswer).toBeInstanceOf(Response);
    expect((loaderAnswer as Response).headers.get("location")).toBe(
      `/admin/login?next=${encodeURIComponent(`/admin/requests/${id}`)}`,
    );
    await thrown(() =>
      requestRoute.action(
        args(post(`/admin/requests/${id}`, { intent: "note", note: "x" }), context(null), { id }),
      ),
    );
    expect(await db.select().from(requestNotes)).toHaveLength(0);
    const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
    expect(row!.openedAt).toBeNull();
  });

  test("the loader marks the request opened, shows the draft of ?mail=, answers 404 for an unknown id", async () => {
    const { db, id, staff, context } = await setup();
    const page = await requestRoute.loader(
      args(new Request(`http://localhost/admin/requests/${id}?mail=precheck&done=note`), context(staff), {
        id,
      }),
    );
    expect(page.detail.unread).toBe(false);
    expect(page.mail).toMatchObject({ template: "precheck", status: "precheck" });
    expect(page.mail!.body.startsWith("Hallo Maria Müller,")).toBe(true);
    // Signed by the volunteer who opened the draft.
    expect(page.mail!.body).toContain(`\n${staff.name}\nfür das Team von `);
    expect(page.done).toBe("note");
    const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
    expect(row!.openedAt).not.toBeNull();

    const bogus = await requestRoute.loader(
      args(new Request(`http://localhost/admin/requests/${id}?mail=<script>&done=evil`), context(staff), {
        id,
      }),
    );
    expect(bogus.mail).toBeNull();
    expect(bogus.done).toBeNull();

    for (const unknown of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const answer = await thrown(() =>
        requestRoute.loader(
          args(new Request(`http://localhost/admin/requests/${unknown}`), context(staff), { id: unknown }),
        ),
      );
      expect(answer).toMatchObject({ init: { status: 404 } });
    }
  });

  test("a valid change redirects (303) with a done flag; an invalid one answers 422 with the text kept", async () => {
    const { db, id, staff, context, post } = await setup();
    // Each post as the page sends it: with the revision the request has now.
    const call = async (fields: Record<string, string>) => {
      const [current] = await db.select().from(submissions).where(eq(submissions.id, id));
      const sent = { revision: String(current!.revision), ...fields };
      return requestRoute.action(args(post(`/admin/requests/${id}`, sent), context(staff), { id }));
    };

    const noted = await call({ intent: "note", note: "Ruft am Samstag zurück" });
    expect(noted).toBeInstanceOf(Response);
    expect((noted as Response).status).toBe(303);
    expect((noted as Response).headers.get("location")).toBe(`/admin/requests/${id}?done=note#notes`);

    // Refused by the schema or by the service: the message at its field, what was typed kept.
    const errors = catalogs.de.admin.request.errors;
    const tooLong = await call({ intent: "note", note: "x".repeat(5001) });
    expect(tooLong).toMatchObject({
      init: { status: 422 },
      data: {
        intent: "note",
        stale: false,
        reply: { error: { note: [errors.note_too_long] }, initialValue: { note: "x".repeat(5001) } },
      },
    });

    const injected = await call({
      intent: "mail",
      template: "precheck",
      subject: "Hallo\nBcc: someone@evil.example",
      body: "Mein Text",
      statusAfter: "precheck",
    });
    expect(injected).toMatchObject({
      init: { status: 422 },
      data: {
        reply: { error: { subject: [errors.subject_line_break] }, initialValue: { body: "Mein Text" } },
      },
    });
    const wrongTemplate = await call({
      intent: "mail",
      template: "membership_welcome",
      subject: "Hallo",
      body: "Mein Text",
      statusAfter: "approved-ish",
    });
    expect(wrongTemplate).toMatchObject({
      init: { status: 422 },
      data: {
        intent: "mail",
        reply: {
          error: { template: [errors.invalid_template], statusAfter: [errors.invalid_status] },
          initialValue: { subject: "Hallo", body: "Mein Text" },
        },
      },
    });
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "status"))).toHaveLength(0);

    const sent = await call({
      intent: "mail",
      template: "precheck",
      subject: "Der nächste Schritt",
      body: "Hallo Maria,\n\nbis bald!",
      statusAfter: "precheck",
    });
    expect((sent as Response).headers.get("location")).toBe(`/admin/requests/${id}?done=mail#mail`);
    const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
    expect(row!.status).toBe("precheck");

    expect(await call({ intent: "status", status: "placed-and-more" })).toMatchObject({
      init: { status: 422 },
      data: { intent: "status", reply: { error: { status: [errors.invalid_status] } } },
    });
    expect(await call({ intent: "assign", assignee: "someone" })).toMatchObject({
      init: { status: 422 },
      data: { intent: "assign", reply: { error: { assignee: [errors.invalid_assignee] } } },
    });
    expect(await call({ intent: "drop table" })).toMatchObject({
      init: { status: 422 },
      data: { intent: "drop table", reply: { status: "error" } },
    });
    const assigned = await call({ intent: "assign", assignee: staff.id });
    expect((assigned as Response).headers.get("location")).toBe(`/admin/requests/${id}?done=assign#assign`);
    const events = await db.select().from(requestEvents).where(eq(requestEvents.submissionId, id));
    expect(events.map((event) => event.kind).sort()).toEqual([
      "assigned",
      "mail",
      "note",
      "received",
      "status",
    ]);
  });
  test("a post to a request deleted meanwhile (retention, erasure): a clean 404 for every intent, nothing written", async () => {
    const { db, id, staff, context, post } = await setup();
    const [current] = await db.select().from(submissions).where(eq(submissions.id, id));
    await db.delete(submissions).where(eq(submissions.id, id));
    const posts: Record<string, string>[] = [
      { intent: "assign", assignee: staff.id },
      { intent: "take" },
      { intent: "status", status: "in_review" },
      { intent: "note", note: "Noch da?" },
      { intent: "mail", template: "in_review", subject: "Hallo", body: "Text", statusAfter: "" },
    ];
    for (const fields of posts) {
      const sent = { revision: String(current!.revision), ...fields };
      const answer = await thrown(() =>
        requestRoute.action(args(post(`/admin/requests/${id}`, sent), context(staff), { id })),
      );
      expect(answer, fields.intent).toMatchObject({ init: { status: 404 } });
    }
    expect(await db.select().from(requestEvents).where(eq(requestEvents.submissionId, id))).toEqual([]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.submissionId, id))).toEqual([]);
  });
});

describe("dogs page", () => {
  test("lists the dog that left the feed; the preview comes before the send, which closes its requests", async () => {
    const { db, id, staff, context, post } = await setup();
    const page = await dogsRoute.loader(
      args(new Request("http://localhost/admin/dogs"), context(staff, "es")) as never,
    );
    expect(page.dogs.map((dog) => dog.key)).toEqual(["name:luna"]);
    expect(page.dogs[0]!.requests.map((entry) => entry.id)).toEqual([id]);
    expect(page.preview).toBeNull();

    const unknown = await dogsRoute.action(
      args(post("/admin/dogs", { intent: "notify", dog: "name:luna" }), context(staff)) as never,
    );
    const errors = catalogs.de.admin.dogs.errors;
    expect(unknown).toMatchObject({
      init: { status: 422 },
      data: { kind: "invalid", reply: { error: { "": [errors.unknown] } } },
    });
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "status"))).toHaveLength(0);

    const preview = await dogsRoute.loader(
      args(new Request("http://localhost/admin/dogs?inform=name%3Aluna"), context(staff)) as never,
    );
    const shown = preview.preview!;
    const mail = shown.mails.de!;
    const [revision] = (await db.select().from(submissions).where(eq(submissions.id, id))).map(
      (row) => row.revision,
    );
    // Refused, by the schema or the service: the reason at its field, the volunteer's text kept.
    const base = { intent: "inform", dog: "name:luna", token: shown.token, shown: `${id}:${revision}` };
    const inform = async (fields: Record<string, string>) =>
      dogsRoute.action(args(post("/admin/dogs", { ...base, ...fields }), context(staff)) as never);
    const german = { "subject-de": mail.subject, "body-de": mail.body };
    expect(await inform(german)).toMatchObject({
      init: { status: 422 },
      data: { reply: { error: { selected: [errors.none_selected] }, initialValue: german } },
    });
    expect(await inform({ ...german, selected: "00000000-0000-4000-8000-000000000000" })).toMatchObject({
      init: { status: 422 },
      data: { reply: { error: { selected: [errors.none_selected] } } },
    });
    expect(
      await inform({ ...german, selected: id, "subject-de": "Hallo\nBcc: x@example.org" }),
    ).toMatchObject({
      init: { status: 422 },
      data: {
        reply: { error: { "subject-de": [errors.subject_line_break] }, initialValue: { selected: id } },
      },
    });
    expect(await inform({ selected: id, "subject-es": "Hola", "body-es": "Texto" })).toMatchObject({
      init: { status: 422 },
      data: { reply: { error: { "subject-de": [errors.subject_empty], "body-de": [errors.body_empty] } } },
    });
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "status"))).toHaveLength(0);

    const done = await dogsRoute.action(
      args(
        post("/admin/dogs", {
          intent: "inform",
          dog: "name:luna",
          token: shown.token,
          shown: `${id}:${revision}`,
          selected: id,
          "subject-de": mail.subject,
          "body-de": mail.body,
        }),
        context(staff),
      ) as never,
    );
    expect((done as Response).headers.get("location")).toBe("/admin/dogs?done=1");
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "status"))).toHaveLength(1);
    const after = await dogsRoute.loader(
      args(new Request("http://localhost/admin/dogs?done=1"), context(staff)) as never,
    );
    expect(after.dogs).toEqual([]);
    expect(after.done).toBe(1);
  });
});
