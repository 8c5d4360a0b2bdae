import { useLocation } from "react-router";
import { ContactForm, DogInterest, dogFromQuery } from "~/components/forms/contact-form";
import { formTextFor, requestFormClientAction, useHydrated, type FormText } from "~/components/forms/kit";
import { requestFormAction, requestFormHeaders } from "~/components/forms/kit/action.server";
import { PageHero } from "~/components/page-hero";
import { CardGrid } from "~/components/pages/card-grid";
import { FaqList } from "~/components/pages/faq-list";
import { FormSection } from "~/components/pages/form-section";
import { HeroFacts } from "~/components/pages/hero-facts";
import { NewTabLink } from "~/components/pages/new-tab-link";
import { PageSection } from "~/components/pages/page-section";
import { StepsList } from "~/components/pages/steps-list";
import { pageFaqEntries } from "~/content/faq";
import type { AdoptionContent } from "~/content/types/adoption";
import { adoptionFee } from "~/domain/fees";
import { pathFor } from "~/i18n/routes";
import { howToJsonLd } from "~/seo/json-ld";
import { staticPageMeta } from "~/seo/page-meta";
import { pageTextOf, siteDataOf, useSiteData, usePageText } from "~/site-data";
import { siteContext } from "~/context";
import type { Route } from "./+types/adoption";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { faq, ...text } = site.text.adoption;
  return {
    text,
    faq: { heading: faq.heading, intro: faq.intro, entries: pageFaqEntries(site.text.faq, faq.ids) },
    formText: formTextFor(site.text, "contact"),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const { locale, origins } = siteDataOf(args.matches);
  const page = pageTextOf(args.matches);
  const text = args.loaderData?.text;
  if (!page || !text) return [];
  return [
    ...staticPageMeta(args),
    howToJsonLd({
      url: new URL(pathFor(locale, "adoption"), origins[locale]).href,
      name: page.heading,
      description: page.description,
      totalTime: "P14D",
      cost: adoptionFee[locale],
      steps: text.steps.items,
      idPrefix: text.steps.idPrefix,
    }),
  ];
};

export const action = (args: Route.ActionArgs) => requestFormAction(args, { contact: true });
export const clientAction = requestFormClientAction;
export const headers = requestFormHeaders;

export default function AdoptionPage({ loaderData: { text, faq, formText } }: Route.ComponentProps) {
  const hero = usePageText();
  return (
    <>
      <PageHero heading={hero.heading} intro={hero.intro}>
        <HeroFacts facts={text.heroFacts} />
      </PageHero>
      <PageSection id="ablauf" heading={text.steps.heading} intro={text.steps.intro}>
        <StepsList steps={text.steps.items} idPrefix={text.steps.idPrefix} stepLabel={text.steps.stepLabel} />
      </PageSection>
      <Transparency text={text.transparency} />
      <PageSection id="fragen" heading={faq.heading} intro={faq.intro} narrow>
        <FaqList entries={faq.entries} group="adoption-faq" />
      </PageSection>
      <FormSection text={text.contact} note={<PrivacyNote text={text.contact.privacy} />}>
        <AdoptionContactForm cardId={`${text.contact.anchor}-formular`} text={formText} />
      </FormSection>
    </>
  );
}

/**
 * The general contact form; a dog passed from its page (navigation state `{ dogName }`, or
 * `?hund=` / `?perro=` for links without JavaScript) shows in the interest banner and is sent.
 */
function AdoptionContactForm({ cardId, text }: { cardId: string; text: FormText<"contact"> }) {
  const { search, state } = useLocation();
  // The state exists only in the browser: read it after hydration, so both renders agree.
  const hydrated = useHydrated();
  const fromState = hydrated && isDogState(state) ? state.dogName.trim().slice(0, 200) : undefined;
  const dogName = dogFromQuery(new URLSearchParams(search), text.contact) ?? fromState;
  return (
    <ContactForm
      id={cardId}
      text={text}
      dog={dogName ? <DogInterest name={dogName} text={text.contact} /> : undefined}
    />
  );
}

function isDogState(state: unknown): state is { dogName: string } {
  return (
    typeof state === "object" &&
    state !== null &&
    typeof (state as { dogName?: unknown }).dogName === "string"
  );
}

function Transparency({ text }: { text: AdoptionContent["transparency"] }) {
  return (
    <PageSection id="transparenz" heading={text.heading} intro={text.intro}>
      <CardGrid cards={text.items} columns={text.items.length === 4 ? 4 : 3} />
      <div className="mt-6 grid gap-6 rounded-2xl bg-accent-50 p-6 ring-1 ring-accent-200 sm:p-8 md:grid-cols-[auto_1fr] md:items-center">
        <div className="text-center md:border-r md:border-accent-200 md:pr-8">
          <h3 className="text-lg font-bold text-accent-950">{text.fee.heading}</h3>
          <p className="mt-1 text-4xl font-bold text-brand-900" data-testid="adoption-fee">
            {text.fee.amount}
          </p>
        </div>
        <div className="text-stone-800">
          <p className="font-semibold">{text.fee.intro}</p>
          <ul className="mt-3 space-y-2">
            {text.fee.covers.map((item) => (
              <li key={item} className="flex gap-2">
                <span aria-hidden="true" className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-800" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-stone-700">{text.fee.note}</p>
        </div>
      </div>
    </PageSection>
  );
}

function PrivacyNote({ text }: { text: AdoptionContent["contact"]["privacy"] }) {
  const { locale } = useSiteData();
  return (
    <>
      {text.before}
      <NewTabLink href={pathFor(locale, "privacy")} notice={text.newTab}>
        {text.link}
      </NewTabLink>
      {text.after}
    </>
  );
}
