import { Link } from "react-router";
import type { DogCardText, DogDetailText } from "~/content/types/dogs";
import { locationLabelKey, locationPage } from "~/domain/dogs";
import { shownStatus } from "~/domain/dogs/card";
import type { Dog } from "~/domain/dogs/types";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";

type Props = { dog: Dog; text: DogDetailText; statusLabels: DogCardText["status"] };

/** Location (linked to the place's page where it has one) and status (where a card shows one too). */
export function DogProfile({ dog, text, statusLabels }: Props) {
  const { locale } = useSiteData();
  const label = text.locations[locationLabelKey(dog.location)];
  const page = locationPage(dog.location);
  const status = shownStatus(dog);
  return (
    <section aria-labelledby="dog-profile" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <h2 id="dog-profile" className="text-lg font-bold">
        {text.profile}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold text-stone-700">{text.location}</dt>
        <dd>
          {page ? (
            <Link
              to={pathFor(locale, page)}
              className="font-medium text-brand-800 underline underline-offset-4"
            >
              {label}
            </Link>
          ) : (
            label
          )}
        </dd>
        {status ? (
          <>
            <dt className="font-semibold text-stone-700">{text.status}</dt>
            <dd
              className={
                status === "reserved" ? "font-semibold text-accent-800" : "font-semibold text-brand-800"
              }
            >
              {statusLabels[status]}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
