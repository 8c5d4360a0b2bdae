import { ArticleList } from "~/components/blog/article-list";
import { PageHero } from "~/components/page-hero";
import { pathFor } from "~/i18n/routes";
import { feedLink } from "~/seo/feed-link";
import { staticPageMeta } from "~/seo/page-meta";
import { useSiteData, usePageText } from "~/site-data";
import { contentContext, siteContext } from "~/context";
import type { Route } from "./+types/blog";

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return { posts: await context.get(contentContext).posts(site.locale), text: site.text.blog.list };
}

export const meta: Route.MetaFunction = (args) => [
  ...staticPageMeta(args),
  ...(args.data ? [feedLink(args.data.text.feedTitle)] : []),
];

export default function BlogPage({ loaderData: { posts, text } }: Route.ComponentProps) {
  const { locale } = useSiteData();
  const page = usePageText();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <ArticleList
        id="blog-posts"
        text={text}
        articles={posts.map((post) => ({
          id: post.id,
          href: pathFor(locale, "blogPost", post.slug),
          title: post.title,
          excerpt: post.excerpt,
          category: post.category,
          image: post.image,
          published: post.publishedDate,
        }))}
      />
    </>
  );
}
