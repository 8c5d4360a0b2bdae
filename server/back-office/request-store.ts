import { and, eq } from "drizzle-orm";
import type { RequestStatus } from "~/domain/back-office/pipeline";
import { isFormType, type FormType } from "~/domain/forms/form-types";
import type { Locale } from "~/i18n/locale";
import type { Db } from "../db/client";
import { submissions } from "../db/schema";
import { displayLine } from "../submissions/display-text";
import { firstNameOf as applicantName } from "../submissions/request-columns";
import { recordEvent } from "./history";
import { isUuid } from "./ids";
import type { Actor } from "./staff-member";

/** One stored request, as the back office reads and changes it. */
export type SubmissionRow = typeof submissions.$inferSelect;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const asLocale = (value: string): Locale => (value === "es" ? "es" : "de");

/** A request by id; null for an unknown or malformed id, or a kind the site no longer has. */
export async function loadRequest(db: Db, id: string): Promise<SubmissionRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id)).limit(1);
  if (!row || !isFormType(row.formType)) return null;
  return row;
}

/** Typed multi-line text as stored: LF line breaks, no NUL (PostgreSQL text cannot hold it), trimmed. */
export function plainText(text: string): string {
  return text.replace(/\r\n?/g, "\n").replaceAll("\u0000", "").trim();
}

/** The applicant's first name: `firstName` (membership), else the first word of the name. */
export function firstNameOf(row: SubmissionRow): string {
  return applicantName(row.formType as FormType, row.data).split(" ")[0] ?? "";
}

/** The dog a request names: the stored column, else the form's field (requests stored before it). */
export function dogNameOf(row: { dogName: string | null; data: Record<string, unknown> }): string | null {
  const candidates = [row.dogName, row.data.dog, row.data.dogName];
  for (const candidate of candidates) {
    if (typeof candidate === "string" && displayLine(candidate) !== "") return displayLine(candidate);
  }
  return null;
}

export function emailOf(row: { email: string; data: Record<string, unknown> }): string {
  if (row.email) return row.email;
  return typeof row.data.email === "string" ? row.data.email.trim().toLowerCase() : "";
}

/** Moves the request to `status` when it is still where it was read; true when it moved. */
export async function moveStatus(
  tx: Tx,
  row: SubmissionRow,
  status: RequestStatus,
  actor: Actor,
  reason?: string,
): Promise<boolean> {
  if (row.status === status) return false;
  const moved = await tx
    .update(submissions)
    .set({ status })
    .where(and(eq(submissions.id, row.id), eq(submissions.status, row.status)))
    .returning({ id: submissions.id });
  if (moved.length === 0) return false;
  await recordEvent(tx, {
    submissionId: row.id,
    actor,
    kind: "status",
    detail: { from: row.status, to: status, ...(reason ? { reason } : {}) },
  });
  return true;
}
