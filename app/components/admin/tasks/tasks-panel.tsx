import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form } from "react-router";
import { FormError, TextInput, useAdminForm } from "~/components/admin/field";
import { Panel } from "~/components/admin/panel";
import { Button } from "~/components/ui/button";
import { taskCreateSchema, type TaskItem } from "~/domain/back-office/tasks";
import type { AdminText } from "~/content/types/admin";
import type { Locale } from "~/i18n/locale";
import { TaskRow } from "./task-row";

const controlStyle =
  "w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-700 focus:outline-none";

/** What a page's loader reads for the panel (`tasks.forRequest` or `tasks.forPerson`). */
export type TasksPanelData = {
  text: AdminText["tasks"];
  tasks: TaskItem[];
  today: string;
  locale: Locale;
};

/** What the tasks are on: one request, or a person (with the tasks of their requests). */
export type TaskTarget = { kind: "request" | "person"; id: string };

/** Where a target's page is; the task forms come back to its tasks. */
export function targetPath(target: TaskTarget): string {
  return `/admin/${target.kind === "request" ? "requests" : "persons"}/${target.id}`;
}

/**
 * The tasks of a request's or a person's page: the open ones by due date (done by one tap), the
 * done ones (undo by one tap), and a small form to add one ("Vorkontrolle am 5.12. bei Familie
 * Yılmaz", "Frau Weber wegen des Beitrags anrufen"). The new task goes to the page's own action
 * (app/routes/admin/tasks-panel.server.ts), which answers a refusal on this form (`lastResult`),
 * with or without JavaScript; `added` after one was added.
 */
export function TasksPanel({
  text,
  tasks,
  today,
  locale,
  target,
  staff,
  me,
  lastResult,
  added = false,
}: TasksPanelData & {
  target: TaskTarget;
  staff: { id: string; name: string }[];
  me: { id: string };
  lastResult?: SubmissionResult<string[]>;
  added?: boolean;
}) {
  const page = targetPath(target);
  const back = `${page}#tasks`;
  const onPerson = target.kind === "person";
  const open = tasks.filter((task) => task.doneAt === null);
  const done = tasks.filter((task) => task.doneAt !== null);
  const panel = text.panel;
  const [form, fields] = useAdminForm(taskCreateSchema(text.errors), {
    id: "task-add",
    lastResult,
    defaultValue: { dueOn: today, assignee: me.id },
  });
  const row = { text, today, locale, back, place: target.kind };
  return (
    <div id="tasks" className="scroll-mt-4">
      <Panel id="tasks" heading={panel.heading}>
        {added && !lastResult ? (
          <p role="status" className="mb-3 rounded-md bg-emerald-50 px-3 py-2 font-medium text-emerald-900">
            {panel.added}
          </p>
        ) : null}
        {open.length === 0 ? (
          <p className="text-stone-700">{onPerson ? panel.emptyPerson : panel.empty}</p>
        ) : null}
        {open.length > 0 ? (
          <ul className="grid gap-2">
            {open.map((task) => (
              <TaskRow
                key={`${task.id}-${task.dueOn}-${task.assignee?.id ?? ""}`}
                task={task}
                staff={staff}
                {...row}
              />
            ))}
          </ul>
        ) : null}
        {done.length > 0 ? (
          <>
            <h3 className="mt-4 mb-2 font-semibold text-stone-900">{panel.doneHeading}</h3>
            <ul className="grid gap-2">
              {done.map((task) => (
                <TaskRow key={task.id} task={task} {...row} />
              ))}
            </ul>
          </>
        ) : null}
        {/* A new one after each added task: the form starts empty again. */}
        <details key={tasks.length} open={lastResult ? true : undefined} className="mt-4">
          <summary className="cursor-pointer rounded-md py-1 font-semibold text-brand-800 underline underline-offset-2">
            {panel.add}
          </summary>
          <FormError form={form} className="mt-3" />
          <Form method="post" action={back} {...getFormProps(form)} className="mt-3 grid gap-3">
            <input type="hidden" name="intent" value="task-add" />
            <TextInput
              meta={fields.title}
              label={panel.title}
              hint={onPerson ? panel.titleHintPerson : panel.titleHint}
            />
            <div className="grid gap-1.5">
              <label htmlFor={fields.dueOn.id} className="font-semibold text-stone-900">
                {panel.dueOn}
              </label>
              <input
                {...getInputProps(fields.dueOn, { type: "date" })}
                key={fields.dueOn.key}
                className={controlStyle}
              />
              {fields.dueOn.errors?.[0] ? (
                <p id={fields.dueOn.errorId} className="text-sm font-semibold text-rose-700">
                  {fields.dueOn.errors[0]}
                </p>
              ) : null}
            </div>
            <div className="grid gap-1.5">
              <label htmlFor={fields.assignee.id} className="font-semibold text-stone-900">
                {panel.assignee}
              </label>
              <select {...getSelectProps(fields.assignee)} key={fields.assignee.key} className={controlStyle}>
                <option value="">{panel.nobody}</option>
                {staff.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </select>
              {fields.assignee.errors?.[0] ? (
                <p id={fields.assignee.errorId} className="text-sm font-semibold text-rose-700">
                  {fields.assignee.errors[0]}
                </p>
              ) : null}
            </div>
            <div className="grid gap-1.5">
              <label htmlFor={fields.note.id} className="font-semibold text-stone-900">
                {panel.note}
              </label>
              <textarea
                {...getTextareaProps(fields.note)}
                key={fields.note.key}
                rows={2}
                className={controlStyle}
              />
              {fields.note.errors?.[0] ? (
                <p id={fields.note.errorId} className="text-sm font-semibold text-rose-700">
                  {fields.note.errors[0]}
                </p>
              ) : null}
            </div>
            <Button type="submit" size="sm" className="justify-self-start">
              {panel.submit}
            </Button>
          </Form>
        </details>
      </Panel>
    </div>
  );
}
