import { Link } from "react-router";
import { pathFor } from "~/i18n/routes";
import type { HomeText } from "~/content/types/home";
import { useSiteData, usePageText } from "~/site-data";
import { buttonVariants } from "~/components/ui/button";
import { PictureSources } from "~/components/ui/picture-sources";

const heroImage = "/images/hero-1920x600.jpg";
const callsToAction = ["dogs", "fosterHome", "donations"] as const;

/** Spec 1 section 2.4: 1920x600 image, headline, claims and three calls to action. */
export function HomeHero({ text }: { text: HomeText }) {
  const { locale } = useSiteData();
  const page = usePageText();
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      <picture className="contents">
        <PictureSources src={heroImage} width={1920} sizes="100vw" preloaded />
        <img
          src={heroImage}
          srcSet="/images/hero-960x300.jpg 960w, /images/hero-1920x600.jpg 1920w"
          sizes="100vw"
          width={1920}
          height={600}
          alt={text.heroImageAlt}
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover object-right opacity-70"
        />
      </picture>
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950 via-brand-950/85 to-brand-950/20"
        aria-hidden="true"
      />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          {page.heading}
        </h1>
        <ul className="mt-6 flex max-w-3xl flex-wrap gap-2">
          {text.claims.map((claim) => (
            <li
              key={claim}
              className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold backdrop-blur sm:text-base"
            >
              {claim}
            </li>
          ))}
        </ul>
        <ul className="mt-5 max-w-2xl space-y-1 text-lg text-brand-50">
          {text.offers.map((offer) => (
            <li key={offer}>✓ {offer}</li>
          ))}
        </ul>
        <ul className="mt-8 flex flex-col gap-3 sm:flex-row">
          {callsToAction.map((key, index) => (
            <li key={key}>
              <Link
                to={pathFor(locale, key)}
                className={buttonVariants({
                  variant: index === 0 ? "accent" : "onDark",
                  size: "lg",
                  // On the picture the second choice gets a dark backing to stay legible.
                  className: ["inline-flex w-full justify-center", index > 0 && "bg-brand-950/40"],
                })}
              >
                {text.cta[key]}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
