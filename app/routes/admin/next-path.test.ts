import { expect, it } from "vitest";
import { safeNext } from "./next-path";

it("keeps a back-office path of this site and sends anything else to the inbox", () => {
  for (const kept of [
    "/admin",
    "/admin/requests/1?tab=notes",
    "/admin?type=adoption&page=2",
    "/admin/staff",
  ]) {
    expect(safeNext(kept)).toBe(kept);
  }
  for (const refused of [
    undefined,
    "",
    "https://evil.example/admin",
    "//evil.example/admin",
    "/admin//evil.example",
    "/admin/\\evil.example",
    "/\\evil.example",
    "/administration",
    "/hunde",
    "/admin/login?next=/admin",
    "/admin/logout",
    "/admin/x\n",
    "/admin/" + "x".repeat(2000),
  ]) {
    expect(safeNext(refused), String(refused)).toBe("/admin");
  }
});

it("keeps a path with any Unicode safely (percent-encoded, ASCII only) or sends it to the inbox", () => {
  expect(safeNext("/admin?x=ü")).toBe("/admin?x=%C3%BC");
  expect(safeNext("/admin/requests/🐕")).toBe("/admin/requests/%F0%9F%90%95");
  expect(safeNext("/admin/requests/%E2%80%AE")).toBe("/admin/requests/%E2%80%AE");
  expect(safeNext("/admin?q=\u202e")).toBe("/admin?q=%E2%80%AE");
  for (const odd of [
    "/admin/requests/\ud800",
    "/admin?x=\udc00y",
    "/admin/\ud83d",
    "/admin/%ED%A0%80",
    "/admin/x\u2028",
    "/admin?x=\u2029",
    "/admin/x\u0085",
    "/admin/../hunde",
    "/admin/%2e%2e/hunde",
    "/admin/%2F%2Fevil.example",
  ]) {
    const next = safeNext(odd);
    // A header value never holds more than visible ASCII; the path stays in the back office.
    expect(next, JSON.stringify(odd)).toMatch(/^\/admin(?:[/?#]|$)[\x21-\x7e]*$/);
    expect(() => new Headers({ location: next }), JSON.stringify(odd)).not.toThrow();
    expect(next).not.toContain("//");
  }
  expect(safeNext("/admin/../hunde")).toBe("/admin");
  expect(safeNext("/admin/x\u2028")).toBe("/admin");
});
