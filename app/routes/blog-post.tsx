import { data } from "react-router";
import { BlogPostArticle } from "~/components/blog/blog-post-article";
import { blogPostMeta } from "~/seo/content-meta";
import { siteDataOf } from "~/site-data";
import { contentContext, loggerContext, siteContext } from "~/context";
import type { Route } from "./+types/blog-post";

export async function loader({ params, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const post = await context.get(contentContext).post(site.locale, params.slug);
  if (!post) {
    context.get(loggerContext).warn("blog post not found", { slug: params.slug, locale: site.locale });
    // The root error boundary shows the not-found page at this URL (DECISIONS.md).
    throw data(null, { status: 404 });
  }
  // `slugs` lets the language switch and the alternates lead to the other language's slug.
  return { post, slugs: post.slugs, text: site.text.blog.post };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  loaded ? blogPostMeta(siteDataOf(matches), loaded.post, loaded.text) : [];

export default function BlogPostPage({ loaderData: { post, text } }: Route.ComponentProps) {
  return <BlogPostArticle post={post} text={text} />;
}
