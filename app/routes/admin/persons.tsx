import { Form, Link } from "react-router";
import { FlagBadges } from "~/components/admin/persons/flag-badges";
import { Button, buttonVariants } from "~/components/ui/button";
import { Table, type Column } from "~/components/ui/table";
import { isPersonFlag, personFlags, type PersonFlag } from "~/domain/back-office/person-schemas";
import { fill } from "~/i18n/format";
import { backOfficeContext, siteContext } from "~/context";
import type { Route } from "./+types/persons";
import { adminMeta } from "./meta";
import { dayLabel } from "./persons-labels.server";

export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const flagParam = url.searchParams.get("flag");
  const flag = isPersonFlag(flagParam) ? flagParam : null;
  const page = Number(url.searchParams.get("page")) || 1;
  const result = await context.get(backOfficeContext).people.list({ search: query, flag, page });
  return {
    text: site.text.admin.persons,
    section: site.text.admin.common.title,
    query,
    flag,
    ...result,
    rows: result.rows.map((row) => ({
      ...row,
      lastLabel: row.lastRequestAt ? dayLabel(site.locale, row.lastRequestAt) : "",
    })),
  };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.text.title, data?.section);

type Data = Route.ComponentProps["loaderData"];

/** The list's address with the search, filter and page given (the defaults left out). */
function listPath(query: string, flag: PersonFlag | null, page = 1): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (flag) params.set("flag", flag);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/admin/persons${search ? `?${search}` : ""}`;
}

function FilterChips({ text, query, flag, counts }: Pick<Data, "text" | "query" | "flag" | "counts">) {
  const chips: { flag: PersonFlag | null; label: string; count: number }[] = [
    { flag: null, label: text.filters.all, count: counts.all },
    ...personFlags.map((key) => ({ flag: key, label: text.filters[key], count: counts[key] })),
  ];
  return (
    <nav aria-label={text.filters.label}>
      <ul className="flex flex-wrap gap-2 text-sm">
        {chips.map((chip) => {
          const current = chip.flag === flag;
          return (
            <li key={chip.flag ?? "all"}>
              <Link
                to={listPath(query, chip.flag)}
                aria-current={current ? "page" : undefined}
                className={`inline-block rounded-full px-3 py-1.5 font-medium ring-1 ${
                  current
                    ? "bg-brand-800 text-white ring-brand-800"
                    : "bg-white text-brand-900 ring-stone-300 hover:bg-brand-50"
                }`}
              >
                {chip.label} <span className="font-bold">{chip.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export default function Persons({ loaderData }: Route.ComponentProps) {
  const { text, query, flag, counts, rows, total, page, pageCount } = loaderData;
  type Row = (typeof rows)[number];
  const columns: Column<Row>[] = [
    {
      head: text.columns.name,
      rowHeader: true,
      cell: (row) => (
        <Link
          to={`/admin/persons/${row.id}`}
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {row.name || text.noName}
        </Link>
      ),
    },
    {
      head: text.columns.contact,
      cell: (row) => (
        <span className="inline-flex flex-col">
          <span>{row.email || text.noEmail}</span>
          {row.phone ? <span className="text-stone-700">{row.phone}</span> : null}
        </span>
      ),
    },
    { head: text.columns.requests, cell: (row) => row.requestCount },
    { head: text.columns.last, cell: (row) => row.lastLabel },
    {
      head: text.columns.flags,
      labelled: false,
      cell: (row) => <FlagBadges flags={row} text={text.badges} />,
    },
  ];
  const link = "rounded-md px-3 py-2 font-medium text-brand-800 underline underline-offset-4";
  return (
    <div className="space-y-5">
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-brand-900">{text.title}</h1>
          <Link to="/admin/persons/new" className={buttonVariants({ size: "sm" })}>
            {text.create.button}
          </Link>
        </div>
        <p className="mt-1 max-w-prose text-stone-700">{text.intro}</p>
      </div>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        {flag ? <input type="hidden" name="flag" value={flag} /> : null}
        <label className="flex flex-col text-sm font-medium text-stone-800">
          {text.search.label}
          <input
            type="search"
            name="q"
            defaultValue={query}
            maxLength={200}
            placeholder={text.search.placeholder}
            className="mt-1 w-72 max-w-full rounded-md border border-stone-400 px-3 py-2 text-base"
          />
        </label>
        <Button type="submit" size="sm">
          {text.search.submit}
        </Button>
        {query ? (
          <Link to={listPath("", flag)} className="py-2 text-sm font-medium text-brand-800 underline">
            {text.search.clear}
          </Link>
        ) : null}
      </Form>
      <FilterChips text={text} query={query} flag={flag} counts={counts} />
      <p className="text-sm text-stone-700" role="status">
        {total === 1 ? text.countOne : fill(text.count, { count: total })}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-stone-700 ring-1 ring-stone-200">
          {query ? fill(text.noneFor, { query }) : text.none}
        </p>
      ) : (
        <Table label={text.tableLabel} columns={columns} rows={rows} rowKey={(row) => row.id} />
      )}
      {pageCount > 1 ? (
        <nav aria-label={text.paging.label} className="flex flex-wrap items-center justify-between gap-2">
          {page > 1 ? (
            <Link to={listPath(query, flag, page - 1)} rel="prev" className={link}>
              {text.paging.previous}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-stone-700">{fill(text.paging.page, { page, pages: pageCount })}</p>
          {page < pageCount ? (
            <Link to={listPath(query, flag, page + 1)} rel="next" className={link}>
              {text.paging.next}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/gone-boundary";
