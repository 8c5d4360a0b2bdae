import { describe, expect, test } from "vitest";
import {
  barChart,
  chartSize,
  chartTones,
  isNumbersPeriod,
  labelIndexes,
  niceScale,
  seriesSummary,
} from "./charts";

describe("niceScale", () => {
  test("rounds the top up to a step of 1, 2 or 5 times a power of ten", () => {
    expect(niceScale(7)).toEqual({ max: 8, step: 2 });
    expect(niceScale(10)).toEqual({ max: 10, step: 5 });
    expect(niceScale(37)).toEqual({ max: 40, step: 10 });
    expect(niceScale(180)).toEqual({ max: 200, step: 50 });
  });

  test("whole counts get whole steps; nothing gives a plain axis of 0 to 4", () => {
    expect(niceScale(1)).toEqual({ max: 1, step: 1 });
    expect(niceScale(3)).toEqual({ max: 3, step: 1 });
    expect(niceScale(0)).toEqual({ max: 4, step: 1 });
    expect(niceScale(1.5)).toEqual({ max: 1.5, step: 0.5 });
  });
});

test("labelIndexes writes every k-th label so that at most the given number show", () => {
  expect(labelIndexes(0, 6)).toEqual([]);
  expect(labelIndexes(3, 6)).toEqual([0, 1, 2]);
  expect(labelIndexes(12, 6)).toEqual([0, 2, 4, 6, 8, 10]);
  expect(labelIndexes(53, 6)).toEqual([0, 9, 18, 27, 36, 45]);
});

describe("barChart", () => {
  test("bars scale to the axis's top: the largest reaches it in proportion, zero draws nothing", () => {
    const chart = barChart({
      labels: ["Jan", "Feb", "Mär"],
      series: [{ name: "Vermittlungen", values: [2, 0, 4] }],
    });
    const { plot } = chart;
    expect(chart.max).toBe(4);
    expect(chart.empty).toBe(false);
    expect(chart.bars.map((bar) => bar.index)).toEqual([0, 2]);
    const [first, third] = chart.bars;
    expect(third!.y).toBe(plot.top);
    expect(third!.height).toBe(plot.bottom - plot.top);
    expect(first!.height).toBeCloseTo((plot.bottom - plot.top) / 2, 1);
    expect(first!.y + first!.height).toBeCloseTo(plot.bottom, 1);
    // Bars stay inside the plot and in order.
    for (const bar of chart.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(plot.left);
      expect(bar.x + bar.width).toBeLessThanOrEqual(plot.right + 0.01);
    }
    expect(first!.x).toBeLessThan(third!.x);
    expect(chart.gridlines.map((line) => line.label)).toEqual(["0", "1", "2", "3", "4"]);
    expect(chart.gridlines[0]!.y).toBe(plot.bottom);
    expect(chart.xLabels.map((label) => label.text)).toEqual(["Jan", "Feb", "Mär"]);
    expect(chart.width).toBe(chartSize.width);
  });

  test("stacked series sit on each other; the axis counts the sums", () => {
    const chart = barChart({
      labels: ["1.", "8."],
      stacked: true,
      series: [
        { name: "Adoption", values: [3, 1] },
        { name: "Kontakt", values: [1, 0] },
      ],
    });
    expect(chart.max).toBe(4);
    const [bottom, top] = chart.bars.filter((bar) => bar.index === 0);
    expect(bottom!.tone).toBe(chartTones[0]);
    expect(top!.tone).toBe(chartTones[1]);
    expect(top!.y + top!.height).toBeCloseTo(bottom!.y, 1);
    expect(top!.x).toBe(bottom!.x);
    expect(chart.legend).toEqual([
      { name: "Adoption", tone: chartTones[0] },
      { name: "Kontakt", tone: chartTones[1] },
    ]);
  });

  test("grouped series stand side by side within a label's slot", () => {
    const chart = barChart({
      labels: ["Jan"],
      series: [
        { name: "Mitglieder", values: [10] },
        { name: "Patenschaften", values: [5] },
      ],
    });
    const [members, sponsors] = chart.bars;
    expect(members!.x + members!.width).toBeCloseTo(sponsors!.x, 1);
    expect(members!.height).toBeCloseTo(2 * sponsors!.height, 1);
  });

  test("an empty series: axes only, no bars, nothing divided by zero", () => {
    const none = barChart({ labels: [], series: [{ name: "x", values: [] }] });
    expect(none.empty).toBe(true);
    expect(none.bars).toEqual([]);
    expect(none.xLabels).toEqual([]);
    const zeros = barChart({ labels: ["a", "b"], series: [{ name: "x", values: [0, null] }] });
    expect(zeros.empty).toBe(true);
    expect(zeros.bars).toEqual([]);
    expect(zeros.gridlines.every((line) => Number.isFinite(line.y))).toBe(true);
  });

  test("many weeks: at most five labels; values written by the caller's format", () => {
    const labels = Array.from({ length: 53 }, (_, index) => `W${index + 1}`);
    const chart = barChart({
      labels,
      series: [{ name: "Median", values: labels.map((_, index) => index) }],
      formatValue: (value) => `${value} h`,
    });
    expect(chart.xLabels).toHaveLength(5);
    expect(chart.xLabels[0]!.text).toBe("W1");
    expect(chart.gridlines.at(-1)!.label).toBe("60 h");
    expect(chart.bars).toHaveLength(52);
  });
});

test("seriesSummary: total, the highest value and its label, the last value; gaps skipped", () => {
  expect(seriesSummary(["Jan", "Feb", "Mär"], [4, null, 7])).toEqual({
    total: 11,
    max: 7,
    maxLabel: "Mär",
    last: 7,
    count: 2,
  });
  expect(seriesSummary([], [])).toEqual({ total: 0, max: 0, maxLabel: null, last: null, count: 0 });
});

test("the periods offered", () => {
  expect(isNumbersPeriod(12)).toBe(true);
  expect(isNumbersPeriod(5)).toBe(false);
  expect(isNumbersPeriod("12")).toBe(false);
});
