import { PageHero } from "~/components/page-hero";
import { LegalDocument } from "~/components/pages/legal-document";
import { privacyContent } from "~/content/pages/privacy";
import { staticPageMeta } from "~/seo/page-meta";
import { useSiteData } from "~/site-data";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, "privacy");

export default function PrivacyPage() {
  const { locale, site, t } = useSiteData();
  const hero = t.pages.privacy;
  return (
    <>
      <PageHero heading={hero.heading} intro={hero.intro} />
      <LegalDocument document={privacyContent[locale](site)} />
    </>
  );
}
