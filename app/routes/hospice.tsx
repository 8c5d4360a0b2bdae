import { Link } from "react-router";
import { DonationSection } from "~/components/donate/donation-section";
import { donationFormData } from "~/components/donate/donation-loader.server";
import { HospiceDogs } from "~/components/dogs/hospice-dogs";
import { PageHero } from "~/components/page-hero";
import { toCard } from "~/domain/dogs/card";
import { pathFor } from "~/i18n/routes";
import { serviceJsonLd } from "~/seo/json-ld";
import { staticPageMeta } from "~/seo/page-meta";
import { siteDataOf, useSiteData, usePageText } from "~/site-data";
import { dogsContext, loggerContext, siteContext } from "~/context";
import type { Route } from "./+types/hospice";
import { buttonVariants } from "~/components/ui/button";

export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { available, dogs } = context.get(dogsContext);
  // Spec 2: a failed load is logged, and the page shows its empty state.
  if (!available)
    context.get(loggerContext).error("hospice dogs unavailable: no dog list loaded yet", {
      path: url.pathname,
    });
  const text = site.text.hospice;
  return {
    text,
    dogs: dogs.filter((dog) => dog.types.hospice).map((dog) => toCard(dog, site.locale)),
    donation: await donationFormData(url, site, text.donation.purpose),
    dogCard: site.text.dogCard,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const { locale, origins, site } = siteDataOf(args.matches);
  const text = args.loaderData?.text;
  if (!text) return staticPageMeta(args);
  return [
    ...staticPageMeta(args),
    serviceJsonLd({
      text: text.service,
      url: new URL(pathFor(locale, "hospice"), origins[locale]).href,
      locale,
      site,
      origin: origins[locale],
    }),
  ];
};

export default function HospicePage({ loaderData: { text, dogs, donation, dogCard } }: Route.ComponentProps) {
  const { locale } = useSiteData();
  const page = usePageText();
  const donationAnchor = `#${donation.form.anchor}`;
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a
            href={donationAnchor}
            className={buttonVariants({ variant: "accent", size: "lg", className: "text-center" })}
          >
            {text.heroDonate}
          </a>
          <a
            href={`#${text.dogs.anchor}`}
            className={buttonVariants({ variant: "onDark", size: "lg", className: "text-center" })}
          >
            {text.heroDogs}
          </a>
        </div>
      </PageHero>

      <section aria-labelledby="need-heading" className="mx-auto max-w-4xl px-4 pt-14 sm:px-6">
        <h2 id="need-heading" className="text-3xl font-bold">
          {text.need.heading}
        </h2>
        <div className="mt-5 space-y-4 border-l-4 border-accent-400 pl-5 text-lg leading-relaxed text-stone-800">
          {text.need.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="founder-heading"
        className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-16 sm:px-6 md:grid-cols-[2fr_3fr]"
      >
        <img
          src={text.founder.portrait.src}
          width={text.founder.portrait.width}
          height={text.founder.portrait.height}
          alt={text.founder.portraitAlt}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-sm rounded-3xl bg-stone-200 shadow-md"
        />
        <div>
          <h2 id="founder-heading" className="text-3xl font-bold">
            {text.founder.heading}
          </h2>
          <p className="mt-2 text-lg font-semibold text-brand-800">
            {text.founder.name} · {text.founder.role}
          </p>
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-stone-800">
            {text.founder.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="about-heading" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
          <h2 id="about-heading" className="text-3xl font-bold">
            {text.about.heading}
          </h2>
          {text.about.text.map((paragraph) => (
            <p key={paragraph} className="mt-4 max-w-3xl text-lg text-stone-800">
              {paragraph}
            </p>
          ))}
          <ul className="mt-6 grid gap-3 md:grid-cols-2">
            {text.about.points.map((point) => (
              <li key={point} className="flex gap-3 text-stone-800">
                <span aria-hidden="true" className="mt-0.5 font-bold text-brand-700">
                  ✓
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="help-heading" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
        <h2 id="help-heading" className="text-3xl font-bold">
          {text.help.heading}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-stone-700">{text.help.intro}</p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {text.help.items.map((item) => {
            const linkStyle = "mt-4 self-start font-semibold text-accent-300 underline underline-offset-4";
            return (
              <li key={item.title} className="flex flex-col rounded-2xl bg-brand-900 p-6 text-white">
                <h3 className="text-xl font-bold">{item.title}</h3>
                <p className="mt-2 flex-1 text-brand-50">{item.text}</p>
                {item.to === "form" ? (
                  <a href={donationAnchor} className={linkStyle}>
                    {item.link}
                  </a>
                ) : (
                  <Link to={pathFor(locale, item.to)} className={linkStyle}>
                    {item.link}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <HospiceDogs dogs={dogs} id={text.dogs.anchor} text={text.dogs} cardText={dogCard} />

      <figure className="mx-auto max-w-4xl px-4 pt-16 text-center sm:px-6">
        <blockquote className="text-2xl leading-snug font-semibold text-balance text-brand-950 sm:text-3xl">
          <p>{`${text.quote.open}${text.quote.text}${text.quote.close}`}</p>
        </blockquote>
        <figcaption className="mt-4 text-lg text-stone-700">– {text.quote.author}</figcaption>
      </figure>

      <DonationSection block={text.donation} {...donation} />
    </>
  );
}
