import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { PersonMerge } from "~/components/admin/persons/person-merge";
import { PersonNotes } from "~/components/admin/persons/person-notes";
import { PersonRecordForm } from "~/components/admin/persons/person-form";
import { PersonRequests } from "~/components/admin/persons/person-requests";
import { FlagBadges } from "~/components/admin/persons/flag-badges";
import { TasksPanel } from "~/components/admin/tasks/tasks-panel";
import { LatestHomeCheckReport } from "~/components/admin/home-check/latest-report";
import { reportPhotos } from "~/components/admin/home-check/panel-data.server";
import { personPageSchema } from "~/domain/back-office/person-schemas";
import { fill } from "~/i18n/format";
import { backOfficeContext, siteContext, staffContext } from "~/context";
import type { Route } from "./+types/persons-detail";
import { dateTimeLabel } from "./date-label.server";
import { useAdminShell } from "./layout";
import { adminMeta } from "./meta";
import { dayLabel } from "./persons-labels.server";
import { addTask, personTasksData } from "./tasks-panel.server";

const doneKinds = ["update", "note", "merge", "split", "task", "created"] as const;
type Done = (typeof doneKinds)[number];
const isDone = (value: unknown): value is Done => doneKinds.includes(value as Done);
/** The section each form returns to. */
const sectionOf = { update: "record", note: "notes", merge: "merge", split: "merges" } as const;

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const people = context.get(backOfficeContext).people;
  const text = site.text.admin.persons;
  const detail = await people.detail(params.id);
  if (!detail) throw data(text.errors.not_found, { status: 404 });
  const { person } = detail;
  const find = (url.searchParams.get("find") ?? "").trim().slice(0, 200);
  const otherId = url.searchParams.get("other");
  const other = otherId && otherId !== person.id ? ((await people.detail(otherId))?.person ?? null) : null;
  const done = url.searchParams.get("done");
  const restoredId = url.searchParams.get("restored");
  const restored = restoredId ? ((await people.detail(restoredId))?.person ?? null) : null;
  const day = (value: string) => dayLabel(site.locale, value);
  // Issue 28: the latest home-check report on any of the person's requests (read only).
  const latestHomeCheck = await context.get(backOfficeContext).homeChecks.latestForPerson(person.id);
  return {
    homeCheckText: site.text.admin.homeCheck,
    latestHomeCheck: latestHomeCheck
      ? {
          checkerName: latestHomeCheck.checkerName,
          visitedOn: day(latestHomeCheck.visitedOn),
          outcome: latestHomeCheck.outcome,
          notes: latestHomeCheck.notes,
          photos: reportPhotos(site.locale, site.text.admin.homeCheck, latestHomeCheck),
        }
      : null,
    text,
    section: site.text.admin.common.title,
    person: {
      ...person,
      sinceLabel: day(person.createdAt),
      homeCheckedLabel: person.homeCheckedOn ? day(person.homeCheckedOn) : null,
    },
    requests: detail.requests.map((request) => ({
      ...request,
      createdLabel: dateTimeLabel(site.locale, request.createdAt),
      relationLabel: request.relation
        ? request.relation.endedOn
          ? fill(text.requests.ended, {
              from: day(request.relation.startedOn),
              to: day(request.relation.endedOn),
            })
          : fill(text.requests.since, { date: day(request.relation.startedOn) })
        : "",
    })),
    notes: detail.notes.map((note) => ({
      ...note,
      createdLabel: dateTimeLabel(site.locale, note.createdAt),
    })),
    merges: detail.merges.map((merge) => ({
      ...merge,
      createdLabel: dateTimeLabel(site.locale, merge.createdAt),
      splitLabel: merge.splitAt ? dateTimeLabel(site.locale, merge.splitAt) : null,
    })),
    find,
    candidates: find ? await people.candidates(find, person.id) : [],
    other: other ? { id: other.id, name: other.name, email: other.email } : null,
    done: isDone(done) ? done : null,
    restored: restored ? { id: restored.id, name: restored.name || restored.email } : null,
    // Issue 28: tasks on the person and on their requests.
    tasks: await personTasksData(context, person.id),
  };
}

/** After a refused stale change the page shows the record as it is now (with its new revision). */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

type PersonAnswer = { intent: string; reply: SubmissionResult<string[]> };

