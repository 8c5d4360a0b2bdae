import { Link } from "react-router";
import { FilterForm, StageChips } from "~/components/admin/inbox-filter-form";
import { Paging, RequestTable } from "~/components/admin/inbox-table";
import { buttonVariants } from "~/components/ui/button";
import {
  inboxDefaults,
  inboxFilterQuery,
  isFiltered,
  parseInboxFilter,
} from "~/domain/back-office/inbox-filter";
import { associationTimeZone } from "~/domain/forms/dates";
import { fill } from "~/i18n/format";
import { intlLocale, type Locale } from "~/i18n/locale";
import { backOfficeContext, siteContext, staffContext } from "~/context";
import type { Route } from "./+types/inbox";
import { useAdminShell } from "./layout";
import { adminMeta } from "./meta";

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
function dateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: associationTimeZone,
    });
    dateFormats.set(locale, format);
  }
  return format;
}

type DogChoices = { value: string; name: string; id: string | null }[];

/**
 * The dog filter's labels: "Luna (ID 4711)" for a dog known by its feed id, the bare name for the
 * requests naming a dog without one ("Luna (ohne ID)" when a dog of that name also has an id).
 */
function dogLabels(dogs: DogChoices, text: { withId: string; withoutId: string }) {
  const withId = new Set(dogs.filter((dog) => dog.id !== null).map((dog) => dog.name.toLowerCase()));
  return dogs.map((dog) => ({
    value: dog.value,
    label:
      dog.id !== null
        ? fill(text.withId, { name: dog.name, id: dog.id })
        : withId.has(dog.name.toLowerCase())
          ? fill(text.withoutId, { name: dog.name })
          : dog.name,
  }));
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const staff = context.get(staffContext);
  const filter = parseInboxFilter(url.searchParams, inboxDefaults);
  const { choices, stages, ...result } = await backOffice.inbox.screen(filter, staff);
  const format = dateFormat(site.locale);
  const text = site.text.admin.inbox;
  // Issue 28: a request taken by hand shows how it came (phone, WhatsApp, event, e-mail).
  const channelNames: Record<string, string> = site.text.admin.relations.newRequest.channels;
  return {
    text,
    section: site.text.admin.common.title,
    newRequest: site.text.admin.relations.newRequest.button,
    filter: { ...filter, page: result.page },
    total: result.total,
    totalLabel: result.total.toLocaleString(intlLocale[site.locale]),
    pageCount: result.pageCount,
    stages,
    rows: result.rows.map(({ dogId: _dogId, assigneeName, channel, ...row }) => ({
      ...row,
      assigneeLabel: assigneeName === null ? text.unassigned : fill(text.assignedTo, { name: assigneeName }),
      channelLabel: channel === "web" ? null : (channelNames[channel] ?? null),
      createdLabel: format.format(new Date(row.created)),
    })),
    choices: { staff: choices.staff, dogs: dogLabels(choices.dogs, text.dogChoice) },
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data?.filter.assignee === "me" ? data.text.mineTitle : data?.text.title, data?.section);

export type InboxData = Route.ComponentProps["loaderData"];

const exportLink = "font-semibold text-brand-800 underline underline-offset-4";

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  const { text, filter, total, totalLabel, pageCount, rows, stages, newRequest } = loaderData;
  const { text: common } = useAdminShell();
  const filtered = isFiltered(filter);
  const exportQuery = inboxFilterQuery(filter, { page: 1 });
  const onlyOpenEmpty = !filtered && total === 0 && stages.all > 0;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">
          {filter.assignee === "me" ? text.mineTitle : text.title}
        </h1>
        <Link to="/admin/requests/new" className={buttonVariants({ size: "sm" })}>
          {newRequest}
        </Link>
      </div>
      <FilterForm data={loaderData} />
      <section aria-labelledby="inbox-results" className="flex flex-col gap-3">
        <StageChips data={loaderData} />
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="inbox-results" className="text-lg font-bold text-stone-900">
            {total === 1 ? text.countOne : fill(text.count, { count: totalLabel })}
          </h2>
          {total > 0 ? (
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
              <a href={`/admin/requests.csv${exportQuery}`} download className={exportLink}>
                {text.exportCsv}
              </a>
              <a href={`/admin/requests.xlsx${exportQuery}`} download className={exportLink}>
                {text.exportExcel}
              </a>
              <span className="basis-full">{text.exportHint}</span>
            </p>
          ) : null}
        </div>
        {rows.length === 0 ? (
          <p className="rounded-xl bg-stone-50 p-6 text-center text-stone-700 ring-1 ring-stone-200">
            {onlyOpenEmpty ? text.emptyOpen : filtered ? text.emptyFiltered : text.empty}{" "}
            {onlyOpenEmpty ? (
              <Link
                to={`/admin${inboxFilterQuery({ page: 1 })}`}
                className="font-semibold text-brand-800 underline underline-offset-4"
              >
                {text.showAll}
              </Link>
            ) : filtered ? (
              <Link to="/admin" className="font-semibold text-brand-800 underline underline-offset-4">
                {text.filter.reset}
              </Link>
            ) : null}
          </p>
        ) : (
          <RequestTable rows={rows} text={text} common={common} />
        )}
        <Paging filter={filter} pageCount={pageCount} text={text} />
      </section>
    </div>
  );
}
