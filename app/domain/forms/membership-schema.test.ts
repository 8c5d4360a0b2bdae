import { describe, expect, test } from "vitest";
import { locales } from "~/i18n/locale";
import { isValidPhoneNumber, membershipSchema, membershipStepSchemas } from "./membership-schema";
import { catalogs } from "~/content/catalogs.server";
import { validateRequest } from "./validate";

const today = "2026-05-15";
const application = {
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
  entryDate: "2026-06-01",
  paymentInterval: "monthly",
};

describe.each(locales)("membership in %s", (locale) => {
  const m = catalogs[locale].validation.membership;
  const errors = (change: Record<string, unknown>, on = today) => {
    const result = validateRequest(
      "membership",
      catalogs[locale].validation,
      { ...application, ...change },
      on,
    );
    return result.ok ? {} : result.fieldErrors;
  };

  test("accepts a complete application and stores the country code", () => {
    expect(errors({})).toEqual({});
    expect(
      membershipSchema(catalogs[locale].validation, today).parse({ ...application, country: "España" })
        .country,
    ).toBe("ES");
    expect(
      membershipSchema(catalogs[locale].validation, today).parse({ ...application, country: "österreich" })
        .country,
    ).toBe("AT");
  });

  test("step 1: a membership type is required", () => {
    const step1 = membershipStepSchemas(catalogs[locale].validation, today)[1];
    expect(step1.safeParse({ membershipType: "supporting" }).success).toBe(true);
    for (const membershipType of [undefined, "", "honorary"]) {
      expect(errors({ membershipType })).toEqual({ membershipType: [m.membershipType] });
    }
  });

  test("step 2: required fields, a real date, at least 18 years old by the day", () => {
    // Each empty field says what is missing there, not only 'fill in all required fields'.
    for (const field of ["salutation", "firstName", "lastName", "birthday"] as const) {
      expect(errors({ [field]: "" }), field).toEqual({ [field]: [m.missing[field]] });
      expect(errors({ [field]: undefined }), field).toEqual({ [field]: [m.missing[field]] });
    }
    expect(new Set(Object.values(m.missing)).size).toBe(Object.keys(m.missing).length);
    expect(errors({ salutation: "diverse" })).toEqual({ salutation: [m.missing.salutation] });
    expect(errors({ birthday: "2008-05-15" })).toEqual({});
    expect(errors({ birthday: "2008-05-16" })).toEqual({ birthday: [m.age] });
    expect(errors({ birthday: "2008-06-01" })).toEqual({ birthday: [m.age] });
    expect(errors({ birthday: "2008-04-30" })).toEqual({});
    expect(errors({ birthday: "2008-02-29" }, "2026-02-28")).toEqual({ birthday: [m.age] });
    expect(errors({ birthday: "2008-02-29" }, "2026-03-01")).toEqual({});
    for (const birthday of ["15.05.1990", "1990-02-30", "2030-01-01", "1899-12-31", "1990-1-1"]) {
      expect(errors({ birthday }), birthday).toEqual({ birthday: [m.date] });
    }
    expect(errors({ firstName: "x".repeat(101) })).toEqual({ firstName: [m.tooLong(100)] });
    expect(errors({ lastName: "Muster\u0000" })).toEqual({ lastName: [m.controlCharacters] });
    expect(errors({ facebookUsername: undefined })).toEqual({});
  });

  test("step 3: address, country from the list, e-mail, phone rules", () => {
    for (const field of ["street", "postalCode", "city", "country", "email"] as const) {
      expect(errors({ [field]: " " }), field).toEqual({ [field]: [m.missing[field]] });
    }
    expect(errors({ country: "Narnia" })).toEqual({ country: [m.country] });
    expect(errors({ email: "maria.example.org" })).toEqual({ email: [m.email] });
    expect(errors({ phone: "", mobile: "" })).toEqual({ phone: [m.phoneMissing] });
    expect(errors({ phone: undefined, mobile: null })).toEqual({ phone: [m.phoneMissing] });
    expect(errors({ phone: "", mobile: "+34 600-123.456 (7)" })).toEqual({});
    // Each rule its own message: the real cause, not always 'invalid characters'.
    for (const [phone, message] of [
      ["0761 1234567", m.phoneCountryCode],
      ["0034 600 123 456", m.phoneCountryCode],
      ["+49 761 12", m.phoneDigits],
      ["+34 600", m.phoneDigits],
      ["+49 761 123456a", m.phone],
      ["+49/761/1234567", m.phone],
      ["++49 761 1234567", m.phone],
      ["0761 CALL ME", m.phone],
    ] as const) {
      expect(errors({ phone }), phone).toEqual({ phone: [message] });
      expect(errors({ phone: "", mobile: phone }), phone).toEqual({ mobile: [message] });
    }
    const step3 = membershipStepSchemas(catalogs[locale].validation, today)[3];
    const { street, postalCode, city, country, email } = application;
    expect(
      step3.safeParse({ street, postalCode, city, country, email, mobile: "+4917012345678" }).success,
    ).toBe(true);
    const missing = step3.safeParse({ street: "", postalCode, city, country, email });
    expect(missing.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["street", m.missing.street],
      ["phone", m.phoneMissing],
    ]);
  });

  test("step 4: the 1st of a month from next month on, and an interval", () => {
    for (const entryDate of ["2026-06-01", "2027-01-01"])
      expect(errors({ entryDate }), entryDate).toEqual({});
    for (const entryDate of ["2026-05-01", "2026-06-15", "2025-12-01"]) {
      expect(errors({ entryDate }), entryDate).toEqual({ entryDate: [m.entryDate] });
    }
    expect(errors({ entryDate: "2027-01-01" }, "2026-12-31")).toEqual({});
    expect(errors({ entryDate: "2026-12-01" }, "2026-12-31")).toEqual({ entryDate: [m.entryDate] });
    expect(errors({ entryDate: "" })).toEqual({ entryDate: [m.missing.entryDate] });
    expect(errors({ entryDate: "2026-13-01" })).toEqual({ entryDate: [m.date] });
    for (const paymentInterval of ["monthly", "quarterly", "biannual", "annual"])
      expect(errors({ paymentInterval })).toEqual({});
    expect(errors({ paymentInterval: "weekly" })).toEqual({ paymentInterval: [m.missing.paymentInterval] });
  });

  test("each step checks only its own fields", () => {
    const steps = membershipStepSchemas(catalogs[locale].validation, today);
    expect(
      steps[2].safeParse({ salutation: "male", firstName: "A", lastName: "B", birthday: "1980-01-01" })
        .success,
    ).toBe(true);
    expect(steps[4].safeParse({ entryDate: "2026-07-01", paymentInterval: "annual" }).success).toBe(true);
    expect(steps[1].safeParse({}).success).toBe(false);
  });

  test("the honeypot is refused and never stored", () => {
    expect(errors({ website: "x" })).toEqual({ website: [catalogs[locale].validation.honeypot] });
    expect(
      membershipSchema(catalogs[locale].validation, today).parse({ ...application, website: "" }),
    ).not.toHaveProperty("website", "");
  });
});

test("phone numbers: '+' first, only the allowed characters, at least 10 digits", () => {
  expect(isValidPhoneNumber("+49 (0) 761-123.45")).toBe(true);
  expect(isValidPhoneNumber("+491234567")).toBe(false);
  expect(isValidPhoneNumber("+4912345678")).toBe(true);
  expect(isValidPhoneNumber("49 761 1234567")).toBe(false);
  expect(isValidPhoneNumber("+49 761 1234567 ext")).toBe(false);
  expect(isValidPhoneNumber("+49 761 123+4567")).toBe(false);
});
