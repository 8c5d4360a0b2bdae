import { Link } from "react-router";
import { dialDigits } from "~/content/site-config";
import type { DogDetailText } from "~/content/types/dogs";
import type { Dog } from "~/domain/dogs/types";
import { fill } from "~/i18n/format";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";

type Props = { dog: Dog; text: DogDetailText };

export function HospiceInfo({ dog, text }: Props) {
  const { locale } = useSiteData();
  return (
    <aside className="rounded-2xl bg-rose-50 p-5 ring-1 ring-rose-200">
      <h2 className="text-lg font-bold text-rose-950">{text.hospiceHeading}</h2>
      <p className="mt-2 text-rose-950">{fill(text.hospiceText, { name: dog.name })}</p>
      <Link
        to={pathFor(locale, "hospice")}
        className="mt-3 inline-block font-semibold text-rose-900 underline underline-offset-4"
      >
        {text.hospiceLink}
      </Link>
    </aside>
  );
}

/** The messaging-app quick request with prefilled text and this site's number (adoptable dogs). */
export function WhatsAppRequest({ dog, text }: Props) {
  const { locale, origins, site } = useSiteData();
  const url = new URL(pathFor(locale, "dogDetail", dog.slug), origins[locale]).href;
  const message = fill(text.whatsappMessage, { name: dog.name, url });
  const href = `https://wa.me/${dialDigits(site.whatsapp)}?text=${encodeURIComponent(message)}`;
  return (
    <aside className="rounded-2xl bg-emerald-50 p-5 ring-1 ring-emerald-200">
      <h2 className="text-lg font-bold text-emerald-950">{text.whatsappHeading}</h2>
      <p className="mt-2 text-emerald-950">{text.whatsappText}</p>
      <a
        href={href}
        rel="noopener noreferrer"
        target="_blank"
        className="mt-4 inline-flex items-center gap-2 rounded-full bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800"
      >
        {text.whatsappButton}
      </a>
    </aside>
  );
}
