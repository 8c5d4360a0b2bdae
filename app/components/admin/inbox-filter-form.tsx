import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { controlStyle } from "~/components/forms/kit/fields";
import { buttonVariants } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { inboxFilterQuery, isFiltered, type InboxFilter } from "~/domain/back-office/inbox-filter";
import { requestStatuses, type RequestStatus } from "~/domain/back-office/pipeline";
import { formTypes } from "~/domain/forms/form-types";
import { locales } from "~/i18n/locale";
import type { InboxData as Data } from "~/routes/admin/inbox";
import { useAdminShell } from "~/routes/admin/layout";

const inputStyle = `${controlStyle} min-w-0`;

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-stone-900">
        {label}
      </label>
      {children}
    </div>
  );
}

type StageKey = "open" | "unread" | "all" | RequestStatus;

/**
 * The stages with their counts as links (the filter's other values kept): all open ones, each
 * status that has requests, the unread ones and all. The chosen one is marked as the current page.
 */
export function StageChips({ data }: { data: Data }) {
  const { text: common } = useAdminShell();
  const { text, filter, stages } = data;
  const current: StageKey = filter.status ?? "all";
  const statuses = requestStatuses.filter(
    (status) => (stages.byStatus[status] ?? 0) > 0 || status === current,
  );
  const chips: { key: StageKey; label: string; count: number }[] = [
    { key: "open", label: text.stages.open, count: stages.open },
    ...statuses.map((status) => ({
      key: status,
      label: common.statuses[status],
      count: stages.byStatus[status] ?? 0,
    })),
    { key: "unread", label: text.stages.unread, count: stages.unread },
    { key: "all", label: text.stages.all, count: stages.all },
  ];
  return (
    <nav aria-label={text.stages.label}>
      <ul className="flex flex-wrap gap-2 text-sm">
        {chips.map((chip) => {
          const selected = chip.key === current;
          const status: InboxFilter["status"] = chip.key === "all" ? undefined : chip.key;
          return (
            <li key={chip.key}>
              <Link
                to={`/admin${inboxFilterQuery(filter, { status, page: 1 })}`}
                aria-current={selected ? "page" : undefined}
                className={`inline-flex items-baseline gap-1.5 rounded-full px-3 py-1.5 font-medium ring-1 ${
                  selected
                    ? "bg-brand-800 text-white ring-brand-800"
                    : "bg-white text-brand-900 ring-stone-300 hover:bg-brand-50"
                }`}
              >
                {chip.label}
                <span className={selected ? "font-bold" : "font-bold text-stone-700"}>{chip.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The filter form: a plain GET form, so it works without JavaScript and its result is a link. */
export function FilterForm({ data }: { data: Data }) {
  const { text: common } = useAdminShell();
  const { text, filter, choices } = data;
  const f = text.filter;
  const dogKnown = !filter.dog || choices.dogs.some((dog) => dog.value === filter.dog);
  const staffKnown =
    !filter.assignee ||
    filter.assignee === "me" ||
    filter.assignee === "none" ||
    choices.staff.some((member) => member.id === filter.assignee);
  const moreFilters = isFiltered({ ...filter, q: undefined, status: "open" });
  return (
    <section aria-labelledby="inbox-filter" className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
      <h2 id="inbox-filter" className="mb-3 text-lg font-bold text-brand-900">
        {f.heading}
      </h2>
      {/* key: a new filter (also by the navigation's links) shows its values, not the last typed ones */}
      <Form method="get" key={inboxFilterQuery(filter, { page: 1 })} className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,24rem)_minmax(0,16rem)_auto] sm:items-start">
          <Field id="filter-q" label={f.search}>
            <input
              id="filter-q"
              name="q"
              type="search"
              defaultValue={filter.q ?? ""}
              maxLength={100}
              aria-describedby="filter-q-hint"
              className={inputStyle}
            />
            <p id="filter-q-hint" className="text-sm text-stone-600">
              {f.searchHint}
            </p>
          </Field>
          <Select
            id="filter-status"
            name="status"
            label={f.status}
            defaultValue={filter.status ?? "all"}
            options={[
              { value: "open", label: f.open },
              { value: "unread", label: f.unread },
              { value: "all", label: f.anyStatus },
              {
                group: f.statusGroup,
                options: requestStatuses.map((status) => ({ value: status, label: common.statuses[status] })),
              },
            ]}
          />
          <button
            type="submit"
            className={buttonVariants({ size: "sm", className: "self-start sm:mt-7 sm:justify-self-start" })}
          >
            {f.apply}
          </button>
        </div>
        <details open={moreFilters} className="rounded-lg bg-white p-3 ring-1 ring-stone-200">
          <summary className="cursor-pointer font-semibold text-brand-900">{f.more}</summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <Select
              id="filter-type"
              name="type"
              label={f.type}
              defaultValue={filter.type ?? ""}
              options={[
                { value: "", label: f.anyType },
                ...formTypes.map((type) => ({ value: type, label: common.formTypes[type] })),
              ]}
            />
            <Select
              id="filter-assignee"
              name="assignee"
              label={f.assignee}
              defaultValue={filter.assignee ?? ""}
              options={[
                { value: "", label: f.anyAssignee },
                { value: "me", label: f.me },
                { value: "none", label: f.none },
                ...choices.staff.map((member) => ({ value: member.id, label: member.name })),
                // A filter by an account gone since: still shown as chosen.
                ...(filter.assignee && !staffKnown
                  ? [{ value: filter.assignee, label: filter.assignee }]
                  : []),
              ]}
            />
            <Select
              id="filter-dog"
              name="dog"
              label={f.dog}
              defaultValue={filter.dog ?? ""}
              options={[
                { value: "", label: f.anyDog },
                ...choices.dogs,
                ...(filter.dog && !dogKnown ? [{ value: filter.dog, label: filter.dog }] : []),
              ]}
            />
            <Select
              id="filter-locale"
              name="locale"
              label={f.locale}
              defaultValue={filter.locale ?? ""}
              options={[
                { value: "", label: f.anyLocale },
                ...locales.map((locale) => ({ value: locale, label: common.locales[locale] })),
              ]}
            />
            <Field id="filter-from" label={f.from}>
              <input
                id="filter-from"
                name="from"
                type="date"
                defaultValue={filter.from ?? ""}
                className={inputStyle}
              />
            </Field>
            <Field id="filter-to" label={f.to}>
              <input
                id="filter-to"
                name="to"
                type="date"
                defaultValue={filter.to ?? ""}
                className={inputStyle}
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
