import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { searchKey } from "~/domain/back-office/inbox-search";
import { lastingRelations, type LastingRelationKind } from "~/domain/back-office/pipeline";
import { storedText } from "~/domain/back-office/request-page-schemas";
import {
  adminOnlyExports,
  endReasonMaxLength,
  isIsoDay,
  relationDetailsSchema,
  type RelationDetails,
  type RelationDetailsInput,
  type RelationErrors,
  type RelationState,
} from "~/domain/back-office/relation-schemas";
import { associationTimeZone, todayIn } from "~/domain/forms/dates";
import type { Dog } from "~/domain/dogs/types";
import type { Locale } from "~/i18n/locale";
import type { BackOfficeDeps } from "../back-office/deps";
import { guardedChange, unguarded, type ChangeGuard } from "../back-office/change-guard";
import { isUuid } from "../back-office/ids";
import { moveStatus } from "../back-office/request-store";
import type { Actor, StaffMember } from "../back-office/staff-member";
import { relations, submissions } from "../db/schema";
import { saveRelationDetails, type DetailsConflict } from "./details";
import { recordManualRequest, type ManualResult } from "./manual-request";
import { relationsWorkbook } from "./workbook";

export type { ManualResult };
import { kindOf, startedOnSql, stateCondition, readRelations } from "./rows";

export type { RelationDetails };
export { adminOnlyExports };

/** One relation: the request in its lasting (or ending) status, its person and its details. */
export type Relation = {
  submissionId: string;
  kind: LastingRelationKind;
  personId: string | null;
  name: string;
  email: string;
  phone: string | null;
  locale: Locale;
  dogId: string | null;
  dogName: string | null;
  status: string;
  /** Lasting (the request is in its lasting status) or ended (in its ending status). */
  active: boolean;
  /** yyyy-mm-dd: the relations row's start, else the request's last change. */
  startedOn: string;
  endedOn: string | null;
  endReason: string | null;
  details: RelationDetails;
  /** The form's answers (the member export reads the address and any bank fields from them). */
  data: Record<string, unknown>;
  /** The relations row's last change (empty without a row): a details form sends it back. */
  version: string;
};

export type RelationFilter = {
  kind: LastingRelationKind;
  state?: RelationState;
  /** Name, e-mail or dog (accents and case ignored, as the inbox searches). */
  q?: string;
  /** Started in this year. */
  year?: number | null;
};

export type RelationCounts = Record<LastingRelationKind, { active: number; ended: number }>;

/** Refusals name the field and the problem (a key of RelationErrors, or not_found / stale). */
export type EndResult =
  { ok: true; repeated?: true } | { ok: false; errors: Partial<Record<string, string>> };
export type UpdateResult =
  { ok: true } | { ok: false; errors: Record<string, string>; conflict?: DetailsConflict };
/** A dog of the feed as the back office's dog choices know it. */
export type FeedDogChoice = {
  id: string;
  name: string;
  headline: string | null;
  headlineEs: string | null;
  location: Dog["location"];
  tags: string[];
};

export type RelationsServices = {
  list(filter: RelationFilter): Promise<Relation[]>;
  counts(): Promise<RelationCounts>;
  /** The years relations of this kind started in, newest first (the year filter's choices). */
  years(kind: LastingRelationKind): Promise<number[]>;
  /** The relation of one request, or null when the request is not one (nor was). */
  ofRequest(submissionId: string): Promise<Relation | null>;
  /**
   * The details (and the start day), checked with relationDetailsSchema; refused as `stale` when
   * the relation changed since the page showed its `seen` version (saveRelationDetails).
   */
  updateDetails(
    submissionId: string,
    input: unknown,
    actor: Actor,
    errors: RelationErrors,
    seen?: string,
  ): Promise<UpdateResult>;
  /**
   * Ends a lasting relation: the request moves to its ending status (history written, the revision
   * claimed as any status change) and the day and reason are kept on the relation.
   */
  end(
    submissionId: string,
    endedOn: string,
    reason: string,
    actor: Actor,
    guard?: ChangeGuard,
  ): Promise<EndResult>;
  /** A kind's export as an Excel workbook; null when the volunteer may not have it (bank-relevant data). */
  workbook(
    kind: LastingRelationKind,
    staff: Pick<StaffMember, "role">,
    locale: Locale,
  ): Promise<Buffer | null>;
  /**
   * The dogs of the feed to choose from (the request form, the foster home's current dog), by name,
   * with what tells dogs of one name apart (app/domain/back-office/dog-choices.ts labels them).
   */
  dogChoices(): FeedDogChoice[];
  /**
   * A request received by phone, WhatsApp, at an event or by mail, stored through the public forms'
   * pipeline (notification to the association, the confirmation only when asked, the person link,
   * the history's 'received' entry naming the volunteer).
   */
  recordRequest(input: unknown, actor: NonNullable<Actor>, errors: RelationErrors): Promise<ManualResult>;
};

