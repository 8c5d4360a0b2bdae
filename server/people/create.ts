import { and, eq, sql } from "drizzle-orm";
import type { PersonCreateInput } from "~/domain/back-office/person-schemas";
import type { Db } from "../db/client";
import { people } from "../db/schema";

export type PersonCreateResult =
  | { ok: true; id: string }
  /** The address has a record already (one per address): that one, to open instead. */
  | { ok: false; error: "email_exists"; existing: { id: string; name: string } }
  | { ok: false; error: "name_missing" };

/**
 * A person added by hand (issue 28): a home checker or a contact who never sent a request. One
 * record per e-mail address, case aside, as for requests (server/people/match.ts): an address that
 * has one is refused with it, also when two volunteers add it at once (the unique index decides).
 * A later request from the address finds this record.
 */
export async function createPerson(db: Db, input: PersonCreateInput): Promise<PersonCreateResult> {
  const name = input.name.trim();
  if (name === "") return { ok: false, error: "name_missing" };
  const email = (input.email ?? "").trim().toLowerCase();
  const [made] = await db
    .insert(people)
    .values({
      email,
      name,
      phone: input.phone,
      locale: input.locale,
      postcode: input.postcode,
      doNotPlace: input.doNotPlace,
      doNotPlaceReason: input.doNotPlace ? input.doNotPlaceReason : null,
      homeChecker: input.homeChecker,
      homeCheckerAreas: input.homeChecker ? input.homeCheckerAreas : null,
    })
    .onConflictDoNothing({ target: people.email, where: sql`${people.email} <> ''` })
    .returning({ id: people.id });
  if (made) return { ok: true, id: made.id };
  const [existing] = await db
    .select({ id: people.id, name: people.name })
    .from(people)
    .where(and(eq(people.email, email), sql`${people.email} <> ''`));
  if (!existing) throw new Error("a person's e-mail address conflicted, but no record has it");
  return { ok: false, error: "email_exists", existing };
}
