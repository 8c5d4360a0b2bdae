import { describe, expect, it } from "vitest";
import { formatNumber } from "./numbers";

describe("formatNumber", () => {
  it("groups thousands with a dot in both languages", () => {
    expect(formatNumber(2900, "de")).toBe("2.900");
    expect(formatNumber(2900, "es")).toBe("2.900");
    expect(formatNumber(100_000, "es")).toBe("100.000");
    expect(formatNumber(80, "de")).toBe("80");
    expect(formatNumber(1.5, "es")).toBe("1,5");
  });
});
