import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { locales } from "~/i18n/locale";
import { addAccountSchema, passwordChangeSchema } from "./account-schemas";

// The back office's fields take their limits (`required`, `minlength`, `maxlength`) from these
// schemas through Conform: a Zod release that stops telling Conform about them (4.6 did, see
// docs/decisions) would leave the browser checking nothing before a post.
describe.each(locales)("what the browser is told of the account forms' limits (%s)", (locale) => {
  const text = catalogs[locale].admin;

  test("a new password of 12 to 256 characters; the current one required", () => {
    const constraint = getZodConstraint(passwordChangeSchema(text.account));
    expect(constraint.next).toMatchObject({ required: true, minLength: 12, maxLength: 256 });
    expect(constraint.current).toMatchObject({ required: true, maxLength: 1024 });
  });

  test("a person's name of at most 100 characters", () => {
    expect(getZodConstraint(addAccountSchema(text.staff)).name).toMatchObject({
      required: true,
      maxLength: 100,
    });
  });
});
