import { PageHero } from "~/components/page-hero";
import { LegalDocument } from "~/components/pages/legal-document";
import { staticPageMeta } from "~/seo/page-meta";
import { usePageText } from "~/site-data";
import { siteContext } from "~/context";
import type { Route } from "./+types/privacy";

/** The privacy policy of this country's entity, built on the server from its site details. */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const periods = { requestRetentionDays: site.requestRetentionDays };
  return { document: site.text.privacy(site.site[site.locale], periods) };
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args);

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const hero = usePageText();
  return (
    <>
      <PageHero heading={hero.heading} intro={hero.intro} />
      <LegalDocument document={loaderData.document} />
    </>
  );
}
