import { Link } from "react-router";
import type { DonationBlockText, DonationFormText, TaxNoteText } from "~/content/types/donation-form";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";
import { DonationForm, type DonationStart } from "./donation-form";

/** The donation block of the hospice and partner pages: form, the 10 % statement and the tax note. */
export function DonationSection({
  block,
  form,
  initial,
}: {
  block: DonationBlockText;
  form: DonationFormText;
  initial: DonationStart;
}) {
  return (
    <section
      id={form.anchor}
      aria-labelledby="donation-heading"
      className="mx-auto mt-16 max-w-7xl scroll-mt-6 sm:px-6"
    >
      <div className="bg-brand-900/5 px-4 py-10 ring-1 ring-brand-900/10 sm:rounded-3xl sm:px-8">
        <h2 id="donation-heading" className="text-3xl font-bold">
          {block.heading}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-stone-700">{block.intro}</p>
        <div className="mt-8">
          <DonationForm text={form} purpose={block.purpose} initial={initial} />
        </div>
        <div className="mt-6 grid gap-4 lg:grid-cols-2">
          <p
            data-general-share=""
            className="self-start rounded-2xl bg-white p-5 font-semibold text-brand-950 ring-1 ring-stone-200"
          >
            {block.generalShare}
          </p>
          {form.taxNote ? <TaxNote text={form.taxNote} /> : null}
        </div>
      </div>
    </section>
  );
}

/** German only (spec 2): donation receipts are issued through the German association. */
export function TaxNote({ text, className = "" }: { text: TaxNoteText; className?: string }) {
  const { locale } = useSiteData();
  return (
    <aside
      data-tax-note=""
      aria-labelledby="tax-note-heading"
      className={`rounded-2xl bg-white p-5 ring-1 ring-stone-200 ${className}`}
    >
      <h3 id="tax-note-heading" className="font-bold text-brand-950">
        {text.heading}
      </h3>
      {text.text.map((paragraph) => (
        <p key={paragraph} className="mt-2 text-stone-700">
          {paragraph}
        </p>
      ))}
      <Link
        to={pathFor(locale, "contact")}
        className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-4"
      >
        {text.link}
      </Link>
    </aside>
  );
}
