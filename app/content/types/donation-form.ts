/**
 * The donation form of the hospice and partner pages (DECISIONS.md): amount, EPC QR code, bank
 * details and wallet link, and the German-only tax note, which the donations page shows too.
 */
export type DonationFormText = {
  /** The id of the donation section, the target of the pages' "donate" links. */
  anchor: string;
  amountLegend: string;
  customLabel: string;
  customApply: string;
  invalidAmount: string;
  /** The transfer's remittance text, `{purpose}` filled with the page's purpose. */
  remittance: string;
  qrHeading: string;
  qrText: string;
  qrLabel: string;
  qrUpdating: string;
  qrFailed: string;
  bankHeading: string;
  labels: TransferLabels;
  copyLabels: TransferLabels;
  walletHeading: string;
  walletText: string;
  walletTextPlain: string;
  walletButton: string;
  storesNothing: string;
  /** Spec 2: only the German site tells about donation receipts (from the German association). */
  taxNote: TaxNoteText | null;
};

type TransferLabels = { recipient: string; iban: string; bic: string; amount: string; purpose: string };

export type TaxNoteText = { heading: string; text: readonly string[]; link: string };

/** A page's own donation block: its words around the form and the purpose of the transfer. */
export type DonationBlockText = {
  heading: string;
  intro: string;
  /** The purpose preset ('Hospiz', 'Finca Chaos' …), written into the transfer's remittance text. */
  purpose: string;
  /** Spec 2: 10 % of donations for the hospice, the farm and the shelter go to general projects. */
  generalShare: string;
};
