/**
 * The browser's half of validation, loaded on demand (./validator.ts): Zod, the shared schemas and
 * Conform's Zod adapter are the largest part of a form page's JavaScript, so they stay out of its
 * first load and arrive when the visitor starts on a form.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import * as forms from "~/domain/forms";

export { forms };

export function validate<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}

/** Today in the association's time zone, as the server takes it (membership dates). */
export function today() {
  return forms.todayIn(forms.associationTimeZone, new Date());
}
