import { donationAmounts } from "~/domain/donation";
import { formatNumber } from "~/domain/numbers";
import type { DonationFormText } from "~/content/types/donation-form";

const min = formatNumber(donationAmounts.min, "es");
const max = formatNumber(donationAmounts.max, "es");

export const donationForm: DonationFormText = {
  anchor: "donar",
  amountLegend: "Elige una cantidad",
  customLabel: "Otra cantidad en euros enteros",
  customApply: "Aplicar",
  invalidAmount: `Introduce una cantidad entera entre ${min} y ${max} €.`,
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
  taxNote: null,
};
