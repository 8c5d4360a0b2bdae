import { and, asc, inArray, sql } from "drizzle-orm";
import { dogRequestTypes, isOpenStatus, statusesOf } from "~/domain/back-office/pipeline";
import { isFormType, type FormType } from "~/domain/forms/form-types";
import type { Db } from "../db/client";
import { submissions } from "../db/schema";
import { displayLine } from "../submissions/display-text";
import type { BackOfficeDeps } from "./deps";
import { feedDog, type FeedDogMatch } from "./request-detail";
import { asLocale, dogNameOf, type SubmissionRow } from "./request-store";
import type { UnavailableDog } from "./request-types";

/**
 * The requests a dog's leaving concerns: open adoption and sponsorship requests, but not an approved
 * adoption (most likely the family the dog is reserved for, or went to).
 */
const notifiableStatuses = [
  ...new Set(
    dogRequestTypes.flatMap((formType) =>
      statusesOf(formType).filter((status) => isOpenStatus(formType, status) && status !== "approved"),
    ),
  ),
];

async function openDogRequests(db: Db): Promise<SubmissionRow[]> {
  const rows = await db
    .select()
    .from(submissions)
    .where(
      and(
        inArray(submissions.formType, [...dogRequestTypes]),
        inArray(submissions.status, notifiableStatuses),
        sql`(${submissions.dogId} is not null or coalesce(${submissions.dogName}, '') <> '')`,
      ),
    )
    .orderBy(asc(submissions.createdAt));
  return rows.filter(isNotifiable);
}

/** An open adoption or sponsorship request, but not an approved adoption (most likely the family the dog went to). */
export function isNotifiable(row: Pick<SubmissionRow, "formType" | "status">): boolean {
  return (
    isFormType(row.formType) &&
    (dogRequestTypes as readonly string[]).includes(row.formType) &&
    isOpenStatus(row.formType, row.status) &&
    row.status !== "approved"
  );
}

/** Ticked at first: a request not yet at the pre-check or beyond (those families may be further along). */
export function preselected(formType: FormType, status: string): boolean {
  const steps: readonly string[] = statusesOf(formType);
  const precheck = steps.indexOf("precheck");
  return precheck < 0 || steps.indexOf(status) < precheck;
}

function dogKeyOf(row: SubmissionRow): string | null {
  if (row.dogId) return `id:${row.dogId}`;
  const name = dogNameOf(row);
  return name ? `name:${name.toLowerCase()}` : null;
}

/**
 * Why a request's dog is no longer available, or null while it is. A name that several dogs of the
 * feed share (no id) counts as reserved only when every one of them is.
 */
function unavailability(found: FeedDogMatch): UnavailableDog["reason"] | null {
  if (found.sameName.length > 0)
    return found.sameName.every((dog) => dog.status === "reserved") ? "reserved" : null;
  if (!found.dog) return "gone";
  return found.dog.status === "reserved" ? "reserved" : null;
}

/**
 * The dogs that open adoption and sponsorship requests name and that have left the feed or are
 * reserved, each with those requests (the inbox marks them; /admin/dogs lists them).
 */
export async function unavailableDogs(deps: Pick<BackOfficeDeps, "db" | "dogs">): Promise<UnavailableDog[]> {
  const list = deps.dogs.list();
  // Before the feed was ever read, every dog would look gone: say nothing.
  if (!list.available) return [];
  const groups = new Map<string, UnavailableDog>();
  for (const row of await openDogRequests(deps.db)) {
    const key = dogKeyOf(row);
    const found = feedDog(deps.dogs, row);
    if (!key || !found) continue;
    const reason = unavailability(found);
    if (!reason) continue;
    const group = groups.get(key) ?? {
      key,
      name: found.name,
      id: row.dogId,
      reason,
      requests: [],
    };
    group.requests.push({
      id: row.id,
      formType: row.formType as FormType,
      locale: asLocale(row.locale),
      name: row.name || displayLine(String(row.data.name ?? row.data.yourName ?? "")),
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      revision: row.revision,
      preselected: preselected(row.formType as FormType, row.status),
    });
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name));
}
