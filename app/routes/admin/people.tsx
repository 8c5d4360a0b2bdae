import { parseWithZod } from "@conform-to/zod/v4";
import { ErasePanel } from "~/components/admin/erase-panel";
import { Panel } from "~/components/admin/panel";
import { statusLabel } from "~/components/admin/request/types";
import { data, Form, Link, redirect } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Table } from "~/components/ui/table";
import { eraseSchema } from "~/domain/back-office/erase-schema";
import { fill } from "~/i18n/format";
import { backOfficeContext, siteContext, staffContext } from "~/context";
import type { Route } from "./+types/people";
import { dateTimeLabel } from "./date-label.server";
import { useAdminShell } from "./layout";
import { adminMeta } from "./meta";

export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const staff = context.get(staffContext);
  const people = backOffice.data;
  const query = url.searchParams.get("email") ?? "";
  const email = query.trim() === "" ? null : people.normaliseEmail(query);
  const requests = email
    ? (await people.findPerson(email)).map((found) => ({
        ...found,
        createdLabel: dateTimeLabel(site.locale, found.createdAt),
      }))
    : null;
  // Issue 28: a person added by hand has a record and maybe no request; it is exported and erased too.
  const record = email ? await people.findRecord(email) : null;
  const erased = url.searchParams.get("erased");
  return {
    text: site.text.admin.people,
    section: site.text.admin.common.title,
    query: query.slice(0, 300),
    invalid: query.trim() !== "" && !email,
    email,
    requests,
    record,
    erased: erased !== null && /^\d{1,7}$/.test(erased) ? Number(erased) : null,
    mustRetype: staff.role !== "admin",
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const backOffice = context.get(backOfficeContext);
  const staff = context.get(staffContext);
  const erase = context.get(siteContext).text.admin.people.erase;
  const people = backOffice.data;
  const form = await request.formData();
  const email = people.normaliseEmail(form.get("email"));
  const mismatch = fill(erase.retype.mismatch, { email: email ?? "" });
  const schema = eraseSchema(erase, { email: email ?? "", mustRetype: staff.role !== "admin" });
  const submission = parseWithZod(form, { schema });
  const changed = (status: number) => data(submission.reply({ formErrors: [erase.changed] }), { status });
  if (submission.payload.intent !== "erase") return changed(400);
  if (!email) return changed(422);
  if (submission.status !== "success") return data(submission.reply(), { status: 422 });
  // The volunteer confirmed the number shown; if more or fewer requests are there now, look again.
  const current = await people.findPerson(email);
  const record = current.length === 0 ? await people.findRecord(email) : null;
  if ((current.length === 0 && !record) || current.length !== Number(submission.value.count))
    return changed(409);
  // Erasing takes an admin, or the address typed again (checked by the service, issue 25).
  const result = await people.erasePerson(email, {
    id: staff.id,
    name: staff.name,
    role: staff.role,
    retypedEmail: submission.value.retype ?? null,
  });
  if (!result.ok) return data(submission.reply({ fieldErrors: { retype: [mismatch] } }), { status: 422 });
  return redirect(`/admin/people?erased=${result.erased}`, 303);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.text.title, data?.section);

type Text = Route.ComponentProps["loaderData"]["text"];

