import { sql, type SQL } from "drizzle-orm";
import {
  defaultPeriod,
  isNumbersPeriod,
  numbersPeriods,
  type NumbersPeriod,
} from "~/domain/back-office/charts";
import { isOpenStatus, pipelines } from "~/domain/back-office/pipeline";
import { formTypes, isFormType, type FormType } from "~/domain/forms/form-types";
import type { Db } from "../db/client";

/**
 * The board's numbers (issue 28, item 7), each computed in one SQL query over a period of whole
 * months in Berlin time: requests per week by kind, the time to a first answer, placements per month,
 * open requests per stage and per volunteer, members and sponsors at each month's end. Weeks and
 * months are Berlin's (`date_trunc` on the local time); the queries group in the database and use
 * the indexes on `submissions.created_at`, `request_events (submission_id, created_at)` and
 * `relations (kind, started_on)`: fast with tens of thousands of requests.
 */

export { defaultPeriod, isNumbersPeriod, numbersPeriods, type NumbersPeriod };

/** A Monday (YYYY-MM-DD) and the requests received in that week, per kind. */
export type WeekCounts = { week: string; counts: Record<FormType, number>; total: number };

export type FirstAnswerMonth = {
  /** YYYY-MM */
  month: string;
  /** Requests received in the month (from the site; those a volunteer recorded were answered already). */
  requests: number;
  answered: number;
  /** Median hours to the first answer of those answered; null when none was. */
  medianHours: number | null;
  /** Answered within 48 hours. */
  within48: number;
  /** within48 among the requests that are answered or older than 48 hours; null when there are none. */
  share48: number | null;
};

export type MonthCount = { month: string; count: number };
export type LastingMonth = { month: string; members: number; sponsors: number };
export type OpenStage = { kind: FormType; stages: { status: string; count: number }[]; total: number };
export type OpenVolunteer = { id: string | null; name: string | null; count: number };

export type Numbers = {
  months: NumbersPeriod;
  /** The first day counted (YYYY-MM-DD, Berlin) and today. */
  from: string;
  today: string;
  weeks: WeekCounts[];
  firstAnswer: FirstAnswerMonth[];
  placements: MonthCount[];
  lasting: LastingMonth[];
  openByStage: OpenStage[];
  openByVolunteer: OpenVolunteer[];
};

export type NumbersServices = {
  /** The numbers of the last `months` months up to `now` (default: the current time). */
  compute(months?: NumbersPeriod, now?: Date): Promise<Numbers>;
};

type Row = Record<string, unknown>;

async function rows<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

/** The SQL that is true for a request still waiting for work (pipeline.ts isOpenStatus). */
function openCondition(): SQL {
  const parts = formTypes.map((kind) => {
    const open = pipelines[kind].steps.filter((status) => isOpenStatus(kind, status));
    return sql`(s.form_type = ${kind} and s.status in (${sql.join(
      open.map((status) => sql`${status}`),
      sql`, `,
    )}))`;
  });
  return sql`(${sql.join(parts, sql` or `)})`;
}

