import { Link } from "react-router";
import type { AdminText } from "~/content/types/admin";
import { inboxFilterQuery, type InboxFilter } from "~/domain/back-office/inbox-filter";
import { fill } from "~/i18n/format";
import type { InboxData as Data } from "~/routes/admin/inbox";

type Row = Data["rows"][number];

/**
 * The list's look sits once on its body, not on fifty rows' seven cells (the page stays small):
 * `*:` each row, `*:*:` each cell, `**:` the links and marks inside. On a phone a cell shows its
 * column's name in front (CSS text from data-label; screen readers take the column headers).
 */
const tableBodyStyle = [
  "flex flex-col gap-3 md:table-row-group md:divide-y md:divide-stone-200 md:bg-white",
  "*:block *:rounded-xl *:bg-white *:p-4 *:ring-1 *:ring-stone-200",
  "md:*:table-row md:*:rounded-none md:*:p-0 md:*:ring-0",
  "*:data-unread:border-l-4 *:data-unread:border-brand-700 *:data-unread:bg-brand-50 *:data-unread:font-semibold",
  "*:*:block *:*:py-0.5 *:*:align-top *:*:wrap-anywhere md:*:*:table-cell md:*:*:px-3 md:*:*:py-2 md:*:*:wrap-normal",
  "*:*:before:font-normal *:*:before:text-stone-600 *:*:before:content-[attr(data-label)] md:*:*:before:content-none",
  "[&_a]:text-base [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-4 md:[&_a]:text-sm",
  "[&_abbr]:text-stone-600 [&_abbr]:no-underline",
  "**:data-mark:ml-2 **:data-mark:inline-block **:data-mark:rounded-full **:data-mark:px-2 **:data-mark:text-xs",
  "**:data-mark:whitespace-nowrap",
  "**:data-[mark=unread]:bg-accent-400 **:data-[mark=unread]:font-bold **:data-[mark=unread]:text-stone-900",
  "**:data-[mark=gone]:bg-rose-100 **:data-[mark=gone]:font-semibold **:data-[mark=gone]:text-rose-900",
].join(" ");

/**
 * The list: one table, rendered once. Wide screens see a table; on a phone each row is a stacked
 * card (the cells become blocks with their column's name in front); Chromium and Firefox keep a
 * table's meaning for screen readers whatever display its cells get (explicit roles on table cells
 * are invalid HTML).
 */
export function RequestTable({
  rows,
  text,
  common,
}: {
  rows: Row[];
  text: Data["text"];
  common: AdminText["common"];
}) {
  const th = "px-3 py-2 text-left font-semibold text-stone-900";
  const label = (name: string) => ({ "data-label": `${name}: ` });
  return (
    <div
      className="relative md:overflow-x-auto md:rounded-xl md:ring-1 md:ring-stone-200"
      tabIndex={0}
      role="region"
      aria-label={text.tableLabel}
    >
      {/* Column heads never break inside a word (the page lets long words break anywhere). */}
      <table className="block w-full text-sm md:table md:[&_th]:whitespace-nowrap">
        <caption className="sr-only">{text.tableLabel}</caption>
        <thead className="sr-only bg-stone-100 md:not-sr-only md:table-header-group">
          <tr>
            <th scope="col" className={th}>
              {text.columns.name}
            </th>
            <th scope="col" className={th}>
              {text.columns.type}
            </th>
            <th scope="col" className={th}>
              {text.columns.status}
            </th>
            <th scope="col" className={th}>
              {text.columns.dog}
            </th>
            <th scope="col" className={th}>
              {text.columns.contact}
            </th>
            <th scope="col" className={th}>
              {text.columns.assignee}
            </th>
            <th scope="col" className={th}>
              {text.columns.received}
            </th>
          </tr>
        </thead>
        <tbody className={tableBodyStyle}>
          {rows.map((row) => (
            <tr key={row.id} data-unread={row.unread ? "" : undefined}>
              <td>
                <Link to={`/admin/requests/${row.id}`}>
                  {row.name.trim() === "" ? row.email || row.id.slice(0, 8) : row.name}
                </Link>
                {row.unread ? <span data-mark="unread">{text.unread}</span> : null}
              </td>
              <td className="md:whitespace-nowrap" {...label(text.columns.type)}>
                {`${common.formTypes[row.type]} `}
                <abbr title={common.locales[row.locale]}>{row.locale.toUpperCase()}</abbr>
              </td>
              <td {...label(text.columns.status)}>{common.statuses[row.status]}</td>
              <td className={row.dogName ? undefined : "max-md:hidden"} {...label(text.columns.dog)}>
                {row.dogName}
                {row.dogGone ? <span data-mark="gone">{text.dogGone}</span> : null}
              </td>
              <td className="max-md:break-all">
                {row.email}
                {row.phone ? (
                  <>
                    <br />
                    {row.phone}
                  </>
                ) : null}
              </td>
              <td {...label(text.columns.assignee)}>{row.assigneeLabel}</td>
              <td className="md:whitespace-nowrap" {...label(text.columns.received)}>
                <time dateTime={row.created}>{row.createdLabel}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
