import type { AppLoadContext } from "react-router";
import { donationFormContent } from "~/content/pages/donation-form";
import { epcPayload } from "~/domain/epc";
import { fill } from "~/i18n/format";
import { amountFromUrl, donationTransfer, type DonationFormData } from "./donation";
import { renderQrSvg } from "./qr-code";

/** For a page's loader: without JavaScript, `?betrag=` / `?cantidad=` choose the amount. */
export async function donationFormData(
  request: Request,
  context: AppLoadContext,
  purpose: string,
): Promise<DonationFormData> {
  const { locale } = context;
  const { amount, invalid } = amountFromUrl(new URL(request.url), locale);
  const remittance = fill(donationFormContent[locale].remittance, { purpose });
  const payload = epcPayload(donationTransfer(context.site[locale].bank, remittance, amount));
  return { amount, invalidAmount: invalid, payload, svg: await renderQrSvg(payload) };
}
