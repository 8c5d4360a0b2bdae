import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Paging, RequestTable } from "~/components/admin/inbox-table";
import { buttonVariants } from "~/components/ui/button";
import { inboxFilterQuery, isFiltered, parseInboxFilter } from "~/domain/back-office/inbox-filter";
import { requestStatuses } from "~/domain/back-office/pipeline";
import { associationTimeZone } from "~/domain/forms/dates";
import { formTypes } from "~/domain/forms/form-types";
import { fill } from "~/i18n/format";
import { intlLocale, locales, type Locale } from "~/i18n/locale";
import type { Route } from "./+types/inbox";
import { requireStaff } from "./guard.server";
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

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = requireStaff(context, request);
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  const { choices, ...result } = await context.backOffice.inbox.screen(filter, staff);
  const format = dateFormat(context.locale);
  return {
    text: context.text.admin.inbox,
    section: context.text.admin.common.title,
    filter: { ...filter, page: result.page },
    total: result.total,
    totalLabel: result.total.toLocaleString(intlLocale[context.locale]),
    pageCount: result.pageCount,
    rows: result.rows.map(({ dogId: _dogId, ...row }) => ({
      ...row,
      createdLabel: format.format(new Date(row.created)),
    })),
    choices,
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data?.filter.assignee === "me" ? data.text.mineTitle : data?.text.title, data?.section);

export type InboxData = Route.ComponentProps["loaderData"];
type Data = InboxData;

const controlStyle =
  "w-full rounded-lg border-2 border-stone-300 bg-white px-3 py-2 text-base text-stone-900 " +
  "hover:border-stone-400 focus:border-brand-700";
