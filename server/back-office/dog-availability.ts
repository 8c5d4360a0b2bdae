import { and, asc, inArray, sql } from "drizzle-orm";
import { dogRequestTypes, isOpenStatus, statusAfterMail, statusesOf } from "~/domain/back-office/pipeline";
import { isFormType, type FormType } from "~/domain/forms/form-types";
import type { Db } from "../db/client";
import { submissions } from "../db/schema";
import { displayLine } from "../submissions/display-text";
import type { BackOfficeDeps } from "./deps";
import { feedDog } from "./request-detail";
import { asLocale, dogNameOf, emailOf, loadRequest, moveStatus, type SubmissionRow } from "./request-store";
import type { UnavailableDog } from "./request-types";
import type { Actor } from "./staff-member";
import { queueStatusMail, statusMailDraft } from "./status-mail";

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
  // An approved adoption is most likely the family the dog is reserved for, or went to.
  return rows.filter(
    (row) => isFormType(row.formType) && isOpenStatus(row.formType, row.status) && row.status !== "approved",
  );
}

function dogKeyOf(row: SubmissionRow): string | null {
  if (row.dogId) return `id:${row.dogId}`;
  const name = dogNameOf(row);
  return name ? `name:${name.toLowerCase()}` : null;
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
    const reason = !found.dog ? "gone" : found.dog.status === "reserved" ? "reserved" : null;
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
    });
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Tells each applicant of an unavailable dog (`key` from unavailableDogs) that the dog is no longer
 * available, in the request's language, and closes the request; the number informed. Safe when two
 * volunteers press it at once: the status moves first, and a request already moved is skipped.
 */
export async function notifyDogUnavailable(
  deps: BackOfficeDeps,
  dogKey: string,
  actor: Actor,
): Promise<number> {
  const group = (await unavailableDogs(deps)).find((dog) => dog.key === dogKey);
  if (!group) return 0;
  let sent = 0;
  for (const request of group.requests) {
    const row = await loadRequest(deps.db, request.id);
    if (!row || !isOpenStatus(row.formType as FormType, row.status) || row.status === "approved") continue;
    const recipient = emailOf(row);
    const done = await deps.db.transaction(async (tx) => {
      const closed = statusAfterMail(row.formType as FormType, "dog_unavailable") ?? "closed";
      // The status moves first: a concurrent run that already closed it makes this one skip.
      if (!(await moveStatus(tx, row, closed, actor, "dog_unavailable"))) return false;
      if (recipient)
        await queueStatusMail(
          deps,
          tx,
          row,
          { template: "dog_unavailable", ...statusMailDraft(deps, row, "dog_unavailable", actor) },
          actor,
        );
      return true;
    });
    if (done) sent++;
  }
  if (sent > 0) deps.wakeMailer();
  deps.logger.info("dog unavailable: applicants informed", { requests: sent });
  return sent;
}
