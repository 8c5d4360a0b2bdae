import { describe, expect, test } from "vitest";
import { locales, type Locale } from "~/i18n/locale";
import { adoptionSchema, contactSchema, fosterHomeSchema, sponsorshipSchema } from "./request-schemas";
import { catalogs } from "~/content/catalogs.server";
import type { TextField } from "./request-schemas";
import { validateRequest } from "./validate";
import type { RequestFormType } from "./form-types";

const today = "2026-05-15";
const valid: Record<RequestFormType, Record<string, unknown>> = {
  adoption: {
    dog: "Luna",
    name: "Maria Muster",
    email: "maria@example.org",
    phone: "+49 170 1234567",
    livingSituation: "Haus mit Garten am Stadtrand",
    experience: "Zwei Hunde aus dem Tierschutz",
    message: "Wir würden Luna gerne kennenlernen.",
    privacyAccepted: true,
    website: "",
  },
  sponsorship: { dogName: "Rex", yourName: "Jo", email: "jo@example.org", amount: 15, publishName: false },
  foster_home: {
    name: "Maria Muster",
    email: "maria@example.org",
    phone: "0761 123456",
    address: "Hauptstraße 1",
    zipCode: "79098",
    experience: "Seit zehn Jahren mit Hunden",
    existingPets: "",
    livingSituation: "Wohnung mit Balkon, 80 m²",
    availability: "Ab sofort, sechs Wochen",
    message: "Ich möchte gerne einem Hund helfen.",
    privacyAccepted: "on",
    website: "",
  },
  contact: {
    name: "Jo Doe",
    email: "jo@example.org",
    message: "Eine Frage zu den Patenschaften bitte.",
    privacyAccepted: "true",
  },
};

/** Every text bound of the specs (spec 1 section 5, spec 2 section 5 and DECISIONS.md). */
const bounds: {
  form: RequestFormType;
  field: TextField;
  min: number;
  max: number;
  multiline?: true;
  optional?: true;
}[] = [
  { form: "adoption", field: "dog", min: 1, max: 200 },
  { form: "adoption", field: "name", min: 2, max: 100 },
  { form: "adoption", field: "phone", min: 5, max: 30 },
  { form: "adoption", field: "livingSituation", min: 10, max: 500, multiline: true },
  { form: "adoption", field: "experience", min: 10, max: 500, multiline: true },
  { form: "adoption", field: "message", min: 20, max: 2000, multiline: true },
  { form: "sponsorship", field: "dogName", min: 1, max: 200 },
  { form: "sponsorship", field: "yourName", min: 1, max: 100 },
  { form: "foster_home", field: "name", min: 2, max: 100 },
  { form: "foster_home", field: "phone", min: 5, max: 30 },
  { form: "foster_home", field: "address", min: 5, max: 200 },
  { form: "foster_home", field: "zipCode", min: 4, max: 10 },
  { form: "foster_home", field: "experience", min: 10, max: 500, multiline: true },
  { form: "foster_home", field: "existingPets", min: 0, max: 500, multiline: true, optional: true },
  { form: "foster_home", field: "livingSituation", min: 10, max: 500, multiline: true },
  { form: "foster_home", field: "availability", min: 10, max: 500, multiline: true },
  { form: "foster_home", field: "message", min: 20, max: 2000, multiline: true },
  { form: "contact", field: "name", min: 2, max: 100 },
  { form: "contact", field: "phone", min: 0, max: 30, optional: true },
  { form: "contact", field: "message", min: 20, max: 2000, multiline: true },
  { form: "contact", field: "dogName", min: 0, max: 200, optional: true },
  // The dog's feed id, which the dog's page sends beside the name (issue 25).
  { form: "adoption", field: "dogId", min: 0, max: 64, optional: true },
  { form: "sponsorship", field: "dogId", min: 0, max: 64, optional: true },
];

function errorsOf(form: RequestFormType, locale: Locale, change: Record<string, unknown>) {
  const result = validateRequest(form, catalogs[locale].validation, { ...valid[form], ...change }, today);
  return result.ok ? {} : result.fieldErrors;
}

