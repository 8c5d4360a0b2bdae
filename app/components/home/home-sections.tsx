import { Link } from "react-router";
import type { DogCardText } from "~/content/types/dogs";
import type { HomeText } from "~/content/types/home";
import type { DogCard as Card } from "~/domain/dogs/card";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";
import { DogCard } from "~/components/dogs/dog-card";
import { buttonVariants } from "~/components/ui/button";

/** A home section of cards with a heading and a link to the page that lists them all. */
export function CardSection(props: {
  id: string;
  heading: string;
  linkTo: string;
  linkLabel: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={props.id} className="text-3xl font-bold">
          {props.heading}
        </h2>
        <Link to={props.linkTo} className="font-semibold text-brand-800 underline underline-offset-4">
          {props.linkLabel}
        </Link>
      </div>
      <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-3">{props.children}</ul>
    </section>
  );
}

export function HomeDogs({ dogs, text, cardText }: { dogs: Card[]; text: HomeText; cardText: DogCardText }) {
  const { locale } = useSiteData();
  if (dogs.length === 0) return null;
  return (
    <CardSection
      id="home-dogs"
      heading={text.dogsHeading}
      linkTo={pathFor(locale, "dogs")}
      linkLabel={text.dogsAll}
    >
      {dogs.map((dog) => (
        <li key={dog.id} className="flex">
          <DogCard dog={dog} text={cardText} />
        </li>
      ))}
    </CardSection>
  );
}

export function WhyUs({ text }: { text: HomeText }) {
  return (
    <section aria-labelledby="home-why" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <h2 id="home-why" className="text-3xl font-bold">
        {text.whyHeading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {text.why.map((item) => (
          <li key={item.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <h3 className="text-lg font-bold text-brand-900">{item.title}</h3>
            <p className="mt-2 text-stone-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const helpKeys = ["dogs", "fosterHome", "donations"] as const;

export function HowToHelp({ text }: { text: HomeText }) {
  const { locale } = useSiteData();
  return (
    <section aria-labelledby="home-help" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <h2 id="home-help" className="text-3xl font-bold">
        {text.helpHeading}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {helpKeys.map((key) => (
          <li key={key} className="flex flex-col rounded-2xl bg-brand-900 p-6 text-white">
            <h3 className="text-xl font-bold">{text.help[key].title}</h3>
            <p className="mt-2 flex-1 text-brand-50">{text.help[key].text}</p>
            <Link
              to={pathFor(locale, key)}
              className={buttonVariants({ variant: "accent", size: "sm", className: "mt-4 self-start" })}
            >
              {text.help[key].link}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
