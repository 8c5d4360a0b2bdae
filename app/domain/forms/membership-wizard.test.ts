import { describe, expect, test } from "vitest";
import { locales } from "~/i18n/locale";
import { formFields } from "./validate";
import { membershipStepSchemas } from "./membership-schema";
import {
  entryMonth,
  firstStepWithError,
  initialWizardState,
  membershipStepFields,
  membershipSteps,
  membershipSummary,
  membershipWizard,
  normaliseMembershipEntries,
  stepErrors,
  type MembershipStep,
  type WizardState,
} from "./membership-wizard";
import { catalogs } from "~/content/catalogs.server";

const today = "2026-05-15";
const complete = {
  membershipType: "active",
  salutation: "female",
  firstName: "Maria",
  lastName: "Muster",
  birthday: "1990-04-03",
  facebookUsername: "",
  street: "Hauptstraße 1",
  addressAddition: "",
  postalCode: "79098",
  city: "Freiburg",
  country: "DE",
  email: "maria@example.org",
  phone: "+49 761 1234567",
  mobile: "",
  entryDate: "2026-06",
  paymentInterval: "monthly",
};

const at = (step: MembershipStep): WizardState => ({ step, errors: {}, problem: null, summary: null });
/** A Next refused on `step` (coming from a fresh state, so no summary yet). */
const refused = (step: MembershipStep, errors: Record<string, string[]>, problem: string) => ({
  step,
  errors,
  problem,
  summary: null,
});
const summary = { membershipType: "active", name: "Maria Muster", email: "maria@example.org" };

