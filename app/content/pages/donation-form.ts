import type { Locale } from "~/i18n/locale";

/**
 * Texts shared by the hospice and partner pages: the donation form, the German-only tax note, and
 * the types of their content. Kept apart from the donations page's texts so those pages do not
 * download them.
 */

/** A picture made for this site (scripts/make-partner-images.js), with its intrinsic size. */
export type Picture = { src: string; width: number; height: number };

export type TeamMember = { name: string; role: string; text: string; portrait: Picture; portraitAlt: string };

/** The donation block of the hospice and partner pages. */
export type DonationBlockContent = {
  heading: string;
  intro: string;
  /** The purpose preset ('Hospiz', 'Finca Chaos' …), written into the transfer's remittance text. */
  purpose: string;
  /** Spec 2: 10 % of donations for the hospice, the farm and the shelter go to general projects. */
  generalShare: string;
};

export type DonationFormContent = {
  amountLegend: string;
  customLabel: string;
  customApply: string;
  invalidAmount: string;
  remittance: string;
  qrHeading: string;
  qrText: string;
  qrLabel: string;
  qrUpdating: string;
  qrFailed: string;
  bankHeading: string;
  labels: { recipient: string; iban: string; bic: string; amount: string; purpose: string };
  copyLabels: { recipient: string; iban: string; bic: string; amount: string; purpose: string };
  walletHeading: string;
  walletText: string;
  walletTextPlain: string;
  walletButton: string;
  storesNothing: string;
};

/** Told to German visitors only (spec 2): receipts come from the German association. */
export type TaxNoteContent = { heading: string; text: string[]; link: string };

export const donationFormContent = {
  de: {
    amountLegend: "Betrag wählen",
    customLabel: "Anderer Betrag in ganzen Euro",
    customApply: "Übernehmen",
    invalidAmount: "Bitte gib einen ganzen Betrag zwischen 1 und 100.000 € ein.",
    remittance: "Spende {purpose}",
    qrHeading: "Überweisen mit QR-Code",
    qrText:
      "Scanne den Code mit deiner Banking-App (GiroCode). Empfänger, IBAN, Betrag und Verwendungszweck sind schon ausgefüllt – du musst die Überweisung nur noch bestätigen.",
    qrLabel: "QR-Code für eine Überweisung von {amount} an {recipient}, Verwendungszweck: {purpose}",
    qrUpdating: "QR-Code wird aktualisiert …",
    qrFailed: "Der QR-Code konnte nicht erstellt werden. Bitte nutze die Bankdaten.",
    bankHeading: "Oder selbst überweisen",
    labels: {
      recipient: "Empfänger",
      iban: "IBAN",
      bic: "BIC",
      amount: "Betrag",
      purpose: "Verwendungszweck",
    },
    copyLabels: {
      recipient: "Empfänger kopieren",
      iban: "IBAN kopieren",
      bic: "BIC kopieren",
      amount: "Betrag kopieren",
      purpose: "Verwendungszweck kopieren",
    },
    walletHeading: "Mit PayPal spenden",
    walletText: "Lieber online? Der Link öffnet PayPal mit dem gewählten Betrag.",
    walletTextPlain: "Lieber online? Der Link öffnet PayPal; trag dort den Betrag von {amount} ein.",
    walletButton: "{amount} mit PayPal spenden",
    storesNothing:
      "Dieses Formular speichert und sendet nichts – es erstellt nur den QR-Code für deine Überweisung.",
  },
  es: {
    amountLegend: "Elige una cantidad",
    customLabel: "Otra cantidad en euros enteros",
    customApply: "Aplicar",
    invalidAmount: "Introduce una cantidad entera entre 1 y 100.000 €.",
    remittance: "Donativo {purpose}",
    qrHeading: "Transferencia con código QR",
    qrText:
      "Escanea el código con la app de tu banco (código QR de transferencia SEPA, estándar EPC). Beneficiario, IBAN, importe y concepto ya están rellenados: solo tienes que confirmar la transferencia.",
    qrLabel: "Código QR para una transferencia de {amount} a {recipient}, concepto: {purpose}",
    qrUpdating: "Actualizando el código QR…",
    qrFailed: "No se pudo crear el código QR. Utiliza los datos bancarios.",
    bankHeading: "O haz tú la transferencia",
    labels: { recipient: "Beneficiario", iban: "IBAN", bic: "BIC", amount: "Importe", purpose: "Concepto" },
    copyLabels: {
      recipient: "Copiar beneficiario",
      iban: "Copiar IBAN",
      bic: "Copiar BIC",
      amount: "Copiar importe",
      purpose: "Copiar concepto",
    },
    walletHeading: "Donar con PayPal",
    walletText: "¿Prefieres pagar en línea? El enlace abre PayPal con la cantidad elegida.",
    walletTextPlain:
      "¿Prefieres pagar en línea? El enlace abre PayPal; introduce allí la cantidad de {amount}.",
    walletButton: "Donar {amount} con PayPal",
    storesNothing: "Este formulario no guarda ni envía nada: solo crea el código QR para tu transferencia.",
  },
} satisfies Record<Locale, DonationFormContent>;

/** German only: the Spanish site has no tax-receipt text (spec 2). */
export const taxNoteContent: Record<Locale, TaxNoteContent | null> = {
  de: {
    heading: "Spendenquittung",
    text: [
      "Für deine Spende stellt dir unser deutscher Verein eine steuerlich absetzbare Zuwendungsbestätigung aus. Schreib uns dazu kurz deinen Namen und deine Anschrift.",
      "Für Spenden bis 300 € brauchst du keine Spendenquittung: Dem Finanzamt genügt dein Kontoauszug als Nachweis.",
    ],
    link: "Spendenquittung anfordern",
  },
  es: null,
};
