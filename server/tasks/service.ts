import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { storedText } from "~/domain/back-office/request-page-schemas";
import {
  addOffset,
  localDay,
  sponsorNewsOffset,
  taskNoteMaxLength,
  taskTitleMaxLength,
  type TaskItem,
  type TaskOrigin,
  type TaskRequest,
  type TodayView,
} from "~/domain/back-office/tasks";
import { isIsoDate, type IsoDate } from "~/domain/forms/dates";

export type { TaskItem, TaskRequest, TodayView } from "~/domain/back-office/tasks";
import { people, tasks } from "../db/relations-schema";
import { staffAccounts, submissions } from "../db/schema";
import type { BackOfficeDeps } from "../back-office/deps";
import { isUuid } from "../back-office/ids";
import type { Actor, StaffMember } from "../back-office/staff-member";
import { sendTaskDigests } from "./digest";
import {
  openStatuses,
  personColumns,
  requestColumns,
  taskPerson,
  taskRequest,
  type RequestColumns,
} from "./rows";

export type TaskInput = {
  title: string;
  note?: string | null;
  dueOn: string;
  assigneeId?: string | null;
  submissionId?: string | null;
  personId?: string | null;
};

export type TaskProblem = "title" | "note" | "due" | "assignee" | "target" | "not_found";
export type TaskResult = { ok: true; id: string } | { ok: false; problem: TaskProblem };

export type TaskFilter = {
  /** `mine`: assigned to `staffId`; `all`: everyone's. */
  scope: "mine" | "all";
  staffId?: string;
  state: "open" | "done";
  /** Due on or after / on or before (inclusive). */
  from?: IsoDate;
  to?: IsoDate;
};

export type TasksServices = {
  create(input: TaskInput, actor: Actor): Promise<TaskResult>;
  list(filter: TaskFilter): Promise<TaskItem[]>;
  get(id: string): Promise<TaskItem | null>;
  forRequest(submissionId: string): Promise<TaskItem[]>;
  /** The tasks on a person and on their requests. */
  forPerson(personId: string): Promise<TaskItem[]>;
  /** Who can be given a task: the active accounts, by name. */
  team(): Promise<{ id: string; name: string }[]>;
  /** One tap: done (again: nothing changes); records who. A yearly task makes next year's. */
  done(id: string, actor: Actor): Promise<TaskItem | null>;
  /** Undo: open again (and next year's task, untouched, goes again). */
  reopen(id: string, actor: Actor): Promise<TaskItem | null>;
  edit(id: string, change: { dueOn?: string; assigneeId?: string | null }): Promise<TaskResult>;
  today(staff: Pick<StaffMember, "id">, now?: Date): Promise<TodayView>;
  /** The daily mail of due tasks (jobs.ts): the number of mails queued by this call. */
  sendDigests(now?: Date): Promise<number>;
  dailyMail(staffId: string): Promise<{ on: boolean; hour: number }>;
  setDailyMail(staffId: string, on: boolean): Promise<void>;
};

const listLimit = 200;

