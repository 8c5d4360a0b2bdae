import { data, redirect } from "react-router";
import { pathFor } from "~/i18n/routes";
import { GuideArticle } from "~/components/blog/guide-article";
import { guideMeta } from "~/seo/content-meta";
import { siteDataOf } from "~/site-data";
import { contentContext, loggerContext, siteContext } from "~/context";
import type { Route } from "./+types/guide";

export async function loader({ params, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const content = context.get(contentContext);
  const guide = await content.guide(site.locale, params.slug);
  if (!guide) {
    // An address the guide had before its slug changed leads to where it is now.
    const moved = await content.guideRedirect(site.locale, params.slug);
    if (moved) throw redirect(pathFor(site.locale, "guide", moved), 301);
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
