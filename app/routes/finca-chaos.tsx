import { Link } from "react-router";
import { DonationSection } from "~/components/donate/donation-section";
import { donationFormData } from "~/components/donate/donation-loader.server";
import { ImageHero, StoryWithFacts, TeamSection } from "~/components/donate/partner-sections";
import { ImageDialog } from "~/components/ui/image-dialog";
import { VideoConsent } from "~/components/ui/video-consent";
import { pathFor } from "~/i18n/routes";
import { staticPageMeta } from "~/seo/page-meta";
import { usePageText, useSiteData } from "~/site-data";
import { siteContext } from "~/context";
import type { Route } from "./+types/finca-chaos";
import { buttonVariants } from "~/components/ui/button";

export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const text = site.text.fincaChaos;
  return { text, donation: await donationFormData(url, site, text.donation.purpose) };
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args);

/** Spec 2, the farm near Benicarló: story, facts, site plan, team, three videos, donations. */
export default function FincaChaosPage({ loaderData: { text, donation } }: Route.ComponentProps) {
  const { locale } = useSiteData();
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

      <section
        aria-labelledby="plan-heading"
        className="mx-auto grid max-w-7xl items-center gap-8 px-4 pt-16 sm:px-6 lg:grid-cols-[2fr_3fr]"
      >
        <div>
          <h2 id="plan-heading" className="text-3xl font-bold">
            {text.plan.heading}
          </h2>
          <p className="mt-3 text-lg text-stone-700">{text.plan.text}</p>
        </div>
        <ImageDialog
          thumbnail={text.plan.thumbnail}
          full={text.plan.full}
          alt={text.plan.alt}
          title={text.plan.dialogTitle}
        />
      </section>

      <TeamSection heading={text.team.heading} intro={text.team.intro} members={text.team.members} />

      <section aria-labelledby="videos-heading" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
        <h2 id="videos-heading" className="text-3xl font-bold">
          {text.videos.heading}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-stone-700">{text.videos.intro}</p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {text.videos.items.map((video) => (
            <li key={video.id}>
              <VideoConsent videoId={video.id} title={video.title} poster={video.poster} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="visit-heading" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
        <div className="rounded-2xl bg-accent-100 p-6 ring-1 ring-accent-200 sm:p-8">
          <h2 id="visit-heading" className="text-2xl font-bold">
            {text.visit.heading}
          </h2>
          <p className="mt-2 max-w-3xl text-lg text-stone-800">{text.visit.text}</p>
          <Link to={pathFor(locale, "contact")} className={buttonVariants({ className: "mt-4 inline-flex" })}>
            {text.visit.link}
          </Link>
        </div>
      </section>

      <DonationSection block={text.donation} {...donation} />
    </>
  );
}
