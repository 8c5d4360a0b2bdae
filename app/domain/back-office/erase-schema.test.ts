import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { fill } from "~/i18n/format";
import { locales } from "~/i18n/locale";
import { eraseSchema } from "./erase-schema";

const email = "maria@example.org";
const post = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};
const shown = { intent: "erase", email, count: "2" };

describe.each(locales)("%s", (locale) => {
  const erase = catalogs[locale].admin.people.erase;
  const parse = (fields: Record<string, string>, mustRetype: boolean) =>
    parseWithZod(post(fields), { schema: eraseSchema(erase, { email, mustRetype }) });
  const refused = (fields: Record<string, string>, mustRetype: boolean) => {
    const submission = parse(fields, mustRetype);
    return submission.status === "error" ? submission.error : "accepted";
  };

  test("the confirmation ticked is the first condition, for everyone", () => {
    expect(refused(shown, false)).toEqual({ confirm: [erase.confirmMissing] });
    expect(refused({ ...shown, confirm: "on" }, false)).toEqual({ confirm: [erase.confirmMissing] });
    expect(parse({ ...shown, confirm: "yes" }, false)).toMatchObject({
      status: "success",
      value: { intent: "erase", email, count: "2", confirm: "yes" },
    });
  });

  test("a volunteer who is not an admin types the address again; the message names it", () => {
    const mismatch = fill(erase.retype.mismatch, { email });
    expect(mismatch).toContain(email);
    expect(refused({ ...shown, confirm: "yes" }, true)).toEqual({ retype: [mismatch] });
    expect(refused({ ...shown, confirm: "yes", retype: "x".repeat(321) }, true)).toEqual({
      retype: [mismatch],
    });
    // Whether it is the same address, the data service says (it normalises both).
    expect(parse({ ...shown, confirm: "yes", retype: " MARIA@example.org" }, true)).toMatchObject({
      status: "success",
      value: { retype: " MARIA@example.org" },
    });
  });

  test("a post of another form is refused as a changed page", () => {
    expect(refused({ ...shown, intent: "remove", confirm: "yes" }, false)).toEqual({
      intent: [erase.changed],
    });
  });
});
