import { Link } from "react-router";
import { taxNoteContent, type DonationBlockContent } from "~/content/pages/donation-form";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";
import type { DonationFormData } from "./donation";
import { DonationForm, donationAnchor } from "./donation-form";

/** The donation block of the hospice and partner pages: form, the 10 % statement and the tax note. */
export function DonationSection({
  content,
  data,
}: {
  content: DonationBlockContent;
  data: DonationFormData;
}) {
  const { locale } = useSiteData();
  return (
    <section
      id={donationAnchor[locale]}
      aria-labelledby="donation-heading"
      className="mx-auto mt-16 max-w-7xl scroll-mt-6 sm:px-6"
    >
      <div className="bg-brand-900/5 px-4 py-10 ring-1 ring-brand-900/10 sm:rounded-3xl sm:px-8">
        <h2 id="donation-heading" className="text-3xl font-bold">
          {content.heading}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-stone-700">{content.intro}</p>
        <div className="mt-8">
          <DonationForm purpose={content.purpose} initial={data} />
        </div>
        <div className="mt-6 grid gap-4 lg:grid-cols-2">
          <p
            data-general-share=""
            className="self-start rounded-2xl bg-white p-5 font-semibold text-brand-950 ring-1 ring-stone-200"
          >
            {content.generalShare}
          </p>
          <TaxNote />
        </div>
      </div>
    </section>
  );
}

/** German only (spec 2): donation receipts are issued through the German association. */
export function TaxNote({ className = "" }: { className?: string }) {
  const { locale } = useSiteData();
  const note = taxNoteContent[locale];
  if (!note) return null;
  return (
    <aside
      data-tax-note=""
      aria-labelledby="tax-note-heading"
      className={`rounded-2xl bg-white p-5 ring-1 ring-stone-200 ${className}`}
    >
      <h3 id="tax-note-heading" className="font-bold text-brand-950">
        {note.heading}
      </h3>
      {note.text.map((paragraph) => (
        <p key={paragraph} className="mt-2 text-stone-700">
          {paragraph}
        </p>
      ))}
      <Link
        to={pathFor(locale, "contact")}
        className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-4"
      >
        {note.link}
      </Link>
    </aside>
  );
}
