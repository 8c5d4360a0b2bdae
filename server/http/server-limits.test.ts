import { describe, expect, it } from "vitest";
import { defaultServerLimits, serverLimits, serverOptions } from "./server-limits";

describe("serverLimits", () => {
  it("bounds header time and request time by default, and caps no connections (a flood would shut others out)", () => {
    const limits = serverLimits({});
    expect(limits).toEqual(defaultServerLimits);
    expect(limits.headersTimeoutMs).toBe(10_000);
    expect(limits.requestTimeoutMs).toBe(30_000);
    expect(limits).not.toHaveProperty("maxConnections");
    expect(limits.checkIntervalMs).toBeLessThanOrEqual(1_000);
    expect(serverOptions(limits)).toMatchObject({ headersTimeout: 10_000, requestTimeout: 30_000 });
  });

  it("takes the test overrides, never a value that would lift a bound", () => {
    expect(
      serverLimits({
        HTTP_HEADERS_TIMEOUT_MS: "500",
        HTTP_REQUEST_TIMEOUT_MS: "2000",
      }),
    ).toMatchObject({
      headersTimeoutMs: 500,
      requestTimeoutMs: 2_000,
      checkIntervalMs: 500,
    });
    for (const value of ["0", "-1", "abc", "1e9", ""]) {
      expect(serverLimits({ HTTP_REQUEST_TIMEOUT_MS: value, HTTP_HEADERS_TIMEOUT_MS: value })).toEqual(
        defaultServerLimits,
      );
    }
    expect(serverLimits({ HTTP_REQUEST_TIMEOUT_MS: "3000" }).headersTimeoutMs).toBe(3_000);
  });
});
