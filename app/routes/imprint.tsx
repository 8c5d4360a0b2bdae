import { PageHero } from "~/components/page-hero";
import { LegalDocument } from "~/components/pages/legal-document";
import { staticPageMeta } from "~/seo/page-meta";
import { usePageText } from "~/site-data";
import { siteContext } from "~/context";
import type { Route } from "./+types/imprint";

/** The imprint of this country's entity, built on the server from its site details. */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return { document: site.text.imprint(site.site[site.locale]) };
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args);

export default function ImprintPage({ loaderData }: Route.ComponentProps) {
  const hero = usePageText();
  return (
    <>
      <PageHero heading={hero.heading} intro={hero.intro} />
      <LegalDocument document={loaderData.document} />
    </>
  );
}
