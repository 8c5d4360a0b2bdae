import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { catalogs } from "~/content/catalogs.server";
import type { HomeCheckPhotoError } from "~/domain/back-office/home-check-paths";
import {
  homeCheckReportSchema,
  type HomeCheckOutcome,
  type HomeCheckReportInput,
} from "~/domain/back-office/home-check-schemas";
import { fill } from "~/i18n/format";
import { associationTimeZone, todayIn } from "~/domain/forms/dates";
import type { Db } from "../db/client";
import {
  homeCheckLinks,
  homeCheckPhotos,
  homeCheckReports,
  people,
  staffAccounts,
  submissions,
  tasks,
} from "../db/schema";
import { recordEvent } from "../back-office/history";
import { asLocale, loadRequest, type Tx } from "../back-office/request-store";
import type { PictureIngest } from "../media/ingest";
import { checkPhotos, preparePhotos, type PhotoUpload } from "./photos";

export type ReportResult =
  | { ok: true }
  | {
      ok: false;
      reason: "invalid";
      /** Per field (visitedOn, outcome, notes; photos: too many), in the request's language. */
      errors: Record<string, string>;
      photoErrors: HomeCheckPhotoError[];
    }
  | { ok: false; reason: "gone" | "unknown" };

/** The photos a report post brought, and whether it brought more than a report takes. */
export type PhotosSent = { uploads: PhotoUpload[]; tooMany: boolean };

export const noPhotos: PhotosSent = { uploads: [], tooMany: false };

export type ReportDeps = { db: Db; now: () => Date; ingest: PictureIngest };

/**
 * The report is news for whoever works on the request: a task due today ("Bericht der Vorkontrolle
 * lesen: Familie Yılmaz (passt)"), in the request's language, for the request's volunteer, else for
 * the one who asked the checker. It shows on their day's view at once and in the daily mail.
 */
async function readTheReportTask(
  tx: Tx,
  hash: string,
  submissionId: string,
  outcome: HomeCheckOutcome,
  today: string,
): Promise<void> {
  const [request] = await tx
    .select({
      assigneeId: submissions.assigneeId,
      personId: submissions.personId,
      locale: submissions.locale,
      name: submissions.name,
      askedBy: homeCheckLinks.createdByName,
    })
    .from(submissions)
    .innerJoin(homeCheckLinks, eq(homeCheckLinks.tokenHash, hash))
    .where(eq(submissions.id, submissionId));
  if (!request) return;
  let assigneeId = request.assigneeId;
  if (!assigneeId && request.askedBy) {
    const askers = await tx
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.name, request.askedBy), eq(staffAccounts.disabled, false)))
      .limit(2);
    // By name: the link keeps who asked as a name; two accounts of one name assign nobody.
    assigneeId = askers.length === 1 ? askers[0]!.id : null;
  }
  const text = catalogs[asLocale(request.locale)];
  await tx.insert(tasks).values({
    submissionId,
    personId: request.personId,
    assigneeId,
    origin: "home_check",
    dueOn: today,
    title: fill(text.admin.tasks.titles.homeCheckReport, {
      name: request.name || text.admin.tasks.titles.someone,
      outcome: text.admin.homeCheck.outcomes[outcome],
    }),
  });
}

/**
 * Files the report of the link whose token hashes to `hash`: checked (fields, then each photo by its
 * header), refused while anything is wrong so that nothing is half stored, then the photos
 * re-encoded, then in one transaction the link marked used (of two reports only the one that finds
 * it unused lands), the report and its photos stored, the person's home-checked fields set.
 */
export async function fileReport(
  deps: ReportDeps,
  hash: string,
  input: HomeCheckReportInput,
  sent: PhotosSent,
): Promise<ReportResult> {
  const { db } = deps;
  const [known] = await db
    .select({
      submissionId: homeCheckLinks.submissionId,
      usedAt: homeCheckLinks.usedAt,
      expiresAt: homeCheckLinks.expiresAt,
    })
    .from(homeCheckLinks)
    .where(eq(homeCheckLinks.tokenHash, hash));
  if (!known) return { ok: false, reason: "unknown" };
  const at = deps.now();
  // Before any photo is decoded: a used or expired link takes nothing.
  if (known.usedAt !== null || known.expiresAt.getTime() <= at.getTime())
    return { ok: false, reason: "gone" };
  const row = await loadRequest(db, known.submissionId);
  const text = catalogs[asLocale(row?.locale ?? "de")].homeCheck.page;
  const parsed = homeCheckReportSchema(text.errors, todayIn(associationTimeZone, at)).safeParse(input);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
  }
  if (sent.tooMany) errors.photos = text.errors.photos;
  const photoErrors = sent.tooMany ? [] : await checkPhotos(sent.uploads);
  if (!parsed.success || sent.tooMany || photoErrors.length > 0) {
    return { ok: false, reason: "invalid", errors, photoErrors };
  }
  const prepared = await preparePhotos(deps.ingest, sent.uploads);
  if (!prepared.ok) return { ok: false, reason: "invalid", errors, photoErrors: prepared.errors };
  const report = parsed.data;

  return db.transaction(async (tx): Promise<ReportResult> => {
    const [used] = await tx
      .update(homeCheckLinks)
      .set({ usedAt: at })
      .where(
        and(
          eq(homeCheckLinks.tokenHash, hash),
          isNull(homeCheckLinks.usedAt),
          gt(homeCheckLinks.expiresAt, at),
        ),
      )
      .returning({ submissionId: homeCheckLinks.submissionId, checkerId: homeCheckLinks.checkerId });
    if (!used) return { ok: false, reason: "gone" };
    const [checker] = await tx
      .select({ name: people.name })
      .from(people)
      .where(eq(people.id, used.checkerId));
    const checkerName = checker?.name ?? "";
    const [stored] = await tx
      .insert(homeCheckReports)
      .values({
        submissionId: used.submissionId,
        checkerName,
        visitedOn: report.visitedOn,
        outcome: report.outcome,
        notes: report.notes,
      })
      .returning({ id: homeCheckReports.id });
    if (prepared.photos.length > 0) {
      await tx
        .insert(homeCheckPhotos)
        .values(
          prepared.photos.map((photo, index) => ({ reportId: stored!.id, position: index + 1, ...photo })),
        );
    }
    const [request] = await tx
      .select({ personId: submissions.personId })
      .from(submissions)
      .where(eq(submissions.id, used.submissionId));
    if (request?.personId) {
      await tx
        .update(people)
        .set({
          homeCheckedOn: report.visitedOn,
          homeCheckedBy: checkerName,
          revision: sql`${people.revision} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(people.id, request.personId));
    }
    await readTheReportTask(tx, hash, used.submissionId, report.outcome, todayIn(associationTimeZone, at));
    await recordEvent(tx, {
      submissionId: used.submissionId,
      actor: null,
      kind: "home_check",
      detail: {
        checkerName,
        report: true,
        outcome: report.outcome,
        visitedOn: report.visitedOn,
        photos: prepared.photos.length,
      },
    });
    return { ok: true };
  });
}