export default function AdminPeople({ loaderData, actionData }: Route.ComponentProps) {
  const { text, query, invalid, email, requests, record, erased, mustRetype } = loaderData;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{text.title}</h1>
        <p className="mt-2 max-w-prose text-stone-700">{text.intro}</p>
      </div>
      {erased !== null ? (
        <p
          role="status"
          className="rounded-lg bg-emerald-50 p-3 font-medium text-emerald-900 ring-1 ring-emerald-200"
        >
          {erased === 0
            ? text.erasedRecord
            : erased === 1
              ? text.erasedOne
              : fill(text.erased, { count: erased })}
        </p>
      ) : null}
      <SearchForm text={text} query={query} invalid={invalid} />
      {email && requests ? (
        <>
          <Results text={text} email={email} requests={requests} record={record} />
          {requests.length > 0 || record ? (
            <>
              <Panel id="export" heading={text.export.heading}>
                <p className="mb-3 max-w-prose text-stone-700">{text.export.text}</p>
                <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <a
                    href={`/admin/people.html?email=${encodeURIComponent(email)}`}
                    download
                    className={buttonVariants({ variant: "outline", size: "sm", className: "inline-block" })}
                  >
                    {text.export.link}
                  </a>
                  <a
                    href={`/admin/people.json?email=${encodeURIComponent(email)}`}
                    download
                    className="font-medium text-brand-800 underline underline-offset-4"
                  >
                    {text.export.json}
                  </a>
                </p>
              </Panel>
              <ErasePanel
                text={text}
                email={email}
                count={requests.length}
                mustRetype={mustRetype}
                lastResult={actionData}
              />
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function SearchForm({ text, query, invalid }: { text: Text; query: string; invalid: boolean }) {
  return (
    <Form method="get" className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5" role="search">
      <label htmlFor="people-email" className="block text-sm font-semibold text-stone-800">
        {text.search.label}
      </label>
      <p id="people-email-hint" className="text-sm text-stone-600">
        {text.search.hint}
      </p>
      <div className="mt-2 flex flex-wrap items-start gap-2">
        <input
          id="people-email"
          name="email"
          type="email"
          autoComplete="off"
          required
          defaultValue={query}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? "people-email-hint people-email-error" : "people-email-hint"}
          className="block w-full max-w-md min-w-0 flex-1 rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 aria-invalid:border-rose-600"
        />
        <Button type="submit" size="sm">
          {text.search.submit}
        </Button>
      </div>
      {invalid ? (
        <p id="people-email-error" className="mt-1 text-sm font-medium text-rose-700">
          {text.search.invalid}
        </p>
      ) : null}
    </Form>
  );
}

type Found = NonNullable<Route.ComponentProps["loaderData"]["requests"]>;

function Results({
  text,
  email,
  requests,
  record,
}: {
  text: Text;
  email: string;
  requests: Found;
  record: { id: string; name: string } | null;
}) {
  const shell = useAdminShell().text;
  return (
    <Panel id="results" heading={fill(text.results.heading, { email })}>
      {requests.length === 0 && record ? (
        <p className="text-stone-700">
          {text.results.recordOnly}{" "}
          <Link
            to={`/admin/persons/${record.id}`}
            className="font-medium text-brand-800 underline underline-offset-2"
          >
            {record.name || text.results.recordNoName}
          </Link>
        </p>
      ) : requests.length === 0 ? (
        <p className="text-stone-700">{text.results.none}</p>
      ) : (
        <>
          <p className="mb-3 text-stone-700">
            {requests.length === 1
              ? text.results.countOne
              : fill(text.results.count, { count: requests.length })}
          </p>
          <Table
            label={text.results.tableLabel}
            rows={requests}
            rowKey={(found) => found.id}
            columns={[
              {
                head: text.results.columns.request,
                labelled: false,
                cell: (found) => (
                  <Link
                    to={`/admin/requests/${found.id}`}
                    className="font-medium text-brand-800 underline underline-offset-2"
                  >
                    {text.results.open}
                    <span className="sr-only">
                      {" "}
                      ({shell.formTypes[found.formType]}, {found.createdLabel})
                    </span>
                  </Link>
                ),
              },
              {
                head: text.results.columns.created,
                cell: (found) => <time dateTime={found.createdAt}>{found.createdLabel}</time>,
              },
              { head: text.results.columns.type, cell: (found) => shell.formTypes[found.formType] },
              { head: text.results.columns.status, cell: (found) => statusLabel(shell, found.status) },
            ]}
          />
        </>
      )}
    </Panel>
  );
}
