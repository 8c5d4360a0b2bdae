import { Link } from "react-router";
import { ArticleBody } from "~/components/blog/article-body";
import { CategoryBadge } from "~/components/blog/category-badge";
import { ContentImage } from "~/components/blog/content-image";
import { ShareLinks } from "~/components/ui/share";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";
import type { Catalog } from "~/content/catalog";
import type { GuideView } from "~/domain/content/types";

/** A guide's public page, also the back office's preview of an unpublished version. */
export function GuideArticle({ guide, text }: { guide: GuideView; text: Catalog["guides"]["guide"] }) {
  const { locale, origins } = useSiteData();
  const url = new URL(pathFor(locale, "guide", guide.slug), origins[locale]).href;
  return (
    <article className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
      <Link
        to={pathFor(locale, "guides")}
        className="mt-6 inline-flex font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        ← {text.back}
      </Link>
      {guide.image ? (
        <div className="mt-4 h-[400px] overflow-hidden rounded-2xl bg-brand-50 md:h-[500px]">
          {/* 400 and 500 px high and cropped to fill: on a phone the picture is wider than the screen. */}
          <ContentImage
            image={guide.image}
            alt={guide.image.alt ?? ""}
            sizes="(min-width: 1280px) 1232px, (min-width: 960px) 100vw, 960px"
            eager
            className="h-full w-full object-cover"
          />
        </div>
      ) : null}
      <div className="mx-auto max-w-3xl">
        <header className="mt-6">
          <CategoryBadge>{guide.category}</CategoryBadge>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-5xl">
            {guide.title}
          </h1>
          <p className="mt-4 text-xl text-stone-700">{guide.excerpt}</p>
        </header>
        <div className="mt-8">
          <ArticleBody html={guide.bodyHtml} />
        </div>
        <div className="mt-12">
          <ShareLinks url={url} title={guide.title} text={text.share} />
        </div>
      </div>
    </article>
  );
}
