import {
  ClosingCallToAction,
  DonationIntro,
  DonationsFaq,
  MicroDonations,
  MoreWaysToHelp,
  PaymentMethods,
} from "~/components/donate/donations-sections";
import { TaxNote } from "~/components/donate/donation-section";
import { StaticPage } from "~/components/static-page";
import { staticPageMeta } from "~/seo/page-meta";
import { siteContext } from "~/context";
import type { Route } from "./+types/donations";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return { text: site.text.donations, taxNote: site.text.donationForm.taxNote };
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args);

/** Spec 2, donations page: every value comes from this country's site details and the catalogue. */
export default function DonationsPage({ loaderData: { text, taxNote } }: Route.ComponentProps) {
  return (
    <StaticPage>
      <DonationIntro text={text} />
      <PaymentMethods text={text} />
      {taxNote ? (
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
          <TaxNote text={taxNote} className="max-w-3xl" />
        </div>
      ) : null}
      <MicroDonations text={text} />
      <MoreWaysToHelp text={text} />
      <DonationsFaq text={text} />
      <ClosingCallToAction text={text.cta} />
    </StaticPage>
  );
}
