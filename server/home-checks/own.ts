import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { HomeCheckReportInput } from "~/domain/back-office/home-check-schemas";
import { homeCheckLinks, people, staffAccounts, submissions } from "../db/schema";
import { isUuid } from "../back-office/ids";
import { dogNameOf } from "../back-office/request-store";
import type { StaffMember } from "../back-office/staff-member";
import { displayLine } from "../submissions/display-text";
import { fileReport, type PhotosSent, type ReportDeps, type ReportResult } from "./report";

/** A home check asked of the signed-in volunteer, as the day's view lists it. */
export type OwnHomeCheck = {
  requestId: string;
  applicantName: string;
  dogName: string | null;
  expiresAt: Date;
};

/**
 * "Or their own account if they have one" (issue 28 item 6): a checker whose e-mail address is the
 * one of an active back-office account finds, signed in, the home checks asked of them and files
 * the report there, without the mailed link. It is the same link and the same report: the link is
 * found by the checker's address and the request, and its report goes through `fileReport`, so it
 * is used once, either way. Another volunteer finds nothing.
 */
export function ownHomeChecks(deps: ReportDeps) {
  const { db } = deps;

  /** The open links (not used, not expired) whose checker is this volunteer, newest first. */
  function openLinks(staff: Pick<StaffMember, "id">, requestId?: string) {
    const at = deps.now();
    return db
      .select({
        tokenHash: homeCheckLinks.tokenHash,
        requestId: homeCheckLinks.submissionId,
        expiresAt: homeCheckLinks.expiresAt,
        name: submissions.name,
        dogName: submissions.dogName,
        data: submissions.data,
      })
      .from(homeCheckLinks)
      .innerJoin(people, eq(people.id, homeCheckLinks.checkerId))
      .innerJoin(
        staffAccounts,
        and(
          eq(staffAccounts.id, staff.id),
          eq(staffAccounts.disabled, false),
          sql`lower(${staffAccounts.email}) = lower(${people.email})`,
          sql`${people.email} <> ''`,
        ),
      )
      .innerJoin(submissions, eq(submissions.id, homeCheckLinks.submissionId))
      .where(
        and(
          isNull(homeCheckLinks.usedAt),
          gt(homeCheckLinks.expiresAt, at),
          requestId === undefined ? undefined : eq(homeCheckLinks.submissionId, requestId),
        ),
      )
      .orderBy(desc(homeCheckLinks.createdAt));
  }

  const shown = (row: Awaited<ReturnType<typeof openLinks>>[number]): OwnHomeCheck => ({
    requestId: row.requestId,
    applicantName: displayLine(row.name || String(row.data.name ?? "")),
    dogName: dogNameOf(row),
    expiresAt: row.expiresAt,
  });

  return {
    /** One entry per request (a link sent twice to the same checker is one visit), oldest due first. */
    async list(staff: Pick<StaffMember, "id">): Promise<OwnHomeCheck[]> {
      const seen = new Set<string>();
      const rows = (await openLinks(staff)).filter(
        (row) => !seen.has(row.requestId) && seen.add(row.requestId),
      );
      return rows.map(shown).sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
    },

    /** The home check of a request asked of this volunteer and still open, or null. */
    async find(requestId: string, staff: Pick<StaffMember, "id">): Promise<OwnHomeCheck | null> {
      if (!isUuid(requestId)) return null;
      const [row] = await openLinks(staff, requestId);
      return row ? shown(row) : null;
    },

    /** Files the report on the newest open link of the request asked of this volunteer. */
    async report(
      requestId: string,
      staff: Pick<StaffMember, "id">,
      input: HomeCheckReportInput,
      photos: PhotosSent,
    ): Promise<ReportResult> {
      if (!isUuid(requestId)) return { ok: false, reason: "unknown" };
      const [row] = await openLinks(staff, requestId);
      if (!row) return { ok: false, reason: "gone" };
      return fileReport(deps, row.tokenHash, input, photos);
    },
  };
}

export type OwnHomeChecks = ReturnType<typeof ownHomeChecks>;
