import { DonationSection } from "~/components/donate/donation-section";
import { donationFormData } from "~/components/donate/donation-loader.server";
import { ImageHero, StoryWithFacts, TeamSection } from "~/components/donate/partner-sections";
import { staticPageMeta } from "~/seo/page-meta";
import { usePageText, useSiteData } from "~/site-data";
import { siteContext } from "~/context";
import type { Route } from "./+types/residencia-monika";
import { buttonVariants } from "~/components/ui/button";

export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const text = site.text.residenciaMonika;
  return { text, donation: await donationFormData(url, site, text.donation.purpose) };
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args);

/** Spec 2, the shelter near Amposta: story, facts, team, four impressions, donations. */
export default function ResidenciaMonikaPage({ loaderData: { text, donation } }: Route.ComponentProps) {
  const { site } = useSiteData();
  const page = usePageText();
  return (
    <>
      <ImageHero heading={page.heading} intro={page.intro} picture={text.hero} />
      <StoryWithFacts
        heading={text.storyHeading}
        story={text.story}
        factsHeading={text.factsHeading}
        facts={text.facts}
      />
      <TeamSection heading={text.team.heading} intro={text.team.intro} members={text.team.members} />

      <section aria-labelledby="impressions-heading" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
        <h2 id="impressions-heading" className="text-3xl font-bold">
          {text.impressions.heading}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {text.impressions.items.map((item) => (
            <li key={item.picture.src}>
              <figure className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
                <img
                  src={item.picture.src}
                  width={item.picture.width}
                  height={item.picture.height}
                  alt={item.alt}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full bg-stone-200"
                />
                <figcaption className="p-4 font-semibold text-stone-800">{item.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="teaming-heading" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
        <div className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
          <h2 id="teaming-heading" className="text-2xl font-bold">
            {text.teaming.heading}
          </h2>
          <p className="mt-2 max-w-3xl text-lg text-brand-50">{text.teaming.text}</p>
          <a
            href={site.externalDonation.teamingResidence}
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "accent", className: "mt-4 inline-flex" })}
          >
            {text.teaming.link}
          </a>
        </div>
      </section>

      <DonationSection block={text.donation} {...donation} />
    </>
  );
}
