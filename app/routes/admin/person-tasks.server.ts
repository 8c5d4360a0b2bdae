import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { TasksPanelData } from "~/components/admin/tasks/tasks-panel";
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

export type PersonTaskAnswer = { intent: "task-add"; reply: SubmissionResult<string[]> };

/**
 * A new task on the person (the panel's form posts to the person page): checked by the schema the
 * form checks with, then by the service. A record gone meanwhile (merged into another, erased)
 * answers the page's 404 text; a volunteer no longer in the team, on the field.
 */
export async function addPersonTask(
  context: Readonly<RouterContextProvider>,
  formData: FormData,
  personId: string,
) {
  const site = context.get(siteContext);
  const tasks = context.get(backOfficeContext).tasks;
  const staff = context.get(staffContext);
  const text = site.text.admin.tasks;
  const submission = parseWithZod(formData, { schema: taskCreateSchema(text.errors) });
  const answer = (reply: SubmissionResult<string[]>) =>
    data<PersonTaskAnswer>({ intent: "task-add", reply }, { status: 422 });
  if (submission.status !== "success") return answer(submission.reply());
  const { title, note, dueOn, assignee } = submission.value;
  const result = await tasks.create({ title, note, dueOn, assigneeId: assignee || null, personId }, staff);
  if (!result.ok) {
    if (result.problem === "not_found" || result.problem === "target")
      throw data(site.text.admin.persons.errors.not_found, { status: 404 });
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
  return redirect(`/admin/persons/${encodeURIComponent(personId)}?done=task#tasks`, 303);
}