export function createRelationsServices(deps: BackOfficeDeps): RelationsServices {
  const { db } = deps;

  const dogChoices = () =>
    deps.dogs
      .list()
      .dogs.map((dog): FeedDogChoice => ({
        id: dog.id,
        name: dog.name,
        headline: dog.headline,
        headlineEs: dog.headlineEs,
        location: dog.location,
        tags: dog.tags,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, "de"));

  async function list(filter: RelationFilter): Promise<Relation[]> {
    const conditions: SQL[] = [stateCondition(filter.kind, filter.state ?? "active")];
    const q = filter.q?.trim().slice(0, 100) ?? "";
    if (q !== "") {
      const key = `%${searchKey(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        sql`(${submissions.searchText} like ${key} or lower(coalesce(${relations.details}->>'currentDogName', '')) like ${key})`,
      );
    }
    if (filter.year) conditions.push(sql`substr(${startedOnSql}, 1, 4) = ${String(filter.year)}`);
    return readRelations(db, and(...conditions)!, [desc(startedOnSql), asc(submissions.name)]);
  }

  async function ofRequest(submissionId: string): Promise<Relation | null> {
    if (!isUuid(submissionId)) return null;
    const kinds = Object.keys(lastingRelations) as LastingRelationKind[];
    const [found] = await readRelations(
      db,
      and(
        eq(submissions.id, submissionId),
        sql`(${sql.join(
          kinds.map((kind) => sql`(${stateCondition(kind, "all")})`),
          sql` or `,
        )})`,
      )!,
    );
    return found ?? null;
  }

  return {
    list,
    ofRequest,
    dogChoices,

    async counts() {
      const rows = await db
        .select({
          formType: submissions.formType,
          status: submissions.status,
          count: sql<number>`count(*)::int`,
        })
        .from(submissions)
        .where(inArray(submissions.formType, Object.keys(lastingRelations)))
        .groupBy(submissions.formType, submissions.status);
      const counts = Object.fromEntries(
        Object.keys(lastingRelations).map((kind) => [kind, { active: 0, ended: 0 }]),
      ) as RelationCounts;
      for (const row of rows) {
        const kind = kindOf(row.formType);
        if (row.status === lastingRelations[kind].lasting) counts[kind].active += Number(row.count);
        if (row.status === lastingRelations[kind].ending) counts[kind].ended += Number(row.count);
      }
      return counts;
    },

    async years(kind) {
      const rows = await db
        .selectDistinct({ year: sql<string>`substr(${startedOnSql}, 1, 4)` })
        .from(submissions)
        .leftJoin(relations, eq(relations.submissionId, submissions.id))
        .where(stateCondition(kind, "all"));
      return rows.map((row) => Number(row.year)).sort((a, b) => b - a);
    },

    async updateDetails(submissionId, input, actor, errors, seen) {
      const relation = await ofRequest(submissionId);
      if (!relation) return { ok: false, errors: { form: "not_found" } };
      const parsed = relationDetailsSchema(relation.kind, errors).safeParse(input);
      if (!parsed.success) {
        return {
          ok: false,
          errors: Object.fromEntries(
            parsed.error.issues.map((issue) => [String(issue.path[0] ?? "form"), issue.message]),
          ),
        };
      }
      const value = parsed.data as RelationDetailsInput;
      let details: Record<string, unknown>;
      switch (relation.kind) {
        case "adoption":
          details = { fee: value.fee ?? null };
          break;
        case "membership":
          details = {
            membershipType: value.membershipType ?? null,
            paymentInterval: value.paymentInterval ?? null,
          };
          break;
        case "sponsorship":
          details = { monthlyAmount: value.monthlyAmount ?? null };
          break;
        case "foster_home": {
          let dog: { id: string; name: string } | null = null;
          if (value.currentDogId) {
            dog = dogChoices().find((choice) => choice.id === value.currentDogId) ?? null;
            // A dog that left the feed since stays as it was chosen; any other id is refused.
            if (
              !dog &&
              value.currentDogId === relation.details.currentDogId &&
              relation.details.currentDogName
            ) {
              dog = { id: value.currentDogId, name: relation.details.currentDogName };
            }
            if (!dog) return { ok: false, errors: { currentDogId: errors.dog } };
          }
          details = {
            capacity: value.capacity ?? null,
            currentDogId: dog?.id ?? null,
            currentDogName: dog?.name ?? null,
          };
          break;
        }
      }
      const startedOn = value.startedOn ?? relation.startedOn;
      if (relation.endedOn && relation.endedOn < startedOn) {
        return { ok: false, errors: { startedOn: errors.dateBeforeStart } };
      }
      return saveRelationDetails(db, { submissionId, startedOn, details, actor, seen });
    },

    async end(submissionId, endedOn, reason, actor, guard = unguarded) {
      const relation = await ofRequest(submissionId);
      if (!relation) return { ok: false, errors: { form: "not_found" } };
      const today = todayIn(associationTimeZone, new Date());
      const text = storedText(reason);
      if (!isIsoDay(endedOn) || endedOn > today) return { ok: false, errors: { endedOn: "date" } };
      if (endedOn < relation.startedOn) return { ok: false, errors: { endedOn: "dateBeforeStart" } };
      if (text === "") return { ok: false, errors: { reason: "reasonEmpty" } };
      if (text.length > endReasonMaxLength) return { ok: false, errors: { reason: "reasonTooLong" } };
      reason = text;
      const { lasting, ending } = lastingRelations[relation.kind];
      return guardedChange(db, submissionId, guard, {
        counts: true,
        unchanged: (row) => row.status === ending,
        async apply(tx, row, stamp) {
          if (row.status !== lasting) return;
          await moveStatus(tx, row, ending, actor, reason, { endedOn, ...stamp });
          await tx
            .insert(relations)
            .values({
              submissionId,
              kind: relation.kind,
              startedOn: relation.startedOn,
              endedOn,
              endReason: reason,
            })
            .onConflictDoUpdate({
              target: relations.submissionId,
              set: { endedOn, endReason: reason, updatedAt: sql`now()` },
            });
        },
      });
    },

    async workbook(kind, staff, locale) {
      if (adminOnlyExports.includes(kind) && staff.role !== "admin") return null;
      // Placements per month count every placement, also of a dog that came back since.
      const rows = await list({ kind, state: kind === "adoption" ? "all" : "active" });
      return relationsWorkbook(kind, rows, locale, { withAmounts: staff.role === "admin" });
    },

    recordRequest: (input, actor, errors) => recordManualRequest(deps, dogChoices(), input, actor, errors),
  };
}
