import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { RequestContext, RequestSummary } from "~/components/admin/request/request-facts";
import { RequestHistory } from "~/components/admin/request/request-history";
import { RequestMail } from "~/components/admin/request/request-mail";
import { conflictSentence, type RequestNotice } from "~/components/admin/request/request-notice";
import { RequestWork } from "~/components/admin/request/request-work";
import { isStatusMailTemplate, statusAfterMail } from "~/domain/back-office/pipeline";
import { fill } from "~/i18n/format";
import { backOfficeContext, siteContext, staffContext, type Conflict, type InputError } from "~/context";
import type { Route } from "./+types/request";
import { useAdminShell } from "./layout";
import { adminMeta } from "./meta";

const intents = ["assign", "status", "note", "mail"] as const;
type Intent = (typeof intents)[number];
const isIntent = (value: unknown): value is Intent =>
  typeof value === "string" && (intents as readonly string[]).includes(value);
/** The section of the page each action is made in: the page returns there (done or refused). */
const sectionOf = { assign: "assign", status: "status", note: "notes", mail: "mail" } as const;

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
    section: site.text.admin.common.title,
    me: { id: staff.id, name: staff.name },
    detail,
    mail,
    done: isIntent(done) ? done : null,
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

type ActionErrors = Partial<Record<string, InputError | "unknown">>;

export async function action({ context, request, params }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const staff = context.get(staffContext);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = field("intent");
  const requests = backOffice.requests;
  const values = {
    assignee: field("assignee"),
    status: field("status"),
    note: field("note"),
    template: field("template"),
    subject: field("subject"),
    body: field("body"),
    statusAfter: field("statusAfter"),
  };
  // A form without a revision (a page from before) is stale; -1 matches no request's revision.
  const revision = field("revision");
  const guard = { seen: /^\d{1,9}$/.test(revision) ? Number(revision) : -1, token: field("formToken") };
  let result;
  switch (intent) {
    case "assign":
      result = await requests.assign(
        params.id,
        values.assignee === "" ? null : values.assignee,
        staff,
        guard,
      );
      break;
    case "status":
      result = await requests.setStatus(params.id, values.status, staff, guard);
      break;
    case "note":
      result = await requests.addNote(params.id, values.note, staff, guard);
      break;
    case "mail":
      result = await requests.sendMail(
        params.id,
        {
          template: values.template,
          subject: values.subject,
          body: values.body,
          status: values.statusAfter || null,
        },
        staff,
        guard,
      );
      break;
    default:
      return data(
        { intent, errors: { form: "unknown" } as ActionErrors, values, conflict: null },
        { status: 422 },
      );
  }
  if (!result.ok) {
    if (result.errors.form === "not_found") throw data(site.text.admin.request.notFound, { status: 404 });
    if (result.errors.form === "stale") {
      // Nothing was changed: say who changed what since, keep what was sent (the page shows it).
      const conflict: Conflict | null = await requests.conflict(params.id, site.locale);
      return data({ intent, errors: result.errors as ActionErrors, values, conflict }, { status: 409 });
    }
    return data({ intent, errors: result.errors as ActionErrors, values, conflict: null }, { status: 422 });
  }
  // Done (or done before: the same post repeated): back to the section it was made in.
  const path = `/admin/requests/${encodeURIComponent(params.id)}`;
  return redirect(`${path}?done=${intent}#${sectionOf[intent]}`, 303);
}

// A post to a request deleted meanwhile: its 404 text in the back office, not a 500 (issue 25).
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/gone-boundary";

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.text.title, data?.section);

export default function AdminRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { text, detail, mail, me, done, formToken } = loaderData;
  const shell = useAdminShell().text;
  const errors: ActionErrors = actionData?.errors ?? {};
  const failed = actionData?.intent;
  /** The messages of a form's fields, when that form was the one sent. */
  const message = (intent: Intent) => (key: string) => {
    const code = failed === intent ? errors[key] : undefined;
    return code ? text.errors[code] : undefined;
  };
  /** What the section of `intent` says: its action done, refused, or refused as stale. */
  const notice = (intent: Intent): RequestNotice | null => {
    if (failed === intent && actionData) {
      if (errors.form === "stale") {
        const next = intent === "mail" ? text.conflict.currentMail : text.conflict.current;
        return { kind: "conflict", text: conflictSentence(actionData.conflict, text, shell), next };
      }
      return { kind: "error", text: errors.form ? text.errors[errors.form] : text.errors.summary };
    }
    return !actionData && done === intent ? { kind: "done", text: text.done[intent] } : null;
  };
  const sent = actionData ? { intent: actionData.intent, ...actionData.values } : null;
  const mailValues =
    failed === "mail" && actionData
      ? {
          template: actionData.values.template,
          subject: actionData.values.subject,
          body: actionData.values.body,
          status: actionData.values.statusAfter,
        }
      : mail;
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
            {(["assign", "status", "notes", "mail", "history"] as const).map((id) => (
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

      {failed && !isIntent(failed) ? (
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
          <RequestMail {...parts} values={mailValues} message={message("mail")} notice={notice("mail")} />
        </div>
        <div className="space-y-6">
          <RequestWork {...parts} me={me} sent={sent} message={message} notice={notice} />
        </div>
      </div>

      <RequestHistory {...parts} />
    </div>
  );
}
