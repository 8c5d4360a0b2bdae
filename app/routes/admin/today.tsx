import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect } from "react-router";
import { OwnHomeChecks } from "~/components/admin/home-check/own-home-checks";
import { Panel } from "~/components/admin/panel";
import { ContactActions } from "~/components/admin/tasks/contact-actions";
import { TaskRow } from "~/components/admin/tasks/task-row";
import { Button } from "~/components/ui/button";
import { formatDay, taskChangeSchema, type TaskRequest } from "~/domain/back-office/tasks";
import { associationTimeZone, todayIn } from "~/domain/forms/dates";
import { fill } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { backOfficeContext, siteContext, staffContext } from "~/context";
import type { Route } from "./+types/today";
import { useAdminShell } from "./layout";
import { adminMeta } from "./meta";
import { safeNext } from "./next-path";

const todayPath = "/admin/today";
const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * "Heute" / "Hoy": the back office's day on a phone. New requests nobody took (one tap to take),
 * my open requests, the tasks due today and overdue (one tap: done, and undo), each with call,
 * WhatsApp and e-mail.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const staff = context.get(staffContext);
  const view = await backOffice.tasks.today(staff);
  const params = url.searchParams;
  const taskId = params.get("task");
  const did = params.get("did");
  const changed = taskId && (did === "done" || did === "reopen") ? await backOffice.tasks.get(taskId) : null;
  const taken = params.get("taken");
  // Issue 28: the home checks asked of this volunteer (their address is the checker's).
  const ownHomeChecks = await backOffice.homeChecks.own.list(staff);
  const homeCheck = params.get("homeCheck");
  return {
    homeCheckText: site.text.admin.homeCheck,
    ownHomeChecks: ownHomeChecks.map((item) => ({
      requestId: item.requestId,
      applicantName: item.applicantName,
      dogName: item.dogName,
      until: formatDay(todayIn(associationTimeZone, item.expiresAt), site.locale),
    })),
    homeCheckNotice: homeCheck === "done" || homeCheck === "gone" ? (homeCheck as "done" | "gone") : null,
    text: site.text.admin.tasks,
    section: site.text.admin.common.title,
    locale: site.locale,
    view,
    notice: changed
      ? { kind: did as "done" | "reopen", task: { id: changed.id, title: changed.title } }
      : taken === "stale"
        ? { kind: "stale" as const }
        : taken && isUuid(taken)
          ? { kind: "taken" as const, request: taken }
          : null,
    formToken: crypto.randomUUID(),
  };
}