describe.each(locales)("the membership wizard in %s", (locale) => {
  const m = catalogs[locale].validation.membership;
  const context = { messages: m, schemas: membershipStepSchemas(catalogs[locale].validation, today) };
  const run = (state: WizardState, ...actions: Parameters<typeof membershipWizard>[2][]) =>
    actions.reduce((current, action) => membershipWizard(context, current, action), state);
  const next = (step: MembershipStep, change: Record<string, unknown> = {}) =>
    membershipWizard(context, at(step), { type: "next", values: { ...complete, ...change } });

  test("starts at step 1 with nothing refused", () => {
    expect(initialWizardState).toEqual({ step: 1, errors: {}, problem: null, summary: null });
  });

  test("a complete application walks from step 1 to step 4 and stays there", () => {
    const values = complete;
    const states = [1, 2, 3, 4].map((_, count) =>
      run(initialWizardState, ...Array.from({ length: count }, () => ({ type: "next", values }) as const)),
    );
    expect(states.map((state) => state.step)).toEqual([1, 2, 3, 4]);
    expect(states.map((state) => state.summary)).toEqual([null, null, null, summary]);
    expect(run(at(4), { type: "next", values }).step).toBe(4);
  });

  test("each step checks only its own fields", () => {
    const empty = Object.fromEntries(formFields.membership.map((field) => [field, ""]));
    for (const step of membershipSteps) {
      const ownFields = Object.fromEntries(
        membershipStepFields[step].map((field) => [field, complete[field]]),
      );
      const state = membershipWizard(context, at(step), { type: "next", values: { ...empty, ...ownFields } });
      expect(state.problem, `step ${step}`).toBeNull();
      expect(state.step, `step ${step}`).toBe(step === 4 ? 4 : step + 1);
    }
  });

  test("step 1: no type, or an unknown one, stays on step 1", () => {
    for (const membershipType of [undefined, "", "honorary"]) {
      expect(next(1, { membershipType })).toEqual(
        refused(1, { membershipType: [m.membershipType] }, "membershipType"),
      );
    }
    expect(next(1, { membershipType: "supporting" }).step).toBe(2);
  });

  test("step 2: every required field missing is reported at once", () => {
    const state = next(2, { salutation: "", firstName: " ", lastName: "", birthday: "" });
    expect(state).toEqual(
      refused(
        2,
        {
          salutation: [m.missing.salutation],
          firstName: [m.missing.firstName],
          lastName: [m.missing.lastName],
          birthday: [m.missing.birthday],
        },
        "missing",
      ),
    );
    expect(next(2, { facebookUsername: undefined }).step).toBe(3);
  });

  test("step 2: under 18 on the day, or no real date, is a birthday problem", () => {
    expect(next(2, { birthday: "2008-05-15" }).step).toBe(3);
    expect(next(2, { birthday: "2008-05-16" })).toMatchObject({
      step: 2,
      errors: { birthday: [m.age] },
      problem: "birthday",
    });
    expect(next(2, { birthday: "1990-02-30" })).toMatchObject({
      errors: { birthday: [m.date] },
      problem: "birthday",
    });
    // A missing name outranks the birthday: the toast asks for the required fields first.
    expect(next(2, { birthday: "2010-01-01", firstName: "" }).problem).toBe("missing");
  });

  test("step 3: required fields, then the phone rules, then the e-mail", () => {
    for (const field of ["street", "postalCode", "city", "country", "email"] as const) {
      expect(next(3, { [field]: "" }), field).toMatchObject({
        step: 3,
        errors: { [field]: [m.missing[field]] },
      });
      expect(next(3, { [field]: "" }).problem, field).toBe("missing");
    }
    expect(next(3, { phone: "", mobile: "" })).toEqual(
      refused(3, { phone: [m.phoneMissing] }, "phoneMissing"),
    );
    expect(next(3, { phone: "", mobile: "+34 600 123 456" }).step).toBe(4);
    expect(next(3, { phone: "+49 761 1234567", mobile: "" }).step).toBe(4);
  });

  test("step 3: a number needs a leading '+', ten digits and no letters", () => {
    for (const [phone, message] of [
      ["0761 1234567", m.phoneCountryCode],
      ["+49 761 123", m.phoneDigits],
      ["+49 761 CALL-ME", m.phone],
      ["+49 (761) 123/4567", m.phone],
    ] as const) {
      expect(next(3, { phone }), phone).toEqual(refused(3, { phone: [message] }, "phoneInvalid"));
      expect(next(3, { phone: "", mobile: phone }), phone).toEqual(
        refused(3, { mobile: [message] }, "mobileInvalid"),
      );
    }
    expect(next(3, { phone: "+49 (0) 761-123.45", mobile: "" }).step).toBe(4);
    // Both wrong: the phone is named first.
    expect(next(3, { phone: "12", mobile: "34" }).problem).toBe("phoneInvalid");
  });

  test("step 3: an e-mail that does not look like one", () => {
    expect(next(3, { email: "maria.example.org" })).toEqual(refused(3, { email: [m.email] }, "emailInvalid"));
  });

  test("step 3: a country that is not in the list is refused", () => {
    expect(next(3, { country: "Narnia" })).toMatchObject({
      errors: { country: [m.country] },
      problem: "invalid",
    });
    expect(next(3, { country: "ES" }).step).toBe(4);
  });

  test("step 4: the month picker's month is the 1st of that month, from next month on", () => {
    for (const entryDate of ["2026-06", "2026-06-01", "2027-01"]) {
      expect(next(4, { entryDate }), entryDate).toMatchObject({ step: 4, errors: {}, problem: null });
    }
    for (const entryDate of ["2026-05", "2026-04", "2026-06-15"]) {
      expect(next(4, { entryDate }), entryDate).toEqual(refused(4, { entryDate: [m.entryDate] }, "invalid"));
    }
    expect(next(4, { entryDate: "", paymentInterval: "" })).toEqual(
      refused(
        4,
        { entryDate: [m.missing.entryDate], paymentInterval: [m.missing.paymentInterval] },
        "missing",
      ),
    );
    expect(next(4, { paymentInterval: "weekly" }).errors).toEqual({
      paymentInterval: [m.missing.paymentInterval],
    });
    for (const paymentInterval of ["monthly", "quarterly", "biannual", "annual"]) {
      expect(next(4, { paymentInterval }).problem, paymentInterval).toBeNull();
    }
  });

  test("December's next month is January of the next year", () => {
    const december = {
      messages: m,
      schemas: membershipStepSchemas(catalogs[locale].validation, "2026-12-31"),
    };
    const values = { ...complete, entryDate: "2027-01" };
    expect(membershipWizard(december, at(4), { type: "next", values }).problem).toBeNull();
    const tooEarly = { ...complete, entryDate: "2026-12" };
    expect(membershipWizard(december, at(4), { type: "next", values: tooEarly }).problem).toBe("invalid");
  });

  test("a refused Next keeps the step; a good one clears the old errors", () => {
    const refusal = next(2, { firstName: "" });
    const accepted = membershipWizard(context, refusal, { type: "next", values: complete });
    expect(accepted).toEqual(at(3));
  });

  test("Back goes one step back, clears errors and never goes below step 1", () => {
    expect(run(at(4), { type: "back" }).step).toBe(3);
    expect(run(at(3), { type: "back" }).step).toBe(2);
    expect(run(at(2), { type: "back" }).step).toBe(1);
    expect(run(at(1), { type: "back" })).toEqual(at(1));
    expect(run(at(3), { type: "back" }, { type: "back" }, { type: "back" }, { type: "back" })).toEqual(at(1));
    expect(run(next(2, { firstName: "" }), { type: "back" })).toEqual(at(1));
  });

  test("the summary is taken when step 3 passes, and kept while going back", () => {
    const atFour = run(at(3), {
      type: "next",
      values: { ...complete, firstName: "Ana", email: "ana@example.es" },
    });
    expect(atFour.summary).toEqual({ membershipType: "active", name: "Ana Muster", email: "ana@example.es" });
    expect(run(atFour, { type: "back" }).summary).toEqual(atFour.summary);
    const again = run(atFour, { type: "back" }, { type: "next", values: { ...complete, lastName: "Pérez" } });
    expect(again.summary?.name).toBe("Maria Pérez");
    expect(run(atFour, { type: "reset" }).summary).toBeNull();
  });

  test("reset after a success returns to an empty step 1", () => {
    expect(run(at(4), { type: "reset" })).toEqual(initialWizardState);
    expect(run(next(3, { email: "" }), { type: "reset" })).toEqual(initialWizardState);
  });

  test("a refused application shows the first step that has one, with that step's messages", () => {
    const fieldErrors = { birthday: [m.age], email: [m.email], entryDate: [m.entryDate] };
    expect(run(at(4), { type: "refused", fieldErrors })).toEqual(
      refused(2, { birthday: [m.age] }, "birthday"),
    );
    expect(run(at(4), { type: "refused", fieldErrors: { phone: [m.phoneMissing] } })).toEqual(
      refused(3, { phone: [m.phoneMissing] }, "phoneMissing"),
    );
    // Errors of no known field (e.g. the honeypot) leave the wizard where it is.
    expect(run(at(4), { type: "refused", fieldErrors: { website: ["x"] } })).toEqual(at(4));
  });

  test("without the checks (they failed to load) every step passes; the server checks at the end", () => {
    const unchecked = { messages: m, schemas: null };
    const empty = {};
    const state = membershipSteps.reduce(
      (current) => membershipWizard(unchecked, current, { type: "next", values: empty }),
      initialWizardState,
    );
    expect(state).toEqual({ ...at(4), summary: { membershipType: null, name: "", email: "" } });
  });

  test("stepErrors lists each message once per field", () => {
    expect(stepErrors(context, 3, { ...complete, phone: "", mobile: "" })).toEqual({
      phone: [m.phoneMissing],
    });
    expect(stepErrors(context, 1, complete)).toEqual({});
  });
});

