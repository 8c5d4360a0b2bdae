import { Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { CardGrid } from "~/components/pages/card-grid";
import { HeroFacts } from "~/components/pages/hero-facts";
import { PageSection } from "~/components/pages/page-section";
import { Prose } from "~/components/pages/rich-text";
import type { AboutContent } from "~/content/types/about";
import { pathFor } from "~/i18n/routes";
import { staticPageMeta } from "~/seo/page-meta";
import { useSiteData, usePageText } from "~/site-data";
import { siteContext } from "~/context";
import type { Route } from "./+types/about";
import { buttonVariants } from "~/components/ui/button";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return { text: site.text.about };
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args);

export default function AboutPage({ loaderData: { text } }: Route.ComponentProps) {
  const hero = usePageText();
  return (
    <>
      <PageHero heading={hero.heading} intro={hero.intro}>
        <HeroFacts facts={text.heroFacts} />
      </PageHero>
      <PageSection id="mission" heading={text.mission.heading} narrow>
        <Prose paragraphs={text.mission.paragraphs} className="text-lg text-stone-800" />
      </PageSection>
      <PageSection id="werte" heading={text.values.heading} intro={text.values.intro}>
        <CardGrid cards={text.values.items} columns={4} />
      </PageSection>
      <PageSection id="team" heading={text.team.heading} intro={text.team.intro}>
        <Team />
      </PageSection>
      <MembershipCallout text={text.membership} />
    </>
  );
}

function Team() {
  const { locale, site } = useSiteData();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {site.team.map((member) => (
        <li
          key={member.name}
          className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
        >
          <span
            aria-hidden="true"
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-900"
          >
            {initials(member.name)}
          </span>
          <div>
            <h3 className="font-bold text-stone-900">{member.name}</h3>
            <p className="text-stone-700">{member.position[locale]}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.charAt(0).toUpperCase() ?? "").join("");
}

function MembershipCallout({ text }: { text: AboutContent["membership"] }) {
  const { locale } = useSiteData();
  return (
    <section aria-labelledby="mitglied-heading" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <div className="flex flex-col items-start gap-5 rounded-2xl bg-brand-900 p-6 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="mitglied-heading" className="text-2xl font-bold sm:text-3xl">
            {text.heading}
          </h2>
          <p className="mt-3 text-lg text-brand-50">{text.text}</p>
        </div>
        <Link
          to={pathFor(locale, "membership")}
          className={buttonVariants({ variant: "accent", size: "xl", className: "shrink-0" })}
        >
          {text.link}
        </Link>
      </div>
    </section>
  );
}
