import { ArticleCard } from "~/components/blog/article-card";
import { PageHero } from "~/components/page-hero";
import { pathFor } from "~/i18n/routes";
import { staticPageMeta } from "~/seo/page-meta";
import { useSiteData, usePageText } from "~/site-data";
import type { Route } from "./+types/guides";

export async function loader({ context }: Route.LoaderArgs) {
  const text = context.text.guides;
  return { guides: await context.content.guides(context.locale), text: text.list, readMore: text.readMore };
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args);

export default function GuidesPage({ loaderData: { guides, text, readMore } }: Route.ComponentProps) {
  const { locale } = useSiteData();
  const page = usePageText();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <section aria-labelledby="guides-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="guides-heading" className="text-3xl font-bold">
          {text.heading}
        </h2>
        {guides.length === 0 ? (
          <p className="mt-6 rounded-2xl bg-white p-8 text-center text-lg text-stone-700 ring-1 ring-stone-200">
            {text.empty}
          </p>
        ) : (
          <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {guides.map((guide, index) => (
              <li key={guide.id} className="flex">
                <ArticleCard
                  href={pathFor(locale, "guide", guide.slug)}
                  title={guide.title}
                  excerpt={guide.excerpt}
                  category={guide.category}
                  image={guide.image}
                  readMore={readMore}
                  eager={index < 3}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
