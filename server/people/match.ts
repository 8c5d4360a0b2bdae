import { sql } from "drizzle-orm";
import type { Locale } from "~/i18n/locale";
import type { Db } from "../db/client";
import { people } from "../db/schema";

type Executor = Pick<Db, "insert">;

export type PersonContact = {
  email: string;
  name: string;
  phone: string | null;
  locale: Locale;
  /** The form's postcode where it asks for one (membership, foster home): matches home checkers. */
  postcode?: string | null;
};

/**
 * The person a new request belongs to, in the request's transaction: the record of its e-mail
 * address (lower-case), whose name, phone, language and (when given) postcode become the newest
 * request's; a new record
 * when there is none, or when the request has no address (recorded by hand without one).
 * Concurrent requests of one address meet at the unique index, so one record is made.
 */
export async function personFor(tx: Executor, contact: PersonContact): Promise<string> {
  const email = contact.email.trim().toLowerCase();
  const postcode = contact.postcode?.trim() || null;
  const values = { email, name: contact.name, phone: contact.phone, locale: contact.locale, postcode };
  if (email === "") {
    const [made] = await tx.insert(people).values(values).returning({ id: people.id });
    return made!.id;
  }
  const [row] = await tx
    .insert(people)
    .values(values)
    .onConflictDoUpdate({
      target: people.email,
      targetWhere: sql`${people.email} <> ''`,
      set: {
        name: sql`case when excluded.name <> '' then excluded.name else ${people.name} end`,
        phone: sql`coalesce(excluded.phone, ${people.phone})`,
        postcode: sql`coalesce(excluded.postcode, ${people.postcode})`,
        locale: sql`excluded.locale`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: people.id });
  return row!.id;
}
