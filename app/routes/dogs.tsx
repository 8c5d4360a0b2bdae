import { memo, useMemo, useState } from "react";
import {
  redirect,
  useLocation,
  useNavigationType,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { DogCard } from "~/components/dogs/dog-card";
import { DogFilters } from "~/components/dogs/dog-filters";
import { DogInfoCards } from "~/components/dogs/dog-info-cards";
import { LastUpdate } from "~/components/dogs/last-update";
import { PageHero } from "~/components/page-hero";
import {
  countLabel,
  filterDogs,
  filtersToSearchParams,
  hasActiveFilters,
  parseFilters,
  resultCountLabel,
  type DogFilters as Filters,
} from "~/domain/dogs";
import { toCard, type DogCard as Card } from "~/domain/dogs/card";
import { staticPageMeta } from "~/seo/page-meta";
import { useSiteData } from "~/site-data";
import type { Route } from "./+types/dogs";

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has("reset")) throw redirect(url.pathname);
  const { available, dogs, cacheTimestamp } = context.dogs;
  return { available, cards: dogs.map(toCard), cacheTimestamp };
}

/** Search and filters run in the browser on the loaded list; only a new path reloads it. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, "dogs");

/** Without JavaScript a filter button and a hidden field can both send `type`: the button, last, wins. */
function filtersFromUrl(searchParams: URLSearchParams): Filters {
  const lastValues = new URLSearchParams();
  for (const key of new Set(searchParams.keys())) lastValues.set(key, searchParams.getAll(key).at(-1) ?? "");
  return parseFilters(lastValues);
}

const filterWrite = { dogFilters: true } as const;

function isFilterWrite(state: unknown): boolean {
  return typeof state === "object" && state !== null && "dogFilters" in state;
}

/** One card; memoised, so a filter change re-renders only the cards whose visibility changes. */
const DogRow = memo(function DogRow({ dog, hidden, eager }: { dog: Card; hidden: boolean; eager: boolean }) {
  return (
    <li className="flex" hidden={hidden}>
      <DogCard dog={dog} eager={eager} />
    </li>
  );
});

/**
 * Every card stays in the page and a filter only hides the others, in the same render as the
 * keystroke: removing and recreating up to 300 cards per keystroke (behind useDeferredValue) cost
 * 3 to 5 times more main-thread time (npm run bench, dogs_search_apply_ms).
 */
const DogGrid = memo(function DogGrid({ dogs, shown }: { dogs: Card[]; shown: Card[] }) {
  const position = new Map(shown.map((dog, index) => [dog.id, index]));
  return (
    <ul
      className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      hidden={shown.length === 0}
    >
      {dogs.map((dog) => {
        const index = position.get(dog.id);
        return (
          <DogRow
            key={dog.id}
            dog={dog}
            hidden={index === undefined}
            eager={index !== undefined && index < 4}
          />
        );
      })}
    </ul>
  );
});

export default function DogsPage({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useSiteData();
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState(() => filtersFromUrl(searchParams));
  const location = useLocation();
  const navigationType = useNavigationType();

  // Back, forward and links change the URL: take its filters. Our own URL writes are skipped: the
  // router commits them in a transition, after keystrokes typed since, which they would undo.
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    if (navigationType === "POP" || !isFilterWrite(location.state)) setFilters(filtersFromUrl(searchParams));
  }

  function change(next: Filters) {
    setFilters(next);
    const params = filtersToSearchParams(next);
    const typing = next.query !== filters.query;
    setSearchParams(params, { replace: typing, preventScrollReset: true, state: filterWrite });
  }

  const shown = useMemo(() => filterDogs(loaderData.cards, filters), [loaderData.cards, filters]);
  const active = hasActiveFilters(filters);
  const text = t.pages.dogs;

  return (
    <>
      <PageHero heading={text.heading} intro={text.intro}>
        {loaderData.available ? (
          <p className="mt-6 inline-block rounded-full bg-white/15 px-4 py-1.5 text-lg font-semibold">
            {countLabel(loaderData.cards.length, locale)}
          </p>
        ) : null}
      </PageHero>
      <section className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
        <DogFilters filters={filters} onChange={change} />
        <p aria-live="polite" className="mt-4 min-h-6 font-semibold text-stone-800">
          {loaderData.available && active ? resultCountLabel(shown.length, locale) : ""}
        </p>
        {!loaderData.available ? (
          <p role="alert" className="mt-6 rounded-xl bg-rose-50 p-6 text-rose-900 ring-1 ring-rose-200">
            {t.dogList.error}
          </p>
        ) : (
          <>
            {shown.length === 0 ? (
              <p className="mt-6 rounded-xl bg-white p-8 text-center text-lg text-stone-700 ring-1 ring-stone-200">
                {t.dogList.empty}
              </p>
            ) : null}
            <DogGrid dogs={loaderData.cards} shown={shown} />
          </>
        )}
        <div className="mt-8">
          <LastUpdate timestamp={loaderData.cacheTimestamp} />
        </div>
      </section>
      <DogInfoCards />
    </>
  );
}
