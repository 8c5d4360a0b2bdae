import { Link } from "react-router";
import type { DogListText } from "~/content/types/dogs";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";

const infoKeys = ["fosterHome", "fincaChaos", "residenciaMonika", "hospice"] as const;

/** The list page's info section: four cards leading to the places our dogs live. */
export function DogInfoCards({ text }: { text: DogListText }) {
  const { locale } = useSiteData();
  return (
    <section aria-labelledby="dog-info" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <h2 id="dog-info" className="text-2xl font-bold">
        {text.infoHeading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {infoKeys.map((key) => (
          <li
            key={key}
            className="relative rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 focus-within:ring-4 focus-within:ring-accent-500"
          >
            <h3 className="font-bold text-brand-900">
              <Link to={pathFor(locale, key)} className="after:absolute after:inset-0 focus:outline-none">
                {text.info[key].title}
              </Link>
            </h3>
            <p className="mt-2 text-stone-700">{text.info[key].text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
