import { Prose } from "~/components/pages/rich-text";
import { StaticPage } from "~/components/static-page";
import { Accordion } from "~/components/ui/accordion";
import { catalogs } from "~/content/catalogs.server";
import { faqAnchors, faqPage } from "~/content/faq";
import { otherLocale } from "~/i18n/locale";
import { pathFor } from "~/i18n/routes";
import { faqPageJsonLd } from "~/seo/json-ld";
import { staticPageMeta } from "~/seo/page-meta";
import { siteDataOf } from "~/site-data";
import { siteContext } from "~/context";
import type { Route } from "./+types/faq";

/**
 * The page's sections in the request's language, and its anchors mapped to the other language's
 * ids for the language switch (/faq#transport leads to /preguntas-frecuentes#transporte).
 */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const there = catalogs[otherLocale(site.locale)].faq;
  return { sections: faqPage(site.text.faq), anchors: faqAnchors(site.text.faq, there) };
}

export const meta: Route.MetaFunction = (args) => {
  const { locale, origins } = siteDataOf(args.matches);
  const sections = args.loaderData?.sections;
  if (!sections) return staticPageMeta(args);
  const url = new URL(pathFor(locale, "faq"), origins[locale]).href;
  return [
    ...staticPageMeta(args),
    faqPageJsonLd(
      url,
      sections.flatMap((section) => section.items),
    ),
  ];
};

/** 24 questions in four sections; every item is in the one group 'faq', so one is open at a time. */
export default function FaqPage({ loaderData: { sections } }: Route.ComponentProps) {
  return (
    <StaticPage>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {sections.map((section) => (
          <section key={section.key} aria-labelledby={`faq-${section.key}`} className="mt-10 first:mt-0">
            <h2 id={`faq-${section.key}`} className="text-2xl font-bold text-stone-900">
              {section.heading}
            </h2>
            <Accordion
              group="faq"
              className="mt-4"
              items={section.items.map((entry) => ({
                ...entry,
                answer: <Prose paragraphs={entry.answer} />,
              }))}
            />
          </section>
        ))}
      </div>
    </StaticPage>
  );
}
