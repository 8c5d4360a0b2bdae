import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { locales } from "~/i18n/locale";
import { mailSchema, noteSchema, requestPageSchema, storedText } from "./request-page-schemas";

/** A post as the page's forms send it. */
const post = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};
const guard = { revision: "7", formToken: "3f1c2b4e-0000-4000-8000-000000000001" };

describe.each(locales)("%s", (locale) => {
  const errors = catalogs[locale].admin.request.errors;
  const parse = (fields: Record<string, string>) =>
    parseWithZod(post(fields), { schema: requestPageSchema(errors) });

  test("each form's values by its intent; the guard's revision as a number, nobody as null", () => {
    expect(parse({ intent: "assign", assignee: "", ...guard })).toMatchObject({
      status: "success",
      value: { intent: "assign", assignee: undefined, revision: 7, formToken: guard.formToken },
    });
    expect(parse({ intent: "take", ...guard })).toMatchObject({ value: { intent: "take" } });
    expect(parse({ intent: "status", status: "precheck", ...guard })).toMatchObject({
      value: { intent: "status", status: "precheck" },
    });
    expect(
      parse({
        intent: "mail",
        template: "precheck",
        subject: "  Der nächste Schritt ",
        body: "Hallo,\r\n\r\nbis bald!\u0000\n",
        statusAfter: "",
        ...guard,
      }),
    ).toMatchObject({
      value: { subject: "Der nächste Schritt", body: "Hallo,\n\nbis bald!", statusAfter: undefined },
    });
  });

  test("a missing or malformed revision is -1, which no request has: the change is refused as stale", () => {
    for (const revision of [undefined, "", "12a", "1234567890"]) {
      const fields = { intent: "status", status: "new", ...(revision === undefined ? {} : { revision }) };
      expect(parse(fields)).toMatchObject({ status: "success", value: { revision: -1 } });
    }
  });

  test("the catalogue's message at the field, in the interface's language", () => {
    const refused = (fields: Record<string, string>) => {
      const submission = parse({ ...fields, ...guard });
      return submission.status === "error" ? submission.error : "accepted";
    };
    expect(refused({ intent: "note", note: " \r\n " })).toEqual({ note: [errors.note_empty] });
    expect(refused({ intent: "note", note: "x".repeat(5001) })).toEqual({ note: [errors.note_too_long] });
    expect(refused({ intent: "status" })).toEqual({ status: [errors.invalid_status] });
    expect(refused({ intent: "assign", assignee: "x".repeat(65) })).toEqual({
      assignee: [errors.invalid_assignee],
    });
    const mail = { intent: "mail", template: "precheck", subject: "Betreff", body: "Text" };
    expect(refused({ ...mail, subject: "Hallo\nBcc: x@example.org" })).toEqual({
      subject: [errors.subject_line_break],
    });
    expect(refused({ ...mail, subject: "Hallo\u2028" })).toEqual({ subject: [errors.subject_line_break] });
    expect(refused({ ...mail, subject: "   " })).toEqual({ subject: [errors.subject_empty] });
    expect(refused({ ...mail, subject: "x".repeat(201) })).toEqual({ subject: [errors.subject_too_long] });
    expect(refused({ ...mail, body: "" })).toEqual({ body: [errors.body_empty] });
    expect(refused({ ...mail, body: "x".repeat(10_001) })).toEqual({ body: [errors.body_too_long] });
    expect(refused({ ...mail, template: "" })).toEqual({ template: [errors.invalid_template] });
    expect(refused({ intent: "drop table" })).toEqual({ intent: [errors.unknown] });
    expect(refused({})).toEqual({ intent: [errors.unknown] });
  });
});

test("limits count a line break once, as the browser's maxlength does; trimmed text counts as kept", () => {
  const errors = catalogs.de.admin.request.errors;
  const note = `${"x".repeat(2499)}\r\n${"y".repeat(2500)}  `;
  expect(storedText(note)).toHaveLength(5000);
  const parsed = parseWithZod(post({ intent: "note", note, ...guard }), { schema: noteSchema(errors) });
  expect(parsed.status).toBe("success");
});

// (The limits go to the fields as maxlength from the exported constants: zod 4.6 no longer hands
// Conform's getZodConstraint the lengths.)
test("the browser gets what is required as constraints", () => {
  const errors = catalogs.es.admin.request.errors;
  expect(getZodConstraint(noteSchema(errors)).note).toMatchObject({ required: true });
  const mail = getZodConstraint(mailSchema(errors));
  expect(mail.subject).toMatchObject({ required: true });
  expect(mail.body).toMatchObject({ required: true });
  expect(mail.statusAfter).toMatchObject({ required: false });
});
