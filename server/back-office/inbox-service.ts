import { and, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { InboxFilter } from "~/domain/back-office/inbox-filter";
import { phoneDigitsQuery, searchKey } from "~/domain/back-office/inbox-search";
import { dogRequestTypes, isOpenStatus, statusesOf, type RequestStatus } from "~/domain/back-office/pipeline";
import { associationTimeZone } from "~/domain/forms/dates";
import { formTypes, type FormType } from "~/domain/forms/form-types";
import type { Locale } from "~/i18n/locale";
import { staffAccounts, submissions } from "../db/schema";
import { toCsv } from "./csv";
import type { BackOfficeDeps } from "./deps";
import { requestsWorkbook } from "./requests-xlsx";
import type { StaffMember } from "./staff-member";

/** Requests a page of the inbox lists. */
export const inboxPageSize = 50;
/** The most rows one CSV export holds (the whole filtered list, up to this). */
export const csvRowLimit = 50_000;

/** One request as the inbox lists it. */
export type InboxRow = {
  id: string;
  /** ISO-8601. */
  created: string;
  type: FormType;
  locale: Locale;
  status: RequestStatus;
  name: string;
  email: string;
  phone: string | null;
  dogName: string | null;
  dogId: string | null;
  assigneeName: string | null;
  /** No volunteer has opened it yet. */
  unread: boolean;
  /** An open adoption or sponsorship request whose dog left the feed or is reserved. */
  dogGone: boolean;
  /** How it came: 'web', or taken by a volunteer (phone, whatsapp, event, email, other). */
  channel: string;
};

export type InboxPage = { rows: InboxRow[]; total: number; page: number; pageCount: number };

/**
 * How many requests of the filter (its status aside) are at each stage: the inbox's stage chips,
 * and the total of whichever status is chosen.
 */
export type StageCounts = {
  all: number;
  open: number;
  unread: number;
  byStatus: Partial<Record<RequestStatus, number>>;
};

/** A dog the dog filter offers: by feed id where the requests have one, else by name. */
export type DogChoice = {
  /** The filter's value: `id:<feed id>` or `name:<name>`. */
  value: string;
  name: string;
  /** The feed id; null for the requests that name the dog without one. */
  id: string | null;
};

/** What the filter form offers: the volunteers to pick as assignee and the dogs requests name. */
export type InboxChoices = {
  staff: { id: string; name: string }[];
  dogs: DogChoice[];
};

export type InboxServices = {
  /** Requests no volunteer has opened yet (the navigation's badge). */
  unreadCount(): Promise<number>;
  /** One page of the filtered requests, newest first (a page past the end shows the last one). */
  list(filter: InboxFilter, staff: Pick<StaffMember, "id">): Promise<InboxPage>;
  /** The filter form's choices. */
  choices(): Promise<InboxChoices>;
  /** The inbox screen's data: list, stage counts and choices in one (one change stamp for all). */
  screen(
    filter: InboxFilter,
    staff: Pick<StaffMember, "id">,
  ): Promise<InboxPage & { stages: StageCounts; choices: InboxChoices }>;
  /** Every request of the filter (up to csvRowLimit) as the CSV export (CONTRACT.md), BOM included. */
  csv(filter: InboxFilter, staff: Pick<StaffMember, "id">): Promise<string>;
  /** The same requests as an Excel workbook for people, in the volunteer's language. */
  xlsx(filter: InboxFilter, staff: Pick<StaffMember, "id">, locale: Locale): Promise<Buffer>;
};

/** `form_type` and `status` pairs of every request still waiting for work. */
function openCondition(types: readonly FormType[]): SQL {
  const perType = types.map((type) => {
    const open = statusesOf(type).filter((status) => isOpenStatus(type, status));
    return sql`(${submissions.formType} = ${type} and ${submissions.status} in ${open})`;
  });
  return sql`(${sql.join(perType, sql` or `)})`;
}

/** LIKE pattern for "contains": the wildcards and the escape character of the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

/** The dog filter's condition (see InboxFilter.dog). */
function dogCondition(dog: string): SQL {
  const sameName = (name: string) => sql`lower(trim(${submissions.dogName})) = lower(${name})`;
  if (dog.startsWith("id:")) return eq(submissions.dogId, dog.slice(3));
  if (dog.startsWith("name:")) return sql`(${submissions.dogId} is null and ${sameName(dog.slice(5))})`;
  return sql`(${submissions.dogId} = ${dog} or ${sameName(dog)})`;
}

/**
 * The search: name, e-mail and dog without case or accents (the stored `search_text`, the query
 * made alike by searchKey), and a number-like query also by the phone's digits.
 */
function searchCondition(q: string): SQL {
  const text = sql`${submissions.searchText} like ${containsPattern(searchKey(q))}`;
  const digits = phoneDigitsQuery(q);
  if (!digits) return text;
  return sql`(${text} or ${submissions.phoneDigits} like ${containsPattern(digits)})`;
}

/** The start of a calendar day in the association's time zone. */
function dayStart(date: string, plusDays = 0): SQL {
  return sql`((${date}::date + ${plusDays}::int)::timestamp at time zone ${associationTimeZone})`;
}

/** The longest a kept count or list of dogs is used (deletions do not show in the change stamp). */
const cacheMs = 30_000;
export function createInboxServices({ db, dogs }: BackOfficeDeps): InboxServices {
  /**
   * Whether a request's dog is gone: an open adoption or sponsorship request naming a dog that is
   * not in the feed or is reserved there (by feed id; by name, case-insensitive, when the request
   * has no id). Nothing is gone while no copy of the feed was ever read.
   */
  function dogGoneExpression(): SQL {
    const feed = dogs.list();
    if (!feed.available) return sql`false`;
    const present = feed.dogs.filter((dog) => dog.status !== "reserved");
    const ids = JSON.stringify(present.map((dog) => dog.id));
    const names = JSON.stringify([...new Set(present.map((dog) => dog.name.trim().toLowerCase()))]);
    return sql`(${openCondition(dogRequestTypes)} and (
      (${submissions.dogId} is not null
        and ${submissions.dogId} not in (select jsonb_array_elements_text(${ids}::jsonb)))
      or (${submissions.dogId} is null and coalesce(${submissions.dogName}, '') <> ''
        and lower(trim(${submissions.dogName})) not in (select jsonb_array_elements_text(${names}::jsonb)))
    ))`;
  }

  function whereOf(filter: InboxFilter, staff: Pick<StaffMember, "id">, dogGone: SQL): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.type) conditions.push(eq(submissions.formType, filter.type));
    if (filter.locale) conditions.push(eq(submissions.locale, filter.locale));
    if (filter.status === "open") conditions.push(openCondition(formTypes));
    else if (filter.status === "unread") conditions.push(isNull(submissions.openedAt));
    else if (filter.status) conditions.push(eq(submissions.status, filter.status));
    if (filter.assignee === "me") conditions.push(eq(submissions.assigneeId, staff.id));
    else if (filter.assignee === "none") conditions.push(isNull(submissions.assigneeId));
    else if (filter.assignee) conditions.push(eq(submissions.assigneeId, filter.assignee));
    if (filter.dog) conditions.push(dogCondition(filter.dog));
    if (filter.from) conditions.push(sql`${submissions.createdAt} >= ${dayStart(filter.from)}`);
    if (filter.to) conditions.push(sql`${submissions.createdAt} < ${dayStart(filter.to, 1)}`);
    if (filter.q) conditions.push(searchCondition(filter.q));
    if (filter.dogGone) conditions.push(dogGone);
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  function rowColumns(dogGone: SQL) {
    return {
      id: submissions.id,
      createdAt: submissions.createdAt,
      type: submissions.formType,
      locale: submissions.locale,
      status: submissions.status,
      name: submissions.name,
      email: submissions.email,
      phone: submissions.phone,
      dogName: submissions.dogName,
      dogId: submissions.dogId,
      assigneeName: staffAccounts.name,
      unread: sql<boolean>`${submissions.openedAt} is null`,
      dogGone: sql<boolean>`${dogGone}`,
      channel: submissions.channel,
    };
  }

  function selectRows(where: SQL | undefined, dogGone: SQL) {
    return db
      .select(rowColumns(dogGone))
      .from(submissions)
      .leftJoin(staffAccounts, eq(staffAccounts.id, submissions.assigneeId))
      .where(where)
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .$dynamic();
  }

  /**
   * What has happened to the requests – the newest arrival and the latest change (every change
   * records an event, which touches `updated_at`), two index lookups – and, in the same round trip,
   * the staff accounts for the assignee filter. The caches below hold while the stamp stays the
   * same. Deletions (retention, erasure) do not move it, so nothing is kept longer than `cacheMs`.
   */
  type Snapshot = { stamp: string; staff: InboxChoices["staff"] };
  async function snapshot(): Promise<Snapshot> {
    const [row] = await db
      .select({
        stamp: sql<string>`(select concat(max(${submissions.createdAt})::text, '/', max(${submissions.updatedAt})::text)
          from ${submissions})`,
        staff: sql<InboxChoices["staff"] | null>`(select json_agg(json_build_object('id', ${staffAccounts.id},
          'name', ${staffAccounts.name}) order by ${staffAccounts.name}, ${staffAccounts.id}) from ${staffAccounts})`,
      })
      .from(sql`(select 1) as one`);
    const staff =
      typeof row?.staff === "string" ? (JSON.parse(row.staff) as InboxChoices["staff"]) : row?.staff;
    return { stamp: row?.stamp ?? "", staff: staff ?? [] };
  }

  /**
   * The dogs requests name, for the dog filter. Grouping every request costs more than the rest of
   * the inbox's page together, so the list is kept while the requests stay the same.
   */
  let dogCache: { stamp: string; until: number; dogs: InboxChoices["dogs"] } | undefined;
  async function dogsWithRequests(stamp: string): Promise<InboxChoices["dogs"]> {
    if (dogCache && dogCache.stamp === stamp && Date.now() < dogCache.until) return dogCache.dogs;
    // One choice per feed id (whatever spelling its requests use), one per name among the requests
    // without an id: two dogs called Luna stay two choices.
    const byName = sql`case when ${submissions.dogId} is null then lower(trim(${submissions.dogName})) end`;
    const named = await db
      .select({ dogId: submissions.dogId, name: sql<string>`min(trim(${submissions.dogName}))` })
      .from(submissions)
      .where(sql`coalesce(trim(${submissions.dogName}), '') <> ''`)
      .groupBy(submissions.dogId, byName)
      .orderBy(sql`lower(min(trim(${submissions.dogName})))`, submissions.dogId)
      .limit(1000);
    const dogChoices = named.map((dog): DogChoice => ({
      value: dog.dogId === null ? `name:${dog.name}` : `id:${dog.dogId}`,
      name: dog.name,
      id: dog.dogId,
    }));
    dogCache = { stamp, until: Date.now() + cacheMs, dogs: dogChoices };
    return dogChoices;
  }

  /**
   * The requests of a filter counted per kind and status, its status aside: the stage chips, and
   * the total for "page x of y". Counting 10,000 requests is most of a page's work on the embedded
   * database, and a volunteer pages through one filter, so the counts are kept while the requests
   * and the feed stay the same. The rows themselves are always read.
   */
  const stageCache = new Map<string, { stamp: string; until: number; stages: StageCounts }>();
  let countedFeed: unknown;
  async function stagesOf(
    filter: InboxFilter,
    staff: Pick<StaffMember, "id">,
    dogGone: SQL,
    stamp: string,
  ): Promise<StageCounts> {
    const feed = dogs.list();
    if (feed !== countedFeed) stageCache.clear();
    countedFeed = feed;
    const anyStatus = { ...filter, status: undefined, page: 1 };
    const key = JSON.stringify({ ...anyStatus, me: filter.assignee === "me" ? staff.id : null });
    const kept = stageCache.get(key);
    if (kept && kept.stamp === stamp && Date.now() < kept.until) return kept.stages;
    const groups = await db
      .select({
        type: submissions.formType,
        status: submissions.status,
        n: count(),
        unread: sql<number>`count(*) filter (where ${submissions.openedAt} is null)`,
      })
      .from(submissions)
      .where(whereOf(anyStatus, staff, dogGone))
      .groupBy(submissions.formType, submissions.status);
    const stages: StageCounts = { all: 0, open: 0, unread: 0, byStatus: {} };
    for (const group of groups) {
      const n = Number(group.n);
      const status = group.status as RequestStatus;
      stages.all += n;
      stages.unread += Number(group.unread);
      stages.byStatus[status] = (stages.byStatus[status] ?? 0) + n;
      if (isOpenStatus(group.type as FormType, status)) stages.open += n;
    }
    if (stageCache.size >= 500) stageCache.clear();
    stageCache.set(key, { stamp, until: Date.now() + cacheMs, stages });
    return stages;
  }

  function totalOf(filter: InboxFilter, stages: StageCounts): number {
    if (filter.status === undefined) return stages.all;
    if (filter.status === "open" || filter.status === "unread") return stages[filter.status];
    return stages.byStatus[filter.status] ?? 0;
  }

  async function listWith(
    filter: InboxFilter,
    staff: Pick<StaffMember, "id">,
    stamp: string,
  ): Promise<InboxPage & { stages: StageCounts }> {
    const dogGone = dogGoneExpression();
    const where = whereOf(filter, staff, dogGone);
    const pageRows = (page: number) =>
      selectRows(where, dogGone)
        .limit(inboxPageSize)
        .offset((page - 1) * inboxPageSize);
    const [stages, rows] = await Promise.all([
      stagesOf(filter, staff, dogGone, stamp),
      pageRows(filter.page),
    ]);
    const n = totalOf(filter, stages);
    const pageCount = Math.max(1, Math.ceil(n / inboxPageSize));
    if (filter.page > pageCount) {
      const last = (await pageRows(pageCount)).map(toRow);
      return { rows: last, total: n, page: pageCount, pageCount, stages };
    }
    return { rows: rows.map(toRow), total: n, page: filter.page, pageCount, stages };
  }

  type Selected = Awaited<ReturnType<typeof selectRows>>[number];
  const toRow = ({ createdAt, ...row }: Selected): InboxRow => ({
    ...row,
    created: createdAt.toISOString(),
    type: row.type as FormType,
    locale: row.locale as Locale,
    status: row.status as RequestStatus,
    unread: Boolean(row.unread),
    dogGone: Boolean(row.dogGone),
  });

  return {
    async unreadCount() {
      const [row] = await db.select({ n: count() }).from(submissions).where(isNull(submissions.openedAt));
      return row?.n ?? 0;
    },

    async list(filter, staff) {
      const { stages: _stages, ...page } = await listWith(filter, staff, (await snapshot()).stamp);
      return page;
    },

    async choices() {
      const { stamp, staff } = await snapshot();
      return { staff, dogs: await dogsWithRequests(stamp) };
    },

    async screen(filter, staff) {
      const { stamp, staff: accounts } = await snapshot();
      const [page, dogChoices] = await Promise.all([listWith(filter, staff, stamp), dogsWithRequests(stamp)]);
      return { ...page, choices: { staff: accounts, dogs: dogChoices } };
    },

    async csv(filter, staff) {
      const dogGone = dogGoneExpression();
      const rows = await selectRows(whereOf(filter, staff, dogGone), dogGone).limit(csvRowLimit);
      return toCsv(
        ["id", "created", "type", "locale", "status", "name", "email", "phone", "dog", "assignee"],
        rows.map((row) => [
          row.id,
          row.createdAt,
          row.type,
          row.locale,
          row.status,
          row.name,
          row.email,
          row.phone,
          row.dogName,
          row.assigneeName,
        ]),
      );
    },

    async xlsx(filter, staff, locale) {
      const dogGone = dogGoneExpression();
      const rows = await db
        .select({ ...rowColumns(dogGone), data: submissions.data })
        .from(submissions)
        .leftJoin(staffAccounts, eq(staffAccounts.id, submissions.assigneeId))
        .where(whereOf(filter, staff, dogGone))
        .orderBy(desc(submissions.createdAt), desc(submissions.id))
        .limit(csvRowLimit);
      return requestsWorkbook(
        rows.map((row) => ({ ...toRow(row), data: row.data })),
        locale,
      );
    },
  };
}
