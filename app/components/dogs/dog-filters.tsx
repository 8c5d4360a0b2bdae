import { Form } from "react-router";
import type { DogCardText, DogListText } from "~/content/types/dogs";
import {
  dogLocationFilters,
  dogTypeFilters,
  hasActiveFilters,
  toggleFilter,
  type DogFilters as Filters,
} from "~/domain/dogs";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";
import { Button } from "~/components/ui/button";

type Props = {
  filters: Filters;
  onChange(filters: Filters): void;
  text: DogListText;
  /** The type filters' labels: the badges' names. */
  typeLabels: DogCardText["types"];
};

const chip =
  "rounded-full border-2 px-4 py-1.5 text-sm font-semibold transition-colors aria-pressed:border-brand-800 aria-pressed:bg-brand-800 aria-pressed:text-white border-stone-300 bg-white text-stone-800 hover:border-brand-700";

/**
 * Search and filters as a GET form: without JavaScript each button submits the form with its
 * value (the active one submits an empty value: toggled off); with JavaScript they answer at once.
 */
export function DogFilters({ filters, onChange, text, typeLabels }: Props) {
  const { locale } = useSiteData();
  const press = (event: React.MouseEvent, next: Filters) => {
    event.preventDefault();
    onChange(next);
  };
  return (
    <Form
      method="get"
      // The list's own path, not the current URL: the form sends its fields as the query anyway, and
      // the page's HTML then depends only on the parameters the page reads (the page cache's key).
      action={pathFor(locale, "dogs")}
      role="search"
      className="flex flex-col gap-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="flex gap-2">
        <label htmlFor="dog-search" className="sr-only">
          {text.searchLabel}
        </label>
        <input
          id="dog-search"
          type="search"
          name="q"
          value={filters.query}
          onChange={(event) => onChange({ ...filters, query: event.currentTarget.value })}
          placeholder={text.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          className="w-full rounded-full border-2 border-stone-300 bg-white px-5 py-2.5 text-base placeholder:text-stone-500 focus:border-brand-700"
        />
        <Button type="submit">{text.searchButton}</Button>
      </div>
      {filters.type ? <input type="hidden" name="type" value={filters.type} /> : null}
      {filters.location ? <input type="hidden" name="location" value={filters.location} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-6">
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">{text.typeLabel}</legend>
          <span aria-hidden="true" className="mr-1 text-sm font-semibold text-stone-700">
            {text.typeLabel}:
          </span>
          {dogTypeFilters.map((type) => (
            <button
              key={type}
              type="submit"
              name="type"
              value={filters.type === type ? "" : type}
              aria-pressed={filters.type === type}
              className={chip}
              onClick={(event) => press(event, { ...filters, type: toggleFilter(filters.type, type) })}
            >
              {typeLabels[type]}
            </button>
          ))}
        </fieldset>
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">{text.locationLabel}</legend>
          <span aria-hidden="true" className="mr-1 text-sm font-semibold text-stone-700">
            {text.locationLabel}:
          </span>
          {dogLocationFilters.map((location) => (
            <button
              key={location}
              type="submit"
              name="location"
              value={filters.location === location ? "" : location}
              aria-pressed={filters.location === location}
              className={chip}
              onClick={(event) =>
                press(event, { ...filters, location: toggleFilter(filters.location, location) })
              }
            >
              {text.locations[location]}
            </button>
          ))}
        </fieldset>
        {hasActiveFilters(filters) ? (
          <button
            type="submit"
            name="reset"
            value="1"
            className="self-start rounded-full px-4 py-1.5 text-sm font-semibold text-brand-900 underline underline-offset-4 hover:bg-brand-50"
            onClick={(event) => press(event, { query: "", type: null, location: null })}
          >
            {text.reset}
          </button>
        ) : null}
      </div>
    </Form>
  );
}
