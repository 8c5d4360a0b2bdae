import { Link } from "react-router";
import { dialDigits } from "~/content/site-config";
import type { Dog } from "~/domain/dogs/types";
import { fill } from "~/i18n/format";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";

export function HospiceInfo({ dog }: { dog: Dog }) {
  const { locale, t } = useSiteData();
  return (
    <aside className="rounded-2xl bg-rose-50 p-5 ring-1 ring-rose-200">
      <h2 className="text-lg font-bold text-rose-950">{t.dogDetail.hospiceHeading}</h2>
      <p className="mt-2 text-rose-950">{fill(t.dogDetail.hospiceText, { name: dog.name })}</p>
      <Link
        to={pathFor(locale, "hospice")}
        className="mt-3 inline-block font-semibold text-rose-900 underline underline-offset-4"
      >
        {t.dogDetail.hospiceLink}
      </Link>
    </aside>
  );
}

/** The messaging-app quick request with prefilled text and this site's number (adoptable dogs). */
export function WhatsAppRequest({ dog }: { dog: Dog }) {
  const { locale, origins, site, t } = useSiteData();
  const url = new URL(pathFor(locale, "dogDetail", dog.slug), origins[locale]).href;
  const message = fill(t.dogDetail.whatsappMessage, { name: dog.name, url });
  const href = `https://wa.me/${dialDigits(site.whatsapp)}?text=${encodeURIComponent(message)}`;
  return (
    <aside className="rounded-2xl bg-emerald-50 p-5 ring-1 ring-emerald-200">
      <h2 className="text-lg font-bold text-emerald-950">{t.dogDetail.whatsappHeading}</h2>
      <p className="mt-2 text-emerald-950">{t.dogDetail.whatsappText}</p>
      <a
        href={href}
        rel="noopener noreferrer"
        target="_blank"
        className="mt-4 inline-flex items-center gap-2 rounded-full bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800"
      >
        {t.dogDetail.whatsappButton}
      </a>
    </aside>
  );
}
