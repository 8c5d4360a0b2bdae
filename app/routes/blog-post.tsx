import { data, redirect } from "react-router";
import { pathFor } from "~/i18n/routes";
import { BlogPostArticle } from "~/components/blog/blog-post-article";
import { blogPostMeta } from "~/seo/content-meta";
import { feedLink } from "~/seo/feed-link";
import { siteDataOf } from "~/site-data";
import { contentContext, loggerContext, siteContext } from "~/context";
import type { Route } from "./+types/blog-post";

export async function loader({ params, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const content = context.get(contentContext);
  const post = await content.post(site.locale, params.slug);
  if (!post) {
    // An address the post had before its slug changed leads to where it is now.
    const moved = await content.postRedirect(site.locale, params.slug);
    if (moved) throw redirect(pathFor(site.locale, "blogPost", moved), 301);
    context.get(loggerContext).warn("blog post not found", { slug: params.slug, locale: site.locale });
    // The root error boundary shows the not-found page at this URL (DECISIONS.md).
    throw data(null, { status: 404 });
  }
  // `slugs` lets the language switch and the alternates lead to the other language's slug.
  return { post, slugs: post.slugs, text: site.text.blog.post, feedTitle: site.text.blog.list.feedTitle };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  loaded ? [...blogPostMeta(siteDataOf(matches), loaded.post, loaded.text), feedLink(loaded.feedTitle)] : [];

export default function BlogPostPage({ loaderData: { post, text } }: Route.ComponentProps) {
  return <BlogPostArticle post={post} text={text} />;
}
