import { Form } from "react-router";
import { Panel } from "~/components/admin/panel";
import { buttonVariants } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { defaultPeriod, isNumbersPeriod, numbersPeriods, seriesSummary } from "~/domain/back-office/charts";
import { formTypes } from "~/domain/forms/form-types";
import { fill } from "~/i18n/format";
import { intlLocale } from "~/i18n/locale";
import { backOfficeContext, siteContext } from "~/context";
import type { Route } from "./+types/numbers";
import { adminMeta } from "./meta";
import { TableBox, ChartWithTable, th, thRow, td } from "~/components/admin/numbers/charts";

/**
 * "Zahlen" / "Cifras": the board's numbers (issue 28, item 7). Each chart is inline SVG laid out on
 * the server (app/domain/back-office/charts.ts), named by a sentence that sums it up, and followed by
 * its data as a table. The period is a plain GET form: no script needed.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const asked = Number(url.searchParams.get("months"));
  const months = isNumbersPeriod(asked) ? asked : defaultPeriod;
  const numbers = await backOffice.numbers.compute(months);
  const text = site.text.admin.numbers;
  const locale = intlLocale[site.locale];

  // Dates as written in the charts and tables (the days are Berlin's already: format them as UTC).
  const utc = (day: string) => new Date(`${day}T00:00:00Z`);
  const dayShort = new Intl.DateTimeFormat(locale, { day: "numeric", month: "numeric", timeZone: "UTC" });
  const dayLong = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const monthShort = new Intl.DateTimeFormat(locale, { month: "short", year: "2-digit", timeZone: "UTC" });
  const monthLong = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
  const monthOf = (month: string) => utc(`${month}-01`);

  const weekLabels = numbers.weeks.map((week) => dayShort.format(utc(week.week)));
  const weekNames = numbers.weeks.map((week) => dayLong.format(utc(week.week)));
  const monthLabels = numbers.placements.map((row) => monthShort.format(monthOf(row.month)));
  const monthNames = numbers.placements.map((row) => monthLong.format(monthOf(row.month)));
  const range = { from: dayLong.format(utc(numbers.from)), to: dayLong.format(utc(numbers.today)) };
  const monthRange = { from: monthNames[0] ?? "", to: monthNames[monthNames.length - 1] ?? "" };

  const weekTotals = seriesSummary(
    weekNames,
    numbers.weeks.map((week) => week.total),
  );
  const medians = numbers.firstAnswer.map((row) => row.medianHours);
  const medianSummary = seriesSummary(monthNames, medians);
  const placementSummary = seriesSummary(
    monthNames,
    numbers.placements.map((row) => row.count),
  );
  const lastLasting = numbers.lasting[numbers.lasting.length - 1];

  return {
    text,
    section: site.text.admin.common.title,
    numberLocale: locale,
    kinds: site.text.admin.common.formTypes,
    statuses: site.text.admin.common.statuses as Record<string, string>,
    months,
    range,
    numbers,
    weekLabels,
    weekNames,
    monthLabels,
    monthNames,
    firstAnswerCells: numbers.firstAnswer.map((row) => ({
      median: row.medianHours === null ? text.firstAnswer.none : decimal.format(row.medianHours),
      share: row.share48 === null ? text.firstAnswer.none : percent.format(row.share48),
    })),
    summaries: {
      weeks:
        weekTotals.total === 0
          ? fill(text.weeks.summaryEmpty, range)
          : fill(text.weeks.summary, {
              ...range,
              total: weekTotals.total,
              max: weekTotals.max,
              maxLabel: weekTotals.maxLabel ?? "",
            }),
      firstAnswer:
        medianSummary.count === 0
          ? fill(text.firstAnswer.summaryEmpty, monthRange)
          : fill(text.firstAnswer.summary, {
              ...monthRange,
              last:
                medianSummary.last === null
                  ? text.firstAnswer.noValue
                  : fill(text.firstAnswer.hours, { value: decimal.format(medianSummary.last) }),
              max: decimal.format(medianSummary.max),
              maxLabel: medianSummary.maxLabel ?? "",
            }),
      placements:
        placementSummary.total === 0
          ? fill(text.placements.summaryEmpty, monthRange)
          : fill(text.placements.summary, {
              ...monthRange,
              total: placementSummary.total,
              max: placementSummary.max,
              maxLabel: placementSummary.maxLabel ?? "",
            }),
      lasting: fill(text.lasting.summary, {
        ...monthRange,
        members: lastLasting?.members ?? 0,
        sponsors: lastLasting?.sponsors ?? 0,
      }),
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.text.title, data?.section);

type Data = Route.ComponentProps["loaderData"];

export default function Numbers({ loaderData }: Route.ComponentProps) {
  const data: Data = loaderData;
  const { text, numbers, kinds, statuses } = data;
  // The hours' axis in the volunteer's numbers ("0,05"); the caption names the unit.
  const axisNumber = new Intl.NumberFormat(data.numberLocale, { maximumFractionDigits: 2 });
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{text.title}</h1>
        <p className="mt-1 max-w-prose text-stone-700">{text.intro}</p>
      </div>

      <Form method="get" className="flex flex-wrap items-end gap-3">
        <Select
          id="months"
          name="months"
          label={text.period.label}
          defaultValue={String(data.months)}
          options={numbersPeriods.map((months) => ({
            value: String(months),
            label: fill(text.period.option, { months }),
          }))}
        />
        <button type="submit" className={buttonVariants({ size: "sm" })}>
          {text.period.submit}
        </button>
        <p className="basis-full text-sm text-stone-600">{fill(text.period.range, data.range)}</p>
      </Form>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel id="numbers-weeks" heading={text.weeks.heading}>
          <ChartWithTable
            id="chart-weeks"
            labels={data.weekLabels}
            stacked
            series={formTypes.map((kind) => ({
              name: kinds[kind],
              values: numbers.weeks.map((week) => week.counts[kind]),
            }))}
            summary={data.summaries.weeks}
            asTable={text.asTable}
            empty={text.empty}
            table={
              <TableBox id="table-weeks" caption={text.weeks.caption}>
                <thead>
                  <tr>
                    <th scope="col" className={th}>
                      {text.weeks.week}
                    </th>
                    {formTypes.map((kind) => (
                      <th key={kind} scope="col" className={`${th} text-right`}>
                        {kinds[kind]}
                      </th>
                    ))}
                    <th scope="col" className={`${th} text-right`}>
                      {text.total}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {numbers.weeks.map((week, index) => (
                    <tr key={week.week}>
                      <th scope="row" className={thRow}>
                        {data.weekNames[index]}
                      </th>
                      {formTypes.map((kind) => (
                        <td key={kind} className={td}>
                          {week.counts[kind]}
                        </td>
                      ))}
                      <td className={`${td} font-semibold`}>{week.total}</td>
                    </tr>
                  ))}
                </tbody>
              </TableBox>
            }
          />
        </Panel>

        <Panel id="numbers-answer" heading={text.firstAnswer.heading}>
          <p className="mb-2 text-sm text-stone-700">{text.firstAnswer.note}</p>
          <ChartWithTable
            id="chart-answer"
            labels={data.monthLabels}
            series={[
              { name: text.firstAnswer.median, values: numbers.firstAnswer.map((row) => row.medianHours) },
            ]}
            formatValue={(value) => axisNumber.format(value)}
            summary={data.summaries.firstAnswer}
            asTable={text.asTable}
            empty={text.empty}
            table={
              <TableBox id="table-answer" caption={text.firstAnswer.caption}>
                <thead>
                  <tr>
                    <th scope="col" className={th}>
                      {text.month}
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      {text.firstAnswer.requests}
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      {text.firstAnswer.answered}
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      {text.firstAnswer.median}
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      {text.firstAnswer.within48}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {numbers.firstAnswer.map((row, index) => (
                    <tr key={row.month}>
                      <th scope="row" className={thRow}>
                        {data.monthNames[index]}
                      </th>
                      <td className={td}>{row.requests}</td>
                      <td className={td}>{row.answered}</td>
                      <td className={td}>{data.firstAnswerCells[index]!.median}</td>
                      <td className={td}>{data.firstAnswerCells[index]!.share}</td>
                    </tr>
                  ))}
                </tbody>
              </TableBox>
            }
          />
        </Panel>

        <Panel id="numbers-placements" heading={text.placements.heading}>
          <ChartWithTable
            id="chart-placements"
            labels={data.monthLabels}
            series={[{ name: text.placements.column, values: numbers.placements.map((row) => row.count) }]}
            summary={data.summaries.placements}
            asTable={text.asTable}
            empty={text.empty}
            table={
              <TableBox id="table-placements" caption={text.placements.caption}>
                <thead>
                  <tr>
                    <th scope="col" className={th}>
                      {text.month}
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      {text.placements.column}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {numbers.placements.map((row, index) => (
                    <tr key={row.month}>
                      <th scope="row" className={thRow}>
                        {data.monthNames[index]}
                      </th>
                      <td className={td}>{row.count}</td>
                    </tr>
                  ))}
                </tbody>
              </TableBox>
            }
          />
        </Panel>

        <Panel id="numbers-lasting" heading={text.lasting.heading}>
          <ChartWithTable
            id="chart-lasting"
            labels={data.monthLabels}
            series={[
              { name: text.lasting.members, values: numbers.lasting.map((row) => row.members) },
              { name: text.lasting.sponsors, values: numbers.lasting.map((row) => row.sponsors) },
            ]}
            summary={data.summaries.lasting}
            asTable={text.asTable}
            empty={text.empty}
            table={
              <TableBox id="table-lasting" caption={text.lasting.caption}>
                <thead>
                  <tr>
                    <th scope="col" className={th}>
                      {text.lasting.month}
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      {text.lasting.members}
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      {text.lasting.sponsors}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {numbers.lasting.map((row, index) => (
                    <tr key={row.month}>
                      <th scope="row" className={thRow}>
                        {data.monthNames[index]}
                      </th>
                      <td className={td}>{row.members}</td>
                      <td className={td}>{row.sponsors}</td>
                    </tr>
                  ))}
                </tbody>
              </TableBox>
            }
          />
        </Panel>

        <Panel id="numbers-stages" heading={text.openStage.heading}>
          {numbers.openByStage.every((kind) => kind.total === 0) ? (
            <p className="text-stone-700">{text.openStage.none}</p>
          ) : (
            <TableBox id="table-stages" caption={text.openStage.caption}>
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    {text.openStage.kind}
                  </th>
                  <th scope="col" className={th}>
                    {text.openStage.stage}
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    {text.count}
                  </th>
                </tr>
              </thead>
              <tbody>
                {numbers.openByStage.flatMap((kind) =>
                  kind.stages.map((stage, index) => (
                    <tr key={`${kind.kind}-${stage.status}`}>
                      {index === 0 ? (
                        <th
                          scope="rowgroup"
                          rowSpan={kind.stages.length}
                          className={`${thRow} align-top font-semibold`}
                        >
                          {kinds[kind.kind]}
                        </th>
                      ) : null}
                      <th scope="row" className={thRow}>
                        {statuses[stage.status] ?? stage.status}
                      </th>
                      <td className={td}>{stage.count}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </TableBox>
          )}
        </Panel>

        <Panel id="numbers-volunteers" heading={text.openVolunteer.heading}>
          {numbers.openByVolunteer.length === 0 ? (
            <p className="text-stone-700">{text.openVolunteer.none}</p>
          ) : (
            <TableBox id="table-volunteers" caption={text.openVolunteer.caption}>
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    {text.openVolunteer.person}
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    {text.count}
                  </th>
                </tr>
              </thead>
              <tbody>
                {numbers.openByVolunteer.map((row) => (
                  <tr key={row.id ?? "nobody"}>
                    <th scope="row" className={`${thRow} whitespace-normal`}>
                      {row.name ?? text.openVolunteer.nobody}
                    </th>
                    <td className={td}>{row.count}</td>
                  </tr>
                ))}
              </tbody>
            </TableBox>
          )}
        </Panel>
      </div>
    </div>
  );
}
