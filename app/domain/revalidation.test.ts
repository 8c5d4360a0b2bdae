import { describe, expect, it } from "vitest";
import { revalidateOnPathChange } from "./revalidation";

const url = (path: string) => new URL(path, "http://localhost");

describe("revalidateOnPathChange", () => {
  it("skips the server when only the query changes", () => {
    expect(
      revalidateOnPathChange({
        currentUrl: url("/hunde"),
        nextUrl: url("/hunde?q=lu"),
        defaultShouldRevalidate: true,
      }),
    ).toBe(false);
  });
  it("keeps the default for a new path or a form post", () => {
    expect(
      revalidateOnPathChange({
        currentUrl: url("/hunde"),
        nextUrl: url("/spenden"),
        defaultShouldRevalidate: true,
      }),
    ).toBe(true);
    expect(
      revalidateOnPathChange({
        currentUrl: url("/kontakt"),
        nextUrl: url("/kontakt"),
        formMethod: "POST",
        defaultShouldRevalidate: true,
      }),
    ).toBe(true);
  });
});