const labelStyle = "text-sm font-semibold text-stone-900";

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** The filter form: a plain GET form, so it works without JavaScript and its result is a link. */
function FilterForm({ data }: { data: Data }) {
  const { text: common } = useAdminShell();
  const { text, filter, choices } = data;
  const f = text.filter;
  const dogKnown = !filter.dog || choices.dogs.some((dog) => dog.value === filter.dog);
  const staffKnown =
    !filter.assignee ||
    filter.assignee === "me" ||
    filter.assignee === "none" ||
    choices.staff.some((member) => member.id === filter.assignee);
  const moreFilters = isFiltered({ ...filter, q: undefined });
  return (
    <section aria-labelledby="inbox-filter" className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
      <h2 id="inbox-filter" className="mb-3 text-lg font-bold text-brand-900">
        {f.heading}
      </h2>
      {/* key: a new filter (also by the navigation's links) shows its values, not the last typed ones */}
      <Form method="get" key={inboxFilterQuery(filter, { page: 1 })} className="flex flex-col gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="sm:w-96">
            <Field id="filter-q" label={f.search}>
              <input
                id="filter-q"
                name="q"
                type="search"
                defaultValue={filter.q ?? ""}
                maxLength={100}
                aria-describedby="filter-q-hint"
                className={controlStyle}
              />
              <p id="filter-q-hint" className="text-sm text-stone-600">
                {f.searchHint}
              </p>
            </Field>
          </div>
          <button type="submit" className={buttonVariants({ size: "sm", className: "self-start sm:mt-7" })}>
            {f.apply}
          </button>
        </div>
        <details open={moreFilters} className="rounded-lg bg-white p-3 ring-1 ring-stone-200">
          <summary className="cursor-pointer font-semibold text-brand-900">{f.more}</summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <Field id="filter-type" label={f.type}>
              <select id="filter-type" name="type" defaultValue={filter.type ?? ""} className={controlStyle}>
                <option value="">{f.anyType}</option>
                {formTypes.map((type) => (
                  <option key={type} value={type}>
                    {common.formTypes[type]}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="filter-status" label={f.status}>
              <select
                id="filter-status"
                name="status"
                defaultValue={filter.status ?? ""}
                className={controlStyle}
              >
                <option value="">{f.anyStatus}</option>
                <option value="open">{f.open}</option>
                <option value="unread">{f.unread}</option>
                <optgroup label={f.statusGroup}>
                  {requestStatuses.map((status) => (
                    <option key={status} value={status}>
                      {common.statuses[status]}
                    </option>
                  ))}
                </optgroup>
              </select>
            </Field>
            <Field id="filter-assignee" label={f.assignee}>
              <select
                id="filter-assignee"
                name="assignee"
                defaultValue={filter.assignee ?? ""}
                className={controlStyle}
              >
                <option value="">{f.anyAssignee}</option>
                <option value="me">{f.me}</option>
                <option value="none">{f.none}</option>
                {choices.staff.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
                {staffKnown ? null : <option value={filter.assignee}>{filter.assignee}</option>}
              </select>
            </Field>
            <Field id="filter-dog" label={f.dog}>
              <select id="filter-dog" name="dog" defaultValue={filter.dog ?? ""} className={controlStyle}>
                <option value="">{f.anyDog}</option>
                {choices.dogs.map((dog) => (
                  <option key={dog.value} value={dog.value}>
                    {dog.label}
                  </option>
                ))}
                {dogKnown ? null : <option value={filter.dog}>{filter.dog}</option>}
              </select>
            </Field>
            <Field id="filter-locale" label={f.locale}>
              <select
                id="filter-locale"
                name="locale"
                defaultValue={filter.locale ?? ""}
                className={controlStyle}
              >
                <option value="">{f.anyLocale}</option>
                {locales.map((locale) => (
                  <option key={locale} value={locale}>
                    {common.locales[locale]}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="filter-from" label={f.from}>
              <input
                id="filter-from"
                name="from"
                type="date"
                defaultValue={filter.from ?? ""}
                className={controlStyle}
              />
            </Field>
            <Field id="filter-to" label={f.to}>
              <input
                id="filter-to"
                name="to"
                type="date"
                defaultValue={filter.to ?? ""}
                className={controlStyle}
              />
            </Field>
            <div className="flex items-start gap-2 sm:col-span-2 lg:col-span-3">
              <input
                id="filter-dog-gone"
                name="dog_gone"
                type="checkbox"
                value="1"
                defaultChecked={filter.dogGone ?? false}
                className="mt-1 size-5 accent-brand-800"
              />
              <label htmlFor="filter-dog-gone" className="text-stone-900">
                {f.dogGone}
              </label>
            </div>
          </div>
          <button type="submit" className={buttonVariants({ size: "sm", className: "mt-3" })}>
            {f.apply}
          </button>
        </details>
        <Link
          to="/admin"
          className="self-start rounded-md py-1 font-medium text-brand-800 underline underline-offset-4"
        >
          {f.reset}
        </Link>
      </Form>
    </section>
  );
}

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  const { text, filter, total, totalLabel, pageCount, rows } = loaderData;
  const { text: common } = useAdminShell();
  const filtered = isFiltered(filter);
  const csvHref = `/admin/requests.csv${inboxFilterQuery(filter, { page: 1 })}`;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-brand-900">
        {filter.assignee === "me" ? text.mineTitle : text.title}
      </h1>
      <FilterForm data={loaderData} />
      <section aria-labelledby="inbox-results" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="inbox-results" className="text-lg font-bold text-stone-900">
            {total === 1 ? text.countOne : fill(text.count, { count: totalLabel })}
          </h2>
          {total > 0 ? (
            <p className="text-sm text-stone-700">
              <a
                href={csvHref}
                download
                className="font-semibold text-brand-800 underline underline-offset-4"
              >
                {text.exportCsv}
              </a>{" "}
              <span className="block sm:inline">{text.exportHint}</span>
            </p>
          ) : null}
        </div>
        {rows.length === 0 ? (
          <p className="rounded-xl bg-stone-50 p-6 text-center text-stone-700 ring-1 ring-stone-200">
            {filtered ? text.emptyFiltered : text.empty}{" "}
            {filtered ? (
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
