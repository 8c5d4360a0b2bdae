import { data, Link, redirect } from "react-router";
import { RequestContext, RequestSummary } from "~/components/admin/request/request-facts";
import { RequestHistory } from "~/components/admin/request/request-history";
import { RequestMail } from "~/components/admin/request/request-mail";
import { RequestWork } from "~/components/admin/request/request-work";
import { isStatusMailTemplate, statusAfterMail } from "~/domain/back-office/pipeline";
import { fill } from "~/i18n/format";
import type { InputError } from "../../../server/back-office/request-types";
import type { Route } from "./+types/request";
import { requireStaff } from "./guard.server";
import { useAdminShell } from "./layout";
import { adminMeta } from "./meta";

const intents = ["assign", "status", "note", "mail"] as const;
type Intent = (typeof intents)[number];
const isIntent = (value: unknown): value is Intent =>
  typeof value === "string" && (intents as readonly string[]).includes(value);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = requireStaff(context, request);
  const text = context.text.admin.request;
  await context.backOffice.requests.markOpened(params.id, staff);
  const detail = await context.backOffice.requests.detail(params.id, context.locale);
  if (!detail) throw data(text.notFound, { status: 404 });
  const url = new URL(request.url);
  const chosen = url.searchParams.get("mail");
  let mail = null;
  if (isStatusMailTemplate(chosen) && detail.templates.includes(chosen)) {
    const draft = await context.backOffice.requests.mailDraft(detail.id, chosen);
    if (draft) mail = { template: chosen, ...draft, status: statusAfterMail(detail.formType, chosen) ?? "" };
  }
  const done = url.searchParams.get("done");
  return {
    text,
    section: context.text.admin.common.title,
    me: { id: staff.id, name: staff.name },
    detail,
    mail,
    done: isIntent(done) ? done : null,
  };
}

type ActionErrors = Partial<Record<string, InputError | "unknown">>;

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = field("intent");
  const requests = context.backOffice.requests;
  const values = {
    assignee: field("assignee"),
    status: field("status"),
    note: field("note"),
    template: field("template"),
    subject: field("subject"),
    body: field("body"),
    statusAfter: field("statusAfter"),
  };
  let result;
  switch (intent) {
    case "assign":
      result = await requests.assign(params.id, values.assignee === "" ? null : values.assignee, staff);
      break;
    case "status":
      result = await requests.setStatus(params.id, values.status, staff);
      break;
    case "note":
      result = await requests.addNote(params.id, values.note, staff);
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
      );
      break;
    default:
      return data({ intent, errors: { form: "unknown" } as ActionErrors, values }, { status: 422 });
  }
  if (!result.ok) {
    if (result.errors.form === "not_found") throw data(context.text.admin.request.notFound, { status: 404 });
    return data({ intent, errors: result.errors as ActionErrors, values }, { status: 422 });
  }
  const anchor = intent === "mail" ? "#history" : intent === "note" ? "#notes" : "";
  return redirect(`/admin/requests/${encodeURIComponent(params.id)}?done=${intent}${anchor}`, 303);
}

// A post to a request deleted meanwhile: its 404 text in the back office, not a 500 (issue 25).
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/gone-boundary";

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.text.title, data?.section);

export default function AdminRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { text, detail, mail, me, done } = loaderData;
  const shell = useAdminShell().text;
  const errors: ActionErrors = actionData?.errors ?? {};
  const failed = actionData?.intent;
  /** The messages of a form's fields, when that form was the one sent. */
  const message = (intent: Intent) => (key: string) => {
    const code = failed === intent ? errors[key] : undefined;
    return code ? text.errors[code] : undefined;
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
  const parts = { text, shell, detail };

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

      {done ? (
        <p
          role="status"
          className="rounded-xl bg-emerald-50 p-4 font-medium text-emerald-900 ring-1 ring-emerald-200"
        >
          {text.done[done]}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="rounded-xl bg-rose-50 p-4 font-medium text-rose-900 ring-1 ring-rose-200">
          {errors.form ? text.errors[errors.form] : text.errors.summary}
        </p>
      ) : null}

      {/* Re-mounted after each change (every change adds to the history) and for another draft, so the
          forms show the saved state rather than what the browser kept from before. */}
      <div key={`${detail.history.length}-${mail?.template ?? ""}`} className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <RequestSummary {...parts} />
          <RequestContext {...parts} />
          <RequestMail {...parts} values={mailValues} message={message("mail")} />
        </div>
        <div className="space-y-6">
          <RequestWork {...parts} me={me} sent={sent} message={message} />
        </div>
      </div>

      <RequestHistory {...parts} />
    </div>
  );
}
