import { PageHero } from "~/components/page-hero";
import { LegalDocument } from "~/components/pages/legal-document";
import { imprintContent } from "~/content/pages/imprint";
import { staticPageMeta } from "~/seo/page-meta";
import { useSiteData, usePageText } from "~/site-data";
import type { Route } from "./+types/imprint";

export const meta: Route.MetaFunction = (args) => staticPageMeta(args);

export default function ImprintPage() {
  const { locale, site } = useSiteData();
  const hero = usePageText();
  return (
    <>
      <PageHero heading={hero.heading} intro={hero.intro} />
      <LegalDocument document={imprintContent[locale](site)} />
    </>
  );
}
