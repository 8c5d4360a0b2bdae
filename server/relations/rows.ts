import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { lastingRelations, type LastingRelationKind } from "~/domain/back-office/pipeline";
import type { RelationDetails, RelationState } from "~/domain/back-office/relation-schemas";
import { associationTimeZone } from "~/domain/forms/dates";
import { membershipTypes, paymentIntervals } from "~/domain/forms/membership-schema";
import { dogNameOf } from "../back-office/request-store";
import type { Db } from "../db/client";
import { relations, submissions } from "../db/schema";
import type { Relation } from "./service";

/** Reading relations: a request in its lasting status with its `relations` row and details per kind. */
export const kindOf = (formType: string) => formType as LastingRelationKind;

const number = (value: unknown): number | null => {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)))
    return Number(value);
  return null;
};
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
function oneOf<T extends string>(choices: readonly T[], value: unknown): T | null {
  return typeof value === "string" && (choices as readonly string[]).includes(value) ? (value as T) : null;
}

/** The details as stored, completed from the form's answers where the relation has none yet. */
export function detailsOf(
  kind: LastingRelationKind,
  stored: Record<string, unknown>,
  data: Record<string, unknown>,
): RelationDetails {
  const has = (key: string) => key in stored && stored[key] !== undefined;
  return {
    fee: number(stored.fee),
    membershipType: oneOf(
      membershipTypes,
      has("membershipType") ? stored.membershipType : data.membershipType,
    ),
    paymentInterval: oneOf(
      paymentIntervals,
      has("paymentInterval") ? stored.paymentInterval : data.paymentInterval,
    ),
    monthlyAmount: number(
      has("monthlyAmount") ? stored.monthlyAmount : kind === "sponsorship" ? data.amount : null,
    ),
    capacity: number(stored.capacity),
    currentDogId: text(stored.currentDogId),
    currentDogName: text(stored.currentDogName),
  };
}

/** The day of the request's last change in the association's time zone (a relation without a row). */
const lastChangeDay = sql<string>`to_char(${submissions.updatedAt} at time zone ${associationTimeZone}, 'YYYY-MM-DD')`;
export const startedOnSql = sql<string>`coalesce(to_char(${relations.startedOn}, 'YYYY-MM-DD'), ${lastChangeDay})`;

const selection = {
  id: submissions.id,
  formType: submissions.formType,
  status: submissions.status,
  personId: submissions.personId,
  name: submissions.name,
  email: submissions.email,
  phone: submissions.phone,
  locale: submissions.locale,
  dogId: submissions.dogId,
  dogName: submissions.dogName,
  data: submissions.data,
  startedOn: startedOnSql,
  endedOn: sql<string | null>`to_char(${relations.endedOn}, 'YYYY-MM-DD')`,
  endReason: relations.endReason,
  details: relations.details,
  version: sql<string>`coalesce(to_char(${relations.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), '')`,
};

type Selected = {
  id: string;
  formType: string;
  status: string;
  personId: string | null;
  name: string;
  email: string;
  phone: string | null;
  locale: string;
  dogId: string | null;
  dogName: string | null;
  data: Record<string, unknown>;
  startedOn: string;
  endedOn: string | null;
  endReason: string | null;
  details: Record<string, unknown> | null;
  version: string;
};

function toRelation(row: Selected): Relation {
  const kind = kindOf(row.formType);
  return {
    submissionId: row.id,
    kind,
    personId: row.personId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    locale: row.locale === "es" ? "es" : "de",
    dogId: row.dogId,
    dogName: dogNameOf(row),
    status: row.status,
    active: row.status === lastingRelations[kind].lasting,
    startedOn: row.startedOn,
    endedOn: row.endedOn,
    endReason: row.endReason,
    details: detailsOf(kind, row.details ?? {}, row.data),
    data: row.data,
    version: row.version,
  };
}

export function stateCondition(kind: LastingRelationKind, state: RelationState): SQL {
  const { lasting, ending } = lastingRelations[kind];
  const statuses = state === "active" ? [lasting] : state === "ended" ? [ending] : [lasting, ending];
  return and(eq(submissions.formType, kind), inArray(submissions.status, statuses))!;
}

export async function readRelations(
  db: Pick<Db, "select">,
  where: SQL,
  order: SQL[] = [],
): Promise<Relation[]> {
  const rows = await db
    .select(selection)
    .from(submissions)
    .leftJoin(relations, eq(relations.submissionId, submissions.id))
    .where(where)
    .orderBy(...order);
  return rows.map(toRelation);
}
