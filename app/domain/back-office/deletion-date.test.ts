import { describe, expect, test } from "vitest";
import { formTypes } from "~/domain/forms/form-types";
import { deletionPlan } from "./deletion-date";
import {
  allowsStatus,
  deletableStatuses,
  isOpenStatus,
  isRequestStatus,
  lastingRelations,
  statusesOf,
} from "./pipeline";

const now = new Date("2026-11-28T10:00:00Z");
const updatedAt = new Date("2026-11-28T09:00:00Z");

describe("the statuses of lasting relations", () => {
  test("each relation has its own ending status, and both are statuses of its kind", () => {
    expect(lastingRelations).toEqual({
      adoption: { lasting: "placed", ending: "returned" },
      membership: { lasting: "accepted", ending: "ended" },
      sponsorship: { lasting: "confirmed", ending: "ended" },
      foster_home: { lasting: "active", ending: "ended" },
    });
    for (const [formType, { lasting, ending }] of Object.entries(lastingRelations)) {
      expect(allowsStatus(formType as keyof typeof lastingRelations, lasting)).toBe(true);
      expect(allowsStatus(formType as keyof typeof lastingRelations, ending)).toBe(true);
    }
    expect(allowsStatus("contact", "ended")).toBe(false);
    expect(allowsStatus("adoption", "ended")).toBe(false);
    expect(isRequestStatus("ended")).toBe(true);
    expect(isRequestStatus("returned")).toBe(true);
  });

  test("deletable: what ended without a relation, or a relation that ended; never open, never lasting", () => {
    expect(deletableStatuses("adoption")).toEqual(["returned", "declined", "withdrawn", "closed"]);
    expect(deletableStatuses("foster_home")).toEqual(["ended", "declined", "withdrawn", "closed"]);
    expect(deletableStatuses("sponsorship")).toEqual(["ended", "withdrawn", "closed"]);
    expect(deletableStatuses("membership")).toEqual(["ended", "declined", "withdrawn", "closed"]);
    expect(deletableStatuses("contact")).toEqual(["answered", "closed"]);
  });

  test("open means waiting for work: a lasting relation and its ending are not open", () => {
    for (const formType of formTypes) {
      const open = statusesOf(formType).filter((status) => isOpenStatus(formType, status));
      expect(open).toContain("new");
      for (const status of ["placed", "accepted", "confirmed", "active", "ended", "returned", "answered"]) {
        expect(open).not.toContain(status);
      }
    }
    expect(isOpenStatus("adoption", "approved")).toBe(true);
  });
});

describe("deletionPlan", () => {
  test("a deletable request: the day the period after its last change ends", () => {
    expect(deletionPlan({ formType: "adoption", status: "declined", updatedAt }, 180, now)).toEqual({
      kind: "scheduled",
      date: new Date("2027-05-27T09:00:00Z"),
      days: 180,
    });
    expect(deletionPlan({ formType: "contact", status: "answered", updatedAt }, 30, now)).toMatchObject({
      kind: "scheduled",
      date: new Date("2026-12-28T09:00:00Z"),
    });
    for (const [formType, status] of [
      ["membership", "ended"],
      ["sponsorship", "ended"],
      ["foster_home", "ended"],
      ["adoption", "returned"],
    ] as const) {
      expect(deletionPlan({ formType, status, updatedAt }, 180, now).kind).toBe("scheduled");
    }
  });

  test("past the period (the job has not run yet): due", () => {
    const old = new Date("2026-01-01T00:00:00Z");
    expect(deletionPlan({ formType: "sponsorship", status: "withdrawn", updatedAt: old }, 180, now)).toEqual({
      kind: "due",
      days: 180,
    });
  });

  test("a lasting relation is kept, however old, and names the status that starts the clock", () => {
    const old = new Date("2020-01-01T00:00:00Z");
    expect(deletionPlan({ formType: "membership", status: "accepted", updatedAt: old }, 180, now)).toEqual({
      kind: "kept",
      ending: "ended",
    });
    expect(deletionPlan({ formType: "adoption", status: "placed", updatedAt: old }, 180, now)).toEqual({
      kind: "kept",
      ending: "returned",
    });
    expect(deletionPlan({ formType: "sponsorship", status: "confirmed", updatedAt: old }, 1, now).kind).toBe(
      "kept",
    );
    expect(deletionPlan({ formType: "foster_home", status: "active", updatedAt: old }, 1, now).kind).toBe(
      "kept",
    );
  });

  test("an open request is never deleted as such", () => {
    const old = new Date("2020-01-01T00:00:00Z");
    for (const [formType, status] of [
      ["adoption", "new"],
      ["adoption", "approved"],
      ["membership", "new"],
      ["contact", "new"],
    ] as const) {
      expect(deletionPlan({ formType, status, updatedAt: old }, 180, now)).toEqual({ kind: "open" });
    }
  });
});
