import { FosterHomeForm } from "~/components/forms/foster/foster-home-form";
import { formTextFor, requestFormClientAction } from "~/components/forms/kit";
import { requestFormAction, requestFormHeaders } from "~/components/forms/kit/action.server";
import { PageHero } from "~/components/page-hero";
import { CardGrid } from "~/components/pages/card-grid";
import { FaqList } from "~/components/pages/faq-list";
import { FormSection } from "~/components/pages/form-section";
import { HeroFacts } from "~/components/pages/hero-facts";
import { PageSection } from "~/components/pages/page-section";
import { StepsList } from "~/components/pages/steps-list";
import { staticPageMeta } from "~/seo/page-meta";
import { usePageText } from "~/site-data";
import { siteContext } from "~/context";
import type { Route } from "./+types/foster-home";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return { text: site.text.fosterHome, formText: formTextFor(site.text, "foster") };
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args);

export const action = (args: Route.ActionArgs) => requestFormAction(args, { foster_home: true });
export const clientAction = requestFormClientAction;
export const headers = requestFormHeaders;

export default function FosterHomePage({ loaderData: { text, formText } }: Route.ComponentProps) {
  const hero = usePageText();
  return (
    <>
      <PageHero heading={hero.heading} intro={hero.intro}>
        <HeroFacts facts={text.heroFacts} />
      </PageHero>
      <PageSection id="vorteile" heading={text.benefits.heading} intro={text.benefits.intro}>
        <CardGrid cards={text.benefits.items} />
      </PageSection>
      <PageSection id="ablauf" heading={text.steps.heading} intro={text.steps.intro}>
        <StepsList steps={text.steps.items} idPrefix={text.steps.idPrefix} stepLabel={text.steps.stepLabel} />
      </PageSection>
      <FormSection text={text.form}>
        <FosterHomeForm text={formText} />
      </FormSection>
      <PageSection id="fragen" heading={text.faq.heading} narrow>
        <FaqList entries={text.faq.items} group="foster-faq" />
      </PageSection>
    </>
  );
}
