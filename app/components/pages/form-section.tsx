import type { ReactNode } from "react";
import { dialDigits } from "~/content/site-config";
import { useSiteData } from "~/site-data";
import type { FormSectionText } from "~/content/shapes";
import { PageSection } from "./page-section";
import { linkStyle } from "./rich-text";

/**
 * The section a request form lives in: heading, intro, an optional note, then the form passed as
 * children (the slot marked `data-form-slot`). Without a form it offers e-mail and phone instead.
 */
export function FormSection({
  text,
  note,
  children,
}: {
  text: FormSectionText;
  note?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <PageSection id={text.anchor} heading={text.heading} intro={text.intro}>
      {note ? <p className="-mt-4 mb-6 max-w-3xl text-stone-700">{note}</p> : null}
      <div data-form-slot={text.anchor} className="max-w-3xl">
        {children ?? <DirectContact text={text.fallback} />}
      </div>
    </PageSection>
  );
}

function DirectContact({ text }: { text: string }) {
  const { site, t } = useSiteData();
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <p className="text-stone-700">{text}</p>
      <ul className="mt-4 space-y-2">
        <li>
          <span className="font-semibold">{t.footer.email}: </span>
          <a href={`mailto:${site.email}`} className={linkStyle}>
            {site.email}
          </a>
        </li>
        <li>
          <span className="font-semibold">{t.footer.phone}: </span>
          <a href={`tel:+${dialDigits(site.phone)}`} className={linkStyle}>
            {site.phone}
          </a>
        </li>
        <li>
          <span className="font-semibold">{t.footer.whatsapp}: </span>
          <a
            href={`https://wa.me/${dialDigits(site.whatsapp)}`}
            rel="noopener noreferrer"
            className={linkStyle}
          >
            {site.whatsapp}
          </a>
        </li>
      </ul>
    </div>
  );
}
