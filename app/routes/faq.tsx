import { Prose } from "~/components/pages/rich-text";
import { faqPageJsonLd } from "~/seo/json-ld";
import { StaticPage } from "~/components/static-page";
import { Accordion } from "~/components/ui/accordion";
import { faqContent, faqEntries, faqSectionEntries, faqSections, type FaqKey } from "~/content/faq";
import { otherLocale, type Locale } from "~/i18n/locale";
import { pathFor } from "~/i18n/routes";
import { staticPageMeta } from "~/seo/page-meta";
import { siteDataOf, useSiteData } from "~/site-data";
import type { Route } from "./+types/faq";

/**
 * Each anchor of this page (ids and aliases) with the other language's id of the same question,
 * for the language switch: /faq#transport leads to /preguntas-frecuentes#transporte.
 */
function faqAnchors(locale: Locale): Record<string, string> {
  const here = faqContent[locale].entries;
  const there = faqContent[otherLocale(locale)].entries;
  const anchors: Record<string, string> = {};
  for (const key of Object.keys(here) as FaqKey[]) {
    anchors[key] = there[key].id;
    anchors[here[key].id] = there[key].id;
  }
  return anchors;
}

export function loader({ context }: Route.LoaderArgs) {
  return { anchors: faqAnchors(context.locale) };
}

export const meta: Route.MetaFunction = (args) => {
  const { locale, origins } = siteDataOf(args.matches);
  const url = new URL(pathFor(locale, "faq"), origins[locale]).href;
  return [...staticPageMeta(args), faqPageJsonLd(url, faqEntries(locale))];
};

/** 24 questions in four sections; every item is in the one group 'faq', so one is open at a time. */
export default function FaqPage() {
  const { locale } = useSiteData();
  const content = faqContent[locale];
  return (
    <StaticPage>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {faqSections.map((section) => (
          <section key={section.key} aria-labelledby={`faq-${section.key}`} className="mt-10 first:mt-0">
            <h2 id={`faq-${section.key}`} className="text-2xl font-bold text-stone-900">
              {content.sections[section.key]}
            </h2>
            <Accordion
              group="faq"
              className="mt-4"
              items={faqSectionEntries(locale, section.entries).map((entry) => ({
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
