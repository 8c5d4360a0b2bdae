import { describe, expect, test } from "vitest";
import { errorSummary, redactAddresses } from "./log-safe";

describe("errorSummary", () => {
  test("class names along the cause chain and the SQLSTATE, never a message", () => {
    class DrizzleQueryError extends Error {}
    const driver = Object.assign(new Error('invalid input value for enum: "Eve Secret"'), { code: "22P02" });
    const failed = new DrizzleQueryError("Failed query: insert …\nparams: Eve Secret,eve@example.org", {
      cause: driver,
    });
    expect(errorSummary(failed)).toEqual({ error: "DrizzleQueryError < Error", code: "22P02" });
    expect(JSON.stringify(errorSummary(failed))).not.toMatch(/Eve|example/);
  });

  test("system codes count; codes that could be data do not; non-errors are named by type", () => {
    expect(errorSummary(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))).toEqual({
      error: "Error",
      code: "ECONNREFUSED",
    });
    expect(errorSummary(Object.assign(new Error("x"), { code: "eve@example.org" }))).toEqual({
      error: "Error",
    });
    expect(errorSummary("Eve Secret")).toEqual({ error: "string" });
    expect(errorSummary(null)).toEqual({ error: "null" });
  });

  test("a cause chain that loops ends", () => {
    const a: Error = new TypeError("a");
    a.cause = a;
    expect(errorSummary(a).error.split(" < ")).toHaveLength(5);
  });
});

test("redactAddresses: every address, bare or in brackets, becomes [address]", () => {
  expect(
    redactAddresses(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <anna.müller+dogs@example.org>: Recipient address rejected; from x_y@sub.example.es",
    ),
  ).toBe(
    "Can't send mail - all recipients were rejected: 550 5.1.1 <[address]>: Recipient address rejected; from [address]",
  );
  expect(redactAddresses("451 Mailbox busy")).toBe("451 Mailbox busy");
  expect(redactAddresses("x".repeat(400))).toHaveLength(301);
});

describe("redactAddresses on hostile input", () => {
  test("takes linear time on a long run without an '@'", async () => {
    const { growth, linearGrowthLimit } = await import("../../tests/linear-time");
    expect(growth(redactAddresses, (size) => "a".repeat(size))).toBeLessThan(linearGrowthLimit);
    expect(growth(redactAddresses, (size) => `${"a".repeat(size)}@`)).toBeLessThan(linearGrowthLimit);
  });
});
