import { describe, expect, it } from "vitest";
import { formatCount } from "./numbers";

describe("formatCount", () => {
  it("groups thousands with a dot in both languages", () => {
    expect(formatCount(2900, "de")).toBe("2.900");
    expect(formatCount(2900, "es")).toBe("2.900");
    expect(formatCount(100_000, "es")).toBe("100.000");
    expect(formatCount(80, "de")).toBe("80");
  });
});
