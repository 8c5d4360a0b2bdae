import { catalogs } from "~/content/catalogs.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { formEntries, honeypotFilled } from "./form-entries";
import { formTypes } from "./form-types";
import { formFields, requestSchema, validateRequest } from "./validate";

test("every schema's fields are the mail's field list plus the honeypot (and the dog's feed id)", () => {
  for (const formType of formTypes) {
    const schema = requestSchema(formType, catalogs.de.validation, "2026-05-15");
    const keys =
      "shape" in schema && typeof schema.shape === "object" && schema.shape ? Object.keys(schema.shape) : [];
    const linked = formType === "adoption" || formType === "sponsorship" ? ["dogId"] : [];
    expect(keys.sort(), formType).toEqual([...formFields[formType], "website", ...linked].sort());
  }
});

test("anything but an object is validated as an empty request", () => {
  for (const data of [null, "text", 42, ["a"]]) {
    const result = validateRequest("contact", catalogs.de.validation, data, "2026-05-15");
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : Object.keys(result.fieldErrors).sort()).toEqual([
      "email",
      "message",
      "name",
      "privacyAccepted",
    ]);
  }
});

test("form entries: first value of each name, files dropped", () => {
  const form = new FormData();
  form.append("name", "Jo");
  form.append("name", "second");
  form.append("upload", new Blob(["x"]), "x.txt");
  form.append("privacyAccepted", "on");
  expect(formEntries(form)).toEqual({ name: "Jo", privacyAccepted: "on" });
});

test("honeypotFilled: anything in 'website' counts", () => {
  expect(honeypotFilled({ website: "x" })).toBe(true);
  expect(honeypotFilled({ website: 0 })).toBe(true);
  expect(honeypotFilled({ website: "" })).toBe(false);
  expect(honeypotFilled({})).toBe(false);
  expect(honeypotFilled(null)).toBe(false);
});

test("the schemas work with Conform's parseWithZod on a form post, as the pages use them", () => {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    dogName: "Rex",
    yourName: "Jo",
    email: "jo@example.org",
    amount: "20",
    publishName: "on",
    website: "",
  })) {
    form.append(name, value);
  }
  const submission = parseWithZod(form, {
    schema: requestSchema("sponsorship", catalogs.es.validation, "2026-05-15"),
  });
  expect(submission.status).toBe("success");
  expect(submission.status === "success" && submission.value).toEqual({
    dogName: "Rex",
    yourName: "Jo",
    email: "jo@example.org",
    amount: 20,
    publishName: true,
  });
  form.set("amount", "5");
  const refused = parseWithZod(form, {
    schema: requestSchema("sponsorship", catalogs.es.validation, "2026-05-15"),
  });
  expect(refused.reply().error).toEqual({ amount: ["La cantidad debe ser de al menos 10 €"] });
});
