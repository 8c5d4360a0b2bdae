import { memo } from "react";
import type { DogCardText } from "~/content/types/dogs";
import type { DogCard as Card } from "~/domain/dogs/card";
import type { Locale } from "~/i18n/locale";
import { DogCardView } from "./dog-card";

/** The cards read no router state (DogCardView): the URL update after a filter change renders none. */
const MemoDogCard = memo(DogCardView);

type CardText = { locale: Locale; text: DogCardText };
type RowProps = CardText & { dog: Card; hidden: boolean; eager: boolean; photo: boolean };

/** One card; memoised, so a filter change re-renders only the cards whose visibility changes. */
const DogRow = memo(function DogRow({ dog, hidden, eager, photo, locale, text }: RowProps) {
  return (
    <li className="flex" hidden={hidden}>
      <MemoDogCard dog={dog} eager={eager} photo={photo} locale={locale} text={text} plainLink />
    </li>
  );
});

type GridProps = CardText & {
  /** The cards in the page, in list order: those shown and those shown before (then hidden). */
  cards: readonly Card[];
  shown: readonly Card[];
  /** Cards shown at some point: a card rendered ahead, never shown, loads no photo. */
  seen: ReadonlySet<string>;
  /** The card whose photo loads at once, preloaded (the first of the first HTML); others load lazily. */
  eagerId: string | undefined;
  onLinkClick(event: React.MouseEvent): void;
};

export const dogGridId = "dog-grid";

/**
 * A card once shown stays in the page and a filter only hides it, in the same render as the
 * keystroke: removing and recreating cards per keystroke (behind useDeferredValue) cost 3 to 5 times
 * more main-thread time (npm run bench, dogs_search_apply_ms). A hidden card stays rendered, only
 * skipped (app.css, `.dog-grid`). The cards' links are plain anchors whose clicks the list handles.
 */
export const DogGrid = memo(function DogGrid({
  cards,
  shown,
  seen,
  eagerId,
  onLinkClick,
  locale,
  text,
}: GridProps) {
  const position = new Map(shown.map((dog, index) => [dog.id, index]));
  return (
    <ul
      id={dogGridId}
      className="dog-grid mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      hidden={shown.length === 0}
      onClick={onLinkClick}
    >
      {cards.map((dog) => {
        const index = position.get(dog.id);
        return (
          <DogRow
            key={dog.id}
            dog={dog}
            hidden={index === undefined}
            eager={dog.id === eagerId}
            photo={seen.has(dog.id)}
            locale={locale}
            text={text}
          />
        );
      })}
    </ul>
  );
});

/** Moves the focus to the name link of the `index`th card shown (after 'show more'). */
export function focusShownCard(index: number): void {
  const links = document.querySelectorAll<HTMLAnchorElement>(`#${dogGridId} > li:not([hidden]) h2 a`);
  links[index]?.focus();
}
