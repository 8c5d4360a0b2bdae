import type { HomeText } from "~/content/types/home";
import type { GuideSummary } from "~/domain/content/types";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";
import { ArticleCard } from "~/components/blog/article-card";
import { CardSection } from "./home-sections";

/** The three featured guides (by display order); nothing while there are none. */
export function FeaturedGuides(props: { guides: GuideSummary[]; text: HomeText; readMore: string }) {
  const { guides, text, readMore } = props;
  const { locale } = useSiteData();
  if (guides.length === 0) return null;
  return (
    <CardSection
      id="home-guides"
      heading={text.guidesHeading}
      linkTo={pathFor(locale, "guides")}
      linkLabel={text.guidesAll}
    >
      {guides.map((guide) => (
        <li key={guide.id} className="flex">
          <ArticleCard
            href={pathFor(locale, "guide", guide.slug)}
            title={guide.title}
            excerpt={guide.excerpt}
            category={guide.category}
            image={guide.image}
            readMore={readMore}
          />
        </li>
      ))}
    </CardSection>
  );
}
