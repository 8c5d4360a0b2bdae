import type { SiteRequest } from "~/context";
import type { DonationFormText } from "~/content/types/donation-form";
import { amountFromUrl, donationTransfer } from "~/domain/donation";
import { epcPayload } from "~/domain/epc";
import { fill } from "~/i18n/format";
import type { DonationStart } from "./donation-form";
import { renderQrSvg } from "./qr-code";

/**
 * For a page's loader: the donation form's texts in the request's language and its first state.
 * Without JavaScript, `?betrag=` / `?cantidad=` choose the amount and the server draws the code.
 */
export async function donationFormData(
  url: URL,
  { locale, text, site }: Pick<SiteRequest, "locale" | "site" | "text">,
  purpose: string,
): Promise<{ form: DonationFormText; initial: DonationStart }> {
  const { amount, invalid } = amountFromUrl(url, locale);
  const remittance = fill(text.donationForm.remittance, { purpose });
  const payload = epcPayload(donationTransfer(site[locale].bank, remittance, amount));
  return {
    form: text.donationForm,
    initial: { amount, invalidAmount: invalid, payload, svg: await renderQrSvg(payload) },
  };
}
