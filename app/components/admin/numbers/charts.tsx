import type { ReactNode } from "react";
import { barChart, type BarChart, type ChartSeries } from "~/domain/back-office/charts";

/** The board's numbers as charts and tables (app/routes/admin/numbers.tsx): pure presentation. */
/** A chart drawn from its layout: gridlines with values, bars, labels under the axis. */
export function ChartSvg({ chart, id, label }: { chart: BarChart; id: string; label: string }) {
  const { plot } = chart;
  return (
    <svg
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      width="100%"
      role="img"
      aria-label={label}
      className="block h-auto w-full max-w-md text-stone-700"
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={`${id}-title`}>{label}</title>
      <g fontSize="12" fill="currentColor">
        {chart.gridlines.map((line) => (
          <g key={line.y}>
            <line
              x1={plot.left}
              x2={plot.right}
              y1={line.y}
              y2={line.y}
              className="stroke-stone-200"
              strokeWidth="1"
            />
            <text x={plot.left - 4} y={line.y + 4} textAnchor="end">
              {line.label}
            </text>
          </g>
        ))}
        {chart.bars.map((bar) => (
          <rect
            key={`${bar.series}-${bar.index}`}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            className={`${bar.tone} stroke-white`}
            strokeWidth={chart.bars.length > 60 ? 0.3 : 0.6}
          />
        ))}
        <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} className="stroke-stone-500" />
        {chart.xLabels.map((label) => (
          <text key={label.x} x={label.x} y={plot.bottom + 17} textAnchor="middle">
            {label.text}
          </text>
        ))}
      </g>
    </svg>
  );
}

export function Legend({ chart }: { chart: BarChart }) {
  if (chart.legend.length < 2) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
      {chart.legend.map((entry) => (
        <li key={entry.name} className="inline-flex items-center gap-1.5">
          <svg viewBox="0 0 10 10" className="size-3 shrink-0" aria-hidden="true">
            <rect width="10" height="10" className={entry.tone} />
          </svg>
          {entry.name}
        </li>
      ))}
    </ul>
  );
}

/** A table that scrolls inside itself when it is wider than a phone (the page never does). */
export function TableBox({ caption, children, id }: { caption: string; children: ReactNode; id: string }) {
  return (
    <div
      role="region"
      aria-labelledby={`${id}-caption`}
      tabIndex={0}
      className="mt-2 max-w-full overflow-x-auto"
    >
      <table className="w-full border-collapse text-sm tabular-nums">
        <caption id={`${id}-caption`} className="mb-1 text-left font-semibold text-stone-800">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

export const th =
  "border-b border-stone-300 px-2 py-1 text-left font-semibold text-stone-800 whitespace-nowrap";
export const thRow =
  "border-b border-stone-100 px-2 py-1 text-left font-normal text-stone-800 whitespace-nowrap";
export const td = "border-b border-stone-100 px-2 py-1 text-right";

export function ChartWithTable({
  id,
  series,
  labels,
  stacked,
  summary,
  asTable,
  empty,
  formatValue,
  table,
}: {
  id: string;
  series: ChartSeries[];
  labels: string[];
  stacked?: boolean;
  summary: string;
  asTable: string;
  empty: string;
  formatValue?: (value: number) => string;
  table: ReactNode;
}) {
  const chart = barChart({ labels, series, stacked, formatValue });
  return (
    <>
      <ChartSvg chart={chart} id={id} label={summary} />
      {chart.empty ? <p className="mt-1 text-sm text-stone-600">{empty}</p> : null}
      <Legend chart={chart} />
      <details className="mt-3 rounded-lg bg-stone-50 p-2 ring-1 ring-stone-200">
        <summary className="cursor-pointer rounded-md px-1 py-1 font-semibold text-brand-900">
          {asTable}
        </summary>
        {table}
      </details>
    </>
  );
}
