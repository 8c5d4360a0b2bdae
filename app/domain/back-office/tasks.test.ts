import { describe, expect, test } from "vitest";
import { addDays, addMonths, digestDue, dueState, localDay, localHour } from "./tasks";

describe("task dates", () => {
  test("calendar steps", () => {
    expect(addDays("2026-12-25", 14)).toBe("2027-01-08");
    expect(addMonths("2026-11-30", 3)).toBe("2027-02-28");
    expect(addMonths("2027-02-28", 12)).toBe("2028-02-28");
    expect(addMonths("2028-02-29", 12)).toBe("2029-02-28");
  });

  test("the association's day and hour, summer and winter time", () => {
    expect(localDay(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(localHour(new Date("2027-01-15T06:00:00Z"))).toBe(7);
    expect(localHour(new Date("2027-07-15T05:00:00Z"))).toBe(7);
    expect(digestDue(new Date("2027-07-15T04:59:00Z"), 7)).toBe(false);
    expect(digestDue(new Date("2027-07-15T05:00:00Z"), 7)).toBe(true);
    expect(digestDue(new Date("2027-01-15T22:59:00Z"), 7)).toBe(true);
  });

  test("due state", () => {
    expect(dueState("2027-01-01", "2027-01-02")).toBe("overdue");
    expect(dueState("2027-01-02", "2027-01-02")).toBe("today");
    expect(dueState("2027-01-03", "2027-01-02")).toBe("later");
  });
});
