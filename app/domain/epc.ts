import { compactIban, ibanIsValid } from "./iban";

/**
 * The payload of an EPC bank-transfer QR code ("GiroCode", EPC069-12, version 002): banking apps
 * that scan it prefill a SEPA credit transfer with recipient, IBAN, amount and remittance text.
 */
export type EpcTransfer = {
  bic: string;
  /** The beneficiary's name; at most 70 characters are kept. */
  name: string;
  iban: string;
  /** Whole cents, 1 (0.01 EUR) to 99,999,999,999 (999,999,999.99 EUR). */
  amountCents: number;
  /** Unstructured remittance information ("Verwendungszweck"); at most 140 characters are kept. */
  text: string;
};

export const epcLimits = {
  nameChars: 70,
  textChars: 140,
  minCents: 1,
  maxCents: 99_999_999_999,
  /** The whole payload, in bytes of its UTF-8 encoding. */
  payloadBytes: 331,
} as const;

/** "EUR12.00": the currency and the amount with a dot and two decimals. */
export function epcAmount(amountCents: number): string {
  if (
    !Number.isInteger(amountCents) ||
    amountCents < epcLimits.minCents ||
    amountCents > epcLimits.maxCents
  ) {
    throw new RangeError(`EPC amount must be 0.01 to 999999999.99 EUR, got ${amountCents} cents`);
  }
  const euros = Math.floor(amountCents / 100);
  const cents = String(amountCents % 100).padStart(2, "0");
  return `EUR${euros}.${cents}`;
}

/**
 * The lines of EPC069-12: service tag, version, character set (1 = UTF-8), identification, BIC,
 * name, IBAN, amount, purpose code (empty), structured reference (empty), unstructured text;
 * joined by a line feed, at most 331 bytes (the text, then the name, are shortened to fit).
 */
export function epcPayload(transfer: EpcTransfer): string {
  const bic = transfer.bic.replace(/\s/g, "").toUpperCase();
  if (!/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) throw new Error(`not a BIC: ${transfer.bic}`);
  const iban = compactIban(transfer.iban);
  if (!ibanIsValid(iban)) throw new Error(`not a valid IBAN: ${transfer.iban}`);
  let name = truncateChars(oneLine(transfer.name), epcLimits.nameChars);
  if (name === "") throw new Error("EPC beneficiary name is empty");
  let text = truncateChars(oneLine(transfer.text), epcLimits.textChars);
  const amount = epcAmount(transfer.amountCents);

  const build = () => ["BCD", "002", "1", "SCT", bic, name, iban, amount, "", "", text].join("\n");
  // Multi-byte characters can push a payload of legal length past the byte limit.
  while (byteLength(build()) > epcLimits.payloadBytes && text !== "") text = dropLastChar(text);
  while (byteLength(build()) > epcLimits.payloadBytes) name = dropLastChar(name);
  return build();
}

/** Line breaks and runs of white space would break the line format: one space each. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** Cuts after `max` Unicode code points (never inside a surrogate pair). */
function truncateChars(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : chars.slice(0, max).join("").trimEnd();
}

function dropLastChar(value: string): string {
  return Array.from(value).slice(0, -1).join("").trimEnd();
}

function byteLength(value: string): number {
  return new TextEncoder().encode(value).length;
}
