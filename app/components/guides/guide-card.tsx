import { Link } from "react-router";
import type { GuideSummary } from "~/domain/content/types";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";
import { CategoryBadge } from "~/components/blog/category-badge";
import { ContentImage } from "~/components/blog/content-image";

/**
 * One guide as a card (guides list and the home page's featured guides): image, category, title,
 * three-line excerpt and a read-more link (`readMore`, the catalogue's `guides.readMore`).
 * `headingLevel` fits the card under the page's heading.
 */
export function GuideCard({
  guide,
  readMore,
  headingLevel = 3,
  eager,
}: {
  guide: GuideSummary;
  readMore: string;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const { locale } = useSiteData();
  const href = pathFor(locale, "guide", guide.slug);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const titleId = `guide-${guide.id}`;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-md">
      <div className="aspect-[40/21] bg-brand-50">
        {guide.image ? (
          <ContentImage image={guide.image} alt="" eager={eager} className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <CategoryBadge>{guide.category}</CategoryBadge>
        </div>
        <Heading id={titleId} className="text-xl font-bold text-stone-900">
          <Link to={href} className="hover:text-brand-800">
            {guide.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-stone-700">{guide.excerpt}</p>
        <Link
          to={href}
          aria-describedby={titleId}
          className="mt-auto inline-flex items-center gap-1 self-start pt-2 font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {readMore}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
