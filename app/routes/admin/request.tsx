import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { RequestContext, RequestSummary } from "~/components/admin/request/request-facts";
import { RequestHistory } from "~/components/admin/request/request-history";
import { RequestMail } from "~/components/admin/request/request-mail";
import { conflictSentence, type RequestNotice } from "~/components/admin/request/request-notice";
import { PersonNotice } from "~/components/admin/request/person-notice";
import { RequestWork } from "~/components/admin/request/request-work";
import { RelationPanel } from "~/components/admin/relations/relation-panel";
import { TasksPanel } from "~/components/admin/tasks/tasks-panel";
import { HomeCheckPanel } from "~/components/admin/home-check/home-check-panel";
import { homeCheckPanelData } from "~/components/admin/home-check/panel-data.server";
import { isStatusMailTemplate, statusAfterMail } from "~/domain/back-office/pipeline";
import { requestPageSchema } from "~/domain/back-office/request-page-schemas";
import { localDay } from "~/domain/back-office/tasks";
import { fill } from "~/i18n/format";
import { backOfficeContext, siteContext, staffContext, type Conflict } from "~/context";
import type { Route } from "./+types/request";
import { useAdminShell } from "./layout";
import { adminMeta } from "./meta";
import { relationPanelData } from "./relations-panel.server";
import { addTask } from "./tasks-panel.server";

/** The page's forms by their `intent`; each has its own form state (only the one sent shows errors). */
const intents = ["assign", "take", "status", "note", "mail"] as const;
type Intent = (typeof intents)[number];
const isIntent = (value: unknown): value is Intent =>
  typeof value === "string" && (intents as readonly string[]).includes(value);
/** What the page says was done (a take-over is an assignment), and the section it returns to. */
const doneKinds = ["assign", "status", "note", "mail"] as const;
type Done = (typeof doneKinds)[number];
const isDone = (value: unknown): value is Done =>
  typeof value === "string" && (doneKinds as readonly string[]).includes(value);
const doneOf = { assign: "assign", take: "assign", status: "status", note: "note", mail: "mail" } as const;
const sectionOf = { assign: "assign", status: "status", note: "notes", mail: "mail" } as const;
/** The field of its form each refusal of the request services is about; the others are the form's. */
const fieldOf: Record<Intent, Partial<Record<string, string>>> = {
  assign: { assignee: "assignee" },
  take: {},
  status: { status: "status" },
  note: { body: "note" },
  mail: { template: "template", subject: "subject", body: "body", status: "statusAfter" },
};

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const staff = context.get(staffContext);
  const text = site.text.admin.request;
  await backOffice.requests.markOpened(params.id, staff);
  const detail = await backOffice.requests.detail(params.id, site.locale);
  if (!detail) throw data(text.notFound, { status: 404 });
  const chosen = url.searchParams.get("mail");
  let mail = null;
  if (isStatusMailTemplate(chosen) && detail.templates.includes(chosen)) {
    const draft = await backOffice.requests.mailDraft(detail.id, chosen, staff);
    if (draft) mail = { template: chosen, ...draft, status: statusAfterMail(detail.formType, chosen) ?? "" };
  }
  const done = url.searchParams.get("done");
  return {
    text,
    personText: site.text.admin.persons.notice,
    section: site.text.admin.common.title,
    me: { id: staff.id, name: staff.name },
    detail,
    mail,
    done: isDone(done) ? done : null,
    // Issue 28: a lasting relation's panel (relations-panel.server.ts), null for other requests.
    relation: await relationPanelData(context, detail),
    relationDone: done === "relation",
    taskAdded: done === "task",
    // Issue 28: just recorded by hand (/admin/requests/new goes on to here).
    recorded: done === "recorded",
    // Issue 28: the home check of an adoption or foster-home request (pre-check), null for others.
    homeCheck: await homeCheckPanelData(context, detail.id, url),
    tasks: {
      text: site.text.admin.tasks,
      tasks: await backOffice.tasks.forRequest(detail.id),
      today: localDay(new Date()),
      locale: site.locale,
    },
    // Sent back by every form: a post sent twice (double click, reload) is done once.
    formToken: crypto.randomUUID(),
  };
}

