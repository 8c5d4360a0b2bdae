import type { HeroFact } from "~/content/shapes";
import { PictureSources } from "~/components/ui/picture-sources";
import type { HeroPicture, TeamMember } from "~/content/types/partner";

/** A page hero on a picture: the picture above the text on phones, behind it from large screens on. */
export function ImageHero({
  heading,
  intro,
  picture,
}: {
  heading: string;
  intro: string;
  picture: HeroPicture;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      <picture className="contents">
        <PictureSources src={picture.large.src} width={picture.large.width} sizes="100vw" preloaded />
        <img
          src={picture.large.src}
          srcSet={`${picture.small.src} ${picture.small.width}w, ${picture.large.src} ${picture.large.width}w`}
          sizes="100vw"
          width={picture.large.width}
          height={picture.large.height}
          alt={picture.alt}
          fetchPriority="high"
          className="h-auto w-full lg:absolute lg:inset-0 lg:-z-10 lg:h-full lg:object-cover lg:object-right-bottom"
        />
      </picture>
      <div
        className="absolute inset-0 -z-10 hidden bg-gradient-to-r from-brand-950 via-brand-950/80 to-brand-950/0 lg:block"
        aria-hidden="true"
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-28">
        <h1 className="max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">{heading}</h1>
        <p className="mt-5 max-w-xl text-lg text-brand-50 sm:text-xl">{intro}</p>
      </div>
    </section>
  );
}

/** The story in paragraphs beside the key facts. */
export function StoryWithFacts({
  heading,
  story,
  factsHeading,
  facts,
}: {
  heading: string;
  story: readonly string[];
  factsHeading: string;
  facts: readonly HeroFact[];
}) {
  return (
    <section
      aria-labelledby="story-heading"
      className="mx-auto grid max-w-7xl gap-10 px-4 pt-14 sm:px-6 lg:grid-cols-[3fr_2fr]"
    >
      <div>
        <h2 id="story-heading" className="text-3xl font-bold">
          {heading}
        </h2>
        <div className="mt-5 space-y-4 text-lg leading-relaxed text-stone-800">
          {story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
      <aside aria-labelledby="facts-heading" className="self-start rounded-2xl bg-brand-900 p-6 text-white">
        <h2 id="facts-heading" className="text-xl font-bold">
          {factsHeading}
        </h2>
        <ul data-facts="" className="mt-4 space-y-4">
          {facts.map((fact) => (
            <li key={fact.value} className="border-l-4 border-accent-400 pl-4">
              <strong className="block text-2xl font-bold text-accent-300">{fact.value}</strong>
              <span className="text-brand-50">{fact.label}</span>
            </li>
          ))}
        </ul>
      </aside>
    </section>
  );
}

/** Two people with their drawn portraits. */
export function TeamSection({
  heading,
  intro,
  members,
}: {
  heading: string;
  intro: string;
  members: readonly TeamMember[];
}) {
  return (
    <section aria-labelledby="team-heading" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <h2 id="team-heading" className="text-3xl font-bold">
        {heading}
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-stone-700">{intro}</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {members.map((member) => (
          <li
            key={member.name}
            className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:flex-row"
          >
            <img
              src={member.portrait.src}
              width={member.portrait.width}
              height={member.portrait.height}
              alt={member.portraitAlt}
              loading="lazy"
              decoding="async"
              className="h-40 w-40 shrink-0 rounded-2xl bg-stone-200 object-cover"
            />
            <div>
              <h3 className="text-xl font-bold">{member.name}</h3>
              <p className="font-semibold text-brand-800">{member.role}</p>
              <p className="mt-2 text-stone-700">{member.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