describe("the step fields", () => {
  test("the four steps hold every field of the application exactly once", () => {
    const fields = membershipSteps.flatMap((step) => membershipStepFields[step]);
    expect([...fields].sort()).toEqual([...formFields.membership].sort());
  });

  test("firstStepWithError ignores empty lists and unknown fields", () => {
    expect(firstStepWithError({})).toBeUndefined();
    expect(firstStepWithError({ firstName: [] })).toBeUndefined();
    expect(firstStepWithError({ website: ["x"] })).toBeUndefined();
    expect(firstStepWithError({ paymentInterval: ["x"], city: ["y"] })).toBe(3);
    expect(firstStepWithError({ membershipType: ["x"] })).toBe(1);
  });
});

describe("entry dates", () => {
  test("a posted month becomes the 1st of that month; other values stay", () => {
    expect(normaliseMembershipEntries({ entryDate: "2026-07" })).toEqual({ entryDate: "2026-07-01" });
    expect(normaliseMembershipEntries({ entryDate: " 2026-07 " })).toEqual({ entryDate: "2026-07-01" });
    for (const entryDate of ["2026-07-01", "2026-7", "07/2026", "", undefined]) {
      const values = { entryDate, city: "Köln" };
      expect(normaliseMembershipEntries(values), String(entryDate)).toBe(values);
    }
  });

  test("entryMonth is the month picker's value of a stored date", () => {
    expect(entryMonth("2026-07-01")).toBe("2026-07");
    expect(entryMonth("2026-07")).toBe("2026-07");
    expect(entryMonth("")).toBe("");
  });
});

describe("the step-4 summary", () => {
  test("type, full name and e-mail, trimmed", () => {
    expect(membershipSummary({ ...complete, firstName: " Maria ", email: " maria@example.org " })).toEqual({
      membershipType: "active",
      name: "Maria Muster",
      email: "maria@example.org",
    });
    expect(membershipSummary({ membershipType: "supporting", lastName: "Muster" })).toEqual({
      membershipType: "supporting",
      name: "Muster",
      email: "",
    });
  });

  test("an unknown type or a non-text value shows nothing", () => {
    expect(membershipSummary({ membershipType: "honorary", firstName: 5, email: null })).toEqual({
      membershipType: null,
      name: "",
      email: "",
    });
  });
});
