import { describe, expect, it } from "vitest";
import { consentLifetimeDays, createConsent, readConsent } from "./consent";

const now = new Date("2025-03-01T12:00:00.000Z");

describe("createConsent", () => {
  it("stores the choice with the time and an expiry 365 days later", () => {
    expect(consentLifetimeDays).toBe(365);
    expect(createConsent(true, now)).toEqual({
      analytics: true,
      timestamp: "2025-03-01T12:00:00.000Z",
      expiry: "2026-03-01T12:00:00.000Z",
    });
    expect(createConsent(false, now).analytics).toBe(false);
  });

  it("counts 365 days across a leap day", () => {
    expect(createConsent(true, new Date("2024-01-01T00:00:00.000Z")).expiry).toBe("2024-12-31T00:00:00.000Z");
  });
});

describe("readConsent", () => {
  it("returns a valid stored record", () => {
    const record = createConsent(true, now);
    expect(readConsent(JSON.stringify(record), now)).toEqual(record);
    const later = new Date("2025-12-31T00:00:00.000Z");
    expect(readConsent(JSON.stringify(createConsent(false, now)), later)?.analytics).toBe(false);
  });

  it("returns null when nothing is stored", () => {
    expect(readConsent(null, now)).toBeNull();
    expect(readConsent("", now)).toBeNull();
  });

  it("rejects malformed JSON", () => {
    expect(readConsent("{analytics:true", now)).toBeNull();
    expect(readConsent("undefined", now)).toBeNull();
  });

  it("rejects values that are not a record of the right types", () => {
    const valid = createConsent(true, now);
    for (const stored of [
      "null",
      "true",
      "[]",
      '"text"',
      JSON.stringify({ ...valid, analytics: "true" }),
      JSON.stringify({ ...valid, timestamp: 1 }),
      JSON.stringify({ ...valid, expiry: Date.parse(valid.expiry) }),
      JSON.stringify({ analytics: true, timestamp: valid.timestamp }),
      JSON.stringify({ ...valid, expiry: "not a date" }),
    ]) {
      expect(readConsent(stored, now), stored).toBeNull();
    }
  });

  it("rejects an expired record, including one expiring this very moment", () => {
    const record = createConsent(true, now);
    expect(readConsent(JSON.stringify(record), new Date("2026-03-02T00:00:00.000Z"))).toBeNull();
    expect(readConsent(JSON.stringify(record), new Date(record.expiry))).toBeNull();
    expect(readConsent(JSON.stringify(record), new Date(Date.parse(record.expiry) - 1))).toEqual(record);
  });
});
