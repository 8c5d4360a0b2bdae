import {
  ClosingCallToAction,
  DonationIntro,
  DonationsFaq,
  MicroDonations,
  MoreWaysToHelp,
  PaymentMethods,
} from "~/components/donate/donations-sections";
import { TaxNote } from "~/components/donate/donation-section";
import { taxNoteContent } from "~/content/pages/donation-form";
import { StaticPage } from "~/components/static-page";
import { staticPageMeta } from "~/seo/page-meta";
import { useSiteData } from "~/site-data";
import type { Route } from "./+types/donations";

export const meta: Route.MetaFunction = (args) => staticPageMeta(args);

/** Spec 2, donations page: every value comes from this country's site details and the content module. */
export default function DonationsPage() {
  const hasTaxNote = taxNoteContent[useSiteData().locale] !== null;
  return (
    <StaticPage>
      <DonationIntro />
      <PaymentMethods />
      {hasTaxNote ? (
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
          <TaxNote className="max-w-3xl" />
        </div>
      ) : null}
      <MicroDonations />
      <MoreWaysToHelp />
      <DonationsFaq />
      <ClosingCallToAction />
    </StaticPage>
  );
}
