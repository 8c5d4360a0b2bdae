import { expect, test } from "vitest";
import { ageOn, firstOfNextMonth, isIsoDate, latestBirthdayForAge, todayIn } from "./dates";

test("isIsoDate accepts real calendar dates only", () => {
  expect(["2026-01-31", "2024-02-29", "1900-01-01"].every(isIsoDate)).toBe(true);
  expect(
    ["2026-02-29", "2026-04-31", "2026-00-10", "26-01-01", "2026-1-1", "2026-01-01T00:00"].some(isIsoDate),
  ).toBe(false);
});

test("ageOn counts completed years, adjusted by month and day", () => {
  expect(ageOn("2008-05-15", "2026-05-15")).toBe(18);
  expect(ageOn("2008-05-16", "2026-05-15")).toBe(17);
  expect(ageOn("2008-06-01", "2026-05-31")).toBe(17);
  expect(ageOn("2008-04-30", "2026-05-01")).toBe(18);
});

test("latestBirthdayForAge is the date input's max, also around 29 February", () => {
  expect(latestBirthdayForAge("2026-05-15", 18)).toBe("2008-05-15");
  expect(latestBirthdayForAge("2028-02-29", 18)).toBe("2010-02-28");
  expect(ageOn(latestBirthdayForAge("2028-02-29", 18), "2028-02-29")).toBe(18);
});

test("firstOfNextMonth rolls over the year", () => {
  expect(firstOfNextMonth("2026-05-15")).toBe("2026-06-01");
  expect(firstOfNextMonth("2026-12-31")).toBe("2027-01-01");
});

test("todayIn takes the date where the association is, not UTC", () => {
  expect(todayIn("Europe/Berlin", new Date("2026-05-14T22:30:00Z"))).toBe("2026-05-15");
  expect(todayIn("UTC", new Date("2026-05-14T22:30:00Z"))).toBe("2026-05-14");
});
