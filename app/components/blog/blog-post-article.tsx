import { Link } from "react-router";
import { ArticleBody } from "~/components/blog/article-body";
import { Breadcrumbs } from "~/components/blog/breadcrumbs";
import { CategoryBadge } from "~/components/blog/category-badge";
import { ContentImage } from "~/components/blog/content-image";
import { PostGallery } from "~/components/blog/post-gallery";
import { PublishedDate } from "~/components/blog/published-date";
import { ShareLinks } from "~/components/ui/share";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";
import type { Catalog } from "~/content/catalog";
import { buttonVariants } from "~/components/ui/button";
import type { BlogPostView } from "~/domain/content/types";

/** A blog post's public page, also the back office's preview of an unpublished version. */
export function BlogPostArticle({ post, text }: { post: BlogPostView; text: Catalog["blog"]["post"] }) {
  const { locale, origins } = useSiteData();
  const blogPath = pathFor(locale, "blog");
  const url = new URL(pathFor(locale, "blogPost", post.slug), origins[locale]).href;
  return (
    <article className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <Breadcrumbs
        label={text.breadcrumbLabel}
        items={[
          { label: text.home, to: pathFor(locale, "home") },
          { label: text.blog, to: blogPath },
          { label: post.title },
        ]}
      />
      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-3">
          <CategoryBadge>{post.category}</CategoryBadge>
          <p className="text-stone-600">
            <span className="sr-only">{text.published} </span>
            <PublishedDate iso={post.publishedDate} locale={locale} />
          </p>
        </div>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-5xl">
          {post.title}
        </h1>
      </header>
      {post.image ? (
        <ContentImage
          image={post.image}
          alt={post.image.alt ?? ""}
          sizes="(min-width: 896px) 848px, calc(100vw - 2rem)"
          eager
          className="mt-8 aspect-[40/21] w-full rounded-2xl bg-stone-200 object-cover"
        />
      ) : null}
      <div className="mx-auto mt-8 max-w-3xl">
        <ArticleBody html={post.bodyHtml} />
      </div>
      <PostGallery heading={text.galleryHeading} images={post.gallery} />
      <div className="mx-auto mt-12 max-w-3xl">
        <ShareLinks url={url} title={post.title} text={text.share} />
      </div>
      <aside aria-labelledby="blog-callout" className="mt-12 rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
        <h2 id="blog-callout" className="text-2xl font-bold">
          {text.callout.heading}
        </h2>
        <p className="mt-2 max-w-2xl text-brand-50">{text.callout.text}</p>
        <Link to={blogPath} className={buttonVariants({ variant: "accent", className: "mt-5 inline-flex" })}>
          ← {text.callout.link}
        </Link>
      </aside>
    </article>
  );
}
