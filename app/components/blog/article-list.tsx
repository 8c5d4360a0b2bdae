import { ArticleCard, type ArticleCardProps } from "./article-card";

/**
 * The list of the blog and of the guides: a heading, then the cards in up to three columns (the
 * first three load their pictures at once), or the empty-state text while there are none.
 */
export function ArticleList({
  id,
  text,
  articles,
}: {
  id: string;
  text: { heading: string; empty: string };
  articles: readonly (Omit<ArticleCardProps, "eager"> & { id: string | number })[];
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id={id} className="text-3xl font-bold">
        {text.heading}
      </h2>
      {articles.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white p-8 text-center text-lg text-stone-700 ring-1 ring-stone-200">
          {text.empty}
        </p>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {articles.map(({ id: key, ...article }, index) => (
            <li key={key} className="flex">
              <ArticleCard {...article} eager={index < 3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
