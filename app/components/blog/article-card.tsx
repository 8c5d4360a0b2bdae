import { useId } from "react";
import { Link } from "react-router";
import type { ContentImage as Image } from "~/domain/content/types";
import { useSiteData } from "~/site-data";
import { CategoryBadge } from "./category-badge";
import { ContentImage, gridPictureSizes } from "./content-image";
import { PublishedDate } from "./published-date";

export type ArticleCardProps = {
  href: string;
  title: string;
  excerpt: string;
  category: string;
  image: Image | null;
  /** The first cards of a list load their picture at once (above the fold). */
  eager?: boolean;
  /** Fits the card under the page's heading. */
  headingLevel?: 2 | 3;
  /** ISO 8601; a blog post shows its date beside the category. */
  published?: string;
  /**
   * The label of a read-more link at the card's end (guides). Without it the title's link covers
   * the whole card (blog posts).
   */
  readMore?: string;
};

/**
 * One blog post or guide as a card (blog list, guides list, the home page's featured guides):
 * picture, category (and date), title, three-line excerpt. A post's card is a compact teaser (its
 * title clamped to two lines, the whole card one link); a guide's shows its whole title, which
 * says what the guide answers, and ends in a read-more link.
 */
export function ArticleCard({
  href,
  title,
  excerpt,
  category,
  image,
  eager,
  headingLevel = 3,
  published,
  readMore,
}: ArticleCardProps) {
  const { locale } = useSiteData();
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const wholeCard = readMore === undefined;
  return (
    <article
      className={`flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-md ${
        wholeCard ? "group relative focus-within:ring-4 focus-within:ring-accent-500" : ""
      }`}
    >
      <div className="aspect-[40/21] bg-stone-200">
        {image ? (
          <ContentImage
            image={image}
            alt=""
            sizes={gridPictureSizes}
            eager={eager}
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CategoryBadge>{category}</CategoryBadge>
          {published ? (
            <PublishedDate iso={published} locale={locale} className="text-sm text-stone-600" />
          ) : null}
        </div>
        <Heading
          id={titleId}
          className={`text-xl font-bold text-stone-900 ${wholeCard ? "line-clamp-2" : ""}`}
        >
          <Link
            to={href}
            className={wholeCard ? "after:absolute after:inset-0 focus:outline-none" : "hover:text-brand-800"}
          >
            {title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-stone-700">{excerpt}</p>
        {wholeCard ? null : (
          <Link
            to={href}
            aria-describedby={titleId}
            className="mt-auto inline-flex items-center gap-1 self-start pt-2 font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            {readMore}
            <span aria-hidden="true">→</span>
          </Link>
        )}
      </div>
    </article>
  );
}
