import { Prose } from "~/components/pages/rich-text";
import { faqPageJsonLd } from "~/components/pages/structured-data";
import { StaticPage } from "~/components/static-page";
import { Accordion } from "~/components/ui/accordion";
import { faqContent, faqEntries, faqSectionEntries, faqSections } from "~/content/faq";
import { pathFor } from "~/i18n/routes";
import { staticPageMeta } from "~/seo/page-meta";
import { siteDataOf, useSiteData } from "~/site-data";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = (args) => {
  const { locale, origins } = siteDataOf(args.matches);
  const url = new URL(pathFor(locale, "faq"), origins[locale]).href;
  return [...staticPageMeta(args, "faq"), faqPageJsonLd(url, faqEntries(locale))];
};

/** 24 questions in four sections; every item is in the one group 'faq', so one is open at a time. */
export default function FaqPage() {
  const { locale } = useSiteData();
  const content = faqContent[locale];
  return (
    <StaticPage routeKey="faq">
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
