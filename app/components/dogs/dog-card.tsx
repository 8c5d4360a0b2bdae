import { Link } from "react-router";
import type { DogCardText } from "~/content/types/dogs";
import { shownStatus, type DogCard as Card } from "~/domain/dogs/card";
import type { Locale } from "~/i18n/locale";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";
import { DogBadges } from "./dog-badges";
import { DogImage, placeholderImage } from "./dog-image";

/** One dog in a grid (spec 1 section 2.6); a dog without id or title renders nothing. */
export function DogCard({ dog, eager, text }: { dog: Card; eager?: boolean; text: DogCardText }) {
  const { locale } = useSiteData();
  return <DogCardView dog={dog} eager={eager} locale={locale} text={text} />;
}

type ViewProps = {
  dog: Card;
  eager?: boolean;
  /** False for a card rendered ahead, hidden: no photo is requested until it is shown. */
  photo?: boolean;
  locale: Locale;
  text: DogCardText;
  /**
   * The name links with a plain anchor (the same HTML as <Link>) whose clicks the list around the
   * card handles. A <Link>, like site data read here, re-renders the card with every change of the
   * URL, and the dog list's search changes it with every keystroke, for up to 300 cards.
   */
  plainLink?: boolean;
};

/** The dog grid's columns: one on a phone, two, three, four on a wide screen (at most 1280 px). */
const dogCardSizes = "(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw";

/** DogCard with the language and texts given: it reads no router state, so it renders only when they change. */
export function DogCardView({ dog, eager, photo = true, locale, text, plainLink }: ViewProps) {
  if (!dog.id || !dog.title) return null;
  const status = shownStatus(dog);
  const href = pathFor(locale, "dogDetail", dog.slug);
  const linkClass = "after:absolute after:inset-0 focus:outline-none";
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition focus-within:ring-4 focus-within:ring-accent-500 hover:shadow-md">
      <DogImage
        src={dog.image}
        fallback={placeholderImage.small}
        alt=""
        size={500}
        sizes={dogCardSizes}
        eager={eager}
        load={photo}
        className="aspect-square w-full bg-stone-200 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <DogBadges types={dog.types} labels={text.types} />
        <h2 className="text-xl font-bold">
          {plainLink ? (
            <a href={href} className={linkClass} data-discover="true">
              {dog.name}
            </a>
          ) : (
            <Link to={href} className={linkClass}>
              {dog.name}
            </Link>
          )}
        </h2>
        {dog.headline ? (
          <p className="text-stone-700">
            <span lang={dog.headlineLang ?? undefined} className="line-clamp-2">
              {dog.headline}
            </span>
            {dog.headlineLang ? (
              <span className="mt-0.5 block text-xs text-stone-600">{text.textIn[dog.headlineLang]}</span>
            ) : null}
          </p>
        ) : null}
        {status ? (
          <p
            className={`mt-auto pt-1 text-sm font-semibold ${status === "reserved" ? "text-accent-800" : "text-brand-800"}`}
          >
            {text.status[status]}
          </p>
        ) : null}
      </div>
    </article>
  );
}