describe.each(locales)("request schemas in %s", (locale) => {
  const m = catalogs[locale].validation;

  test("accept the valid examples", () => {
    for (const form of ["adoption", "sponsorship", "foster_home", "contact"] as const) {
      expect(errorsOf(form, locale, {}), form).toEqual({});
    }
  });

  test.each(bounds)(
    "$form $field: $min to $max characters",
    ({ form, field, min, max, multiline, optional }) => {
      const text = (length: number) => "x".repeat(length);
      expect(errorsOf(form, locale, { [field]: text(max) })).toEqual({});
      expect(errorsOf(form, locale, { [field]: text(max + 1) })).toEqual({
        [field]: [m.tooLong(field, max)],
      });
      expect(errorsOf(form, locale, { [field]: ` ${text(Math.max(min, 1))} ` })).toEqual({});
      if (min > 1) {
        expect(errorsOf(form, locale, { [field]: text(min - 1) })).toEqual({
          [field]: [m.tooShort(field, min)],
        });
        // Padding does not count: values are trimmed.
        expect(errorsOf(form, locale, { [field]: ` ${text(min - 1)}  ` })).toEqual({
          [field]: [m.tooShort(field, min)],
        });
      }
      if (optional) {
        for (const absent of [undefined, null, ""])
          expect(errorsOf(form, locale, { [field]: absent })).toEqual({});
      } else {
        for (const absent of [undefined, null, "", "   "]) {
          expect(errorsOf(form, locale, { [field]: absent })).toEqual({ [field]: [m.required(field)] });
        }
      }
      expect(errorsOf(form, locale, { [field]: 12345678901 })).toEqual({ [field]: [m.notText(field)] });
      const withControl = `${text(Math.max(min, 3))}\u0000`;
      expect(errorsOf(form, locale, { [field]: withControl })).toEqual({
        [field]: [m.controlCharacters(field)],
      });
      const lines = `${text(Math.max(min, 3))}\r\n\tz`;
      expect(errorsOf(form, locale, { [field]: lines })).toEqual(
        multiline ? {} : { [field]: [m.controlCharacters(field)] },
      );
    },
  );

  test("e-mail: trimmed, valid, at most 255 characters", () => {
    for (const form of ["adoption", "sponsorship", "foster_home", "contact"] as const) {
      expect(errorsOf(form, locale, { email: "  maria@example.org " })).toEqual({});
      expect(errorsOf(form, locale, { email: "maria@" })).toEqual({ email: [m.email] });
      expect(errorsOf(form, locale, { email: "maria@example.org\r\nBcc: x@y.z" })).toEqual({
        email: [m.email],
      });
      expect(errorsOf(form, locale, { email: `${"a".repeat(243)}@example.org` })).toEqual({});
      expect(errorsOf(form, locale, { email: `${"a".repeat(244)}@example.org` })).toEqual({
        email: [m.tooLong("email", 255)],
      });
      expect(errorsOf(form, locale, { email: "" })).toEqual({ email: [m.required("email")] });
      expect(errorsOf(form, locale, { email: 42 })).toEqual({ email: [m.email] });
    }
    const stored = adoptionSchema(catalogs[locale].validation).parse({
      ...valid.adoption,
      email: " maria@example.org ",
    });
    expect(stored.email).toBe("maria@example.org");
  });

  test("privacy must be accepted, as a boolean or a checkbox post", () => {
    for (const form of ["adoption", "foster_home", "contact"] as const) {
      for (const accepted of [true, "on", "true"])
        expect(errorsOf(form, locale, { privacyAccepted: accepted })).toEqual({});
      for (const refused of [false, "off", "", undefined, "yes", 1]) {
        expect(errorsOf(form, locale, { privacyAccepted: refused })).toEqual({
          privacyAccepted: [m.privacy],
        });
      }
    }
  });

  test("the honeypot must stay empty and is never part of the data", () => {
    for (const form of ["adoption", "sponsorship", "foster_home", "contact"] as const) {
      expect(errorsOf(form, locale, { website: "http://spam.example" })).toEqual({ website: [m.honeypot] });
      const result = validateRequest(
        form,
        catalogs[locale].validation,
        { ...valid[form], website: "" },
        today,
      );
      expect(result.ok && "website" in result.value && result.value.website !== undefined).toBe(false);
    }
  });

  test("sponsorship amount: whole euros from 10 to 10,000, numbers or numeric strings", () => {
    for (const amount of [10, 30, 10_000, "15", " 20 "])
      expect(errorsOf("sponsorship", locale, { amount })).toEqual({});
    expect(
      sponsorshipSchema(catalogs[locale].validation).parse({ ...valid.sponsorship, amount: "25" }).amount,
    ).toBe(25);
    expect(errorsOf("sponsorship", locale, { amount: 9 })).toEqual({ amount: [m.amount.min] });
    expect(errorsOf("sponsorship", locale, { amount: "5" })).toEqual({ amount: [m.amount.min] });
    expect(errorsOf("sponsorship", locale, { amount: -10 })).toEqual({ amount: [m.amount.min] });
    expect(errorsOf("sponsorship", locale, { amount: 10_001 })).toEqual({ amount: [m.amount.max] });
    expect(errorsOf("sponsorship", locale, { amount: 15.5 })).toEqual({ amount: [m.amount.whole] });
    expect(errorsOf("sponsorship", locale, { amount: "15,50" })).toEqual({ amount: [m.amount.whole] });
    for (const missing of [undefined, null, ""]) {
      expect(errorsOf("sponsorship", locale, { amount: missing })).toEqual({ amount: [m.amount.required] });
    }
    for (const garbage of ["zehn", "1e3", true, [10], Number.POSITIVE_INFINITY, Number.NaN]) {
      expect(errorsOf("sponsorship", locale, { amount: garbage }), String(garbage)).toEqual({
        amount: [m.amount.notNumber],
      });
    }
  });

  test("sponsorship publishName defaults to false and reads checkbox posts", () => {
    const parse = (publishName: unknown) =>
      sponsorshipSchema(catalogs[locale].validation).parse({ ...valid.sponsorship, publishName }).publishName;
    expect(parse(undefined)).toBe(false);
    expect(parse("on")).toBe(true);
    expect(parse(true)).toBe(true);
    expect(parse("false")).toBe(false);
    expect(errorsOf("sponsorship", locale, { publishName: "maybe" })).toEqual({
      publishName: [m.invalidChoice],
    });
  });

  test("HTML and script payloads are data, kept as typed", () => {
    const message = `<script>alert("x")</script> & <b>fett</b> 'quotes'`;
    expect(contactSchema(catalogs[locale].validation).parse({ ...valid.contact, message }).message).toBe(
      message,
    );
    expect(
      fosterHomeSchema(catalogs[locale].validation).parse({
        ...valid.foster_home,
        name: "<img src=x onerror=alert(1)>",
      }).name,
    ).toBe("<img src=x onerror=alert(1)>");
  });

  test("unknown fields are dropped, and several problems are reported at once", () => {
    const parsed = adoptionSchema(catalogs[locale].validation).parse({ ...valid.adoption, isAdmin: true });
    expect(parsed).not.toHaveProperty("isAdmin");
    expect(
      Object.keys(errorsOf("adoption", locale, { name: "", email: "x", privacyAccepted: false })).sort(),
    ).toEqual(["email", "name", "privacyAccepted"]);
  });
});

