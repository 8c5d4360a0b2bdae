import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { dueState, formatDay, type TaskItem } from "~/domain/back-office/tasks";
import type { AdminText } from "~/content/types/admin";
import { fill } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { useAdminShell } from "~/routes/admin/layout";
import { ContactActions } from "./contact-actions";

const controlStyle =
  "rounded-lg border border-stone-400 bg-white px-3 py-2 font-normal text-stone-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-700 focus:outline-none";

/** Where the task forms post: the day's view's action, which sends the volunteer back to `back`. */
export const tasksAction = "/admin/today";

/** The page a task row is on: a request's, a person's, or the day's view. */
export type TaskPlace = "request" | "person" | "today";

const linkStyle = "text-sm font-medium text-brand-800 underline underline-offset-2";

/**
 * One task: what, when (overdue in red), who, the note, and one tap to mark it done or to undo
 * that. On the day's view also the request or person it is on and the ways to reach them; on a
 * person's page the request it is on, if any.
 */
export function TaskRow({
  task,
  text,
  today,
  locale,
  back,
  place,
  staff,
}: {
  task: TaskItem;
  text: AdminText["tasks"];
  today: string;
  locale: Locale;
  back: string;
  place: TaskPlace;
  /** With the team: a small form to change the date and the volunteer (the request and person pages). */
  staff?: { id: string; name: string }[];
}) {
  const formTypes = useAdminShell().text.formTypes;
  const item = text.item;
  const state = dueState(task.dueOn, today);
  const date = formatDay(task.dueOn, locale);
  const done = task.doneAt !== null;
  /** Whom the day's view offers to call or write: the request's sender, else the task's person. */
  const contact = task.request ?? task.person;
  const when = done
    ? fill(item.doneBy, {
        name: task.doneByName ?? "?",
        date: formatDay(task.doneAt!.slice(0, 10), locale),
      })
    : state === "overdue"
      ? fill(item.overdue, { date })
      : state === "today"
        ? item.dueToday
        : fill(item.due, { date });
  return (
    <li className="grid gap-2 rounded-lg border border-stone-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className={`font-semibold ${done ? "text-stone-600 line-through" : "text-stone-900"}`}>
            {task.title}
          </p>
          <p
            className={`text-sm ${!done && state === "overdue" ? "font-semibold text-rose-800" : "text-stone-700"}`}
          >
            {when}
            {" · "}
            {task.assignee ? fill(item.assignee, { name: task.assignee.name }) : item.unassigned}
          </p>
          {task.note ? <p className="mt-1 text-sm whitespace-pre-line text-stone-700">{task.note}</p> : null}
          {place === "person" && task.request ? (
            <p className="mt-1">
              <Link to={`/admin/requests/${task.request.id}`} className={linkStyle}>
                {item.request}: {formTypes[task.request.formType]}
                {task.request.dogName ? ` · ${task.request.dogName}` : ""}
              </Link>
            </p>
          ) : null}
        </div>
        <Form method="post" action={tasksAction} className="shrink-0">
          <input type="hidden" name="intent" value={done ? "task-reopen" : "task-done"} />
          <input type="hidden" name="task" value={task.id} />
          <input type="hidden" name="back" value={back} />
          <Button
            type="submit"
            size="sm"
            variant={done ? "quiet" : "primary"}
            className="min-h-11"
            aria-label={fill(done ? item.reopenLabel : item.doneLabel, { title: task.title })}
          >
            {done ? item.reopen : item.done}
          </Button>
        </Form>
      </div>
      {staff && !done ? (
        <details>
          <summary className="cursor-pointer rounded-md py-1 text-sm font-medium text-brand-800 underline underline-offset-2">
            {item.edit}
            <span className="sr-only">: {fill(item.editLabel, { title: task.title })}</span>
          </summary>
          <Form method="post" action={tasksAction} className="mt-2 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="task-edit" />
            <input type="hidden" name="task" value={task.id} />
            <input type="hidden" name="back" value={back} />
            <label className="grid gap-1 text-sm font-semibold text-stone-900">
              {text.panel.dueOn}
              <input type="date" name="dueOn" required defaultValue={task.dueOn} className={controlStyle} />
            </label>
            <label className="grid gap-1 text-sm font-semibold text-stone-900">
              {text.panel.assignee}
              <select name="assignee" defaultValue={task.assignee?.id ?? ""} className={controlStyle}>
                <option value="">{text.panel.nobody}</option>
                {staff.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" size="sm" variant="secondary" className="min-h-11">
              {item.save}
            </Button>
          </Form>
        </details>
      ) : null}
      {place === "today" && contact ? (
        <div className="flex flex-wrap items-center gap-2">
          {task.request ? (
            <Link to={`/admin/requests/${task.request.id}`} className={linkStyle}>
              {item.request}
              {task.request.name ? `: ${task.request.name}` : ""}
            </Link>
          ) : task.person ? (
            <Link to={`/admin/persons/${task.person.id}`} className={linkStyle}>
              {item.person}
              {task.person.name || task.person.email ? `: ${task.person.name || task.person.email}` : ""}
            </Link>
          ) : null}
          {!done ? <ContactActions contact={contact} text={item} /> : null}
        </div>
      ) : null}
    </li>
  );
}
