import { z } from "zod";
import type { AdminText } from "~/content/types/admin";
import type { Locale } from "~/i18n/locale";
import { mailBody, mailSubject } from "./request-page-schemas";

/** `{request id}:{revision}`, one for each request the preview showed. */
const shownEntry = /^([0-9a-f-]{36}):(\d{1,9})$/i;

/**
 * "Inform everyone and close" on the dogs page: the requests ticked, and the mail of each language
 * among them (subject and text, as the request page's status mail has them), with the preview's
 * dog, token and the requests it showed with their revisions. `required`: the languages whose mail
 * the page shows (the browser asks for those; the service says which the ticked requests need).
 */
export function informSchema(errors: AdminText["dogs"]["errors"], required: readonly Locale[] = []) {
  const mail = <T extends z.ZodType>(schema: T, locale: Locale) =>
    required.includes(locale) ? schema : schema.optional();
  return z.object({
    intent: z.literal("inform", { error: errors.unknown }),
    dog: z.string({ error: errors.unknown }).max(300, errors.unknown),
    token: z.string({ error: errors.unknown }).max(100, errors.unknown),
    shown: z
      .array(z.string())
      .optional()
      .transform((entries = []) =>
        entries.flatMap((entry) => {
          const match = shownEntry.exec(entry);
          return match ? [{ id: match[1]!, revision: Number(match[2]) }] : [];
        }),
      ),
    selected: z.array(z.string(), { error: errors.none_selected }).min(1, errors.none_selected),
    "subject-de": mail(mailSubject(errors), "de"),
    "body-de": mail(mailBody(errors), "de"),
    "subject-es": mail(mailSubject(errors), "es"),
    "body-es": mail(mailBody(errors), "es"),
  });
}
