import { HomeHero } from "~/components/home/home-hero";
import { FeaturedGuides } from "~/components/home/featured-guides";
import { HomeDogs, HowToHelp, WhyUs } from "~/components/home/home-sections";
import { homeCandidates, pickRandom } from "~/domain/dogs";
import { toCard } from "~/domain/dogs/card";
import { shelterJsonLd } from "~/seo/shelter-json-ld";
import { staticPageMeta } from "~/seo/page-meta";
import { featuredGuides } from "../../server/content/queries";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { dogs } = context.dogs;
  return {
    guides: await featuredGuides(context.db, context.locale),
    featured: pickRandom(homeCandidates(dogs), 3, Math.random).map((dog) => toCard(dog, context.locale)),
    structuredDogs: dogs.slice(0, 20).map((dog) => ({ name: dog.name, slug: dog.slug })),
  };
}

export const meta: Route.MetaFunction = (args) => [
  ...staticPageMeta(args),
  ...shelterJsonLd(args.matches, args.data?.structuredDogs ?? []),
];

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <HomeDogs dogs={loaderData.featured} />
      <WhyUs />
      <HowToHelp />
      <FeaturedGuides guides={loaderData.guides} />
    </>
  );
}
