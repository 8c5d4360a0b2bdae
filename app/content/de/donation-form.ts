import { simplifiedDonationReceiptLimit } from "~/content/facts";
import { donationAmounts } from "~/domain/donation";
import { formatNumber } from "~/domain/numbers";
import type { DonationFormText } from "~/content/types/donation-form";

const min = formatNumber(donationAmounts.min, "de");
const max = formatNumber(donationAmounts.max, "de");

export const donationForm: DonationFormText = {
  anchor: "spenden",
  amountLegend: "Betrag wählen",
  customLabel: "Anderer Betrag in ganzen Euro",
  customApply: "Übernehmen",
  invalidAmount: `Bitte gib einen ganzen Betrag zwischen ${min} und ${max} € ein.`,
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
  taxNote: {
    heading: "Spendenquittung",
    text: [
      "Für deine Spende stellt dir unser deutscher Verein eine steuerlich absetzbare Zuwendungsbestätigung aus. Schreib uns dazu kurz deinen Namen und deine Anschrift.",
      `Für Spenden bis ${simplifiedDonationReceiptLimit} € brauchst du keine Spendenquittung: Dem Finanzamt genügt dein Kontoauszug als Nachweis.`,
    ],
    link: "Spendenquittung anfordern",
  },
};
