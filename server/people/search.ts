import { sql, type SQL } from "drizzle-orm";
import {
  accentedLetters,
  phoneDigitsQuery,
  plainLetters,
  searchKey,
} from "~/domain/back-office/inbox-search";
import { people } from "../db/schema";
import { containsPattern } from "../back-office/inbox-service";

/**
 * The people search, as the inbox's: name and e-mail without case or accents (the same letter lists
 * as `submissions.search_text`, computed here: the people table is small), and a number-like query
 * also by the phone's digits.
 */
export function personSearchCondition(query: string): SQL | undefined {
  const q = query.trim();
  if (q === "") return undefined;
  const key = sql`translate(lower(${people.name} || ' ' || ${people.email}), ${accentedLetters}, ${plainLetters})`;
  const text = sql`${key} like ${containsPattern(searchKey(q))}`;
  const digits = phoneDigitsQuery(q);
  if (!digits) return text;
  const phone = sql`regexp_replace(coalesce(${people.phone}, ''), '[^0-9]', '', 'g')`;
  return sql`(${text} or ${phone} like ${containsPattern(digits)})`;
}
