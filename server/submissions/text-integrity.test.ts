// Every text a visitor sends must be text PostgreSQL can store: no lone UTF-16 surrogates, no NUL
// and no other controls (tab and line feed only in multi-line fields). Checked for every string
// field of every form, in both languages, through the shared schemas the pages' forms also use.
import { describe, expect, test } from "vitest";
import { formTypes } from "~/domain/forms/form-types";
import { validateRequest } from "~/domain/forms/validate";
import { validationMessages } from "~/domain/forms/validation-messages";
import { locales } from "~/i18n/locale";
import { exampleRequests, exampleToday } from "../../tests/support/submissions/requests";

const hostile = {
  "a lone high surrogate": "\ud800",
  "a lone low surrogate": "\udc00",
  "surrogates in the wrong order": "\ude00\ud83d",
  NUL: "\u0000",
  ESC: "\u001b",
  "a C1 control": "\u0085",
};

const stringFields = (formType: (typeof formTypes)[number]) =>
  Object.entries(exampleRequests[formType]).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "website",
  );

describe.each(formTypes)("%s", (formType) => {
  test.each(Object.entries(hostile))("%s in any text field is refused on that field", (_, bad) => {
    for (const locale of locales) {
      for (const [field, value] of stringFields(formType)) {
        for (const text of [
          `${value}${bad}`,
          `${bad}${value}`,
          `${value.slice(0, 1)}${bad}${value.slice(1)}`,
        ]) {
          const result = validateRequest(
            formType,
            locale,
            { ...exampleRequests[formType], [field]: text },
            exampleToday,
          );
          expect(result.ok, `${field}: ${JSON.stringify(text)}`).toBe(false);
          if (!result.ok)
            expect(result.fieldErrors[field], `${field}: ${JSON.stringify(text)}`).toBeDefined();
        }
      }
    }
  });

  test("well-formed text beyond the BMP (emoji pairs) is text like any other", () => {
    const examples = exampleRequests[formType];
    const text = formType === "membership" ? { city: "Benicarló 🐕", lastName: "Ruiz 𝒜" } : {};
    const free = formType === "membership" ? {} : { message: `${String(examples.message ?? "")} 🐕🐾` };
    const result = validateRequest(formType, "de", { ...examples, ...text, ...free }, exampleToday);
    expect(result).toMatchObject({ ok: true });
  });
});

test("a lone surrogate gets its own message in the request's language", () => {
  const name = "Eve \ud800";
  const de = validateRequest("contact", "de", { ...exampleRequests.contact, name }, exampleToday);
  const es = validateRequest("contact", "es", { ...exampleRequests.contact, name }, exampleToday);
  expect(de).toEqual({ ok: false, fieldErrors: { name: ["Name enthält ungültige Zeichen"] } });
  expect(es).toEqual({ ok: false, fieldErrors: { name: ["El nombre contiene caracteres no válidos"] } });
  const membership = validateRequest(
    "membership",
    "es",
    { ...exampleRequests.membership, city: "Benicarl\udcf3" },
    exampleToday,
  );
  expect(membership).toEqual({
    ok: false,
    fieldErrors: { city: [validationMessages.es.membership.invalidCharacters] },
  });
});