export function createTasksServices(deps: BackOfficeDeps): TasksServices {
  const { db } = deps;
  const assignee = alias(staffAccounts, "task_assignee");

  async function read(where: SQL | undefined, order: "due" | "done" = "due"): Promise<TaskItem[]> {
    const rows = await db
      .select({
        task: tasks,
        assigneeName: assignee.name,
        request: requestColumns,
        person: personColumns,
      })
      .from(tasks)
      .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
      .leftJoin(submissions, eq(submissions.id, tasks.submissionId))
      .leftJoin(people, eq(people.id, tasks.personId))
      .where(where)
      .orderBy(
        ...(order === "due" ? [asc(tasks.dueOn)] : [desc(tasks.doneAt)]),
        asc(tasks.createdAt),
        asc(tasks.id),
      )
      .limit(listLimit);
    return rows.map(({ task, assigneeName, request, person }) => ({
      id: task.id,
      title: task.title,
      note: task.note,
      dueOn: task.dueOn,
      origin: task.origin as TaskOrigin,
      assignee: task.assigneeId && assigneeName ? { id: task.assigneeId, name: assigneeName } : null,
      doneAt: task.doneAt?.toISOString() ?? null,
      doneByName: task.doneByName,
      createdByName: task.createdByName,
      request: request ? taskRequest(request) : null,
      person: person ? taskPerson(person, deps.site) : null,
    }));
  }

  async function one(id: string): Promise<TaskItem | null> {
    const [item] = await read(eq(tasks.id, id));
    return item ?? null;
  }

  async function activeStaff(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const [account] = await db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.id, id), eq(staffAccounts.disabled, false)));
    return account !== undefined;
  }

  return {
    async create(input, actor) {
      const title = storedText(input.title).replace(/\s+/g, " ");
      if (title === "") return { ok: false, problem: "title" };
      if (title.length > taskTitleMaxLength) return { ok: false, problem: "title" };
      const note = input.note ? storedText(input.note) : "";
      if (note.length > taskNoteMaxLength) return { ok: false, problem: "note" };
      if (!isIsoDate(input.dueOn)) return { ok: false, problem: "due" };
      if (input.assigneeId && !(await activeStaff(input.assigneeId)))
        return { ok: false, problem: "assignee" };
      let personId = input.personId ?? null;
      const submissionId = input.submissionId ?? null;
      if (!submissionId && !personId) return { ok: false, problem: "target" };
      if (submissionId) {
        if (!isUuid(submissionId)) return { ok: false, problem: "not_found" };
        const [request] = await db
          .select({ personId: submissions.personId })
          .from(submissions)
          .where(eq(submissions.id, submissionId));
        if (!request) return { ok: false, problem: "not_found" };
        personId ??= request.personId;
      } else if (personId) {
        // A record merged into another or erased meanwhile: said, never a foreign-key error.
        if (!isUuid(personId)) return { ok: false, problem: "not_found" };
        const [person] = await db.select({ id: people.id }).from(people).where(eq(people.id, personId));
        if (!person) return { ok: false, problem: "not_found" };
      }
      const [row] = await db
        .insert(tasks)
        .values({
          title,
          note: note || null,
          dueOn: input.dueOn,
          assigneeId: input.assigneeId || null,
          submissionId,
          personId,
          origin: "manual",
          createdByName: actor?.name ?? null,
        })
        .returning({ id: tasks.id });
      return { ok: true, id: row!.id };
    },

    get: (id) => (isUuid(id) ? one(id) : Promise.resolve(null)),

    list(filter) {
      const conditions: (SQL | undefined)[] = [
        filter.state === "open" ? isNull(tasks.doneAt) : isNotNull(tasks.doneAt),
      ];
      if (filter.scope === "mine") {
        if (!filter.staffId || !isUuid(filter.staffId)) return Promise.resolve([]);
        conditions.push(eq(tasks.assigneeId, filter.staffId));
      }
      if (filter.from && isIsoDate(filter.from)) conditions.push(gte(tasks.dueOn, filter.from));
      if (filter.to && isIsoDate(filter.to)) conditions.push(lte(tasks.dueOn, filter.to));
      return read(and(...conditions), filter.state === "open" ? "due" : "done");
    },

    async forRequest(submissionId) {
      if (!isUuid(submissionId)) return [];
      return read(eq(tasks.submissionId, submissionId));
    },

    async forPerson(personId) {
      if (!isUuid(personId)) return [];
      // On the person, and on any of their requests (also one whose task was made before it was theirs).
      const theirRequests = db
        .select({ id: submissions.id })
        .from(submissions)
        .where(eq(submissions.personId, personId));
      return read(or(eq(tasks.personId, personId), inArray(tasks.submissionId, theirRequests)));
    },

    team: () =>
      db
        .select({ id: staffAccounts.id, name: staffAccounts.name })
        .from(staffAccounts)
        .where(eq(staffAccounts.disabled, false))
        .orderBy(asc(staffAccounts.name)),

    async done(id, actor) {
      if (!isUuid(id)) return null;
      await db.transaction(async (tx) => {
        const [task] = await tx
          .update(tasks)
          .set({ doneAt: sql`now()`, doneByName: actor?.name ?? null })
          .where(and(eq(tasks.id, id), isNull(tasks.doneAt)))
          .returning();
        if (!task || task.origin !== "sponsor_news" || !task.submissionId) return;
        // Next year's news, while the sponsorship lasts.
        const [request] = await tx
          .select({ status: submissions.status })
          .from(submissions)
          .where(eq(submissions.id, task.submissionId));
        if (request?.status !== "confirmed") return;
        await tx.insert(tasks).values({
          title: task.title,
          dueOn: addOffset(task.dueOn, sponsorNewsOffset),
          assigneeId: task.assigneeId,
          submissionId: task.submissionId,
          personId: task.personId,
          origin: "sponsor_news",
          createdByName: actor?.name ?? null,
        });
      });
      return one(id);
    },

    async reopen(id) {
      if (!isUuid(id)) return null;
      await db.transaction(async (tx) => {
        const [task] = await tx
          .update(tasks)
          .set({ doneAt: null, doneByName: null })
          .where(and(eq(tasks.id, id), isNotNull(tasks.doneAt)))
          .returning();
        if (!task || task.origin !== "sponsor_news" || !task.submissionId) return;
        // The successor the tap made goes again, unless someone has worked on it since.
        await tx
          .delete(tasks)
          .where(
            and(
              eq(tasks.submissionId, task.submissionId),
              eq(tasks.origin, "sponsor_news"),
              eq(tasks.dueOn, addOffset(task.dueOn, sponsorNewsOffset)),
              isNull(tasks.doneAt),
            ),
          );
      });
      return one(id);
    },

    async edit(id, change) {
      if (!isUuid(id)) return { ok: false, problem: "not_found" };
      const set: { dueOn?: string; assigneeId?: string | null } = {};
      if (change.dueOn !== undefined) {
        if (!isIsoDate(change.dueOn)) return { ok: false, problem: "due" };
        set.dueOn = change.dueOn;
      }
      if (change.assigneeId !== undefined) {
        if (change.assigneeId && !(await activeStaff(change.assigneeId))) {
          return { ok: false, problem: "assignee" };
        }
        set.assigneeId = change.assigneeId || null;
      }
      if (Object.keys(set).length === 0) return { ok: true, id };
      const updated = await db.update(tasks).set(set).where(eq(tasks.id, id)).returning({ id: tasks.id });
      return updated.length > 0 ? { ok: true, id } : { ok: false, problem: "not_found" };
    },

    async today(staff, now = new Date()) {
      const today = localDay(now);
      const [unassigned, mine, due] = await Promise.all([
        db
          .select(requestColumns)
          .from(submissions)
          .where(and(eq(submissions.status, "new"), isNull(submissions.assigneeId)))
          .orderBy(asc(submissions.createdAt))
          .limit(50),
        db
          .select(requestColumns)
          .from(submissions)
          .where(and(eq(submissions.assigneeId, staff.id), openStatuses()))
          .orderBy(asc(submissions.createdAt))
          .limit(50),
        // Mine, and the ones nobody has (someone should).
        read(
          and(
            isNull(tasks.doneAt),
            lte(tasks.dueOn, today),
            or(eq(tasks.assigneeId, staff.id), isNull(tasks.assigneeId)),
          ),
        ),
      ]);
      const requests = (rows: RequestColumns[]) =>
        rows.map(taskRequest).filter((row): row is TaskRequest => row !== null);
      return { today, unassigned: requests(unassigned), mine: requests(mine), tasks: due };
    },

    sendDigests: (now = new Date()) => sendTaskDigests(deps, now),

    async dailyMail(staffId) {
      const [account] = isUuid(staffId)
        ? await db
            .select({ on: staffAccounts.dailyMail })
            .from(staffAccounts)
            .where(eq(staffAccounts.id, staffId))
        : [];
      return { on: account?.on ?? false, hour: deps.config.reminderHour };
    },

    async setDailyMail(staffId, on) {
      if (!isUuid(staffId)) return;
      await db.update(staffAccounts).set({ dailyMail: on }).where(eq(staffAccounts.id, staffId));
    },
  };
}
