import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { TaskTarget, TasksPanelData } from "~/components/admin/tasks/tasks-panel";
import { localDay, taskCreateSchema } from "~/domain/back-office/tasks";
import { backOfficeContext, siteContext, staffContext } from "~/context";

/** What the person page's tasks panel shows: theirs and their requests', and who can take one. */
export async function personTasksData(context: Readonly<RouterContextProvider>, personId: string) {
  const site = context.get(siteContext);
  const tasks = context.get(backOfficeContext).tasks;
  const staff = context.get(staffContext);
  const [list, team] = await Promise.all([tasks.forPerson(personId), tasks.team()]);
  const panel: TasksPanelData = {
    text: site.text.admin.tasks,
    tasks: list,
    today: localDay(new Date()),
    locale: site.locale,
  };
  return { ...panel, staff: team, me: { id: staff.id } };
}

/** The answer to a refused new task: the panel's form (`task-add`) shows Conform's reply. */
export type TaskAddAnswer = { intent: "task-add"; reply: SubmissionResult<string[]> };

/**
 * A new task on the request or the person whose page it is (the panel's form posts to its own page,
 * whose action hands the `task-add` intent here): checked by the schema the form checks with, then
 * by the service. A refusal comes back to the form with what was typed (422); the request or person
 * gone meanwhile (deleted, merged into another, erased) throws the page's 404 text (`notFound`).
 * Done: back to the page's tasks, which say so (`?done=task`).
 */
export async function addTask(
  context: Readonly<RouterContextProvider>,
  formData: FormData,
  target: TaskTarget,
  notFound: string,
) {
  const site = context.get(siteContext);
  const tasks = context.get(backOfficeContext).tasks;
  const staff = context.get(staffContext);
  const text = site.text.admin.tasks;
  const submission = parseWithZod(formData, { schema: taskCreateSchema(text.errors) });
  const answer = (reply: SubmissionResult<string[]>) =>
    data<TaskAddAnswer>({ intent: "task-add", reply }, { status: 422 });
  if (submission.status !== "success") return answer(submission.reply());
  const { title, note, dueOn, assignee } = submission.value;
  const on = target.kind === "request" ? { submissionId: target.id } : { personId: target.id };
  const result = await tasks.create({ title, note, dueOn, assigneeId: assignee || null, ...on }, staff);
  if (!result.ok) {
    if (result.problem === "not_found" || result.problem === "target") throw data(notFound, { status: 404 });
    if (result.problem === "assignee")
      return answer(submission.reply({ fieldErrors: { assignee: [text.errors.assigneeInvalid] } }));
    const field = { title: "title", note: "note", due: "dueOn" }[result.problem];
    const message = {
      title: text.errors.titleMissing,
      note: text.errors.noteTooLong,
      due: text.errors.dateInvalid,
    }[result.problem];
    return answer(submission.reply({ fieldErrors: { [field]: [message] } }));
  }
  const page = target.kind === "request" ? "requests" : "persons";
  return redirect(`/admin/${page}/${encodeURIComponent(target.id)}?done=task#tasks`, 303);
}
