import type { ReactNode } from "react";

export type Column<Row> = {
  head: string;
  cell: (row: Row) => ReactNode;
  /** The row's name (`<th scope="row">`): on a phone the card's title, without the column's name. */
  rowHeader?: boolean;
  /** On a phone, say the column's name in front of the cell (default true; off where it is obvious). */
  labelled?: boolean;
  className?: string | ((row: Row) => string | undefined);
};

/**
 * The look sits once on the body, not on every cell (a page of fifty rows stays small): `*:` each
 * row, `*:*:` each cell. Below the `md` width each row is a card of stacked cells with the column's
 * name in front (CSS text from data-label; screen readers take the column heads), so nothing hides
 * off to the right of a 360 px phone; wider screens see a table.
 */
const bodyStyle = [
  "flex flex-col gap-3 md:table-row-group md:divide-y md:divide-stone-200 md:bg-white",
  "*:block *:rounded-xl *:bg-white *:p-4 *:ring-1 *:ring-stone-200",
  "md:*:table-row md:*:rounded-none md:*:p-0 md:*:ring-0",
  "*:*:block *:*:py-0.5 *:*:text-left *:*:align-top *:*:wrap-anywhere",
  "md:*:*:table-cell md:*:*:px-3 md:*:*:py-2 md:*:*:wrap-normal",
  "*:*:before:font-normal *:*:before:text-stone-600 *:*:before:content-[attr(data-label)] md:*:*:before:content-none",
].join(" ");

/**
 * A back-office table: a named region (focusable, so a keyboard can scroll it when it is wider
 * than the screen) with a caption, column heads and one row per item. Chromium and Firefox keep a
 * table's meaning for screen readers whatever display its cells get on a phone (explicit roles on
 * table cells are invalid HTML). `bodyClassName` adds a table's own marks (the inbox's unread rows).
 */
export function Table<Row>({
  label,
  caption = label,
  columns,
  rows,
  rowKey,
  rowProps,
  bodyClassName = "",
}: {
  label: string;
  caption?: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A row's own marks (`data-…`), and `draggable` where rows can be dragged into another order. */
  rowProps?: (row: Row) => Record<`data-${string}`, string | undefined> & { draggable?: boolean };
  bodyClassName?: string;
}) {
  return (
    <div
      className="relative md:overflow-x-auto md:rounded-xl md:ring-1 md:ring-stone-200"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {/* Column heads never break inside a word (the page lets long words break anywhere). */}
      <table className="block w-full text-sm md:table md:[&_thead_th]:whitespace-nowrap">
        <caption className="sr-only">{caption}</caption>
        <thead className="sr-only bg-stone-100 md:not-sr-only md:table-header-group">
          <tr>
            {columns.map((column) => (
              <th key={column.head} scope="col" className="px-3 py-2 text-left font-semibold text-stone-900">
                {column.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`${bodyStyle} ${bodyClassName}`}>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => {
                const className =
                  typeof column.className === "function" ? column.className(row) : column.className;
                return column.rowHeader ? (
                  <th key={column.head} scope="row" className={`font-semibold ${className ?? ""}`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.head}
                    className={className}
                    data-label={column.labelled === false ? undefined : `${column.head}: `}
                  >
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
