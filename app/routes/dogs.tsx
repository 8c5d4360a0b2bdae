import { memo, useEffect, useMemo, useRef, useState } from "react";
import {
  redirect,
  useLocation,
  useNavigationType,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { DogFilters } from "~/components/dogs/dog-filters";
import { DogGrid, focusShownCard } from "~/components/dogs/dog-grid";
import { DogInfoCards } from "~/components/dogs/dog-info-cards";
import { LastUpdate } from "~/components/dogs/last-update";
import { ShowMoreDogs } from "~/components/dogs/show-more-dogs";
import { useAfterPaint } from "~/components/dogs/use-after-paint";
import { useCardsInPage } from "~/components/dogs/use-cards-in-page";
import { useLinkClicks } from "~/components/dogs/use-link-clicks";
import { PageHero } from "~/components/page-hero";
import {
  countLabel,
  dogListSearchParams,
  dogPageSize,
  filterDogs,
  hasActiveFilters,
  nextShownCount,
  parseFilters,
  parseShownCount,
  type DogFilters as Filters,
} from "~/domain/dogs";
import { toCard } from "~/domain/dogs/card";
import { staticPageMeta } from "~/seo/page-meta";
import { useSiteData, usePageText } from "~/site-data";
import { dogsContext, siteContext } from "~/context";
import type { Route } from "./+types/dogs";

export function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  if (url.searchParams.has("reset")) throw redirect(url.pathname);
  const { available, dogs, cacheTimestamp } = context.get(dogsContext);
  return {
    available,
    cards: dogs.map((dog) => toCard(dog, site.locale)),
    cacheTimestamp,
    text: site.text.dogList,
    cardText: site.text.dogCard,
  };
}

/** Search and filters run in the browser on the loaded list; only a new path reloads it. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args);

/** What the list shows: the filters, and how many of the matching dogs (whole pages). */
type ListView = { filters: Filters; shown: number };

/** Without JavaScript a filter button and a hidden field can both send `type`: the button, last, wins. */
function viewFromUrl(searchParams: URLSearchParams): ListView {
  const lastValues = new URLSearchParams();
  for (const key of new Set(searchParams.keys())) lastValues.set(key, searchParams.getAll(key).at(-1) ?? "");
  return { filters: parseFilters(lastValues), shown: parseShownCount(lastValues) };
}

const filterWrite = { dogFilters: true } as const;

function isFilterWrite(state: unknown): boolean {
  return typeof state === "object" && state !== null && "dogFilters" in state;
}

// The page's parts that do not change with the filters, not rendered again with every keystroke.
const MemoInfoCards = memo(DogInfoCards);
const MemoLastUpdate = memo(LastUpdate);

export default function DogsPage({ loaderData }: Route.ComponentProps) {
  const { locale } = useSiteData();
  const { text, cardText } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const [view, setView] = useState(() => viewFromUrl(searchParams));
  const { filters } = view;
  const location = useLocation();
  const navigationType = useNavigationType();

  // Back, forward and links ('show more') change the URL: take its view. Our own URL writes are
  // skipped: the router commits them in a transition, after keystrokes typed since, which they would undo.
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    if (navigationType === "POP" || !isFilterWrite(location.state)) setView(viewFromUrl(searchParams));
  }

  const onLinkClick = useLinkClicks();
  const afterPaint = useAfterPaint();
  // After 'show more' the focus moves to the first card it added (the link itself may be gone).
  const focusFrom = useRef<number | null>(null);
  // The list answers in this render, from its first page; the URL follows once that is painted: the
  // router's update (and the history entry, which makes the browser lay the page out) then never
  // delays the answer.
  function change(next: Filters) {
    setView({ filters: next, shown: dogPageSize });
    focusFrom.current = null;
    const params = dogListSearchParams(next, dogPageSize);
    const typing = next.query !== filters.query;
    afterPaint(() =>
      setSearchParams(params, { replace: typing, preventScrollReset: true, state: filterWrite }),
    );
  }

  const matches = useMemo(() => filterDogs(loaderData.cards, filters), [loaderData.cards, filters]);
  const shown = useMemo(() => matches.slice(0, view.shown), [matches, view.shown]);
  const inPage = useCardsInPage(loaderData.cards, shown);
  // The first photo of the first HTML loads at once, preloaded (on a phone it is the largest thing on
  // screen); the others lazily, which still loads those on screen as soon as the page is laid out,
  // without competing with the stylesheet. A filter changes no loading attribute, which would make
  // the browser request those photos in the middle of the answer.
  const [eagerId] = useState(() => shown[0]?.id);
  const more = nextShownCount(view.shown, matches.length);

  useEffect(() => {
    if (focusFrom.current === null || focusFrom.current >= shown.length) return;
    focusShownCard(focusFrom.current);
    focusFrom.current = null;
  }, [shown]);

  const active = hasActiveFilters(filters);
  const hero = usePageText();
  const total = loaderData.cards.length;
  const totalLabel = useMemo(() => countLabel(total, locale, text.count), [total, locale, text.count]);
  const count = loaderData.available && active ? matches.length : null;
  const resultLabel = count === null ? "" : countLabel(count, locale, text.results);

  return (
    <>
      <PageHero heading={hero.heading} intro={hero.intro}>
        {loaderData.available ? (
          <p className="mt-6 inline-block rounded-full bg-white/15 px-4 py-1.5 text-lg font-semibold">
            {totalLabel}
          </p>
        ) : null}
      </PageHero>
      <section className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
        <DogFilters filters={filters} onChange={change} text={text} typeLabels={cardText.types} />
        <p aria-live="polite" className="mt-4 min-h-6 font-semibold text-stone-800">
          {resultLabel}
        </p>
        {!loaderData.available ? (
          <p role="alert" className="mt-6 rounded-xl bg-rose-50 p-6 text-rose-900 ring-1 ring-rose-200">
            {text.error}
          </p>
        ) : (
          <>
            {shown.length === 0 ? (
              <p className="mt-6 rounded-xl bg-white p-8 text-center text-lg text-stone-700 ring-1 ring-stone-200">
                {text.empty}
              </p>
            ) : null}
            <DogGrid
              cards={inPage.cards}
              shown={shown}
              seen={inPage.seen}
              eagerId={eagerId}
              onLinkClick={onLinkClick}
              locale={locale}
              text={cardText}
            />
            {more === null ? null : (
              <ShowMoreDogs
                shown={shown.length}
                total={matches.length}
                to={`${location.pathname}?${dogListSearchParams(filters, more).toString()}`}
                onClick={() => (focusFrom.current = shown.length)}
                text={text}
              />
            )}
          </>
        )}
        <div className="mt-8">
          <MemoLastUpdate timestamp={loaderData.cacheTimestamp} label={text.lastUpdate} />
        </div>
      </section>
      <MemoInfoCards text={text} />
    </>
  );
}
