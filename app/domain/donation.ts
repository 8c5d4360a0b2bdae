import { intlLocale, type Locale } from "~/i18n/locale";
import type { EpcTransfer } from "./epc";

/** The donation form's amounts (DECISIONS.md): presets and any whole number of euros in range. */
export const donationAmounts = {
  presets: [10, 25, 50, 100],
  defaultAmount: 25,
  min: 1,
  max: 100_000,
} as const;

/** The query parameter the amount form sends without JavaScript. */
export const amountParam = { de: "betrag", es: "cantidad" } as const satisfies Record<Locale, string>;

/** A whole number of euros within the form's range, or null. */
export function parseAmount(raw: string | null | undefined): number | null {
  const value = (raw ?? "").trim();
  if (!/^[0-9]{1,6}$/.test(value)) return null;
  const amount = Number(value);
  return amount >= donationAmounts.min && amount <= donationAmounts.max ? amount : null;
}

/** The amount asked for in the URL: the default when none is given, and whether it was unusable. */
export function amountFromUrl(url: URL, locale: Locale): { amount: number; invalid: boolean } {
  const raw = url.searchParams.get(amountParam[locale]);
  if (raw === null || raw.trim() === "") return { amount: donationAmounts.defaultAmount, invalid: false };
  const amount = parseAmount(raw);
  return amount === null
    ? { amount: donationAmounts.defaultAmount, invalid: true }
    : { amount, invalid: false };
}

/** PayPal.me links take the amount as a path segment ("…/25EUR"); other wallet links stay as they are. */
export function walletLinkWithAmount(link: string, amount: number): string {
  if (!isPayPalMe(link)) return link;
  const url = new URL(link);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/${amount}EUR`;
  return url.href;
}

export function isPayPalMe(link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const path = url.pathname.split("/").filter(Boolean);
  if (host === "paypal.me" || host === "www.paypal.me") return path.length === 1;
  return (
    (host === "paypal.com" || host === "www.paypal.com") &&
    path.length === 2 &&
    path[0]?.toLowerCase() === "paypalme"
  );
}

/** The bank transfer the QR code describes: this country's account, the amount and the purpose. */
export function donationTransfer(
  bank: { recipient: string; iban: string; bic: string },
  remittance: string,
  amount: number,
): EpcTransfer {
  return {
    bic: bank.bic,
    name: bank.recipient,
    iban: bank.iban,
    amountCents: amount * 100,
    text: remittance,
  };
}

/** The exact amount of the transfer, with cents: "25,00 €" (buttons show `formatEuro`'s "25 €"). */
export function transferAmount(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** The amount as typed into a banking form: "25,00". */
export function plainAmount(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(amount);
}
