import { data } from "react-router";
import { GuideArticle } from "~/components/blog/guide-article";
import { guideMeta } from "~/seo/content-meta";
import { siteDataOf } from "~/site-data";
import { contentContext, loggerContext, siteContext } from "~/context";
import type { Route } from "./+types/guide";

export async function loader({ params, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const guide = await context.get(contentContext).guide(site.locale, params.slug);
  if (!guide) {
    context.get(loggerContext).warn("guide not found", { slug: params.slug, locale: site.locale });
    // The root error boundary shows the not-found page at this URL (DECISIONS.md).
    throw data(null, { status: 404 });
  }
  // `slugs` lets the language switch and the alternates lead to the other language's slug.
  return { guide, slugs: guide.slugs, text: site.text.guides.guide };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  loaded ? guideMeta(siteDataOf(matches), loaded.guide, loaded.text) : [];

export default function GuidePage({ loaderData: { guide, text } }: Route.ComponentProps) {
  return <GuideArticle guide={guide} text={text} />;
}
