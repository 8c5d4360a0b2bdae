import { Link } from "react-router";
import type { AdminText } from "~/content/types/admin";
import { inboxFilterQuery, type InboxFilter } from "~/domain/back-office/inbox-filter";
import { fill } from "~/i18n/format";
import { Table, type Column } from "~/components/ui/table";
import type { InboxData as Data } from "~/routes/admin/inbox";

type Row = Data["rows"][number];

/**
 * The inbox's own marks on the shared table: unread rows stand out, a dog gone and unread get a
 * badge (`**:` the marks inside the cells).
 */
const marks = [
  "*:data-unread:border-l-4 *:data-unread:border-brand-700 *:data-unread:bg-brand-50 *:data-unread:font-semibold",
  "[&_a]:text-base [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-4 md:[&_a]:text-sm [&_abbr]:text-stone-600 [&_abbr]:no-underline",
  "**:data-mark:ml-2 **:data-mark:inline-block **:data-mark:rounded-full **:data-mark:px-2 **:data-mark:text-xs",
  "**:data-mark:whitespace-nowrap",
  "**:data-[mark=unread]:bg-accent-400 **:data-[mark=unread]:font-bold **:data-[mark=unread]:text-stone-900",
  "**:data-[mark=gone]:bg-rose-100 **:data-[mark=gone]:font-semibold **:data-[mark=gone]:text-rose-900",
  "**:data-[mark=channel]:bg-stone-100 **:data-[mark=channel]:text-stone-800 **:data-[mark=channel]:ring-1 **:data-[mark=channel]:ring-stone-300",
].join(" ");

/** The list: one table, rendered once (a table on wide screens, a card per request on a phone). */
export function RequestTable({
  rows,
  text,
  common,
}: {
  rows: Row[];
  text: Data["text"];
  common: AdminText["common"];
}) {
  const columns: Column<Row>[] = [
    {
      head: text.columns.name,
      labelled: false,
      cell: (row) => (
        <>
          <Link to={`/admin/requests/${row.id}`}>
            {row.name.trim() === "" ? row.email || row.id.slice(0, 8) : row.name}
          </Link>
          {row.unread ? <span data-mark="unread">{text.unread}</span> : null}
        </>
      ),
    },
    {
      head: text.columns.type,
      className: "md:whitespace-nowrap",
      cell: (row) => (
        <>
          {`${common.formTypes[row.type]} `}
          <abbr title={common.locales[row.locale]}>{row.locale.toUpperCase()}</abbr>
          {row.channelLabel ? <span data-mark="channel">{row.channelLabel}</span> : null}
        </>
      ),
    },
    { head: text.columns.status, cell: (row) => common.statuses[row.status] },
    {
      head: text.columns.dog,
      className: (row) => (row.dogName ? undefined : "max-md:hidden"),
      cell: (row) => (
        <>
          {row.dogName}
          {row.dogGone ? <span data-mark="gone">{text.dogGone}</span> : null}
        </>
      ),
    },
    {
      head: text.columns.contact,
      labelled: false,
      className: "max-md:break-all",
      cell: (row) => (
        <>
          {row.email}
          {row.phone ? (
            <>
              <br />
              {row.phone}
            </>
          ) : null}
        </>
      ),
    },
    { head: text.columns.assignee, cell: (row) => row.assigneeLabel },
    {
      head: text.columns.received,
      className: "md:whitespace-nowrap",
      cell: (row) => <time dateTime={row.created}>{row.createdLabel}</time>,
    },
  ];
  return (
    <Table
      label={text.tableLabel}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ "data-unread": row.unread ? "" : undefined })}
      bodyClassName={marks}
    />
  );
}

export function Paging({
  filter,
  pageCount,
  text,
}: {
  filter: InboxFilter;
  pageCount: number;
  text: Data["text"];
}) {
  if (pageCount <= 1) return null;
  const link = "rounded-md px-3 py-2 font-medium text-brand-800 underline underline-offset-4";
  const { page } = filter;
  return (
    <nav aria-label={text.paging.label} className="mt-4 flex flex-wrap items-center justify-between gap-2">
      {page > 1 ? (
        <Link to={`/admin${inboxFilterQuery(filter, { page: page - 1 })}`} rel="prev" className={link}>
          <span aria-hidden="true">← </span>
          {text.paging.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-stone-700">{fill(text.paging.page, { page, pages: pageCount })}</p>
      {page < pageCount ? (
        <Link to={`/admin${inboxFilterQuery(filter, { page: page + 1 })}`} rel="next" className={link}>
          {text.paging.next}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
