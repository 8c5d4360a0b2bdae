// The request page with two volunteers at once (issue 25, item 1), as React Router calls its loader
// and action: a change from a page older than the request's last change is refused with 409 and
// names who changed what; the same post sent twice is done once; every answer returns to its section.
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, onTestFinished, test } from "vitest";
import { conflictSentence } from "~/components/admin/request/request-notice";
import { demoSiteConfig } from "~/content/site-config";
import { catalogs } from "~/content/catalogs.server";
import type { Locale } from "~/i18n/locale";
import * as requestRoute from "~/routes/admin/request";
import { parseConfig } from "../config";
import { mailOutbox, requestEvents, staffAccounts, submissions } from "../db/schema";
import { submitRequest } from "../submissions/submit-request";
import { disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { exampleRequests } from "../../tests/support/submissions/requests";
import { adminRouteArgs, siteRequest } from "../../tests/support/routes/route-args";
import { recordingLogger } from "../../tests/support/submissions/helpers";
import type { BackOfficeServices } from "./services";
import { createRequestsServices } from "./requests-service";
import { createTasksServices } from "../tasks/service";
import { createHomeCheckServices } from "../home-checks/service";
import type { StaffMember } from "./staff-member";

afterAll(disposeTemplates);

const mailTo = { de: "anfragen@verein.example", es: "solicitudes@verein.example" };

async function setup() {
  const fresh = await freshDatabase("pglite");
  onTestFinished(fresh.dispose);
  const db = fresh.database.db;
  const requests = createRequestsServices({
    db,
    config: parseConfig({ MAIL_TO_DE: mailTo.de, MAIL_TO_ES: mailTo.es }),
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
  const accounts = await db
    .insert(staffAccounts)
    .values([
      { email: "vera@verein.example", name: "Vera Volunteer", passwordHash: "x" },
      { email: "alex@verein.example", name: "Alex Admin", passwordHash: "x", role: "admin" },
    ])
    .returning();
  const [vera, alex] = accounts.map((account): StaffMember => ({
    id: account.id,
    email: account.email,
    name: account.name,
    role: "volunteer",
  }));
  const result = await submitRequest({
    db,
    formType: "adoption",
    locale: "de",
    data: exampleRequests.adoption,
    mailTo,
  });
  if (!result.ok) throw new Error("seed failed");
  const id = result.id;
  await db
    .update(submissions)
    .set({ email: "maria@example.org", name: "Maria Müller", dogName: "Luna" })
    .where(eq(submissions.id, id));
  const backOffice = {
    requests,
    tasks: createTasksServices({ db } as never),
    homeChecks: createHomeCheckServices({ db } as never),
  } as unknown as BackOfficeServices;
  type Args = Parameters<typeof requestRoute.action>[0];
  const args = (request: Request, staff: StaffMember, locale: Locale = "de") =>
    adminRouteArgs(
      request,
      { site: siteRequest(locale), session: staff, backOffice },
      { id },
    ) as unknown as Args;
  /** The page as one volunteer has it open: its revision and form token, and posting from it. */
  async function open(staff: StaffMember, locale: Locale = "de") {
    const page = await requestRoute.loader(args(new Request(`http://localhost/admin/requests/${id}`), staff));
    const guard = { revision: String(page.detail.revision), formToken: page.formToken };
    return {
      page,
      post: (fields: Record<string, string>) =>
        requestRoute.action(
          args(
            new Request(`http://localhost/admin/requests/${id}`, {
              method: "POST",
              body: new URLSearchParams({ ...guard, ...fields }),
            }),
            staff,
            locale,
          ),
        ),
    };
  }
  const row = async () => (await db.select().from(submissions).where(eq(submissions.id, id)))[0]!;
  const events = (kind: string) =>
    db
      .select()
      .from(requestEvents)
      .where(and(eq(requestEvents.submissionId, id), eq(requestEvents.kind, kind)));
  const statusMails = () =>
    db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.submissionId, id), eq(mailOutbox.kind, "status")));
  return { id, vera: vera!, alex: alex!, open, row, events, statusMails };
}

const location = (answer: unknown) => (answer as Response).headers.get("location");

