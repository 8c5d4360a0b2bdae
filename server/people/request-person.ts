import { eq } from "drizzle-orm";
import type { Locale } from "~/i18n/locale";
import { catalogs } from "~/content/catalogs.server";
import type { Db } from "../db/client";
import { people } from "../db/schema";

/** What a request's page says about the person who sent it (the home check's day in words). */
export type RequestPersonNotice = {
  id: string;
  name: string;
  doNotPlace: boolean;
  doNotPlaceReason: string | null;
  homeCheckedOn: string | null;
  homeCheckedBy: string | null;
};

/** The person of a request for its page (request-detail.ts), in the interface's language. */
export async function requestPersonNotice(
  db: Db,
  personId: string | null,
  locale: Locale,
): Promise<RequestPersonNotice | null> {
  if (!personId) return null;
  const [row] = await db
    .select({
      id: people.id,
      name: people.name,
      doNotPlace: people.doNotPlace,
      doNotPlaceReason: people.doNotPlaceReason,
      homeCheckedOn: people.homeCheckedOn,
      homeCheckedBy: people.homeCheckedBy,
    })
    .from(people)
    .where(eq(people.id, personId));
  if (!row) return null;
  const day = row.homeCheckedOn
    ? new Intl.DateTimeFormat(catalogs[locale].mail.intlLocale, {
        dateStyle: "medium",
        timeZone: "UTC",
      }).format(new Date(`${row.homeCheckedOn}T00:00:00Z`))
    : null;
  return { ...row, homeCheckedOn: day };
}
