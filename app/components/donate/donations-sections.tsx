import { Link } from "react-router";
import { FaqList } from "~/components/pages/faq-list";
import type { DonationsText } from "~/content/types/donations";
import { compactIban } from "~/domain/iban";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";
import { DetailList } from "./detail-list";
import { buttonVariants } from "~/components/ui/button";

const useIcons = {
  food: "M5 11h14l-1.5 7.5a2 2 0 0 1-2 1.5h-7a2 2 0 0 1-2-1.5zM8 11c0-3 1.8-5 4-5s4 2 4 5M12 6V4",
  medical: "M12 4v16M4 12h16",
  transport:
    "M3 7h11v9H3zM14 10h4l3 3v3h-7zM7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  mediation: "M4 14l4 4 4-4M8 18V8a4 4 0 0 1 4-4h0M20 10l-4-4-4 4M16 6v10a4 4 0 0 1-4 4",
} as const;

export function DonationIntro({ text }: { text: DonationsText }) {
  return (
    <section aria-labelledby="donations-intro" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
      <h2 id="donations-intro" className="text-3xl font-bold">
        {text.introHeading}
      </h2>
      <div className="mt-4 max-w-3xl space-y-4 text-lg leading-relaxed text-stone-800">
        {text.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h3 className="mt-10 text-2xl font-bold">{text.usesHeading}</h3>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {(Object.keys(useIcons) as (keyof typeof useIcons)[]).map((key) => (
          <li key={key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
                <path
                  d={useIcons[key]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            <h4 className="mt-3 text-lg font-bold text-brand-900">{text.uses[key].title}</h4>
            <p className="mt-1 text-stone-700">{text.uses[key].text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** This country's account and wallet (the German site shows the German association, and so on). */
export function PaymentMethods({ text }: { text: DonationsText }) {
  const { site } = useSiteData();
  const { labels, copyLabels } = text;
  return (
    <section
      id="bankverbindung"
      aria-labelledby="payment-heading"
      className="mx-auto max-w-7xl scroll-mt-6 px-4 pt-16 sm:px-6"
    >
      <h2 id="payment-heading" className="text-3xl font-bold">
        {text.paymentHeading}
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-stone-700">{text.paymentIntro}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div data-payment="bank" className="min-w-0 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <h3 className="text-xl font-bold text-brand-900">{text.bankHeading}</h3>
          <DetailList
            className="mt-4"
            details={[
              {
                label: labels.recipient,
                value: site.bank.recipient,
                copy: site.bank.recipient,
                copyLabel: copyLabels.recipient,
              },
              {
                label: labels.iban,
                value: site.bank.iban,
                copy: compactIban(site.bank.iban),
                copyLabel: copyLabels.iban,
                mono: true,
              },
              {
                label: labels.bic,
                value: site.bank.bic,
                copy: site.bank.bic,
                copyLabel: copyLabels.bic,
                mono: true,
              },
            ]}
          />
        </div>
        <div
          data-payment="wallet"
          className="flex min-w-0 flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
        >
          <h3 className="text-xl font-bold text-brand-900">{text.walletHeading}</h3>
          <DetailList
            className="mt-4"
            details={[
              {
                label: labels.walletEmail,
                value: site.wallet.email,
                copy: site.wallet.email,
                copyLabel: copyLabels.walletEmail,
              },
              {
                label: labels.walletLink,
                value: site.wallet.link,
                copy: site.wallet.link,
                copyLabel: copyLabels.walletLink,
              },
            ]}
          />
          <p className="mt-4 text-stone-700">{text.walletHint}</p>
          <a
            href={site.wallet.link}
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "accent", className: "mt-4 self-start" })}
          >
            {text.walletOpen}
          </a>
        </div>
      </div>
    </section>
  );
}

export function MicroDonations({ text }: { text: DonationsText }) {
  const { site } = useSiteData();
  return (
    <section aria-labelledby="micro-heading" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <div className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
        <h2 id="micro-heading" className="text-2xl font-bold sm:text-3xl">
          {text.microHeading}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-brand-50">{text.microText}</p>
        <ul className="mt-6 flex flex-col gap-3 sm:flex-row">
          {site.microDonations.map((group) => (
            <li key={group.url}>
              <a
                href={group.url}
                rel="noopener noreferrer"
                className="flex flex-col rounded-xl bg-white px-5 py-3 text-stone-900 hover:bg-accent-50"
              >
                <span className="font-bold">{group.name}</span>
                <span className="text-sm text-stone-700">{text.microPerMonth}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function MoreWaysToHelp({ text }: { text: DonationsText }) {
  const { locale } = useSiteData();
  const cards = [
    { key: "sponsorship", card: text.sponsorship, to: `${pathFor(locale, "dogs")}?type=sponsorship` },
    { key: "membership", card: text.membership, to: pathFor(locale, "membership") },
    { key: "onSite", card: text.onSite, to: pathFor(locale, "fincaChaos") },
  ];
  return (
    <section aria-labelledby="more-heading" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <h2 id="more-heading" className="text-3xl font-bold">
        {text.moreHeading}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {cards.map(({ key, card, to }) => (
          <li
            key={key}
            data-help={key}
            className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
          >
            <h3 className="text-xl font-bold text-brand-900">{card.title}</h3>
            <p className="mt-2 flex-1 text-stone-700">{card.text}</p>
            <Link
              to={to}
              className="mt-4 self-start font-semibold text-brand-800 underline underline-offset-4"
            >
              {card.link}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DonationsFaq({ text }: { text: DonationsText }) {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-4xl px-4 pt-16 sm:px-6">
      <h2 id="faq-heading" className="text-3xl font-bold">
        {text.faqHeading}
      </h2>
      <div className="mt-6">
        <FaqList entries={text.faq} group="donations-faq" />
      </div>
    </section>
  );
}

export function ClosingCallToAction({ text }: { text: DonationsText["cta"] }) {
  const { locale } = useSiteData();
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <div className="rounded-2xl bg-accent-100 p-8 text-center ring-1 ring-accent-200 sm:p-12">
        <h2 id="cta-heading" className="text-2xl font-bold text-balance sm:text-3xl">
          {text.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-stone-800">{text.text}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={pathFor(locale, "dogs")} className={buttonVariants({ size: "lg" })}>
            {text.dogs}
          </Link>
          <Link
            to={pathFor(locale, "contact")}
            className={buttonVariants({ variant: "outline", size: "lg" })}
          >
            {text.contact}
          </Link>
        </div>
      </div>
    </section>
  );
}
