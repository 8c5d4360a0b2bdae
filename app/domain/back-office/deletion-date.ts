import type { FormType } from "~/domain/forms/form-types";
import {
  isDeletableStatus,
  isLastingRelationKind,
  isLastingRelationStatus,
  lastingRelations,
  type RequestStatus,
} from "./pipeline";

const dayMs = 86_400_000;

/**
 * When (and whether) the retention job deletes a request, as the request page says it:
 * - `scheduled`: a deletable status; deleted once untouched for the period, on `date` at the
 *   earliest (the hourly job takes it at its first run after that), unless something changes first;
 * - `due`: that date has passed (the next run takes it, or a mail of it still waits to go out);
 * - `kept`: a lasting relation, kept while it lasts; the period starts at its `ending` status;
 * - `open`: still waits for work, never deleted as such.
 */
export type DeletionPlan =
  | { kind: "scheduled"; date: Date; days: number }
  | { kind: "due"; days: number }
  | { kind: "kept"; ending: RequestStatus }
  | { kind: "open" };

/** The retention job's rule (server/back-office/retention.ts) for one request, at `now`. */
export function deletionPlan(
  request: { formType: FormType; status: string; updatedAt: Date },
  retentionDays: number,
  now: Date,
): DeletionPlan {
  const { formType, status } = request;
  if (isLastingRelationStatus(formType, status) && isLastingRelationKind(formType)) {
    return { kind: "kept", ending: lastingRelations[formType].ending };
  }
  if (!isDeletableStatus(formType, status)) return { kind: "open" };
  const date = new Date(request.updatedAt.getTime() + retentionDays * dayMs);
  return date.getTime() <= now.getTime()
    ? { kind: "due", days: retentionDays }
    : { kind: "scheduled", date, days: retentionDays };
}
