import { PageHero } from "~/components/page-hero";
import { LegalDocument } from "~/components/pages/legal-document";
import { privacyContent } from "~/content/pages/privacy";
import { staticPageMeta } from "~/seo/page-meta";
import { useSiteData, usePageText } from "~/site-data";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = (args) => staticPageMeta(args);

export default function PrivacyPage() {
  const { locale, site } = useSiteData();
  const hero = usePageText();
  return (
    <>
      <PageHero heading={hero.heading} intro={hero.intro} />
      <LegalDocument document={privacyContent[locale](site)} />
    </>
  );
}
