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
