/**
 * The board's numbers as bar charts (issue 28, item 7): small pure functions that lay out a bar
 * chart in a fixed coordinate space (the SVG's viewBox), which the numbers screen renders as inline
 * SVG on the server. No DOM, no library: the same input always gives the same shapes.
 */

/** The periods the numbers screen offers, in months back from now (the current month included). */
export const numbersPeriods = [3, 6, 12, 24] as const;
export type NumbersPeriod = (typeof numbersPeriods)[number];
export const defaultPeriod: NumbersPeriod = 12;

export function isNumbersPeriod(value: unknown): value is NumbersPeriod {
  return (numbersPeriods as readonly unknown[]).includes(value);
}

/** The fills of the series, from the theme (app/app.css); each at least 3:1 against white. */
export const chartTones = [
  "fill-brand-700",
  "fill-accent-700",
  "fill-stone-500",
  "fill-brand-950",
  "fill-accent-900",
] as const;

export type ChartTone = (typeof chartTones)[number];

export type ChartSeries = {
  name: string;
  /** One value per label; null: nothing to show there (no bar). */
  values: readonly (number | null)[];
};

export type BarChartInput = {
  /** One label per bar (or group of bars); only some are written under the axis when there are many. */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Stacked: the series on top of each other (parts of a whole); else side by side. */
  stacked?: boolean;
  /** How the axis writes a value (default: the number as it is). */
  formatValue?: (value: number) => string;
  /** At most this many labels under the axis (default 5). */
  maxLabels?: number;
};

export type Bar = {
  x: number;
  y: number;
  width: number;
  height: number;
  tone: ChartTone;
  /** Which series and which label the bar stands for. */
  series: number;
  index: number;
  value: number;
};

export type BarChart = {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  /** The top of the value axis: a round number at or above the largest bar. */
  max: number;
  gridlines: { y: number; label: string }[];
  bars: Bar[];
  xLabels: { x: number; text: string }[];
  legend: { name: string; tone: ChartTone }[];
  /** No value above zero: the chart shows its axes only. */
  empty: boolean;
};

// Narrow on purpose: at a phone's width the labels stay readable (the screen caps a chart's width on a
// wide one, so they do not grow large there either).
export const chartSize = { width: 320, height: 200 } as const;
const margin = { left: 44, right: 22, top: 10, bottom: 26 };

/** A round top for the value axis with up to `steps` steps of 1, 2 or 5 times a power of ten. */
export function niceScale(max: number, steps = 4): { max: number; step: number } {
  if (!(max > 0)) return { max: steps, step: 1 };
  const rough = max / steps;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!;
  // Counts are whole: a step below one would write fractions on the axis.
  const whole = Number.isInteger(max) && step < 1 ? 1 : step;
  return { max: Math.ceil(max / whole) * whole, step: whole };
}

/** Which labels are written under the axis: every k-th, so that at most `most` show. */
export function labelIndexes(count: number, most: number): number[] {
  if (count <= 0) return [];
  const every = Math.max(1, Math.ceil(count / Math.max(1, most)));
  const indexes: number[] = [];
  for (let index = 0; index < count; index += every) indexes.push(index);
  return indexes;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Lays out a bar chart: its bars, gridlines with the axis's values, and the labels under it. */
export function barChart(input: BarChartInput): BarChart {
  const { labels, series, stacked = false, formatValue = String, maxLabels = 5 } = input;
  const { width, height } = chartSize;
  const plot = {
    left: margin.left,
    top: margin.top,
    right: width - margin.right,
    bottom: height - margin.bottom,
  };
  const value = (s: number, index: number) => Math.max(0, series[s]?.values[index] ?? 0);
  const totals = labels.map((_, index) =>
    stacked
      ? series.reduce((sum, _s, s) => sum + value(s, index), 0)
      : Math.max(0, ...series.map((_s, s) => value(s, index))),
  );
  const largest = Math.max(0, ...totals);
  const scale = niceScale(largest);
  const plotHeight = plot.bottom - plot.top;
  const y = (v: number) => plot.bottom - (v / scale.max) * plotHeight;

  const slot = labels.length > 0 ? (plot.right - plot.left) / labels.length : 0;
  const gap = slot * (labels.length > 30 ? 0.15 : 0.25);
  const groupWidth = slot - gap;
  const barWidth = stacked || series.length === 0 ? groupWidth : groupWidth / series.length;

  const bars: Bar[] = [];
  labels.forEach((_, index) => {
    const start = plot.left + index * slot + gap / 2;
    let base = 0;
    series.forEach((_s, s) => {
      const raw = series[s]!.values[index];
      if (raw === null || raw === undefined) return;
      const v = Math.max(0, raw);
      const x = stacked ? start : start + s * barWidth;
      const from = stacked ? base : 0;
      if (v > 0) {
        bars.push({
          x: round(x),
          y: round(y(from + v)),
          width: round(Math.max(barWidth, 0.5)),
          height: round(y(from) - y(from + v)),
          tone: chartTones[s % chartTones.length]!,
          series: s,
          index,
          value: v,
        });
      }
      if (stacked) base += v;
    });
  });

  const gridlines: BarChart["gridlines"] = [];
  for (let v = 0; v <= scale.max + scale.step / 1000; v += scale.step) {
    gridlines.push({ y: round(y(v)), label: formatValue(round(v)) });
  }

  return {
    width,
    height,
    plot,
    max: scale.max,
    gridlines,
    bars,
    xLabels: labelIndexes(labels.length, maxLabels).map((index) => ({
      x: round(plot.left + index * slot + slot / 2),
      text: labels[index]!,
    })),
    legend: series.map((s, index) => ({ name: s.name, tone: chartTones[index % chartTones.length]! })),
    empty: largest === 0,
  };
}

/** What a chart's label says of one series: its total, its highest value and where, its last value. */
export function seriesSummary(
  labels: readonly string[],
  values: readonly (number | null)[],
): { total: number; max: number; maxLabel: string | null; last: number | null; count: number } {
  let total = 0;
  let max = 0;
  let maxLabel: string | null = null;
  let count = 0;
  values.forEach((value, index) => {
    if (value === null) return;
    count++;
    total += value;
    if (value > max) {
      max = value;
      maxLabel = labels[index] ?? null;
    }
  });
  const lastValue = values.length > 0 ? values[values.length - 1] : null;
  return { total, max, maxLabel, last: lastValue ?? null, count };
}
