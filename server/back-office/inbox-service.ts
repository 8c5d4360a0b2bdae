import { and, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { InboxFilter } from "~/domain/back-office/inbox-filter";
import { dogRequestTypes, isOpenStatus, statusesOf, type RequestStatus } from "~/domain/back-office/pipeline";
import { associationTimeZone } from "~/domain/forms/dates";
import { formTypes, type FormType } from "~/domain/forms/form-types";
import type { Locale } from "~/i18n/locale";
import { staffAccounts, submissions } from "../db/schema";
import { toCsv } from "./csv";
import type { BackOfficeDeps } from "./deps";
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
};

export type InboxPage = { rows: InboxRow[]; total: number; page: number; pageCount: number };

/** What the filter form offers: the volunteers to pick as assignee and the dogs requests name. */
export type InboxChoices = {
  staff: { id: string; name: string }[];
  /** `value` is the dog's feed id when known, else its name. */
  dogs: { value: string; label: string }[];
};

export type InboxServices = {
  /** Requests no volunteer has opened yet (the navigation's badge). */
  unreadCount(): Promise<number>;
  /** One page of the filtered requests, newest first (a page past the end shows the last one). */
  list(filter: InboxFilter, staff: Pick<StaffMember, "id">): Promise<InboxPage>;
  /** The filter form's choices. */
  choices(): Promise<InboxChoices>;
  /** The inbox screen's data: list and choices in one (one change stamp for both). */
  screen(filter: InboxFilter, staff: Pick<StaffMember, "id">): Promise<InboxPage & { choices: InboxChoices }>;
  /** Every request of the filter (up to csvRowLimit) as the CSV export (CONTRACT.md), BOM included. */
  csv(filter: InboxFilter, staff: Pick<StaffMember, "id">): Promise<string>;
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
    if (filter.dog) {
      conditions.push(
        sql`(${submissions.dogId} = ${filter.dog} or lower(trim(${submissions.dogName})) = lower(${filter.dog}))`,
      );
    }
    if (filter.from) conditions.push(sql`${submissions.createdAt} >= ${dayStart(filter.from)}`);
    if (filter.to) conditions.push(sql`${submissions.createdAt} < ${dayStart(filter.to, 1)}`);
    if (filter.q) {
      // lower() and LIKE: the same matches as ILIKE (e-mail is stored lower-case), at a third of its cost.
      const pattern = containsPattern(filter.q.toLowerCase());
      conditions.push(
        sql`(lower(${submissions.name}) like ${pattern} or ${submissions.email} like ${pattern}
          or lower(${submissions.phone}) like ${pattern} or lower(${submissions.dogName}) like ${pattern})`,
      );
    }
    if (filter.dogGone) conditions.push(dogGone);
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  function selectRows(where: SQL | undefined, dogGone: SQL) {
    return db
      .select({
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
      })
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
    const named = await db
      .select({ dogId: submissions.dogId, name: sql<string>`min(trim(${submissions.dogName}))` })
      .from(submissions)
      .where(sql`coalesce(trim(${submissions.dogName}), '') <> ''`)
      .groupBy(submissions.dogId, sql`lower(trim(${submissions.dogName}))`)
      .orderBy(sql`lower(min(trim(${submissions.dogName})))`)
      .limit(1000);
    const dogChoices = named.map((dog) => ({ value: dog.dogId ?? dog.name, label: dog.name }));
    dogCache = { stamp, until: Date.now() + cacheMs, dogs: dogChoices };
    return dogChoices;
  }

  /**
   * The number of requests of a filter (for "page x of y"). Counting 10,000 requests is most of a
   * page's work on the embedded database, and a volunteer pages through one filter, so the count
   * is kept while the requests and the feed stay the same. The rows themselves are always read.
   */
  const totals = new Map<string, { stamp: string; until: number; total: number }>();
  let countedFeed: unknown;
  async function total(
    filter: InboxFilter,
    staff: Pick<StaffMember, "id">,
    where: SQL | undefined,
    stamp: string,
  ) {
    const feed = dogs.list();
    if (feed !== countedFeed) totals.clear();
    countedFeed = feed;
    const key = JSON.stringify({ ...filter, page: 0, me: filter.assignee === "me" ? staff.id : null });
    const kept = totals.get(key);
    if (kept && kept.stamp === stamp && Date.now() < kept.until) return kept.total;
    const [row] = await db.select({ n: count() }).from(submissions).where(where);
    const n = row?.n ?? 0;
    if (totals.size >= 500) totals.clear();
    totals.set(key, { stamp, until: Date.now() + cacheMs, total: n });
    return n;
  }

  async function listWith(
    filter: InboxFilter,
    staff: Pick<StaffMember, "id">,
    stamp: string,
  ): Promise<InboxPage> {
    const dogGone = dogGoneExpression();
    const where = whereOf(filter, staff, dogGone);
    const pageRows = (page: number) =>
      selectRows(where, dogGone)
        .limit(inboxPageSize)
        .offset((page - 1) * inboxPageSize);
    const [n, rows] = await Promise.all([total(filter, staff, where, stamp), pageRows(filter.page)]);
    const pageCount = Math.max(1, Math.ceil(n / inboxPageSize));
    if (filter.page > pageCount) {
      return { rows: (await pageRows(pageCount)).map(toRow), total: n, page: pageCount, pageCount };
    }
    return { rows: rows.map(toRow), total: n, page: filter.page, pageCount };
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
      return listWith(filter, staff, (await snapshot()).stamp);
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
  };
}
