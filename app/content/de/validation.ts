import { sponsorshipAmount } from "~/domain/fees";
import { minimumMemberAge } from "~/domain/forms/dates";
import { formatNumber } from "~/domain/numbers";
import type { TextField, ValidationMessages } from "~/content/types/validation";

/** How a message names a field; plural nouns take plural verbs. */
const nouns: Record<TextField, { noun: string; plural?: true }> = {
  dog: { noun: "Hund" },
  dogName: { noun: "Name des Hundes" },
  dogId: { noun: "Kennung des Hundes" },
  name: { noun: "Name" },
  yourName: { noun: "Name" },
  email: { noun: "E-Mail-Adresse" },
  phone: { noun: "Telefonnummer" },
  address: { noun: "Adresse" },
  zipCode: { noun: "Postleitzahl" },
  livingSituation: { noun: "Wohnsituation" },
  experience: { noun: "Erfahrung" },
  existingPets: { noun: "Angaben zu deinen Haustieren", plural: true },
  availability: { noun: "Verfügbarkeit" },
  message: { noun: "Nachricht" },
};

function subject(field: TextField, singular: string, plural: string): string {
  const { noun, plural: isPlural } = nouns[field];
  return `${noun} ${isPlural ? plural : singular}`;
}

export const validation: ValidationMessages = {
  required: (field) => `${subject(field, "ist", "sind")} erforderlich`,
  tooShort: (field, min) => `${subject(field, "muss", "müssen")} mindestens ${min} Zeichen lang sein`,
  tooLong: (field, max) => `${subject(field, "darf", "dürfen")} höchstens ${max} Zeichen lang sein`,
  controlCharacters: (field) => `${subject(field, "enthält", "enthalten")} unzulässige Steuerzeichen`,
  invalidCharacters: (field) => `${subject(field, "enthält", "enthalten")} ungültige Zeichen`,
  notText: (field) => `${subject(field, "muss", "müssen")} ein Text sein`,
  email: "Ungültige E-Mail-Adresse",
  privacy: "Du musst die Datenschutzerklärung akzeptieren",
  honeypot: "Formular konnte nicht gesendet werden",
  invalidChoice: "Ungültige Auswahl",
  amount: {
    required: "Betrag ist erforderlich",
    notNumber: "Betrag muss eine Zahl sein",
    min: `Betrag muss mindestens ${sponsorshipAmount.min}€ sein`,
    max: `Betrag darf höchstens ${formatNumber(sponsorshipAmount.max, "de")}€ sein`,
    whole: "Betrag muss ein ganzer Euro-Betrag sein",
  },
  membership: {
    required: "Bitte fülle alle Pflichtfelder aus.",
    missing: {
      salutation: "Bitte wähle eine Anrede.",
      firstName: "Bitte gib deinen Vornamen ein.",
      lastName: "Bitte gib deinen Nachnamen ein.",
      birthday: "Bitte gib dein Geburtsdatum ein.",
      street: "Bitte gib deine Straße und Hausnummer ein.",
      postalCode: "Bitte gib deine Postleitzahl ein.",
      city: "Bitte gib deinen Wohnort ein.",
      country: "Bitte wähle dein Land.",
      email: "Bitte gib deine E-Mail-Adresse ein.",
      entryDate: "Bitte wähle den Monat, in dem deine Mitgliedschaft beginnen soll.",
      paymentInterval: "Bitte wähle eine Zahlungsweise.",
    },
    membershipType: "Bitte wähle eine Mitgliedsvariante.",
    age: `Du musst mindestens ${minimumMemberAge} Jahre alt sein.`,
    date: "Bitte gib ein gültiges Datum ein.",
    phone: "Die Telefonnummer enthält ungültige Zeichen.",
    phoneCountryCode: "Bitte gib die Nummer mit Ländervorwahl an, zum Beispiel +49 761 1234567.",
    phoneDigits: "Die Telefonnummer muss mindestens 10 Ziffern haben.",
    phoneMissing: "Bitte gib mindestens eine Telefonnummer an.",
    email: "Bitte gib eine gültige E-Mail-Adresse ein.",
    entryDate: "Das Eintrittsdatum muss der 1. eines Monats sein, frühestens im nächsten Monat.",
    country: "Bitte wähle ein Land aus der Liste.",
    tooLong: (max) => `Bitte gib höchstens ${max} Zeichen ein.`,
    controlCharacters: "Dieses Feld enthält unzulässige Steuerzeichen.",
    invalidCharacters: "Dieses Feld enthält ungültige Zeichen.",
  },
};
