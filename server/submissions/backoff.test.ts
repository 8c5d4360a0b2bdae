import { expect, test } from "vitest";
import { defaultRetryPolicy, retryDelayMs } from "./backoff";

test("the wait starts at 5 s and doubles with each failure", () => {
  expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, defaultRetryPolicy))).toEqual([
    5_000, 10_000, 20_000, 40_000, 80_000,
  ]);
});

test("the wait is capped at 15 minutes, however many attempts failed", () => {
  expect(retryDelayMs(8, defaultRetryPolicy)).toBe(640_000);
  expect(retryDelayMs(9, defaultRetryPolicy)).toBe(900_000);
  expect(retryDelayMs(1_000, defaultRetryPolicy)).toBe(900_000);
});

test("nonsense attempt counts still give the first delay", () => {
  expect(retryDelayMs(0, defaultRetryPolicy)).toBe(5_000);
  expect(retryDelayMs(-3, { baseMs: 100, maxMs: 1_000 })).toBe(100);
});
