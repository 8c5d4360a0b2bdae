import { useEffect, useMemo, useState } from "react";
import type { DogCard as Card } from "~/domain/dogs/card";
import { dogPageSize } from "~/domain/dogs/paging";

type CardsInPage = {
  /** The cards rendered, in list order: those shown, and others hidden. */
  cards: readonly Card[];
  /** Ids of the cards shown at some point: only their photos load. */
  seen: ReadonlySet<string>;
};

/**
 * The first HTML holds only the cards shown; once the page is idle the others follow, a page at a
 * time, hidden. A card in the page stays there (hidden while filtered out), so that a keystroke
 * showing it moves a rendered card instead of creating one (docs/decisions/0007).
 */
export function useCardsInPage(all: readonly Card[], shown: readonly Card[]): CardsInPage {
  const [seen, setSeen] = useState(() => new Set(shown.map((dog) => dog.id)));
  if (shown.some((dog) => !seen.has(dog.id))) setSeen(new Set([...seen, ...shown.map((dog) => dog.id)]));
  const [ahead, setAhead] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    const next = all.filter((dog) => !seen.has(dog.id) && !ahead.has(dog.id)).slice(0, dogPageSize);
    if (next.length === 0) return;
    return whenIdle(() => setAhead((current) => new Set([...current, ...next.map((dog) => dog.id)])));
  }, [all, seen, ahead]);

  const cards = useMemo(() => all.filter((dog) => seen.has(dog.id) || ahead.has(dog.id)), [all, seen, ahead]);
  return { cards, seen };
}

/** Runs `task` when the browser is idle (soon, where it cannot tell); returns the cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 50);
  return () => clearTimeout(timer);
}
