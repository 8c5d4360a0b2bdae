import { describe, expect, it } from "vitest";
import { dogListSearchParams, dogPageSize, nextShownCount, parseShownCount } from "./paging";
import { emptyFilters } from "./search";

const shown = (query: string) => parseShownCount(new URLSearchParams(query));

describe("parseShownCount", () => {
  it("is one page of 24 without the parameter", () => {
    expect(dogPageSize).toBe(24);
    expect(shown("")).toBe(24);
    expect(shown("q=luna")).toBe(24);
  });

  it("rounds a count up to whole pages, at least one", () => {
    expect(shown("show=48")).toBe(48);
    expect(shown("show=25")).toBe(48);
    expect(shown("show=1")).toBe(24);
    expect(shown("show=0")).toBe(24);
    expect(shown("show=300")).toBe(312);
  });

  it("ignores what is not a whole number and caps huge ones", () => {
    for (const bad of ["show=", "show=-24", "show=4.5", "show=abc", "show=1e3", "show=%2048"])
      expect(shown(bad)).toBe(24);
    expect(shown("show=999999")).toBe(100_008);
    expect(shown("show=1234567")).toBe(24);
  });
});

describe("dogListSearchParams", () => {
  it("writes the filters and `show` only beyond the first page", () => {
    expect(dogListSearchParams(emptyFilters, 24).toString()).toBe("");
    expect(dogListSearchParams({ query: " Luna ", type: "hospice", location: null }, 24).toString()).toBe(
      "q=Luna&type=hospice",
    );
    expect(dogListSearchParams({ ...emptyFilters, location: "spain" }, 72).toString()).toBe(
      "location=spain&show=72",
    );
  });
});

describe("nextShownCount", () => {
  it("adds a page while matches are left, null once all are shown", () => {
    expect(nextShownCount(24, 25)).toBe(48);
    expect(nextShownCount(24, 300)).toBe(48);
    expect(nextShownCount(24, 24)).toBeNull();
    expect(nextShownCount(48, 30)).toBeNull();
    expect(nextShownCount(24, 0)).toBeNull();
  });
});