export function createNumbersServices({ db }: { db: Db }): NumbersServices {
  return {
    async compute(months = defaultPeriod, now = new Date()) {
      const period: NumbersPeriod = isNumbersPeriod(months) ? months : defaultPeriod;
      // Berlin's wall clock now, the first of the period's first month (local), and that as an instant.
      const at = sql`${now.toISOString()}::timestamptz`;
      const localNow = sql`(${at} at time zone 'Europe/Berlin')`;
      const startLocal = sql`(date_trunc('month', ${localNow}) - make_interval(months => ${period - 1}))`;
      const weekStartLocal = sql`date_trunc('week', ${startLocal})`;
      const start = sql`(${startLocal} at time zone 'Europe/Berlin')`;
      const weekStart = sql`(${weekStartLocal} at time zone 'Europe/Berlin')`;
      const monthSeries = sql`generate_series(${startLocal}, date_trunc('month', ${localNow}), interval '1 month')`;

      const [bounds] = await rows<{ from: string; today: string }>(
        db,
        sql`select to_char(${startLocal}, 'YYYY-MM-DD') as "from", to_char(${localNow}, 'YYYY-MM-DD') as today`,
      );

      // Requests per week by kind: every week of the period, those without requests too.
      const weekRows = await rows<{ week: string; kind: string | null; n: unknown }>(
        db,
        sql`with weeks as (
              select w from generate_series(${weekStartLocal}, date_trunc('week', ${localNow}), interval '1 week') as w
            ), counted as (
              select date_trunc('week', s.created_at at time zone 'Europe/Berlin') as w, s.form_type as kind,
                     count(*)::int as n
              from submissions s
              where s.created_at >= ${weekStart} and s.created_at <= ${at}
              group by 1, 2
            )
            select to_char(weeks.w, 'YYYY-MM-DD') as week, counted.kind, coalesce(counted.n, 0) as n
            from weeks left join counted on counted.w = weeks.w
            order by weeks.w`,
      );
      const weeks: WeekCounts[] = [];
      for (const row of weekRows) {
        let entry = weeks[weeks.length - 1];
        if (!entry || entry.week !== row.week) {
          entry = {
            week: row.week,
            counts: Object.fromEntries(formTypes.map((kind) => [kind, 0])) as Record<FormType, number>,
            total: 0,
          };
          weeks.push(entry);
        }
        if (row.kind && isFormType(row.kind)) {
          entry.counts[row.kind] += num(row.n);
          entry.total += num(row.n);
        }
      }

      // Time to the first answer: a volunteer's mail to the applicant or a status move out of 'new',
      // whichever came first (the index on request_events (submission_id, created_at) finds it).
      const answerRows = await rows<Row>(
        db,
        sql`with months as (select m from ${monthSeries} as m),
            firsts as (
              select date_trunc('month', s.created_at at time zone 'Europe/Berlin') as m, s.created_at,
                     (select min(e.created_at) from request_events e
                       where e.submission_id = s.id
                         and (e.kind = 'mail' or (e.kind = 'status' and e.detail->>'from' = 'new'))) as answered_at
              from submissions s
              where s.created_at >= ${start} and s.created_at <= ${at} and s.channel = 'web'
            ), stats as (
              select m, count(*)::int as requests, count(answered_at)::int as answered,
                     percentile_cont(0.5) within group (order by extract(epoch from (answered_at - created_at)) / 3600.0)
                       filter (where answered_at is not null) as median_hours,
                     count(*) filter (where answered_at <= created_at + interval '48 hours')::int as within48,
                     count(*) filter (where answered_at is not null or created_at <= ${at} - interval '48 hours')::int as due
              from firsts group by m
            )
            select to_char(months.m, 'YYYY-MM') as month, coalesce(stats.requests, 0) as requests,
                   coalesce(stats.answered, 0) as answered, stats.median_hours::float8 as median_hours,
                   coalesce(stats.within48, 0) as within48, coalesce(stats.due, 0) as due
            from months left join stats on stats.m = months.m
            order by months.m`,
      );
      const firstAnswer: FirstAnswerMonth[] = answerRows.map((row) => {
        const due = num(row.due);
        const within48 = num(row.within48);
        return {
          month: String(row.month),
          requests: num(row.requests),
          answered: num(row.answered),
          medianHours: row.median_hours === null ? null : Math.round(Number(row.median_hours) * 10) / 10,
          within48,
          share48: due > 0 ? within48 / due : null,
        };
      });

      // Placements per month: the adoption relation's start, or (a request placed without one) the
      // first status move to 'placed'.
      const placementRows = await rows<Row>(
        db,
        sql`with months as (select m from ${monthSeries} as m),
            placed as (
              select r.started_on::timestamp as on_day from relations r
              where r.kind = 'adoption' and r.started_on >= ${startLocal}::date
                and r.started_on <= ${localNow}::date
              union all
              select min(e.created_at) at time zone 'Europe/Berlin' from request_events e
              join submissions s on s.id = e.submission_id
              where s.form_type = 'adoption' and e.kind = 'status' and e.detail->>'to' = 'placed'
                and not exists (select 1 from relations r where r.submission_id = s.id)
              group by e.submission_id
              having min(e.created_at) >= ${start} and min(e.created_at) <= ${at}
            ), counted as (
              select date_trunc('month', on_day) as m, count(*)::int as n from placed group by 1
            )
            select to_char(months.m, 'YYYY-MM') as month, coalesce(counted.n, 0) as n
            from months left join counted on counted.m = months.m
            order by months.m`,
      );
      const placements = placementRows.map((row) => ({ month: String(row.month), count: num(row.n) }));

      // Members and sponsors at each month's end (this month: today): started by then, not ended by then.
      const lastingRows = await rows<Row>(
        db,
        sql`with ends as (
              select m, least((m + interval '1 month' - interval '1 day')::date, ${localNow}::date) as d
              from ${monthSeries} as m
            )
            select to_char(ends.m, 'YYYY-MM') as month,
              (select count(*)::int from relations r where r.kind = 'membership' and r.started_on <= ends.d
                 and (r.ended_on is null or r.ended_on > ends.d)) as members,
              (select count(*)::int from relations r where r.kind = 'sponsorship' and r.started_on <= ends.d
                 and (r.ended_on is null or r.ended_on > ends.d)) as sponsors
            from ends order by ends.m`,
      );
      const lasting = lastingRows.map((row) => ({
        month: String(row.month),
        members: num(row.members),
        sponsors: num(row.sponsors),
      }));

      // Open requests now, per kind and stage, and per volunteer (nobody: not assigned).
      const stageRows = await rows<{ kind: string; status: string; n: unknown }>(
        db,
        sql`select s.form_type as kind, s.status, count(*)::int as n from submissions s
            where ${openCondition()} group by 1, 2`,
      );
      const openByStage: OpenStage[] = formTypes.map((kind) => {
        const stages = pipelines[kind].steps
          .filter((status) => isOpenStatus(kind, status))
          .map((status) => ({
            status,
            count: num(stageRows.find((row) => row.kind === kind && row.status === status)?.n),
          }));
        return { kind, stages, total: stages.reduce((sum, stage) => sum + stage.count, 0) };
      });
      const volunteerRows = await rows<{ id: string | null; name: string | null; n: unknown }>(
        db,
        sql`select a.id, a.name, count(*)::int as n from submissions s
            left join staff_accounts a on a.id = s.assignee_id
            where ${openCondition()}
            group by a.id, a.name
            order by (a.id is null) desc, count(*) desc, a.name`,
      );
      const openByVolunteer = volunteerRows.map((row) => ({
        id: row.id ?? null,
        name: row.id ? row.name : null,
        count: num(row.n),
      }));

      return {
        months: period,
        from: bounds!.from,
        today: bounds!.today,
        weeks,
        firstAnswer,
        placements,
        lasting,
        openByStage,
        openByVolunteer,
      };
    },
  };
}
