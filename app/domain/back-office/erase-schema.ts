import { z } from "zod";
import type { AdminText } from "~/content/types/admin";
import { fill } from "~/i18n/format";

// Zod's JIT probes `new Function`, which the site's CSP forbids (as in account-schemas.ts).
z.config({ jitless: true });

/**
 * The people page's erasure: the confirmation ticked, and for a volunteer who is not an admin the
 * person's address typed again (the second confirmation). The address and the number of requests
 * the page showed come along as they were shown; the action checks them against the database, and
 * the data service checks the typed address (the schema is the first word, not the last).
 */
export function eraseSchema(
  text: AdminText["people"]["erase"],
  person: { email: string; mustRetype: boolean },
) {
  const mismatch = fill(text.retype.mismatch, { email: person.email });
  const retype = z.string({ error: mismatch }).max(320, mismatch);
  return z.object({
    intent: z.literal("erase", { error: text.changed }),
    email: z.string().optional(),
    count: z.string().optional(),
    confirm: z.literal("yes", { error: text.confirmMissing }),
    retype: person.mustRetype ? retype : retype.optional(),
  });
}
