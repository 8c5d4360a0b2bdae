import { useLocation, useNavigation } from "react-router";
import type { DogCardText } from "~/content/types/dogs";
import type { DogCard as Card } from "~/domain/dogs/card";
import { fill } from "~/i18n/format";
import { intlLocale } from "~/i18n/locale";
import { useSiteData } from "~/site-data";
import { DogCard } from "./dog-card";

/** The section's texts (the hospice page's); `{count}` is the number of dogs. */
export type HospiceDogsText = {
  heading: string;
  countOne: string;
  countOther: string;
  empty: string;
  loading: string;
};

type Props = { dogs: Card[]; id: string; text: HospiceDogsText; cardText: DogCardText };

/**
 * The hospice dogs as cards (spec 2): 1, 2 or 3 columns by width, the number in the intro, a
 * message when there are none, and a spinner while this page's data is loaded again on the client.
 */
export function HospiceDogs({ dogs, id, text, cardText }: Props) {
  const { locale } = useSiteData();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const plural = new Intl.PluralRules(intlLocale[locale]).select(dogs.length);

  return (
    <section
      id={id}
      aria-labelledby="hospice-dogs-heading"
      aria-busy={loading}
      className="mx-auto max-w-7xl scroll-mt-6 px-4 pt-16 sm:px-6"
    >
      <h2 id="hospice-dogs-heading" className="text-3xl font-bold">
        {text.heading}
      </h2>
      {loading ? (
        <div role="status" className="mt-8 flex items-center gap-3 text-lg text-stone-700">
          <svg viewBox="0 0 24 24" className="h-8 w-8 animate-spin text-brand-800" aria-hidden="true">
            <circle
              cx="12"
              cy="12"
              r="9"
              fill="none"
              stroke="currentColor"
              strokeOpacity="0.25"
              strokeWidth="3"
            />
            <path
              d="M21 12a9 9 0 0 0-9-9"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
            />
          </svg>
          {text.loading}
        </div>
      ) : dogs.length === 0 ? (
        <p
          data-hospice-empty=""
          className="mt-6 rounded-xl bg-white p-8 text-center text-lg text-stone-700 ring-1 ring-stone-200"
        >
          {text.empty}
        </p>
      ) : (
        <>
          <p data-hospice-count={dogs.length} className="mt-3 max-w-3xl text-lg text-stone-700">
            {fill(plural === "one" ? text.countOne : text.countOther, { count: dogs.length })}
          </p>
          <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {dogs.map((dog) => (
              <li key={dog.id} className="flex">
                <DogCard dog={dog} text={cardText} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
