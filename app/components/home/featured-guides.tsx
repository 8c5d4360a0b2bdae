import { guidesUi } from "~/content/guides-ui";
import type { GuideSummary } from "~/domain/content/types";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";
import { ArticleCard } from "~/components/blog/article-card";
import { CardSection } from "./home-sections";

/** The three featured guides (by display order); nothing while there are none. */
export function FeaturedGuides({ guides }: { guides: GuideSummary[] }) {
  const { locale, t } = useSiteData();
  if (guides.length === 0) return null;
  return (
    <CardSection
      id="home-guides"
      heading={t.home.guidesHeading}
      linkTo={pathFor(locale, "guides")}
      linkLabel={t.home.guidesAll}
    >
      {guides.map((guide) => (
        <li key={guide.id} className="flex">
          <ArticleCard
            href={pathFor(locale, "guide", guide.slug)}
            title={guide.title}
            excerpt={guide.excerpt}
            category={guide.category}
            image={guide.image}
            readMore={guidesUi[locale].readMore}
          />
        </li>
      ))}
    </CardSection>
  );
}
