import { ArticleCard } from "~/components/blog/article-card";
import { PageHero } from "~/components/page-hero";
import { pathFor } from "~/i18n/routes";
import { staticPageMeta } from "~/seo/page-meta";
import { useSiteData, usePageText } from "~/site-data";
import type { Route } from "./+types/blog";

export async function loader({ context }: Route.LoaderArgs) {
  return { posts: await context.content.posts(context.locale), text: context.text.blog.list };
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args);

export default function BlogPage({ loaderData: { posts, text } }: Route.ComponentProps) {
  const { locale } = useSiteData();
  const page = usePageText();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <section aria-labelledby="blog-posts" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="blog-posts" className="text-3xl font-bold">
          {text.heading}
        </h2>
        {posts.length === 0 ? (
          <p className="mt-6 rounded-2xl bg-white p-8 text-center text-lg text-stone-700 ring-1 ring-stone-200">
            {text.empty}
          </p>
        ) : (
          <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, index) => (
              <li key={post.id} className="flex">
                <ArticleCard
                  href={pathFor(locale, "blogPost", post.slug)}
                  title={post.title}
                  excerpt={post.excerpt}
                  category={post.category}
                  image={post.image}
                  published={post.publishedDate}
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
