import { Link } from "react-router";
import type { DogCard as Card } from "../../domain/dogs/card";
import { pathFor } from "../../i18n/routes";
import { useSiteData } from "../../site-data";
import { DogBadges } from "./dog-badges";
import { DogImage, placeholderImage } from "./dog-image";

/** One dog in a grid (spec 1 section 2.6); a dog without id or title renders nothing. */
export function DogCard({ dog, eager }: { dog: Card; eager?: boolean }) {
  const { locale, t } = useSiteData();
  if (!dog.id || !dog.title) return null;
  const statusText = dog.status === "hidden" ? null : t.dogList.status[dog.status];
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition focus-within:ring-4 focus-within:ring-amber-500 hover:shadow-md">
      <DogImage
        src={dog.image?.small ?? null}
        fallback={placeholderImage.small}
        alt=""
        size={500}
        eager={eager}
        className="aspect-square w-full bg-stone-200 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <DogBadges types={dog.types} />
        <h2 className="text-xl font-bold">
          <Link
            to={pathFor(locale, "dogDetail", dog.slug)}
            className="after:absolute after:inset-0 focus:outline-none"
          >
            {dog.name}
          </Link>
        </h2>
        {dog.headline ? <p className="line-clamp-2 text-stone-700">{dog.headline}</p> : null}
        {statusText ? (
          <p
            className={`mt-auto pt-1 text-sm font-semibold ${dog.status === "reserved" ? "text-amber-800" : "text-teal-800"}`}
          >
            {statusText}
          </p>
        ) : null}
      </div>
    </article>
  );
}
