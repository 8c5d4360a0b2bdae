import { z } from "zod";
import type { AdminText } from "~/content/types/admin";

// Zod's JIT probes `new Function`, which the site's CSP forbids (as in app/domain/forms); the
// schemas below are built when a form renders, after this line has run.
z.config({ jitless: true });

/**
 * The schemas of the back office's account forms (sign-in, first admin, own password, staff),
 * with the messages of the interface's language. The browser checks with them as you type; the
 * actions check again and then leave the rest to the account services (which keep their own
 * checks: these schemas are the first word, not the last).
 */

type PasswordProblems = { blank: string; too_short: string; too_long: string; mismatch: string };

/** A password someone chooses: 12 to 256 characters, not only spaces, typed twice alike. */
function newPassword(problems: PasswordProblems) {
  return z
    .string({ error: problems.too_short })
    .min(12, problems.too_short)
    .max(256, problems.too_long)
    .refine((value) => value.trim() !== "", problems.blank);
}

function emailAddress(invalid: string) {
  return z.email({ error: invalid }).max(254, invalid);
}

function personName(invalid: string) {
  return z.string({ error: invalid }).trim().min(1, invalid).max(100, invalid);
}

/** Sign-in: both fields there (what is wrong with them, the server says once, for both). */
export function loginSchema(text: AdminText["login"]) {
  return z.object({
    email: z.string({ error: text.missing }).trim().max(320, text.invalid),
    password: z.string({ error: text.missing }).max(1024, text.invalid),
    next: z.string().optional(),
  });
}

export function setupSchema(text: AdminText["setup"]) {
  const { problems } = text;
  return z
    .object({
      token: z.string().default(""),
      email: emailAddress(problems.invalid_email),
      name: personName(problems.invalid_name),
      password: newPassword(problems),
      repeat: z.string({ error: problems.mismatch }),
    })
    .refine((value) => value.password === value.repeat, { error: problems.mismatch, path: ["repeat"] });
}

export function passwordChangeSchema(text: AdminText["account"]) {
  const { problems } = text;
  return z
    .object({
      current: z.string({ error: problems.wrong }).max(1024, problems.wrong),
      next: newPassword(problems),
      repeat: z.string({ error: problems.mismatch }),
    })
    .refine((value) => value.next === value.repeat, { error: problems.mismatch, path: ["repeat"] });
}

const role = (invalid: string) => z.enum(["admin", "volunteer"], { error: invalid });
const accountId = z.string().max(64).default("");

/** An admin adds a person (the password is generated). */
export function addAccountSchema({ problems }: AdminText["staff"]) {
  return z.object({
    intent: z.literal("add"),
    name: personName(problems.invalid_name),
    email: emailAddress(problems.invalid_email),
    role: role(problems.invalid_role),
  });
}

/** An admin changes a person's name and role. */
export function updateAccountSchema({ problems }: AdminText["staff"]) {
  return z.object({
    intent: z.literal("update"),
    id: accountId,
    name: personName(problems.invalid_name),
    role: role(problems.invalid_role),
  });
}

/** The staff page's forms, by their `intent` (one action answers them all; the rest are buttons). */
export function staffSchema(text: AdminText["staff"]) {
  return z.discriminatedUnion("intent", [
    addAccountSchema(text),
    updateAccountSchema(text),
    z.object({ intent: z.enum(["reset", "disable", "enable", "remove"]), id: accountId }),
    /** Who may publish, withdraw and delete posts and guides (decision 0025). */
    z.object({ intent: z.literal("publishers"), publishers: z.enum(["everyone", "admins"]) }),
  ]);
}
