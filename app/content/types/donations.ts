import type { FaqEntry } from "~/content/shapes";

type UseKey = "food" | "medical" | "transport" | "mediation";
type LinkCard = { title: string; text: string; link: string };
type PaymentLabels = {
  recipient: string;
  iban: string;
  bic: string;
  walletEmail: string;
  walletLink: string;
};

/** Spec 2, the donations page: what donations pay for, this country's account and wallet, more ways to help. */
export type DonationsText = {
  introHeading: string;
  intro: readonly string[];
  usesHeading: string;
  uses: Record<UseKey, { title: string; text: string }>;
  paymentHeading: string;
  paymentIntro: string;
  bankHeading: string;
  walletHeading: string;
  labels: PaymentLabels;
  copyLabels: PaymentLabels;
  walletOpen: string;
  walletHint: string;
  microHeading: string;
  microText: string;
  microPerMonth: string;
  moreHeading: string;
  sponsorship: LinkCard;
  membership: LinkCard;
  onSite: LinkCard;
  faqHeading: string;
  faq: readonly FaqEntry[];
  cta: { heading: string; text: string; dogs: string; contact: string };
};