describe("request page, two volunteers", () => {
  test("a status change from an older page: 409 naming who set which status, nothing changed, the choice kept", async () => {
    const { id, vera, alex, open, row, events } = await setup();
    const veras = await open(vera);
    const alexs = await open(alex, "es");
    expect(veras.page.detail.revision).toBe(alexs.page.detail.revision);

    const first = await veras.post({ intent: "status", status: "precheck" });
    expect(location(first)).toBe(`/admin/requests/${id}?done=status#status`);

    const refused = await alexs.post({ intent: "status", status: "declined" });
    expect(refused).toMatchObject({
      init: { status: 409 },
      data: {
        intent: "status",
        stale: true,
        reply: {
          error: { "": [catalogs.es.admin.request.errors.stale] },
          initialValue: { status: "declined" },
        },
        conflict: { actorName: "Vera Volunteer", changes: [{ kind: "status", to: "precheck" }] },
      },
    });
    expect((await row()).status).toBe("precheck");
    expect(await events("status")).toHaveLength(1);

    // The message in both languages, and the page shows the current state when loaded again.
    const { conflict } = (refused as { data: { conflict: Parameters<typeof conflictSentence>[0] } }).data;
    expect(conflict!.at).toMatch(/^\d{1,2}:\d{2}$/);
    expect(conflictSentence(conflict, catalogs.de.admin.request, catalogs.de.admin.common)).toBe(
      `Vera Volunteer hat inzwischen den Status auf „Vorkontrolle“ gesetzt (${conflict!.at}).`,
    );
    expect(conflictSentence(conflict, catalogs.es.admin.request, catalogs.es.admin.common)).toBe(
      `Mientras tanto, Vera Volunteer ha cambiado el estado a «Visita previa» (${conflict!.at}).`,
    );
    expect(
      requestRoute.shouldRevalidate({ actionStatus: 409, defaultShouldRevalidate: false } as never),
    ).toBe(true);
    const again = await open(alex);
    expect(again.page.detail.status).toBe("precheck");
    expect(location(await again.post({ intent: "status", status: "declined" }))).toBe(
      `/admin/requests/${id}?done=status#status`,
    );
  });

  test("two contradicting status mails from the same page state: the first goes out, the second is refused with its draft kept", async () => {
    const { id, vera, alex, open, row, statusMails } = await setup();
    const veras = await open(vera);
    const alexs = await open(alex);
    const sent = await veras.post({
      intent: "mail",
      template: "approved",
      subject: "Gute Nachrichten",
      body: "Hallo Maria,\n\nes klappt!",
      statusAfter: "approved",
    });
    expect(location(sent)).toBe(`/admin/requests/${id}?done=mail#mail`);
    const refused = await alexs.post({
      intent: "mail",
      template: "declined",
      subject: "Leider eine Absage",
      body: "Hallo Maria,\n\nleider nicht.",
      statusAfter: "declined",
    });
    expect(refused).toMatchObject({
      init: { status: 409 },
      data: {
        intent: "mail",
        stale: true,
        reply: {
          initialValue: {
            subject: "Leider eine Absage",
            body: "Hallo Maria,\n\nleider nicht.",
            statusAfter: "declined",
          },
        },
        conflict: {
          actorName: "Vera Volunteer",
          changes: [
            { kind: "mail", subject: "Gute Nachrichten" },
            { kind: "status", to: "approved" },
          ],
        },
      },
    });
    const { conflict } = (refused as { data: { conflict: Parameters<typeof conflictSentence>[0] } }).data;
    expect(conflictSentence(conflict, catalogs.de.admin.request, catalogs.de.admin.common)).toBe(
      `Vera Volunteer hat inzwischen eine Mail gesendet („Gute Nachrichten“) und den Status auf „Zugesagt“ gesetzt (${conflict!.at}).`,
    );
    expect((await statusMails()).map((mail) => mail.subject)).toEqual(["Gute Nachrichten"]);
    expect((await row()).status).toBe("approved");
  });

  test("taking over from an older page: refused, naming who took it", async () => {
    const { id, vera, alex, open, row } = await setup();
    const veras = await open(vera);
    const alexs = await open(alex);
    // The take-over button: the server assigns the one who pressed it.
    expect(location(await veras.post({ intent: "take" }))).toBe(`/admin/requests/${id}?done=assign#assign`);
    const refused = await alexs.post({ intent: "take" });
    expect(refused).toMatchObject({
      init: { status: 409 },
      data: {
        intent: "take",
        stale: true,
        conflict: { actorName: "Vera Volunteer", changes: [{ kind: "assigned", assignment: "took" }] },
      },
    });
    const { conflict } = (refused as { data: { conflict: Parameters<typeof conflictSentence>[0] } }).data;
    expect(conflictSentence(conflict, catalogs.es.admin.request, catalogs.es.admin.common)).toBe(
      `Mientras tanto, Vera Volunteer ha asumido la solicitud (${conflict!.at}).`,
    );
    expect((await row()).assigneeId).toBe(vera.id);
  });

  test("a note never conflicts; a post without a revision is stale; every action returns to its section", async () => {
    const { id, vera, alex, open, row } = await setup();
    const veras = await open(vera);
    const alexs = await open(alex);
    await veras.post({ intent: "status", status: "in_review" });
    expect(location(await alexs.post({ intent: "note", note: "Ruft zurück" }))).toBe(
      `/admin/requests/${id}?done=note#notes`,
    );
    const bare = await (await open(alex)).post({ intent: "status", status: "precheck", revision: "" });
    expect(bare).toMatchObject({ init: { status: 409 } });
    expect((await row()).status).toBe("in_review");
  });

  test("the same post twice (a double click, a reload) and twice at once: done once, answered as done", async () => {
    const { id, vera, open, events, statusMails } = await setup();
    const page = await open(vera);
    const mail = {
      intent: "mail",
      template: "precheck",
      subject: "Der nächste Schritt",
      body: "Hallo Maria,\n\nbis bald!",
      statusAfter: "precheck",
    };
    const answers = [await page.post(mail), await page.post(mail)];
    for (const answer of answers) expect(location(answer)).toBe(`/admin/requests/${id}?done=mail#mail`);
    expect(await statusMails()).toHaveLength(1);
    expect(await events("mail")).toHaveLength(1);
    expect(await events("status")).toHaveLength(1);

    const next = await open(vera);
    const note = { intent: "note", note: "Einmal, bitte" };
    const both = await Promise.all([next.post(note), next.post(note)]);
    for (const answer of both) expect(location(answer)).toBe(`/admin/requests/${id}?done=note#notes`);
    expect(await events("note")).toHaveLength(1);
  });
});