test("the dog's feed id: trimmed and kept for adoption and sponsorship, dropped elsewhere", () => {
  const m = catalogs.de.validation;
  expect(adoptionSchema(m).parse({ ...valid.adoption, dogId: " 4711 " }).dogId).toBe("4711");
  expect(sponsorshipSchema(m).parse({ ...valid.sponsorship, dogId: "dog-17" }).dogId).toBe("dog-17");
  expect(adoptionSchema(m).parse(valid.adoption).dogId).toBeUndefined();
  // Other kinds know no dog id: like any unknown field it is never part of the data.
  expect(contactSchema(m).parse({ ...valid.contact, dogId: "4711" })).not.toHaveProperty("dogId");
  expect(fosterHomeSchema(m).parse({ ...valid.foster_home, dogId: "4711" })).not.toHaveProperty("dogId");
  expect(errorsOf("adoption", "es", { dogId: "x".repeat(65) })).toEqual({
    dogId: ["El identificador del perro no puede tener más de 64 caracteres"],
  });
});

test("messages differ by language and keep the spec's German wording", () => {
  expect(errorsOf("adoption", "de", { email: "kaputt" })).toEqual({ email: ["Ungültige E-Mail-Adresse"] });
  expect(errorsOf("adoption", "es", { email: "kaputt" })).toEqual({
    email: ["Dirección de correo electrónico no válida"],
  });
  expect(errorsOf("sponsorship", "de", { yourName: " " })).toEqual({ yourName: ["Name ist erforderlich"] });
  expect(errorsOf("sponsorship", "es", { yourName: " " })).toEqual({
    yourName: ["El nombre es obligatorio"],
  });
  expect(errorsOf("sponsorship", "de", { amount: 5 })).toEqual({
    amount: ["Betrag muss mindestens 10€ sein"],
  });
  expect(errorsOf("adoption", "de", { privacyAccepted: false })).toEqual({
    privacyAccepted: ["Du musst die Datenschutzerklärung akzeptieren"],
  });
  expect(errorsOf("adoption", "de", { name: "A" })).toEqual({
    name: ["Name muss mindestens 2 Zeichen lang sein"],
  });
  expect(errorsOf("adoption", "es", { name: "A" })).toEqual({
    name: ["El nombre debe tener al menos 2 caracteres"],
  });
});
