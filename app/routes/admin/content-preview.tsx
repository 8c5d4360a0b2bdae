import { data, Link } from "react-router";
import { BlogPostArticle } from "~/components/blog/blog-post-article";
import { GuideArticle } from "~/components/blog/guide-article";
import { contentKindOf, contentListPath } from "~/domain/back-office/content-paths";
import { catalogs } from "~/content/catalogs.server";
import type { BlogPostView, GuideView } from "~/domain/content/types";
import { fill } from "~/i18n/format";
import { isLocale } from "~/i18n/locale";
import { backOfficeContext, siteContext } from "~/context";
import type { Route } from "./+types/content-preview";
import { adminMeta } from "./meta";

/**
 * A version as its public page will show it, before it is published: staff only (the admin layout),
 * never cached and not indexed (every /admin answer). A version of the other language is previewed
 * here too (the volunteer's session belongs to this host), with that language's texts and dates
 * around it and its `lang`; only the preview's own note and way back are in the interface language.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const kind = contentKindOf(url.pathname);
  const locale = params.locale;
  if (!isLocale(locale)) throw data(site.text.admin.content.preview.empty, { status: 404 });
  const view = await context.get(backOfficeContext).content.preview(kind, params.id, locale);
  const text = site.text.admin.content;
  return {
    kind,
    text: text.preview,
    language: text.editor.publish.languageAdjective[locale],
    section: site.text.admin.common.title,
    editorPath: `${contentListPath[kind]}/${params.id}`,
    view,
    locale,
    article: kind === "post" ? catalogs[locale].blog.post : catalogs[locale].guides.guide,
  };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return adminMeta(loaded?.view?.title ?? loaded?.text.empty, loaded?.section);
}

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { kind, text, language, editorPath, view, locale, article } = loaderData;
  return (
    <div className="space-y-4">
      <div role="note" className="rounded-xl bg-sky-50 p-3 text-sky-950 ring-1 ring-sky-300">
        <p>{fill(text.banner, { language })}</p>
        <Link to={editorPath} className="mt-1 inline-block font-semibold underline underline-offset-4">
          {text.back}
        </Link>
      </div>
      {!view ? (
        <p className="rounded-xl bg-white p-4 ring-1 ring-stone-200">{text.empty}</p>
      ) : (
        <div lang={locale}>
          {kind === "post" ? (
            <BlogPostArticle
              post={view as BlogPostView}
              text={article as Parameters<typeof BlogPostArticle>[0]["text"]}
            />
          ) : (
            <GuideArticle
              guide={view as GuideView}
              text={article as Parameters<typeof GuideArticle>[0]["text"]}
            />
          )}
        </div>
      )}
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/gone-boundary";
