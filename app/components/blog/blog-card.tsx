import { Link } from "react-router";
import type { BlogPostSummary } from "~/domain/content/types";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";
import { CategoryBadge } from "./category-badge";
import { ContentImage } from "./content-image";
import { PublishedDate } from "./published-date";

/** One post in the blog list: image, category, date, title (2 lines), excerpt (3 lines). */
export function BlogCard({ post, eager }: { post: BlogPostSummary; eager?: boolean }) {
  const { locale } = useSiteData();
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition focus-within:ring-4 focus-within:ring-accent-500 hover:shadow-md">
      <div className="aspect-[40/21] bg-stone-200">
        {post.image ? (
          <ContentImage image={post.image} alt="" eager={eager} className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CategoryBadge>{post.category}</CategoryBadge>
          <PublishedDate iso={post.publishedDate} locale={locale} className="text-sm text-stone-600" />
        </div>
        <h3 className="line-clamp-2 text-xl font-bold text-stone-900">
          <Link
            to={pathFor(locale, "blogPost", post.slug)}
            className="after:absolute after:inset-0 focus:outline-none"
          >
            {post.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-stone-700">{post.excerpt}</p>
      </div>
    </article>
  );
}