export async function action({ context, request, params }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const people = context.get(backOfficeContext).people;
  const staff = context.get(staffContext);
  const text = site.text.admin.persons;
  const formData = await request.formData();
  if (formData.get("intent") === "task-add")
    return addTask(context, formData, { kind: "person", id: params.id }, text.errors.not_found);
  const submission = parseWithZod(formData, { schema: personPageSchema(text.errors) });
  const posted = submission.payload.intent;
  const intent = typeof posted === "string" ? posted.slice(0, 20) : "";
  const answer = (reply: SubmissionResult<string[]>, status: number) =>
    data<PersonAnswer>({ intent, reply }, { status });
  if (submission.status !== "success") return answer(submission.reply(), 422);
  const form = submission.value;
  let result;
  switch (form.intent) {
    case "update": {
      const { intent: _intent, revision, ...input } = form;
      result = await people.update(params.id, { ...input, name: input.name ?? "" }, staff, revision);
      break;
    }
    case "note":
      result = await people.addNote(params.id, form.note, staff);
      break;
    case "merge":
      result = await people.merge(params.id, form.other, staff);
      break;
    case "split":
      result = await people.split(form.merge, staff);
      break;
  }
  if (!result.ok) {
    if (result.error === "not_found" && (form.intent === "update" || form.intent === "note"))
      throw data(text.errors.not_found, { status: 404 });
    if (result.error === "stale") {
      const time = result.conflict ? dateTimeLabel(site.locale, result.conflict.at) : "";
      const actor = result.conflict?.actorName;
      const message = actor ? fill(text.errors.staleBy, { actor, time }) : fill(text.errors.stale, { time });
      return answer(submission.reply({ formErrors: [message] }), 409);
    }
    return answer(submission.reply({ formErrors: [text.errors[result.error]] }), 422);
  }
  const path = `/admin/persons/${encodeURIComponent(params.id)}`;
  const restored = form.intent === "split" && result.id ? `&restored=${result.id}` : "";
  return redirect(`${path}?done=${form.intent}${restored}#${sectionOf[form.intent]}`, 303);
}

export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/gone-boundary";

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data ? data.person.name || data.person.email || data.text.noName : undefined, data?.section);

export type PersonData = Route.ComponentProps["loaderData"];
export type PersonAnswerData = Route.ComponentProps["actionData"];

export default function PersonPage({ loaderData, actionData }: Route.ComponentProps) {
  const { text, person, done } = loaderData;
  const shell = useAdminShell().text;
  const replyTo = (intent: string) => (actionData?.intent === intent ? actionData.reply : undefined);
  const dd = "font-medium text-stone-900";
  return (
    <div className="space-y-6">
      <div>
        <Link to="/admin/persons" className="text-sm font-medium text-brand-800 underline underline-offset-2">
          {text.back}
        </Link>
        <h1 className="mt-2 text-2xl font-bold break-words text-brand-900">{person.name || text.noName}</h1>
        <div className="mt-2">
          <FlagBadges flags={{ ...person, homeChecked: person.homeCheckedOn !== null }} text={text.badges} />
        </div>
      </div>

      {done === "created" && !actionData ? (
        <p
          role="status"
          className="rounded-xl bg-emerald-50 p-4 font-medium text-emerald-900 ring-1 ring-emerald-200"
        >
          {text.create.done}
        </p>
      ) : null}

      {person.doNotPlace ? (
        <section
          aria-labelledby="do-not-place-heading"
          className="rounded-xl border-2 border-rose-700 bg-rose-50 p-4 text-rose-950"
        >
          <h2 id="do-not-place-heading" className="text-lg font-bold">
            {text.doNotPlace.heading}
          </h2>
          <p className="mt-1">{text.doNotPlace.text}</p>
          <p className="mt-1 font-semibold whitespace-pre-line">{person.doNotPlaceReason}</p>
        </section>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section
            aria-labelledby="contact-heading"
            className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
          >
            <h2 id="contact-heading" className="mb-3 text-lg font-bold text-brand-900">
              {text.contact.heading}
            </h2>
            <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
              <dt className="text-stone-600">{text.contact.email}</dt>
              <dd className={dd}>
                {person.email ? (
                  <a href={`mailto:${person.email}`} className="text-brand-800 underline">
                    {person.email}
                  </a>
                ) : (
                  text.contact.none
                )}
              </dd>
              <dt className="text-stone-600">{text.contact.phone}</dt>
              <dd className={dd}>
                {person.phone ? (
                  <a href={`tel:${person.phone.replace(/[^\d+]/g, "")}`} className="text-brand-800 underline">
                    {person.phone}
                  </a>
                ) : (
                  text.contact.none
                )}
              </dd>
              <dt className="text-stone-600">{text.contact.locale}</dt>
              <dd className={dd}>{shell.locales[person.locale]}</dd>
              <dt className="text-stone-600">{text.contact.postcode}</dt>
              <dd className={dd}>{person.postcode ?? text.contact.none}</dd>
              <dt className="text-stone-600">{text.contact.since}</dt>
              <dd className={dd}>{person.sinceLabel}</dd>
            </dl>
          </section>
          {loaderData.latestHomeCheck ? (
            <LatestHomeCheckReport report={loaderData.latestHomeCheck} text={loaderData.homeCheckText} />
          ) : null}
          <PersonRequests data={loaderData} shell={shell} />
          <TasksPanel
            {...loaderData.tasks}
            target={{ kind: "person", id: person.id }}
            lastResult={replyTo("task-add")}
            added={done === "task"}
          />
          <PersonNotes data={loaderData} lastResult={replyTo("note")} done={done === "note"} />
        </div>
        <div className="space-y-6">
          <PersonRecordForm
            key={person.revision}
            data={loaderData}
            shell={shell}
            lastResult={replyTo("update")}
            done={done === "update"}
          />
          <PersonMerge data={loaderData} replyTo={replyTo} />
        </div>
      </div>
    </div>
  );
}