/**
 * After a refused stale change the page shows the request as it is now (React Router leaves the
 * loader alone after a 4xx by default); the new render brings the new revision to send.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

/**
 * The answer to a post that was not carried out: the form it came from (`intent`) and Conform's
 * reply for it; `stale` when someone changed the request since the page was rendered (409), with
 * who changed what (`conflict`).
 */
type RequestAnswer = {
  intent: string;
  reply: SubmissionResult<string[]>;
  stale: boolean;
  conflict: Conflict | null;
};

export async function action({ context, request, params }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const requests = context.get(backOfficeContext).requests;
  const staff = context.get(staffContext);
  const text = site.text.admin.request;
  const formData = await request.formData();
  // A new task (the tasks panel's form): it changes nothing of the request, so no change guard.
  if (formData.get("intent") === "task-add")
    return addTask(context, formData, { kind: "request", id: params.id }, text.notFound);
  const submission = parseWithZod(formData, { schema: requestPageSchema(text.errors) });
  const posted = submission.payload.intent;
  const intent = typeof posted === "string" ? posted.slice(0, 20) : "";
  const answer = (reply: SubmissionResult<string[]>, status: number, stale?: { conflict: Conflict | null }) =>
    data<RequestAnswer>({ intent, reply, stale: !!stale, conflict: stale?.conflict ?? null }, { status });
  if (submission.status !== "success") return answer(submission.reply(), 422);
  const form = submission.value;
  const guard = { seen: form.revision, token: form.formToken };
  let result;
  switch (form.intent) {
    case "assign":
      result = await requests.assign(params.id, form.assignee ?? null, staff, guard);
      break;
    case "take":
      result = await requests.assign(params.id, staff.id, staff, guard);
      break;
    case "status":
      result = await requests.setStatus(params.id, form.status, staff, guard);
      break;
    case "note":
      result = await requests.addNote(params.id, form.note, staff, guard);
      break;
    case "mail": {
      const { template, subject, body, statusAfter } = form;
      result = await requests.sendMail(
        params.id,
        { template, subject, body, status: statusAfter ?? null },
        staff,
        guard,
      );
      break;
    }
  }
  if (!result.ok) {
    if (result.errors.form === "not_found") throw data(text.notFound, { status: 404 });
    if (result.errors.form === "stale") {
      // Nothing was changed: say who changed what since, keep what was sent (the page shows it).
      const conflict = await requests.conflict(params.id, site.locale);
      return answer(submission.reply({ formErrors: [text.errors.stale] }), 409, { conflict });
    }
    const fieldErrors: Record<string, string[]> = {};
    const formErrors: string[] = [];
    for (const [key, problem] of Object.entries(result.errors)) {
      if (!problem) continue;
      const field = fieldOf[form.intent][key];
      if (field) fieldErrors[field] = [text.errors[problem]];
      else formErrors.push(text.errors[problem]);
    }
    return answer(submission.reply({ formErrors, fieldErrors }), 422);
  }
  // Done (or done before: the same post repeated): back to the section it was made in.
  const done = doneOf[form.intent];
  const path = `/admin/requests/${encodeURIComponent(params.id)}`;
  return redirect(`${path}?done=${done}#${sectionOf[done]}`, 303);
}

// A post to a request deleted meanwhile: its 404 text in the back office, not a 500 (issue 25).
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/gone-boundary";

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.text.title, data?.section);

