import { eq } from "drizzle-orm";
import { afterAll, describe, expect, onTestFinished, test } from "vitest";
import { demoSiteConfig } from "~/content/site-config";
import { localDay } from "~/domain/back-office/tasks";
import * as todayRoute from "~/routes/admin/today";
import type { ContextValues } from "~/context";
import { parseConfig } from "../config";
import { tasks } from "../db/relations-schema";
import { staffAccounts, submissions } from "../db/schema";
import type { DogService } from "../dogs/dog-service";
import type { BackOfficeServices } from "../back-office/services";
import { createRequestsServices } from "../back-office/requests-service";
import type { StaffMember } from "../back-office/staff-member";
import { disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { adminRouteArgs, siteRequest } from "../../tests/support/routes/route-args";
import { recordingLogger } from "../../tests/support/submissions/helpers";
import { createTasksServices } from "./service";

afterAll(disposeTemplates);

const dogs: DogService = {
  list: () => ({ available: true, dogs: [], cacheTimestamp: null }),
  reload: async () => {},
  refresh: async () => true,
  start: async () => {},
  stop: () => {},
  health: () => ({ fetchedAt: null, lastError: null, lastErrorAt: null }),
};

async function setup() {
  const fresh = await freshDatabase("pglite");
  onTestFinished(fresh.dispose);
  const db = fresh.database.db;
  const deps = {
    db,
    config: parseConfig({}),
    site: demoSiteConfig,
    dogs,
    logger: recordingLogger().logger,
    origins: { de: "http://localhost", es: "http://es.localhost" },
    wakeMailer: () => {},
  };
  const backOffice = {
    requests: createRequestsServices(deps),
    tasks: createTasksServices(deps),
  } as unknown as BackOfficeServices;
  const accounts = await db
    .insert(staffAccounts)
    .values([
      { email: "anna@verein.example", name: "Anna", passwordHash: "x" },
      { email: "jonas@verein.example", name: "Jonas", passwordHash: "x" },
    ])
    .returning();
  const member = (index: number): StaffMember => {
    const account = accounts[index]!;
    return { id: account.id, email: account.email, name: account.name, role: "volunteer" };
  };
  const [request] = await db
    .insert(submissions)
    .values({ formType: "adoption", locale: "de", data: {}, name: "Familie Yılmaz", dogName: "Luna" })
    .returning();
  const context = (staff: StaffMember | null): Partial<ContextValues> => ({
    site: siteRequest("de"),
    session: staff,
    backOffice,
  });
  const post = (fields: Record<string, string>) =>
    new Request("http://localhost/admin/today", { method: "POST", body: new URLSearchParams(fields) });
  type Args = Parameters<typeof todayRoute.action>[0];
  const act = (fields: Record<string, string>, staff: StaffMember | null) =>
    todayRoute.action(adminRouteArgs(post(fields), context(staff)) as unknown as Args) as Promise<Response>;
  return { db, anna: member(0), jonas: member(1), requestId: request!.id, backOffice, context, act };
}

describe("the day's view", () => {
  test("take: one tap from the page's state; from an older page it says someone else was quicker", async () => {
    const { db, anna, jonas, requestId, act } = await setup();
    const token = () => crypto.randomUUID();
    const first = await act({ intent: "take", request: requestId, revision: "0", formToken: token() }, anna);
    expect(first.headers.get("location")).toBe(`/admin/today?taken=${requestId}`);
    const second = await act(
      { intent: "take", request: requestId, revision: "0", formToken: token() },
      jonas,
    );
    expect(second.headers.get("location")).toBe("/admin/today?taken=stale");
    const [row] = await db.select().from(submissions).where(eq(submissions.id, requestId));
    expect(row!.assigneeId).toBe(anna.id);
  });

  test("tasks: done and undo by one tap, a foreign `back` is ignored", async () => {
    const { db, anna, requestId, act, backOffice } = await setup();
    const today = localDay(new Date());
    // A new task is the request page's (server/tasks/request-tasks.test.ts).
    const made = await backOffice.tasks.create(
      {
        title: "Vorkontrolle bei Familie Yılmaz",
        dueOn: today,
        assigneeId: anna.id,
        submissionId: requestId,
      },
      anna,
    );
    expect(made.ok).toBe(true);
    const [task] = await db.select().from(tasks);

    const done = await act({ intent: "task-done", task: task!.id }, anna);
    expect(done.headers.get("location")).toBe(`/admin/today?did=done&task=${task!.id}`);
    expect((await backOffice.tasks.get(task!.id))?.doneByName).toBe("Anna");
    const undone = await act({ intent: "task-reopen", task: task!.id, back: "https://evil.example/" }, anna);
    expect(undone.headers.get("location")).toBe("/admin");
    expect((await backOffice.tasks.get(task!.id))?.doneAt).toBeNull();

    // Without a session nothing changes.
    const refused = await (async () => {
      try {
        await act({ intent: "task-done", task: task!.id }, null);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refused).toBeInstanceOf(Response);
    expect((await backOffice.tasks.get(task!.id))?.doneAt).toBeNull();
  });
});
