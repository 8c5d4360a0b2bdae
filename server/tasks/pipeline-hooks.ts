import { and, eq, isNull, sql } from "drizzle-orm";
import { lastingRelations, type RequestStatus } from "~/domain/back-office/pipeline";
import {
  addOffset,
  followUpOffsets,
  localDay,
  sponsorNewsOffset,
  type DateOffset,
} from "~/domain/back-office/tasks";
import { isIsoDay } from "~/domain/back-office/relation-schemas";
import { isFormType } from "~/domain/forms/form-types";
import { fill } from "~/i18n/format";
import { catalogs } from "~/content/catalogs.server";
import { isLocale } from "~/i18n/locale";
import { relations, tasks } from "../db/relations-schema";
import type { Tx } from "../back-office/request-store";
import type { Actor } from "../back-office/staff-member";
import { displayLine } from "../submissions/display-text";

/** What the hooks read of the request that moved (a submissions row). */
type MovedRequest = {
  id: string;
  formType: string;
  /** The request's language: its team works in it, so the pipeline's tasks are written in it. */
  locale: string;
  assigneeId: string | null;
  personId: string | null;
  dogName: string | null;
  data: Record<string, unknown>;
};

type Titles = (typeof catalogs)["de"]["admin"]["tasks"]["titles"];
const titlesIn = (locale: string): Titles => catalogs[isLocale(locale) ? locale : "de"].admin.tasks.titles;

function dogOf(row: MovedRequest): string | null {
  for (const candidate of [row.dogName, row.data.dog, row.data.dogName]) {
    if (typeof candidate === "string" && displayLine(candidate) !== "") return displayLine(candidate);
  }
  return null;
}

function withDog(titles: Titles, title: string, dog: string | null): string {
  return dog ? fill(titles.withDog, { title, dog }) : title;
}

/** "Nachkontrolle nach 2 Wochen", "… nach 3 Monaten", "… nach 10 Tagen". */
export function followUpTitle(offset: DateOffset, dog: string | null, locale: string): string {
  const titles = titlesIn(locale);
  let title: string;
  if ("months" in offset) title = fill(titles.followUpMonths, { count: offset.months });
  else if (offset.days % 7 === 0) title = fill(titles.followUpWeeks, { count: offset.days / 7 });
  else title = fill(titles.followUpDays, { count: offset.days });
  return withDog(titles, title, dog);
}

export function sponsorNewsTitle(dog: string | null, locale: string): string {
  const titles = titlesIn(locale);
  return withDog(titles, titles.sponsorNews, dog);
}

async function hasOpenTask(tx: Tx, submissionId: string, origin: "follow_up" | "sponsor_news") {
  const [found] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.submissionId, submissionId), eq(tasks.origin, origin), isNull(tasks.doneAt)))
    .limit(1);
  return found !== undefined;
}

/**
 * What a status move brings, in the move's transaction (request-store.ts moveStatus): entering a
 * lasting status records the relation (since today, the association's day, or a membership's entry
 * date) and makes the
 * pipeline's tasks (a placed adoption: the follow-ups; a confirmed sponsorship: the yearly news of
 * the dog), entering the ending status ends the relation today. The tasks go to the request's
 * volunteer, else to the one who moved it; a request that comes back to the status while such
 * tasks are open gets no second set.
 */
export async function afterStatusMove(
  tx: Tx,
  row: MovedRequest,
  status: RequestStatus,
  actor: Actor,
  now: Date = new Date(),
): Promise<void> {
  if (!isFormType(row.formType) || !(row.formType in lastingRelations)) return;
  const kind = row.formType as keyof typeof lastingRelations;
  const today = localDay(now);
  if (status === lastingRelations[kind].lasting) {
    // A membership starts on the entry date the applicant chose (the first of a month), else today.
    const entryDate = row.data.entryDate;
    const startedOn =
      kind === "membership" && typeof entryDate === "string" && isIsoDay(entryDate) ? entryDate : today;
    await tx
      .insert(relations)
      .values({ submissionId: row.id, kind, startedOn })
      .onConflictDoUpdate({
        target: relations.submissionId,
        // It lasts again (the dog was placed again): no longer ended.
        set: { endedOn: null, endReason: null, updatedAt: sql`now()` },
        setWhere: sql`${relations.endedOn} is not null`,
      });
    const assigneeId = row.assigneeId ?? actor?.id ?? null;
    const common = {
      assigneeId,
      submissionId: row.id,
      personId: row.personId,
      createdByName: actor?.name ?? null,
    };
    const dog = dogOf(row);
    if (kind === "adoption" && !(await hasOpenTask(tx, row.id, "follow_up"))) {
      await tx.insert(tasks).values(
        followUpOffsets.map((offset) => ({
          ...common,
          origin: "follow_up",
          title: followUpTitle(offset, dog, row.locale),
          dueOn: addOffset(today, offset),
        })),
      );
    }
    if (kind === "sponsorship" && !(await hasOpenTask(tx, row.id, "sponsor_news"))) {
      await tx.insert(tasks).values({
        ...common,
        origin: "sponsor_news",
        title: sponsorNewsTitle(dog, row.locale),
        dueOn: addOffset(today, sponsorNewsOffset),
      });
    }
  } else if (status === lastingRelations[kind].ending) {
    // The date and the reason can be changed on the relation afterwards; today is the default.
    await tx
      .update(relations)
      .set({ endedOn: today, updatedAt: sql`now()` })
      .where(and(eq(relations.submissionId, row.id), isNull(relations.endedOn)));
  }
}