/**
 * The task rows' forms of the back office post here (this page's and the tasks panels'): take a
 * request, a task done or open again, a new date or volunteer. Then back to where the form was
 * (`back`, a back-office path) or to this page with what was done. A new task goes to the page of
 * the panel it is added on (app/routes/admin/tasks-panel.server.ts), which answers a refusal there.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const staff = context.get(staffContext);
  const text = site.text.admin.tasks;
  const formData = await request.formData();
  const back = formData.get("back");
  const backTo = typeof back === "string" && back !== "" ? safeNext(back) : null;
  const intent = formData.get("intent");

  if (intent === "take") {
    const id = String(formData.get("request") ?? "");
    const seen = Number(formData.get("revision"));
    const token = formData.get("formToken");
    const result = await backOffice.requests.assign(id, staff.id, staff, {
      seen: Number.isInteger(seen) ? seen : -1,
      token: typeof token === "string" ? token : null,
    });
    return redirect(`${todayPath}?taken=${result.ok ? encodeURIComponent(id) : "stale"}`, 303);
  }

  const submission = parseWithZod(formData, { schema: taskChangeSchema(text.errors) });
  if (submission.status !== "success") return redirect(backTo ?? todayPath, 303);
  const change = submission.value;
  switch (change.intent) {
    case "task-done":
      await backOffice.tasks.done(change.task, staff);
      break;
    case "task-reopen":
      await backOffice.tasks.reopen(change.task, staff);
      break;
    case "task-edit":
      await backOffice.tasks.edit(change.task, {
        dueOn: change.dueOn,
        ...(change.assignee !== undefined ? { assigneeId: change.assignee || null } : {}),
      });
      break;
  }
  if (backTo) return redirect(backTo, 303);
  const did = change.intent === "task-reopen" ? "reopen" : "done";
  return redirect(`${todayPath}?did=${did}&task=${encodeURIComponent(change.task)}`, 303);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.text.today.title, data?.section);

function RequestCard({
  request,
  text,
  locale,
  take,
}: {
  request: TaskRequest;
  text: Route.ComponentProps["loaderData"]["text"];
  locale: Locale;
  take?: { formToken: string };
}) {
  const shell = useAdminShell().text;
  const name = request.name || text.today.noName;
  return (
    <li className="grid gap-2 rounded-lg border border-stone-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link
            to={`/admin/requests/${request.id}`}
            className="font-semibold text-brand-900 underline underline-offset-2"
          >
            {name}
          </Link>
          <p className="text-sm text-stone-700">
            {shell.formTypes[request.formType]}
            {request.dogName ? ` · ${request.dogName}` : ""}
            {" · "}
            {shell.statuses[request.status as keyof typeof shell.statuses] ?? request.status}
          </p>
          <p className="text-sm text-stone-600">
            {fill(text.today.received, { date: formatDay(request.createdAt.slice(0, 10), locale) })}
          </p>
        </div>
        {take ? (
          <Form method="post" className="shrink-0">
            <input type="hidden" name="intent" value="take" />
            <input type="hidden" name="request" value={request.id} />
            <input type="hidden" name="revision" value={request.revision} />
            <input type="hidden" name="formToken" value={take.formToken} />
            <Button
              type="submit"
              size="sm"
              className="min-h-11"
              aria-label={fill(text.today.takeLabel, { name })}
            >
              {text.today.take}
            </Button>
          </Form>
        ) : null}
      </div>
      <ContactActions contact={request} text={text.item} />
    </li>
  );
}

export default function AdminToday({ loaderData }: Route.ComponentProps) {
  const { text, locale, view, notice, formToken, homeCheckText, homeCheckNotice } = loaderData;
  const today = text.today;
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-5">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{today.title}</h1>
        <p className="mt-1 text-stone-700">
          {formatDay(view.today, locale)} · {today.intro}
        </p>
      </div>
      {notice ? (
        <div
          role="status"
          className={`flex flex-wrap items-center gap-3 rounded-xl border-2 px-4 py-3 ${
            notice.kind === "stale"
              ? "border-rose-700 bg-rose-50 text-rose-900"
              : "border-brand-700 bg-brand-50 text-brand-900"
          }`}
        >
          {notice.kind === "done" || notice.kind === "reopen" ? (
            <>
              <span>
                {fill(notice.kind === "done" ? text.item.markedDone : text.item.reopened, {
                  title: notice.task.title,
                })}
              </span>
              {notice.kind === "done" ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="task-reopen" />
                  <input type="hidden" name="task" value={notice.task.id} />
                  <Button type="submit" size="sm" variant="secondary" className="min-h-11">
                    {text.item.reopen}
                  </Button>
                </Form>
              ) : null}
            </>
          ) : notice.kind === "taken" ? (
            <>
              <span>{today.taken}</span>
              <Link
                to={`/admin/requests/${notice.request}`}
                className="font-semibold text-brand-900 underline underline-offset-2"
              >
                {today.open}
              </Link>
            </>
          ) : (
            <span>{today.takenByOther}</span>
          )}
        </div>
      ) : null}

      {homeCheckNotice ? (
        <p
          role="status"
          className={`rounded-xl border-2 px-4 py-3 ${
            homeCheckNotice === "done"
              ? "border-brand-700 bg-brand-50 text-brand-900"
              : "border-red-700 bg-red-50 text-red-900"
          }`}
        >
          {homeCheckText.own[homeCheckNotice]}
        </p>
      ) : null}
      <OwnHomeChecks items={loaderData.ownHomeChecks} text={homeCheckText} />

      <Panel id="today-new" heading={today.newHeading}>
        {view.unassigned.length === 0 ? (
          <p className="text-stone-700">{today.newEmpty}</p>
        ) : (
          <ul className="grid gap-2">
            {view.unassigned.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                text={text}
                locale={locale}
                take={{ formToken }}
              />
            ))}
          </ul>
        )}
      </Panel>

      <Panel id="today-mine" heading={today.mineHeading}>
        {view.mine.length === 0 ? (
          <p className="text-stone-700">{today.mineEmpty}</p>
        ) : (
          <ul className="grid gap-2">
            {view.mine.map((request) => (
              <RequestCard key={request.id} request={request} text={text} locale={locale} />
            ))}
          </ul>
        )}
      </Panel>

      <Panel id="today-tasks" heading={today.tasksHeading}>
        {view.tasks.length === 0 ? (
          <p className="text-stone-700">{today.tasksEmpty}</p>
        ) : (
          <ul className="grid gap-2">
            {view.tasks.map((task) => (
              <TaskRow
                key={task.id}
                task={task}
                text={text}
                today={view.today}
                locale={locale}
                back=""
                place="today"
              />
            ))}
          </ul>
        )}
      </Panel>

      <p>
        <Link to="/admin" className="font-medium text-brand-800 underline underline-offset-2">
          {today.more}
        </Link>
      </p>
    </div>
  );
}
