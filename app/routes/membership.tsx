import { formTextFor, requestFormClientAction } from "~/components/forms/kit";
import { requestFormAction, requestFormHeaders } from "~/components/forms/kit/action.server";
import { MembershipForm } from "~/components/forms/membership/membership-form";
import { PageHero } from "~/components/page-hero";
import { CardGrid } from "~/components/pages/card-grid";
import { FaqList } from "~/components/pages/faq-list";
import { FormSection } from "~/components/pages/form-section";
import { HeroFacts } from "~/components/pages/hero-facts";
import { Icon } from "~/components/pages/icon";
import { PageSection } from "~/components/pages/page-section";
import { StepsList } from "~/components/pages/steps-list";
import type { MembershipKind } from "~/content/types/membership";
import { membershipMinimumMonthly } from "~/domain/fees";
import { associationTimeZone, latestBirthdayForAge, minimumMemberAge, todayIn } from "~/domain/forms/dates";
import { countryOptions } from "~/domain/forms/countries";
import { normaliseMembershipEntries } from "~/domain/forms/membership-wizard";
import { pathFor } from "~/i18n/routes";
import { faqPageJsonLd, monthlyOfferJsonLd } from "~/seo/json-ld";
import { staticPageMeta } from "~/seo/page-meta";
import { siteDataOf, usePageText } from "~/site-data";
import { siteContext } from "~/context";
import type { Route } from "./+types/membership";
import { buttonVariants } from "~/components/ui/button";

export const meta: Route.MetaFunction = (args) => {
  const { locale, origins, site } = siteDataOf(args.matches);
  const text = args.data?.text;
  if (!text) return staticPageMeta(args);
  const url = new URL(pathFor(locale, "membership"), origins[locale]).href;
  return [
    ...staticPageMeta(args),
    monthlyOfferJsonLd({
      text: text.offer,
      url,
      monthly: membershipMinimumMonthly,
      site,
      origin: origins[locale],
    }),
    faqPageJsonLd(`${url}#faq`, text.faq.items),
  ];
};

/**
 * Today where the association is, as the server's checks take it, the birthday input's max, and
 * this language's texts (sent as data so the page's JavaScript stays within its budget).
 */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const today = todayIn(associationTimeZone, new Date());
  return {
    today,
    birthdayMax: latestBirthdayForAge(today, minimumMemberAge),
    text: site.text.membership,
    formText: formTextFor(site.text, "membership"),
    countries: countryOptions(site.locale),
  };
}

export const action = (args: Route.ActionArgs) =>
  requestFormAction(args, { membership: normaliseMembershipEntries });
export const clientAction = requestFormClientAction;
export const headers = requestFormHeaders;

export default function MembershipPage({ loaderData }: Route.ComponentProps) {
  const { today, birthdayMax, countries, text, formText } = loaderData;
  const hero = usePageText();
  const formId = text.form.anchor;
  return (
    <>
      <PageHero heading={hero.heading} intro={hero.intro}>
        <HeroFacts facts={text.heroFacts} />
      </PageHero>
      <PageSection id="wirkung" heading={text.pillars.heading} intro={text.pillars.intro}>
        <CardGrid cards={text.pillars.items} />
      </PageSection>
      <PageSection id="mitgliedsarten" heading={text.kinds.heading} intro={text.kinds.intro}>
        <div className="grid gap-4 md:grid-cols-2">
          <KindCard kind={text.kinds.active} accent />
          <KindCard kind={text.kinds.supporting} />
        </div>
        <p className="mt-6 max-w-3xl text-stone-700">{text.kinds.note}</p>
      </PageSection>
      <PageSection id="so-gehts" heading={text.steps.heading} intro={text.steps.intro}>
        <StepsList
          steps={text.steps.items}
          idPrefix={text.steps.idPrefix}
          stepLabel={text.steps.stepLabel}
          columns={3}
        />
        <a
          href={`#${formId}`}
          className={buttonVariants({
            variant: "accent",
            size: "xl",
            className: "mt-8 inline-flex items-center gap-2",
          })}
        >
          {text.steps.button}
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
            <path
              d="M12 5v14m-6-6l6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </a>
      </PageSection>
      <FormSection text={text.form}>
        <MembershipForm today={today} birthdayMax={birthdayMax} countries={countries} text={formText} />
      </FormSection>
      <PageSection id="faq" heading={text.faq.heading} narrow>
        <FaqList entries={text.faq.items} group="membership-faq" />
      </PageSection>
    </>
  );
}

function KindCard({ kind, accent = false }: { kind: MembershipKind; accent?: boolean }) {
  return (
    <article
      className={`rounded-2xl p-6 shadow-sm ring-1 sm:p-8 ${accent ? "bg-brand-900 text-white ring-brand-900" : "bg-white ring-stone-200"}`}
    >
      <h3 className={`text-2xl font-bold ${accent ? "text-white" : "text-brand-900"}`}>{kind.title}</h3>
      <p className={`mt-2 text-lg ${accent ? "text-brand-50" : "text-stone-700"}`}>{kind.summary}</p>
      <ul className="mt-5 space-y-3">
        {kind.points.map((point) => (
          <li key={point} className="flex gap-3">
            <Icon
              name="check"
              className={`mt-0.5 h-5 w-5 shrink-0 ${accent ? "text-accent-300" : "text-brand-700"}`}
            />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
