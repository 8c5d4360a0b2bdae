import { ArticleList } from "~/components/blog/article-list";
import { PageHero } from "~/components/page-hero";
import { pathFor } from "~/i18n/routes";
import { staticPageMeta } from "~/seo/page-meta";
import { useSiteData, usePageText } from "~/site-data";
import { contentContext, siteContext } from "~/context";
import type { Route } from "./+types/guides";

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const text = site.text.guides;
  return {
    guides: await context.get(contentContext).guides(site.locale),
    text: text.list,
    readMore: text.readMore,
  };
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args);

export default function GuidesPage({ loaderData: { guides, text, readMore } }: Route.ComponentProps) {
  const { locale } = useSiteData();
  const page = usePageText();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <ArticleList
        id="guides-heading"
        text={text}
        articles={guides.map((guide) => ({
          id: guide.id,
          href: pathFor(locale, "guide", guide.slug),
          title: guide.title,
          excerpt: guide.excerpt,
          category: guide.category,
          image: guide.image,
          readMore,
        }))}
      />
    </>
  );
}
