import { memo, useCallback, useEffect, useMemo, useState } from "react";
import {
  redirect,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { DogCardView } from "~/components/dogs/dog-card";
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
import type { Locale } from "~/i18n/locale";
import type { Messages } from "~/i18n/messages";
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

// The page's parts that do not change with the filters, not rendered again with every keystroke.
const MemoInfoCards = memo(DogInfoCards);
const MemoLastUpdate = memo(LastUpdate);

/**
 * The cards are memoised and read no router state (DogCardView): a filter change re-renders only the
 * list items whose visibility changes, and the URL update after it none of them.
 */
const MemoDogCard = memo(DogCardView);

type CardText = { locale: Locale; text: Messages["dogList"] };
type RowProps = CardText & { dog: Card; hidden: boolean; eager: boolean };

/** One card; memoised, so a filter change re-renders only the cards whose visibility changes. */
const DogRow = memo(function DogRow({ dog, hidden, eager, locale, text }: RowProps) {
  return (
    <li className="flex" hidden={hidden}>
      <MemoDogCard dog={dog} eager={eager} locale={locale} text={text} plainLink />
    </li>
  );
});

type GridProps = CardText & { dogs: Card[]; shown: Card[]; onLinkClick(event: React.MouseEvent): void };

/**
 * Every card stays in the page and a filter only hides the others, in the same render as the
 * keystroke: removing and recreating up to 300 cards per keystroke (behind useDeferredValue) cost
 * 3 to 5 times more main-thread time (npm run bench, dogs_search_apply_ms). A hidden card stays
 * rendered, only skipped (app.css, `.dog-grid`). The cards' links are plain anchors whose clicks
 * the list handles (see DogCardView).
 */
const DogGrid = memo(function DogGrid({ dogs, shown, onLinkClick, locale, text }: GridProps) {
  const position = new Map(shown.map((dog, index) => [dog.id, index]));
  return (
    <ul
      className="dog-grid mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      hidden={shown.length === 0}
      onClick={onLinkClick}
    >
      {dogs.map((dog) => {
        const index = position.get(dog.id);
        return (
          <DogRow
            key={dog.id}
            dog={dog}
            hidden={index === undefined}
            eager={index !== undefined && index < 4}
            locale={locale}
            text={text}
          />
        );
      })}
    </ul>
  );
});

/**
 * What <Link> does with a click, for plain links inside the element that gets this handler: a plain
 * left click (no modifier key, no other target) on a link to this site navigates in the app.
 */
function useLinkClicks(): (event: React.MouseEvent) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: React.MouseEvent) => {
      const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
      if (event.defaultPrevented || event.button !== 0 || modified) return;
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      if (!link || (link.target !== "" && link.target !== "_self") || link.hasAttribute("download")) return;
      if (link.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(link.pathname + link.search + link.hash);
    },
    [navigate],
  );
}

type Task = () => void;

/**
 * A queue of tasks that run once the next frame has been painted (a task queued from an animation
 * frame callback runs after that frame's rendering). Tasks still waiting run at once when the user
 * presses a key or a pointer, so that what follows (a click on a link, say) sees them done, and are
 * dropped on a history traversal (back, forward), which they would undo, or when the page unmounts.
 */
function createAfterPaintQueue() {
  let tasks: Task[] = [];
  let frame = 0;
  let timer = 0;
  function cancel() {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    frame = timer = 0;
  }
  function run() {
    cancel();
    const due = tasks;
    tasks = [];
    for (const task of due) task();
  }
  function drop() {
    cancel();
    tasks = [];
  }
  function schedule(task: Task) {
    tasks.push(task);
    if (frame !== 0 || timer !== 0) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      timer = window.setTimeout(run);
    });
  }
  return { schedule, run, drop };
}

function useAfterPaint(): (task: Task) => void {
  const [queue] = useState(createAfterPaintQueue);
  useEffect(() => {
    addEventListener("keydown", queue.run, true);
    addEventListener("pointerdown", queue.run, true);
    addEventListener("popstate", queue.drop);
    return () => {
      removeEventListener("keydown", queue.run, true);
      removeEventListener("pointerdown", queue.run, true);
      removeEventListener("popstate", queue.drop);
      queue.drop();
    };
  }, [queue]);
  return queue.schedule;
}

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

  const onLinkClick = useLinkClicks();
  const afterPaint = useAfterPaint();
  // The list answers in this render; the URL follows once that is painted: the router's update (and
  // the history entry, which makes the browser lay the page out) then never delays the answer.
  function change(next: Filters) {
    setFilters(next);
    const params = filtersToSearchParams(next);
    const typing = next.query !== filters.query;
    afterPaint(() =>
      setSearchParams(params, { replace: typing, preventScrollReset: true, state: filterWrite }),
    );
  }

  const shown = useMemo(() => filterDogs(loaderData.cards, filters), [loaderData.cards, filters]);
  const active = hasActiveFilters(filters);
  const text = t.pages.dogs;
  // Each label builds a number format: not again for every render (a keystroke renders twice).
  const total = loaderData.cards.length;
  const totalLabel = useMemo(() => countLabel(total, locale), [total, locale]);
  const count = loaderData.available && active ? shown.length : null;
  const resultLabel = useMemo(() => (count === null ? "" : resultCountLabel(count, locale)), [count, locale]);

  return (
    <>
      <PageHero heading={text.heading} intro={text.intro}>
        {loaderData.available ? (
          <p className="mt-6 inline-block rounded-full bg-white/15 px-4 py-1.5 text-lg font-semibold">
            {totalLabel}
          </p>
        ) : null}
      </PageHero>
      <section className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
        <DogFilters filters={filters} onChange={change} />
        <p aria-live="polite" className="mt-4 min-h-6 font-semibold text-stone-800">
          {resultLabel}
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
            <DogGrid
              dogs={loaderData.cards}
              shown={shown}
              onLinkClick={onLinkClick}
              locale={locale}
              text={t.dogList}
            />
          </>
        )}
        <div className="mt-8">
          <MemoLastUpdate timestamp={loaderData.cacheTimestamp} />
        </div>
      </section>
      <MemoInfoCards />
    </>
  );
}
