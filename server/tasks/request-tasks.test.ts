// The request page's tasks panel posts a new task to the request page's own action (`intent`
// `task-add`): added, it goes back to the page's tasks, which say so; refused, the form's messages
// come back with what was typed (422) in the page's language, also without JavaScript; a request
// gone meanwhile answers the page's 404 text. The page's other forms keep their change guard.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, onTestFinished, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { demoSiteConfig } from "~/content/site-config";
import type { ContextValues } from "~/context";
import { localDay } from "~/domain/back-office/tasks";
import type { Locale } from "~/i18n/locale";
import * as requestRoute from "~/routes/admin/request";
import { parseConfig } from "../config";
import { tasks } from "../db/relations-schema";
import { requestNotes, staffAccounts, submissions } from "../db/schema";
import { createBackOffice } from "../back-office/services";
import type { StaffMember } from "../back-office/staff-member";
import { disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { adminRouteArgs, siteRequest } from "../../tests/support/routes/route-args";
import { recordingLogger } from "../../tests/support/submissions/helpers";

afterAll(disposeTemplates);

type Args = Parameters<typeof requestRoute.action>[0];
type Refusal = {
  init: { status: number };
  data: { intent: string; reply: { error: Record<string, string[]>; initialValue: Record<string, string> } };
};

async function setup() {
  const fresh = await freshDatabase("pglite");
  onTestFinished(fresh.dispose);
  const db = fresh.database.db;
  const backOffice = createBackOffice({
    db,
    config: parseConfig({}),
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
      { email: "anna@verein.example", name: "Anna Beispiel", passwordHash: "x" },
      { email: "jonas@verein.example", name: "Jonas Muster", passwordHash: "x" },
    ])
    .returning();
  const member = (index: number): StaffMember => {
    const account = accounts[index]!;
    return { id: account.id, email: account.email, name: account.name, role: "volunteer" };
  };
  const anna = member(0);
  const [request] = await db
    .insert(submissions)
    .values({ formType: "adoption", locale: "de", data: {}, name: "Familie Yılmaz", dogName: "Luna" })
    .returning({ id: submissions.id });
  const id = request!.id;
  const context = (locale: Locale): Partial<ContextValues> => ({
    site: siteRequest(locale),
    session: anna,
    backOffice,
  });
  const post = (fields: Record<string, string>, locale: Locale = "de", on = id) =>
    requestRoute.action(
      adminRouteArgs(
        new Request(`http://localhost/admin/requests/${on}`, {
          method: "POST",
          body: new URLSearchParams(fields),
        }),
        context(locale),
        { id: on },
      ) as unknown as Args,
    );
  const add = (fields: Record<string, string>, locale: Locale = "de", on = id) =>
    post({ intent: "task-add", ...fields }, locale, on);
  const load = (search = "") =>
    requestRoute.loader(
      adminRouteArgs(new Request(`http://localhost/admin/requests/${id}${search}`), context("de"), {
        id,
      }) as never,
    );
  return { db, anna, jonas: member(1), id, post, add, load };
}

describe("the request page's new task", () => {
  test("added by the page's own action: back to the page's tasks, which say so", async () => {
    const { db, anna, jonas, id, add, load } = await setup();
    const today = localDay(new Date());
    const added = await add({
      title: "  Vorkontrolle bei   Familie Yılmaz ",
      dueOn: today,
      assignee: jonas.id,
      note: "Samstag vormittags",
    });
    expect(added).toBeInstanceOf(Response);
    expect((added as Response).status).toBe(303);
    expect((added as Response).headers.get("location")).toBe(`/admin/requests/${id}?done=task#tasks`);
    const [row] = await db.select().from(tasks);
    expect(row).toMatchObject({
      title: "Vorkontrolle bei Familie Yılmaz",
      submissionId: id,
      assigneeId: jonas.id,
      note: "Samstag vormittags",
      dueOn: today,
      origin: "manual",
      createdByName: anna.name,
    });

    const page = await load("?done=task");
    expect(page.taskAdded).toBe(true);
    // Not one of the request's own changes: none of their notices.
    expect(page.done).toBeNull();
    expect(page.tasks.tasks.map((task) => task.title)).toEqual(["Vorkontrolle bei Familie Yılmaz"]);
    expect((await load()).taskAdded).toBe(false);
  });

  test.each(["de", "es"] as const)(
    "%s: refused with the form's messages at their fields, what was typed kept, nothing stored",
    async (locale) => {
      const { db, jonas, add } = await setup();
      const errors = catalogs[locale].admin.tasks.errors;

      const blank = (await add(
        { title: "   ", dueOn: "2027-02-30", assignee: jonas.id, note: "Samstag vormittags" },
        locale,
      )) as unknown as Refusal;
      expect(blank.init.status).toBe(422);
      expect(blank.data.intent).toBe("task-add");
      expect(blank.data).not.toHaveProperty("stale");
      expect(blank.data.reply.error.title).toEqual([errors.titleMissing]);
      expect(blank.data.reply.error.dueOn).toEqual([errors.dateInvalid]);
      expect(blank.data.reply.initialValue).toMatchObject({
        dueOn: "2027-02-30",
        assignee: jonas.id,
        note: "Samstag vormittags",
      });

      const stranger = (await add(
        { title: "Anrufen", dueOn: "2027-02-03", assignee: "00000000-0000-4000-8000-000000000000" },
        locale,
      )) as unknown as Refusal;
      expect(stranger.init.status).toBe(422);
      expect(stranger.data.reply.error.assignee).toEqual([errors.assigneeInvalid]);
      expect(stranger.data.reply.initialValue).toMatchObject({ title: "Anrufen", dueOn: "2027-02-03" });

      // A volunteer no longer in the team (the account switched off since the page was rendered).
      await db.update(staffAccounts).set({ disabled: true }).where(eq(staffAccounts.id, jonas.id));
      const gone = (await add(
        { title: "Anrufen", dueOn: "2027-02-03", assignee: jonas.id },
        locale,
      )) as unknown as Refusal;
      expect(gone.init.status).toBe(422);
      expect(gone.data.reply.error).toEqual({ assignee: [errors.assigneeInvalid] });
      expect(await db.select().from(tasks)).toEqual([]);
    },
  );

  test.each(["de", "es"] as const)(
    "%s: a request gone meanwhile (or never there) answers the page's 404 text, nothing is stored",
    async (locale) => {
      const { db, id, add } = await setup();
      await db.delete(submissions).where(eq(submissions.id, id));
      for (const on of [id, "00000000-0000-4000-8000-000000000000", "nope"]) {
        const thrown = await add({ title: "Anrufen", dueOn: "2027-02-03" }, locale, on).catch(
          (error: unknown) => error,
        );
        expect(thrown, on).toMatchObject({
          init: { status: 404 },
          data: catalogs[locale].admin.request.notFound,
        });
      }
      expect(await db.select().from(tasks)).toEqual([]);
    },
  );

  test("the page's other forms still go through their change guard; a new task leaves the request as it was", async () => {
    const { db, id, post, add } = await setup();
    const revision = async () =>
      (await db.select().from(submissions).where(eq(submissions.id, id)))[0]!.revision;
    const before = await revision();
    await add({ title: "Vorkontrolle", dueOn: "2027-02-03" });
    expect(await revision()).toBe(before);

    const stale = (await post({
      intent: "status",
      status: "in_review",
      revision: String(before + 1),
    })) as unknown as Refusal;
    expect(stale.init.status).toBe(409);
    expect(stale.data).toMatchObject({ intent: "status", stale: true });
    const moved = await post({ intent: "status", status: "in_review", revision: String(before) });
    expect((moved as Response).headers.get("location")).toBe(`/admin/requests/${id}?done=status#status`);
    const noted = await post({ intent: "note", note: "Ruft zurück" });
    expect((noted as Response).headers.get("location")).toBe(`/admin/requests/${id}?done=note#notes`);
    expect(await db.select().from(requestNotes)).toHaveLength(1);
  });
});
