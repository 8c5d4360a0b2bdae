import { PageHero } from "~/components/page-hero";
import { LegalDocument } from "~/components/pages/legal-document";
import { staticPageMeta } from "~/seo/page-meta";
import { usePageText } from "~/site-data";
import type { Route } from "./+types/privacy";

/** The privacy policy of this country's entity, built on the server from its site details. */
export function loader({ context }: Route.LoaderArgs) {
  const periods = { requestRetentionDays: context.requestRetentionDays };
  return { document: context.text.privacy(context.site[context.locale], periods) };
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
