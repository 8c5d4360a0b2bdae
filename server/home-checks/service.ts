import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { catalogs } from "~/content/catalogs.server";
import {
  areaMatch,
  homeCheckLinkDays,
  homeCheckPaths,
  type HomeCheckOutcome,
  type HomeCheckReportInput,
} from "~/domain/back-office/home-check-schemas";
import { associationTimeZone } from "~/domain/forms/dates";
import { pictureContentTypes } from "~/domain/media/pictures";
import type { Locale } from "~/i18n/locale";
import {
  homeCheckLinks,
  homeCheckPhotos,
  homeCheckReports,
  mailOutbox,
  people,
  submissions,
} from "../db/schema";
import type { BackOfficeDeps } from "../back-office/deps";
import { recordEvent } from "../back-office/history";
import { isUuid } from "../back-office/ids";
import { asLocale, dogNameOf, loadRequest, type SubmissionRow } from "../back-office/request-store";
import type { Actor } from "../back-office/staff-member";
import { statusMailHtml } from "../back-office/status-mail";
import { displayLine, withoutInvisibles } from "../submissions/display-text";
import { pictureIngest, type PictureIngest } from "../media/ingest";
import { ownHomeChecks, type OwnHomeChecks } from "./own";
import { fileReport, noPhotos, type PhotosSent, type ReportResult } from "./report";
import { readReportPost, type ReportPost } from "./report-post";

export type { PhotosSent, ReportResult } from "./report";
export type { ReportPost } from "./report-post";
export type { OwnHomeCheck } from "./own";

/** A home checker offered for a request; `match` 3 exact postcode, 2 prefix, 1 region word, 0 none. */
export type CheckerSuggestion = { id: string; name: string; areas: string; hasEmail: boolean; match: number };

export type HomeCheckLinkRow = {
  checkerName: string;
  createdByName: string | null;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
};

export type HomeCheckReportRow = {
  id: string;
  checkerName: string;
  visitedOn: string;
  outcome: HomeCheckOutcome;
  notes: string;
  /** In the order the checker added them; served at `/admin/home-check-photos/{id}`. */
  photos: HomeCheckPhotoRow[];
  createdAt: Date;
};

export type HomeCheckPhotoRow = { id: string; width: number; height: number };

/** A photo's bytes as served to a volunteer: the stored picture, or its small WebP copy. */
export type HomeCheckPhotoFile = { bytes: Buffer; contentType: string };

export type HomeCheckPanel = {
  /** An adoption or foster-home request at the pre-check: a checker may be asked. */
  canRequest: boolean;
  checkers: CheckerSuggestion[];
  links: HomeCheckLinkRow[];
  reports: HomeCheckReportRow[];
};

export type RequestResult =
  | { ok: true; link: string; expiresAt: Date }
  | { ok: false; reason: "not_found" | "not_precheck" | "checker" };

/** What the checker's page shows of a valid link. */
export type OpenLink =
  | { state: "open"; locale: Locale; applicantName: string; dogName: string | null; expiresAt: Date }
  | { state: "gone" }
  | { state: "unknown" };

export type HomeCheckServices = {
  suggestCheckers(requestId: string): Promise<CheckerSuggestion[]>;
  request(input: { requestId: string; checkerId: string; actor: Actor }): Promise<RequestResult>;
  openLink(token: string): Promise<OpenLink>;
  /** The report form's post, read as the public forms are (origin check, size limits), with its photos. */
  readReportPost(request: Request): Promise<ReportPost>;
  /** The checker's report by the link's token; `photos` as `readReportPost` read them. */
  report(token: string, input: HomeCheckReportInput, photos?: PhotosSent): Promise<ReportResult>;
  panel(requestId: string): Promise<HomeCheckPanel | null>;
  /** The latest report on any request of a person (the person page). */
  latestForPerson(personId: string): Promise<HomeCheckReportRow | null>;
  /** A report's photo for a volunteer (the route behind the admin guard), or null. */
  photo(id: string, size: "full" | "small"): Promise<HomeCheckPhotoFile | null>;
  /** The home checks asked of the signed-in volunteer (their address is the checker's), and their reports. */
  own: OwnHomeChecks;
};

const homeCheckKinds = new Set(["adoption", "foster_home"]);
const dayMs = 24 * 60 * 60 * 1000;

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

const stringOf = (value: unknown) =>
  typeof value === "string" ? withoutInvisibles(value.replace(/\r\n?/g, "\n")).trim() : "";

