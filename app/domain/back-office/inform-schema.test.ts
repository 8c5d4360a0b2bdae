import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { locales, type Locale } from "~/i18n/locale";
import { informSchema } from "./inform-schema";

const id = "5a0c1e0e-0000-4000-8000-000000000001";
const other = "5a0c1e0e-0000-4000-8000-000000000002";
const post = (fields: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
};
const preview: [string, string][] = [
  ["intent", "inform"],
  ["dog", "name:luna"],
  ["token", "3f1c2b4e-0000-4000-8000-000000000009"],
  ["shown", `${id}:4`],
  ["shown", `${other}:12`],
  ["shown", "not-a-request:1"],
];

describe.each(locales)("%s", (locale) => {
  const errors = catalogs[locale].admin.dogs.errors;
  const parse = (fields: [string, string][], required: readonly Locale[] = locales) =>
    parseWithZod(post([...preview, ...fields]), { schema: informSchema(errors, required) });
  const refused = (fields: [string, string][], required: readonly Locale[] = locales) => {
    const submission = parse(fields, required);
    return submission.status === "error" ? submission.error : "accepted";
  };
  const mails: [string, string][] = [
    ["subject-de", " Luna ist vermittelt "],
    ["body-de", "Hallo,\r\nleider …"],
    ["subject-es", "Luna ya tiene familia"],
    ["body-es", "Hola,\nlo sentimos …"],
  ];

  test("the ticked requests, the requests shown with their revisions, each language's mail as kept", () => {
    expect(parse([["selected", id], ["selected", other], ...mails])).toMatchObject({
      status: "success",
      value: {
        dog: "name:luna",
        shown: [
          { id, revision: 4 },
          { id: other, revision: 12 },
        ],
        selected: [id, other],
        "subject-de": "Luna ist vermittelt",
        "body-de": "Hallo,\nleider …",
      },
    });
    // One ticked request is a list of one.
    expect(parse([["selected", id], ...mails])).toMatchObject({ value: { selected: [id] } });
  });

  test("nobody ticked, or a mail the page shows left empty or broken: the message at its field", () => {
    expect(refused(mails)).toEqual({ selected: [errors.none_selected] });
    const german = mails.slice(0, 2);
    expect(refused([["selected", id], ...german])).toEqual({
      "subject-es": [errors.subject_empty],
      "body-es": [errors.body_empty],
    });
    // The page shows only the German mail: the Spanish one is not asked for.
    expect(refused([["selected", id], ...german], ["de"])).toBe("accepted");
    expect(
      refused([["selected", id], ["subject-de", "Luna\r\nBcc: x@example.org"], mails[1]!], ["de"]),
    ).toEqual({
      "subject-de": [errors.subject_line_break],
    });
    expect(refused([["selected", id], ["subject-de", "x".repeat(201)], mails[1]!], ["de"])).toEqual({
      "subject-de": [errors.subject_too_long],
    });
  });

  test("a post that is not this form's: refused at its hidden fields", () => {
    const form = post([["intent", "notify"], ["selected", id], ...mails]);
    const submission = parseWithZod(form, { schema: informSchema(errors) });
    expect(submission.status === "error" ? submission.error : null).toEqual({
      intent: [errors.unknown],
      dog: [errors.unknown],
      token: [errors.unknown],
    });
  });
});

test("the browser asks for the mails the page shows", () => {
  const constraint = getZodConstraint(informSchema(catalogs.de.admin.dogs.errors, ["es"]));
  expect(constraint["subject-es"]).toMatchObject({ required: true });
  expect(constraint["body-es"]).toMatchObject({ required: true });
  expect(constraint["subject-de"]).toMatchObject({ required: false });
});