export default function AdminRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { text, personText, detail, mail, me, done, formToken, relation, relationDone, tasks, homeCheck } =
    loaderData;
  const recorded = loaderData.recorded && !actionData;
  const shell = useAdminShell().text;
  // A refused new task is the tasks panel's to show; every other answer is one of the page's forms'.
  const answer = actionData && "stale" in actionData ? actionData : undefined;
  const taskReply = actionData && !("stale" in actionData) ? actionData.reply : undefined;
  /** Conform's reply for the form of `intent`, when that form was the one sent. */
  const replyTo = (intent: Intent) => (answer?.intent === intent ? answer.reply : undefined);
  /** What the section says: its action done, refused, or refused as stale. */
  const notice = (section: Done): RequestNotice | null => {
    if (answer && isIntent(answer.intent) && doneOf[answer.intent] === section) {
      if (answer.stale) {
        const next = section === "mail" ? text.conflict.currentMail : text.conflict.current;
        return { kind: "conflict", text: conflictSentence(answer.conflict, text, shell), next };
      }
      return { kind: "error", text: answer.reply.error?.[""]?.[0] ?? text.errors.summary };
    }
    return !answer && done === section ? { kind: "done", text: text.done[section] } : null;
  };
  // A refused mail is shown again (its template from what was sent; Conform keeps the rest).
  const sentTemplate = replyTo("mail")?.initialValue?.template;
  const draft =
    typeof sentTemplate === "string" ? { template: sentTemplate, subject: "", body: "", status: "" } : mail;
  const typeLabel = shell.formTypes[detail.formType];
  // Every form sends back the revision the page shows and the page's form token.
  const parts = { text, shell, detail, guard: { revision: detail.revision, token: formToken } };

  return (
    <div className="space-y-6">
      <div>
        <Link to="/admin" className="text-sm font-medium text-brand-800 underline underline-offset-2">
          {text.back}
        </Link>
        <h1 className="mt-2 text-2xl font-bold break-words text-brand-900">
          {detail.name
            ? fill(text.heading, { type: typeLabel, name: detail.name })
            : fill(text.headingNoName, { type: typeLabel })}
        </h1>
        {/* On a phone the actions come after the long request: links straight to them. */}
        <nav aria-label={text.jump.label} className="mt-3 lg:hidden">
          <ul className="flex flex-wrap gap-2 text-sm">
            {(
              [
                ...(relation ? (["relation"] as const) : []),
                "assign",
                "status",
                ...(homeCheck ? (["home-check"] as const) : []),
                "notes",
                "tasks",
                "mail",
                "history",
              ] as const
            ).map((id) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="inline-block rounded-full bg-white px-3 py-1.5 font-medium text-brand-800 ring-1 ring-stone-300 hover:bg-brand-50"
                >
                  {text.jump[id]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {recorded ? (
        <p
          role="status"
          className="rounded-xl bg-emerald-50 p-4 font-medium text-emerald-900 ring-1 ring-emerald-200"
        >
          {text.done.recorded}
        </p>
      ) : null}

      <PersonNotice person={detail.person} text={personText} />

      {answer && !isIntent(answer.intent) ? (
        <p role="alert" className="rounded-xl bg-rose-50 p-4 font-medium text-rose-900 ring-1 ring-rose-200">
          {text.errors.unknown}
        </p>
      ) : null}

      {/* Re-mounted after each change (every change adds to the history) and for another draft, so the
          forms show the saved state rather than what the browser kept from before. */}
      <div key={`${detail.history.length}-${mail?.template ?? ""}`} className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <RequestSummary {...parts} />
          <RequestContext {...parts} />
          <RequestMail {...parts} draft={draft} lastResult={replyTo("mail")} notice={notice("mail")} />
        </div>
        <div className="space-y-6">
          {relation ? (
            <RelationPanel data={relation} requestId={detail.id} guard={parts.guard} done={relationDone} />
          ) : null}
          <RequestWork {...parts} me={me} replyTo={replyTo} notice={notice} />
          {/* Right after the status: a move to the pre-check lands next to the checker's choice. */}
          {homeCheck ? <HomeCheckPanel data={homeCheck} requestId={detail.id} /> : null}
          <TasksPanel
            {...tasks}
            target={{ kind: "request", id: detail.id }}
            staff={detail.staff}
            me={me}
            lastResult={taskReply}
            added={loaderData.taskAdded}
          />
        </div>
      </div>

      <RequestHistory {...parts} />
    </div>
  );
}
