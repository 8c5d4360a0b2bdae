import type { Card } from "~/content/shapes";
import { Icon } from "./icon";
import { RichText } from "./rich-text";

const columns = { 2: "sm:grid-cols-2", 3: "md:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/** Benefit, value or pillar cards: white rounded cards with an optional icon. */
export function CardGrid({
  cards,
  columns: count = 3,
}: {
  cards: readonly Card[];
  columns?: keyof typeof columns;
}) {
  return (
    <ul className={`grid gap-4 ${columns[count]}`}>
      {cards.map((card) => (
        <li key={card.title} className="min-w-0 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <div className="flex items-center gap-3 sm:block">
            {card.icon ? (
              <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800 sm:mb-4">
                <Icon name={card.icon} />
              </span>
            ) : null}
            <h3 className="text-lg font-bold text-brand-900">{card.title}</h3>
          </div>
          <p className="mt-3 text-stone-700 sm:mt-2">
            <RichText text={card.text} />
          </p>
        </li>
      ))}
    </ul>
  );
}
