import type { ReactNode } from "react";
import { data, Form, Link } from "react-router";
import { controlStyle } from "~/components/forms/kit/fields";
import { buttonVariants } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { Table } from "~/components/ui/table";
import {
  adminOnlyExports,
  isRelationKind,
  relationKinds,
  relationStates,
  type RelationState,
} from "~/domain/back-office/relation-schemas";
import { fill } from "~/i18n/format";
import { backOfficeContext, siteContext, staffContext } from "~/context";
import { dayLabel, detailLines } from "~/components/admin/relations/labels";
import type { Route } from "./+types/relations";
import { adminMeta } from "./meta";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const staff = context.get(staffContext);
  const text = site.text.admin.relations;
  if (!isRelationKind(params.kind)) throw data(text.errors.not_found, { status: 404 });
  const kind = params.kind;
  const stateParam = url.searchParams.get("state");
  const state: RelationState = relationStates.includes(stateParam as RelationState)
    ? (stateParam as RelationState)
    : "active";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const yearParam = url.searchParams.get("year") ?? "";
  const year = /^\d{4}$/.test(yearParam) ? Number(yearParam) : null;
  const [rows, counts, years] = await Promise.all([
    backOffice.relations.list({ kind, state, q, year }),
    backOffice.relations.counts(),
    backOffice.relations.years(kind),
  ]);
  return {
    text,
    section: site.text.admin.common.title,
    statuses: site.text.admin.common.statuses,
    kind,
    filter: { state, q, year },
    counts,
    years,
    canExport: !adminOnlyExports.includes(kind) || staff.role === "admin",
    rows: rows.map((row) => ({
      id: row.submissionId,
      personId: row.personId,
      name: row.name,
      dogName: kind === "foster_home" ? row.details.currentDogName : row.dogName,
      status: row.status,
      active: row.active,
      since: dayLabel(site.locale, row.startedOn),
      ended: row.active ? null : dayLabel(site.locale, row.endedOn),
      endReason: row.active ? null : row.endReason,
      details: detailLines(kind, row.details, text, site.locale),
    })),
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data ? `${data.text.kinds[data.kind]} – ${data.text.title}` : undefined, data?.section);

type Data = Route.ComponentProps["loaderData"];
type Row = Data["rows"][number];

const link = "font-semibold text-brand-800 underline underline-offset-4";

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-stone-900">
        {label}
      </label>
      {children}
    </div>
  );
}

export default function AdminRelations({ loaderData }: Route.ComponentProps) {
  const { text, kind, filter, counts, years, rows, canExport } = loaderData;
  const filtered = filter.state !== "active" || filter.q !== "" || filter.year !== null;
  const columns = [
    {
      head: text.columns.name,
      rowHeader: true,
      cell: (row: Row) =>
        row.personId ? (
          <Link to={`/admin/persons/${row.personId}`} className={link}>
            {row.name || text.noName}
          </Link>
        ) : (
          row.name || text.noName
        ),
    },
    ...(kind === "membership" ? [] : [{ head: text.columns.dog, cell: (row: Row) => row.dogName ?? "—" }]),
    { head: text.columns.since, cell: (row: Row) => row.since },
    ...(filter.state === "active"
      ? []
      : [
          {
            head: text.columns.ended,
            cell: (row: Row) =>
              row.ended ? `${row.ended}${row.endReason ? ` – ${row.endReason}` : ""}` : "—",
          },
        ]),
    {
      head: text.columns.details,
      cell: (row: Row) => (
        <ul>
          {row.details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ),
    },
    {
      head: text.columns.request,
      cell: (row: Row) => (
        <Link to={`/admin/requests/${row.id}`} className={link}>
          {text.openRequest}
        </Link>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{text.title}</h1>
        <p className="mt-2 max-w-prose text-stone-700">{text.intro}</p>
      </div>
      <nav aria-label={text.tabsLabel}>
        <ul className="flex flex-wrap gap-2 text-sm">
          {relationKinds.map((each) => {
            const selected = each === kind;
            return (
              <li key={each}>
                <Link
                  to={`/admin/relations/${each}`}
                  aria-current={selected ? "page" : undefined}
                  className={`inline-flex items-baseline gap-1.5 rounded-full px-3 py-1.5 font-medium ring-1 ${
                    selected
                      ? "bg-brand-800 text-white ring-brand-800"
                      : "bg-white text-brand-900 ring-stone-300 hover:bg-brand-50"
                  }`}
                >
                  {text.kinds[each]}
                  <span className={selected ? "font-bold" : "font-bold text-stone-700"}>
                    {counts[each].active}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section
        aria-labelledby="relations-filter"
        className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200"
      >
        <h2 id="relations-filter" className="mb-3 text-lg font-bold text-brand-900">
          {text.filter.label}
        </h2>
        <Form
          method="get"
          key={`${kind}-${filter.state}-${filter.q}-${filter.year ?? ""}`}
          className="grid gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,20rem)_minmax(0,12rem)_auto] sm:items-end"
        >
          <Select
            id="relations-state"
            name="state"
            label={text.filter.state}
            defaultValue={filter.state}
            options={relationStates.map((state) => ({ value: state, label: text.filter.states[state] }))}
          />
          <Field id="relations-q" label={text.filter.q}>
            <input
              id="relations-q"
              name="q"
              type="search"
              maxLength={100}
              defaultValue={filter.q}
              className={`${controlStyle} min-w-0`}
            />
          </Field>
          <Select
            id="relations-year"
            name="year"
            label={text.filter.year}
            defaultValue={filter.year === null ? "" : String(filter.year)}
            options={[
              { value: "", label: text.filter.anyYear },
              ...years.map((year) => ({ value: String(year), label: String(year) })),
            ]}
          />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonVariants({ size: "sm" })}>
              {text.filter.submit}
            </button>
            {filtered ? (
              <Link to={`/admin/relations/${kind}`} className={link}>
                {text.filter.reset}
              </Link>
            ) : null}
          </div>
        </Form>
      </section>
      <section aria-labelledby="relations-results" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="relations-results" className="text-lg font-bold text-stone-900">
            {rows.length === 1 ? text.countOne : fill(text.count, { count: rows.length })}
          </h2>
          <p className="text-sm text-stone-700">
            {canExport ? (
              <a href={`/admin/relations/${kind}.xlsx`} download className={link}>
                {text.export.link}
              </a>
            ) : (
              text.export.adminOnly
            )}
          </p>
        </div>
        {rows.length === 0 ? (
          <p className="rounded-xl bg-stone-50 p-6 text-center text-stone-700 ring-1 ring-stone-200">
            {text.empty}
          </p>
        ) : (
          <Table
            label={fill(text.tableLabel, { kind: text.kinds[kind] })}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
          />
        )}
      </section>
    </div>
  );
}
