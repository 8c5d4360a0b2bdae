import { HomeHero } from "~/components/home/home-hero";
import { FeaturedGuides } from "~/components/home/featured-guides";
import { HomeDogs, HowToHelp, WhyUs } from "~/components/home/home-sections";
import { homeCandidates, pickRandom } from "~/domain/dogs";
import { toCard } from "~/domain/dogs/card";
import { shelterJsonLd } from "~/seo/shelter-json-ld";
import { staticPageMeta } from "~/seo/page-meta";
import { contentContext, dogsContext, siteContext } from "~/context";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { dogs } = context.get(dogsContext);
  return {
    text: site.text.home,
    dogCard: site.text.dogCard,
    readMore: site.text.guides.readMore,
    guides: await context.get(contentContext).featuredGuides(site.locale),
    featured: pickRandom(homeCandidates(dogs), 3, Math.random).map((dog) => toCard(dog, site.locale)),
    structuredDogs: dogs.slice(0, 20).map((dog) => ({ name: dog.name, slug: dog.slug })),
  };
}

export const meta: Route.MetaFunction = (args) => [
  ...staticPageMeta(args),
  ...shelterJsonLd(args.matches, args.data?.structuredDogs ?? []),
];

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { text } = loaderData;
  return (
    <>
      <HomeHero text={text} />
      <HomeDogs dogs={loaderData.featured} text={text} cardText={loaderData.dogCard} />
      <WhyUs text={text} />
      <HowToHelp text={text} />
      <FeaturedGuides guides={loaderData.guides} text={text} readMore={loaderData.readMore} />
    </>
  );
}