/** The applicant's postcode: the form's (foster home), else the person record's. */
function postcodeOf(row: SubmissionRow, personPostcode: string | null): string | null {
  const fromForm = stringOf(row.data.zipCode);
  if (fromForm !== "") return fromForm;
  return personPostcode && personPostcode.trim() !== "" ? personPostcode.trim() : null;
}

/**
 * Home checks (issue 28, item 6): at the pre-check a volunteer picks a checker (suggested by the
 * applicant's postcode), who gets a mail with only what the visit needs and a single-use link,
 * valid for 14 days, to a short report form; the report lands on the request and the person.
 * `now` is the clock (tests move it); `ingest` re-encodes the photos (shared with the editor's
 * pictures, so that one picture is decoded at a time).
 */
export function createHomeCheckServices(
  deps: Pick<BackOfficeDeps, "db" | "config" | "site" | "origins" | "wakeMailer">,
  options: { now?: () => Date; ingest?: PictureIngest } = {},
): HomeCheckServices {
  const { db } = deps;
  const now = options.now ?? (() => new Date());
  const ingest = options.ingest ?? pictureIngest();

  async function personOf(row: SubmissionRow) {
    if (!row.personId) return null;
    const [person] = await db
      .select({ id: people.id, postcode: people.postcode, name: people.name, phone: people.phone })
      .from(people)
      .where(eq(people.id, row.personId));
    return person ?? null;
  }

  async function suggestionsFor(row: SubmissionRow): Promise<CheckerSuggestion[]> {
    const person = await personOf(row);
    const postcode = postcodeOf(row, person?.postcode ?? null);
    const address = [stringOf(row.data.address), postcode ?? ""].join(" ");
    const checkers = await db
      .select({ id: people.id, name: people.name, email: people.email, areas: people.homeCheckerAreas })
      .from(people)
      .where(eq(people.homeChecker, true))
      .orderBy(people.name, people.id);
    return checkers
      .filter((checker) => checker.id !== row.personId)
      .map((checker) => ({
        id: checker.id,
        name: checker.name,
        areas: checker.areas ?? "",
        hasEmail: checker.email !== "",
        match: areaMatch(checker.areas ?? "", postcode, address),
      }))
      .sort((a, b) => b.match - a.match);
  }

  async function reportsOf(where: ReturnType<typeof eq>, limit?: number): Promise<HomeCheckReportRow[]> {
    const query = db
      .select({
        id: homeCheckReports.id,
        checkerName: homeCheckReports.checkerName,
        visitedOn: homeCheckReports.visitedOn,
        outcome: homeCheckReports.outcome,
        notes: homeCheckReports.notes,
        createdAt: homeCheckReports.createdAt,
      })
      .from(homeCheckReports)
      .innerJoin(submissions, eq(submissions.id, homeCheckReports.submissionId))
      .where(where)
      .orderBy(desc(homeCheckReports.createdAt), desc(homeCheckReports.id));
    const rows = limit ? await query.limit(limit) : await query;
    const photos =
      rows.length === 0
        ? []
        : await db
            .select({
              id: homeCheckPhotos.id,
              reportId: homeCheckPhotos.reportId,
              width: homeCheckPhotos.width,
              height: homeCheckPhotos.height,
            })
            .from(homeCheckPhotos)
            .where(
              inArray(
                homeCheckPhotos.reportId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(homeCheckPhotos.position));
    return rows.map((row) => ({
      ...row,
      outcome: row.outcome as HomeCheckOutcome,
      photos: photos
        .filter((photo) => photo.reportId === row.id)
        .map(({ id, width, height }) => ({ id, width, height })),
    }));
  }

  return {
    async suggestCheckers(requestId) {
      const row = await loadRequest(db, requestId);
      return row ? suggestionsFor(row) : [];
    },

    async request({ requestId, checkerId, actor }) {
      const row = await loadRequest(db, requestId);
      if (!row) return { ok: false, reason: "not_found" };
      if (!homeCheckKinds.has(row.formType) || row.status !== "precheck") {
        return { ok: false, reason: "not_precheck" };
      }
      if (!isUuid(checkerId)) return { ok: false, reason: "checker" };
      const [checker] = await db
        .select({ id: people.id, name: people.name, email: people.email, locale: people.locale })
        .from(people)
        .where(and(eq(people.id, checkerId), eq(people.homeChecker, true)));
      if (!checker || checker.email === "") return { ok: false, reason: "checker" };

      const locale = asLocale(row.locale);
      const text = catalogs[locale].homeCheck;
      const person = await personOf(row);
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(now().getTime() + homeCheckLinkDays * dayMs);
      const link = `${deps.origins[locale]}${homeCheckPaths[locale]}/${token}`;
      const expiresOn = new Intl.DateTimeFormat(catalogs[locale].mail.intlLocale, {
        dateStyle: "long",
        timeZone: associationTimeZone,
      }).format(expiresAt);
      // Only what the visit needs: no e-mail address, no other answers of the form.
      const values = {
        checkerName: displayLine(checker.name),
        applicantName: displayLine(row.name || stringOf(row.data.name)) || displayLine(person?.name ?? ""),
        phone: displayLine(row.phone || stringOf(row.data.phone)) || displayLine(person?.phone ?? ""),
        address: displayLine(stringOf(row.data.address)),
        postcode: postcodeOf(row, person?.postcode ?? null) ?? "",
        dogName: dogNameOf(row) ?? "",
        livingSituation: stringOf(row.data.livingSituation),
        link,
        expiresOn,
        organisation: deps.site[locale].organisationName,
        requestedBy: actor ? displayLine(actor.name) : "",
      };
      const subject = displayLine(text.mail.subject(values));
      const body = text.mail.body(values);
      await db.transaction(async (tx) => {
        await tx.insert(homeCheckLinks).values({
          tokenHash: tokenHash(token),
          submissionId: row.id,
          checkerId: checker.id,
          expiresAt,
          createdByName: actor?.name ?? null,
        });
        await tx.insert(mailOutbox).values({
          submissionId: row.id,
          kind: "home_check",
          recipient: checker.email,
          replyTo: deps.config.mailTo[locale],
          subject,
          textBody: body,
          htmlBody: statusMailHtml(body, locale),
        });
        await recordEvent(tx, {
          submissionId: row.id,
          actor,
          kind: "home_check",
          detail: { checkerId: checker.id, checkerName: checker.name, expiresAt: expiresAt.toISOString() },
        });
      });
      deps.wakeMailer();
      return { ok: true, link, expiresAt };
    },

    async openLink(token) {
      if (!tokenShape.test(token)) return { state: "unknown" };
      const [link] = await db
        .select({
          expiresAt: homeCheckLinks.expiresAt,
          usedAt: homeCheckLinks.usedAt,
          submissionId: homeCheckLinks.submissionId,
        })
        .from(homeCheckLinks)
        .where(eq(homeCheckLinks.tokenHash, tokenHash(token)));
      if (!link) return { state: "unknown" };
      if (link.usedAt !== null || link.expiresAt.getTime() <= now().getTime()) return { state: "gone" };
      const row = await loadRequest(db, link.submissionId);
      if (!row) return { state: "unknown" };
      return {
        state: "open",
        locale: asLocale(row.locale),
        applicantName: displayLine(row.name || stringOf(row.data.name)),
        dogName: dogNameOf(row),
        expiresAt: link.expiresAt,
      };
    },

    readReportPost: (request) => readReportPost(request, deps.origins),

    async report(token, input, photos = noPhotos) {
      if (!tokenShape.test(token)) return { ok: false, reason: "unknown" };
      return fileReport({ db, now, ingest }, tokenHash(token), input, photos);
    },

    async panel(requestId) {
      const row = await loadRequest(db, requestId);
      if (!row || !homeCheckKinds.has(row.formType)) return null;
      const canRequest = row.status === "precheck";
      const links = await db
        .select({
          checkerName: people.name,
          createdByName: homeCheckLinks.createdByName,
          createdAt: homeCheckLinks.createdAt,
          expiresAt: homeCheckLinks.expiresAt,
          usedAt: homeCheckLinks.usedAt,
        })
        .from(homeCheckLinks)
        .innerJoin(people, eq(people.id, homeCheckLinks.checkerId))
        .where(eq(homeCheckLinks.submissionId, row.id))
        .orderBy(desc(homeCheckLinks.createdAt));
      return {
        canRequest,
        checkers: canRequest ? await suggestionsFor(row) : [],
        links,
        reports: await reportsOf(eq(homeCheckReports.submissionId, row.id)),
      };
    },

    async latestForPerson(personId) {
      if (!isUuid(personId)) return null;
      const [latest] = await reportsOf(eq(submissions.personId, personId), 1);
      return latest ?? null;
    },

    async photo(id, size) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select({
          format: homeCheckPhotos.format,
          bytes: size === "full" ? homeCheckPhotos.bytes : homeCheckPhotos.thumbnail,
        })
        .from(homeCheckPhotos)
        .where(eq(homeCheckPhotos.id, id));
      if (!row) return null;
      return {
        bytes: row.bytes,
        contentType: size === "full" ? pictureContentTypes[row.format] : "image/webp",
      };
    },

    own: ownHomeChecks({ db, now, ingest }),
  };
}
