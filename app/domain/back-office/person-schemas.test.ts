import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { personPageSchema } from "./person-schemas";

const errors = catalogs.de.admin.persons.errors;

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return parseWithZod(form, { schema: personPageSchema(errors) });
}

test("the record: empty fields as null, flags from their boxes, the revision as a number", () => {
  const result = parse({ intent: "update", revision: "3", name: "  Ana  García ", locale: "es" });
  expect(result.status).toBe("success");
  if (result.status !== "success") return;
  expect(result.value).toEqual({
    intent: "update",
    revision: 3,
    name: "Ana García",
    phone: null,
    locale: "es",
    postcode: null,
    doNotPlace: false,
    doNotPlaceReason: null,
    homeCheckedOn: null,
    homeCheckedBy: null,
    homeChecker: false,
    homeCheckerAreas: null,
  });
  // A malformed revision is one no record has: the change is refused as stale, not taken.
  const bad = parse({ intent: "update", revision: "x", locale: "de" });
  expect(bad.status === "success" && bad.value.intent === "update" && bad.value.revision).toBe(-1);
});

test("do not place needs its reason, a home checker its areas, a home check its date", () => {
  const result = parse({
    intent: "update",
    revision: "0",
    locale: "de",
    doNotPlace: "on",
    homeChecker: "on",
    homeCheckedBy: "Vera",
  });
  expect(result.status).toBe("error");
  expect(result.reply().error).toMatchObject({
    doNotPlaceReason: [errors.reason_missing],
    homeCheckerAreas: [errors.areas_missing],
    homeCheckedOn: [errors.date_missing],
  });
  expect(
    parse({ intent: "update", revision: "0", locale: "de", homeCheckedOn: "2026-13-45" }).reply().error,
  ).toMatchObject({ homeCheckedOn: [errors.invalid_date] });
  expect(parse({ intent: "update", revision: "0", locale: "fr" }).status).toBe("error");
});

test("merge and split want their confirmation", () => {
  const other = "00000000-0000-4000-8000-000000000000";
  expect(parse({ intent: "merge", other }).reply().error).toMatchObject({
    confirm: [errors.confirm_missing],
  });
  expect(parse({ intent: "merge", other, confirm: "on" }).status).toBe("success");
  expect(parse({ intent: "split", merge: other, confirm: "on" }).status).toBe("success");
  expect(parse({ intent: "note", note: "   " }).reply().error).toMatchObject({ note: [errors.note_empty] });
});
