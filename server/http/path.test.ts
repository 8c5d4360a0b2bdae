import { describe, expect, it } from "vitest";
import { growth, linearGrowthLimit } from "../../tests/linear-time";
import { hasExtension } from "./path";

describe("hasExtension (which paths look for a public file)", () => {
  it("finds an extension in the last segment only", () => {
    expect(hasExtension("/favicon.svg")).toBe(true);
    expect(hasExtension("/assets/app-x.css")).toBe(true);
    expect(hasExtension("/a..")).toBe(true);
    expect(hasExtension("/hunde")).toBe(false);
    expect(hasExtension("/v1.2/hunde")).toBe(false);
    expect(hasExtension("/name.")).toBe(false);
    expect(hasExtension("/")).toBe(false);
  });

  it("costs time linear in the length of a path of dots", () => {
    expect(growth(hasExtension, (size) => `/${".".repeat(size)}/x`)).toBeLessThan(linearGrowthLimit);
  });
});
