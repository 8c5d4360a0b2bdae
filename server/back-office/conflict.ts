import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/locale";
import { catalogs } from "~/content/catalogs.server";
import type { Db } from "../db/client";
import { requestEvents } from "../db/schema";
import { assignmentOf } from "./history";
import { isUuid } from "./ids";
import { lastChange, revisionKinds } from "./request-store";
import type { ChangeLine, Conflict } from "./request-types";

/** The time of a change: the clock time on its day, else the date too (the association's time zone). */
function changeTime(at: Date, now: Date, locale: Locale): string {
  const { intlLocale, timeZone } = catalogs[locale].mail;
  const day = new Intl.DateTimeFormat("en-CA", { dateStyle: "short", timeZone });
  const sameDay = day.format(at) === day.format(now);
  return new Intl.DateTimeFormat(intlLocale, {
    ...(sameDay ? {} : { dateStyle: "short" }),
    timeStyle: "short",
    timeZone,
  }).format(at);
}

/**
 * Who changed the request last, what and when, for the refusal of a change made from an older page:
 * the latest change of the kinds that count, with every line its transaction wrote (a status mail
 * and the status it moved the request to). Null when there is none (or the request is gone).
 */
export async function readConflict(db: Db, id: string, locale: Locale): Promise<Conflict | null> {
  if (!isUuid(id)) return null;
  const last = await lastChange(db, id);
  if (!last) return null;
  // One transaction's entries share its time (now() is the transaction's start).
  const events = await db
    .select()
    .from(requestEvents)
    .where(
      and(
        eq(requestEvents.submissionId, id),
        inArray(requestEvents.kind, [...revisionKinds]),
        sql`${requestEvents.createdAt} = (select max(e.created_at) from request_events e
          where e.submission_id = ${id} and e.kind in (${sql.join(
            revisionKinds.map((kind) => sql`${kind}`),
            sql`, `,
          )}))`,
      ),
    )
    .orderBy(asc(requestEvents.id));
  const order = ["assigned", "mail", "status", "dog_unavailable"];
  events.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  const changes = events.map((event): ChangeLine => {
    const detail = event.detail ?? {};
    switch (event.kind) {
      case "status":
        return {
          kind: "status",
          to: text(detail.to),
          ...(text(detail.reason) ? { reason: text(detail.reason)! } : {}),
        };
      case "assigned":
        return {
          kind: "assigned",
          assignment: assignmentOf({ id: event.actorId, name: event.actorName }, detail),
          from: text(detail.fromName),
          to: text(detail.toName),
        };
      case "mail":
        return { kind: "mail", subject: text(detail.subject) ?? "" };
      default:
        return { kind: "dog_unavailable" };
    }
  });
  return { actorName: last.actorName, at: changeTime(last.at, new Date(), locale), changes };
}
