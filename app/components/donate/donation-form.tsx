import { useEffect, useId, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import type { DonationFormText } from "~/content/types/donation-form";
import {
  amountParam,
  donationAmounts,
  donationTransfer,
  isPayPalMe,
  parseAmount,
  plainAmount,
  transferAmount,
  walletLinkWithAmount,
} from "~/domain/donation";
import { epcPayload } from "~/domain/epc";
import { formatEuro } from "~/domain/fees";
import { compactIban } from "~/domain/iban";
import { fill } from "~/i18n/format";
import { useSiteData } from "~/site-data";
import { DetailList } from "./detail-list";
import { renderQrSvg } from "./qr-code";
import { buttonVariants } from "~/components/ui/button";

/** What the server drew for the first render: the amount of the URL (or the default) and its QR code. */
export type DonationStart = { amount: number; invalidAmount: boolean; payload: string; svg: string };

const isPreset = (amount: number) => (donationAmounts.presets as readonly number[]).includes(amount);

/**
 * DECISIONS.md: amount (presets or whole euros), a fixed purpose, the EPC bank-transfer QR code, the
 * bank details with copy buttons and the wallet link with the amount. It stores and sends nothing.
 * Without JavaScript both small forms are GET forms: the page reloads with `?betrag=` (`?cantidad=`)
 * and the server draws the code; with JavaScript the code is redrawn in place.
 */
export function DonationForm({
  text,
  purpose,
  initial,
}: {
  text: DonationFormText;
  purpose: string;
  initial: DonationStart;
}) {
  const { locale, site } = useSiteData();
  const { pathname } = useLocation();
  const ids = { group: useId(), custom: useId(), error: useId(), qr: useId(), wallet: useId() };
  const [amount, setAmount] = useState(initial.amount);
  const [custom, setCustom] = useState(isPreset(initial.amount) ? "" : String(initial.amount));
  const [invalid, setInvalid] = useState(initial.invalidAmount);

  const remittance = fill(text.remittance, { purpose });
  const payload = epcPayload(donationTransfer(site.bank, remittance, amount));
  const qr = useQrSvg(payload, initial);
  const action = `${pathname}#${text.anchor}`;
  const param = amountParam[locale];
  const euro = formatEuro(amount, locale);

  function choose(value: number) {
    setAmount(value);
    setCustom("");
    setInvalid(false);
  }

  function typeCustom(value: string) {
    setCustom(value);
    const parsed = parseAmount(value);
    if (parsed !== null) {
      setAmount(parsed);
      setInvalid(false);
    }
  }

  function applyCustom(event: FormEvent) {
    event.preventDefault();
    const parsed = parseAmount(custom);
    if (parsed === null) setInvalid(true);
    else choose(parsed);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-6 self-start rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
        <div role="group" aria-labelledby={ids.group}>
          <h3 id={ids.group} className="text-lg font-bold">
            {text.amountLegend}
          </h3>
          <form method="get" action={action} className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {donationAmounts.presets.map((preset) => {
              const pressed = custom === "" && amount === preset;
              return (
                <button
                  key={preset}
                  type="submit"
                  name={param}
                  value={preset}
                  aria-pressed={pressed}
                  onClick={(event) => {
                    event.preventDefault();
                    choose(preset);
                  }}
                  className={`rounded-xl px-4 py-3 text-lg font-bold ring-2 transition ${
                    pressed
                      ? "bg-brand-800 text-white ring-brand-800"
                      : "bg-white text-brand-900 ring-stone-300 hover:ring-brand-700"
                  }`}
                >
                  {formatEuro(preset, locale)}
                </button>
              );
            })}
          </form>
          <form method="get" action={action} onSubmit={applyCustom} className="mt-4">
            <label htmlFor={ids.custom} className="block font-semibold">
              {text.customLabel}
            </label>
            <div className="mt-1.5 flex gap-2">
              <div className="relative flex-1">
                <input
                  id={ids.custom}
                  type="number"
                  name={param}
                  min={donationAmounts.min}
                  max={donationAmounts.max}
                  step={1}
                  inputMode="numeric"
                  value={custom}
                  onChange={(event) => typeCustom(event.target.value)}
                  onBlur={() => setInvalid(custom !== "" && parseAmount(custom) === null)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? ids.error : undefined}
                  className="w-full rounded-xl border-2 border-stone-300 bg-white py-2.5 pr-9 pl-3 text-lg font-semibold focus:border-brand-700"
                />
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 font-semibold text-stone-600"
                >
                  €
                </span>
              </div>
              <button
                type="submit"
                className="rounded-xl bg-stone-800 px-4 font-semibold text-white hover:bg-stone-700"
              >
                {text.customApply}
              </button>
            </div>
            {invalid ? (
              <p id={ids.error} className="mt-2 font-semibold text-rose-800">
                {text.invalidAmount}
              </p>
            ) : null}
          </form>
        </div>
        <div className="rounded-xl bg-accent-50 p-4 ring-1 ring-accent-200">
          <h3 id={ids.wallet} className="text-lg font-bold">
            {text.walletHeading}
          </h3>
          <p className="mt-1 text-stone-700">
            {isPayPalMe(site.wallet.link) ? text.walletText : fill(text.walletTextPlain, { amount: euro })}
          </p>
          <a
            href={walletLinkWithAmount(site.wallet.link, amount)}
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "accent", className: "mt-3 inline-flex" })}
          >
            {fill(text.walletButton, { amount: euro })}
          </a>
        </div>
        <p className="text-sm text-stone-600">{text.storesNothing}</p>
      </div>

      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
        <h3 id={ids.qr} className="text-lg font-bold">
          {text.qrHeading}
        </h3>
        <figure
          data-epc-payload={payload}
          aria-busy={qr.updating}
          className="mt-3 flex flex-col items-center gap-4 sm:flex-row sm:items-start"
        >
          {qr.svg ? (
            <div
              role="img"
              aria-label={fill(text.qrLabel, {
                amount: transferAmount(amount, locale),
                recipient: site.bank.recipient,
                purpose: remittance,
              })}
              data-qr-code=""
              className={`aspect-square w-52 shrink-0 rounded-xl bg-white p-1 ring-1 ring-stone-200 transition-opacity [&>svg]:h-full [&>svg]:w-full ${qr.updating ? "opacity-40" : ""}`}
              dangerouslySetInnerHTML={{ __html: qr.svg }}
            />
          ) : (
            <p className="w-52 shrink-0 rounded-xl bg-rose-50 p-4 text-rose-900">{text.qrFailed}</p>
          )}
          <figcaption className="text-stone-700">
            {text.qrText}
            <span role="status" className="mt-2 block text-sm font-semibold text-brand-800">
              {qr.updating ? text.qrUpdating : ""}
            </span>
          </figcaption>
        </figure>
        <h3 className="mt-6 text-lg font-bold">{text.bankHeading}</h3>
        <DetailList
          className="mt-3"
          details={[
            {
              label: text.labels.recipient,
              value: site.bank.recipient,
              copy: site.bank.recipient,
              copyLabel: text.copyLabels.recipient,
            },
            {
              label: text.labels.iban,
              value: site.bank.iban,
              copy: compactIban(site.bank.iban),
              copyLabel: text.copyLabels.iban,
              mono: true,
            },
            {
              label: text.labels.bic,
              value: site.bank.bic,
              copy: site.bank.bic,
              copyLabel: text.copyLabels.bic,
              mono: true,
            },
            {
              label: text.labels.amount,
              value: transferAmount(amount, locale),
              copy: plainAmount(amount, locale),
              copyLabel: text.copyLabels.amount,
            },
            {
              label: text.labels.purpose,
              value: remittance,
              copy: remittance,
              copyLabel: text.copyLabels.purpose,
            },
          ]}
        />
      </div>
    </div>
  );
}

/** The server drew the code for the first amount; later amounts are drawn here, the newest winning. */
function useQrSvg(payload: string, initial: { payload: string; svg: string }) {
  const [drawn, setDrawn] = useState({ payload: initial.payload, svg: initial.svg });
  useEffect(() => {
    if (drawn.payload === payload) return;
    let current = true;
    renderQrSvg(payload).then(
      (svg) => current && setDrawn({ payload, svg }),
      () => current && setDrawn({ payload, svg: "" }),
    );
    return () => {
      current = false;
    };
  }, [payload, drawn.payload]);
  return { svg: drawn.svg, updating: drawn.payload !== payload };
}
