import {
  formatEuro,
  membershipMinimumPerPayment,
  sponsorshipAmount,
  type MembershipPaymentInterval,
} from "~/domain/fees";
import { formatNumber } from "~/domain/numbers";
import type { FormsText } from "~/content/types/forms";
import { validation } from "./validation";

/** The least a member pays at a time in an interval, in this language ("15 €"). */
const minimumFee = (interval: MembershipPaymentInterval, locale: "de" | "es") =>
  formatEuro(membershipMinimumPerPayment(interval), locale);

export const forms: FormsText = {
  kit: {
    requiredNote: "Pflichtfelder sind mit * markiert.",
    optional: "(optional)",
    sending: "Wird gesendet …",
    errorHeading: "Fehler beim Senden",
    retry: "Erneut versuchen",
    rateLimited: "Zu viele Anfragen in kurzer Zeit. Bitte versuche es in ein paar Minuten erneut.",
    honeypotToast: validation.honeypot,
    honeypotLabel: "Website (bitte leer lassen)",
    privacy: {
      before: "Ich habe die ",
      link: "Datenschutzerklärung",
      after: " gelesen und bin mit der Verarbeitung meiner Angaben einverstanden.",
      newTab: "(öffnet in neuem Tab)",
    },
    privacyNote: {
      before: "Wie wir mit deinen Angaben umgehen, erklärt unsere ",
      link: "Datenschutzerklärung",
      after: ".",
    },
  },
  contact: {
    dogQuery: "hund",
    labels: { name: "Name", email: "E-Mail", phone: "Telefon", message: "Nachricht" },
    dogChip: "Hund: {name}",
    removeDog: "{name} aus der Nachricht entfernen",
    interest: "Du interessierst dich für {name}",
    interestText: "Deine Nachricht geht mit dem Hinweis auf {name} an uns.",
    submit: "Nachricht senden",
    success: {
      heading: "Nachricht gesendet!",
      text: "Vielen Dank für deine Nachricht. Wir melden uns schnellstmöglich bei dir.",
      again: "Neue Nachricht senden",
    },
    error: "Es gab ein Problem beim Senden deiner Nachricht. Bitte versuche es erneut.",
  },
  dog: {
    dogRequest: {
      heading: "Anfrage für {name}",
      intro: "Schick uns deine Anfrage – wir melden uns schnellstmöglich bei dir.",
      choiceLabel: "Was möchtest du tun?",
      choice: { adoption: "Adoptieren", sponsorship: "Pate werden" },
      query: { name: "anfrage", adoption: "adoption", sponsorship: "patenschaft" },
      processText: "Wie läuft eine Adoption ab?",
      processLink: "Mehr zum Adoptionsablauf",
      dogQuery: "hund",
      reserved:
        "{name} ist reserviert. Du kannst trotzdem anfragen: Wir melden uns, falls die Reservierung nicht zustande kommt, und schlagen dir sonst gern einen anderen Hund vor.",
    },
    adoption: {
      labels: {
        dog: "Hund",
        name: "Dein Name",
        email: "E-Mail",
        phone: "Telefon",
        livingSituation: "Wohnsituation",
        experience: "Erfahrung mit Hunden",
        message: "Nachricht",
      },
      hints: {
        livingSituation: "Wohnung oder Haus, Garten, wer lebt mit dir zusammen, gibt es weitere Tiere?",
        experience: "Hattest du schon Hunde? Kennst du Hunde aus dem Tierschutz?",
        message: "Warum passt dieser Hund zu dir? Mindestens 20 Zeichen.",
      },
      submit: "Adoptionsanfrage senden",
      success: {
        heading: "Anfrage gesendet!",
        text: "Deine Adoptionsanfrage wurde erfolgreich übermittelt. Wir melden uns schnellstmöglich bei dir.",
        again: "Neue Anfrage senden",
      },
      error: "Es gab ein Problem beim Senden deiner Anfrage. Bitte versuche es erneut.",
    },
    sponsorship: {
      intro: "Mit einer Patenschaft übernimmst du jeden Monat einen Teil der Kosten für Futter und Tierarzt.",
      labels: {
        dogName: "Hund",
        yourName: "Dein Name",
        email: "E-Mail",
        amount: "Monatlicher Betrag",
        custom: `Anderer Betrag (ab ${sponsorshipAmount.min} €)`,
        publishName: "Meinen Namen als Pate oder Patin auf der Website nennen",
      },
      amountHint: "Wähle einen Betrag oder gib einen eigenen ein.",
      perMonth: "{amount} im Monat",
      customHint: `Ganze Euro, von ${sponsorshipAmount.min} € bis ${formatNumber(sponsorshipAmount.max, "de")} €.`,
      submit: "Patenschaft anfragen",
      success: {
        heading: "Anfrage gesendet!",
        text: "Vielen Dank! Wir haben deine Anfrage erhalten und melden uns bei dir.",
        again: "Neue Anfrage senden",
      },
      error: "Fehler beim Senden. Bitte versuche es später erneut.",
    },
  },
  foster: {
    cardId: "bewerbungsformular",
    fields: {
      name: { label: "Name", placeholder: "Vor- und Nachname" },
      email: { label: "E-Mail" },
      phone: { label: "Telefon" },
      address: { label: "Adresse", placeholder: "Straße, Hausnummer, Ort" },
      zipCode: { label: "Postleitzahl" },
      experience: {
        label: "Deine Erfahrung mit Hunden",
        hint: "Hattest du schon Hunde, vielleicht auch Tierschutzhunde oder Pflegehunde?",
      },
      existingPets: {
        label: "Tiere in deinem Haushalt",
        hint: "Welche Tiere leben bei dir, und wie verstehen sie sich mit Hunden?",
      },
      livingSituation: {
        label: "Deine Wohnsituation",
        hint: "Haus oder Wohnung, Garten, wer lebt mit dir, wie lange ist der Hund allein?",
      },
      availability: {
        label: "Deine Verfügbarkeit",
        hint: "Ab wann und wie lange kannst du einen Hund aufnehmen? Ein Aufenthalt dauert meist 4 bis 6 Wochen.",
      },
      message: {
        label: "Warum möchtest du Pflegestelle werden?",
        hint: "Erzähl uns ein wenig von dir (mindestens 20 Zeichen).",
      },
    },
    submit: "Bewerbung absenden",
    success: {
      heading: "Bewerbung gesendet!",
      text: "Vielen Dank für deine Bewerbung als Pflegestelle. Wir melden uns in den nächsten Tagen bei dir, um ein erstes Kennenlerngespräch zu vereinbaren.",
      again: "Zurück zum Formular",
    },
    error: "Es gab ein Problem beim Senden deiner Bewerbung. Bitte versuche es erneut.",
  },
  membership: {
    cardId: "mitgliedsantrag",
    stepOf: "Schritt {step} von {count}",
    steps: { 1: "Mitgliedsart", 2: "Persönliche Daten", 3: "Adresse und Kontakt", 4: "Zahlungsweise" },
    progress: "Fortschritt des Antrags",
    membershipType: {
      legend: "Wie möchtest du Mitglied werden?",
      options: {
        active: {
          label: "Aktives Mitglied",
          text: "Du hast Stimmrecht in der Mitgliederversammlung und übernimmst eine Aufgabe im Verein, zum Beispiel als Pflegestelle oder bei der Organisation von Transporten.",
        },
        supporting: {
          label: "Fördermitglied",
          text: "Du hilfst unseren Hunden mit deinem regelmäßigen Beitrag – ohne Stimmrecht und ohne weitere Verpflichtungen.",
        },
      },
    },
    salutation: { legend: "Anrede", options: { female: "Frau", male: "Herr" } },
    firstName: { label: "Vorname" },
    lastName: { label: "Nachname" },
    birthday: { label: "Geburtsdatum", hint: "Mitglied werden kannst du ab 18 Jahren." },
    facebookUsername: { label: "Facebook-Name", hint: "Damit wir dich in unserer Facebook-Gruppe finden." },
    street: { label: "Straße und Hausnummer" },
    addressAddition: { label: "Adresszusatz", hint: "Zum Beispiel c/o, Etage oder Hinterhaus." },
    postalCode: { label: "Postleitzahl" },
    city: { label: "Ort" },
    country: { label: "Land", choose: "Bitte wählen", others: "Weitere Länder" },
    email: { label: "E-Mail" },
    phone: { label: "Telefon" },
    mobile: { label: "Mobil" },
    phones:
      "Gib mindestens eine Telefonnummer an, mit Ländervorwahl und mindestens 10 Ziffern, zum Beispiel +49 761 1234567.",
    entryDate: {
      label: "Eintrittsdatum",
      hint: "Deine Mitgliedschaft beginnt am 1. des gewählten Monats, frühestens im nächsten Monat (Format JJJJ-MM).",
    },
    paymentInterval: {
      legend: "Zahlungsweise",
      hint: `Der Beitrag beträgt ab ${minimumFee("monthly", "de")} im Monat; du kannst gern mehr geben. Du zahlst ihn per Dauerauftrag oder Überweisung auf unser Vereinskonto – die Kontodaten schicken wir dir mit der Bestätigung deiner Mitgliedschaft.`,
      options: {
        monthly: `monatlich (ab ${minimumFee("monthly", "de")})`,
        quarterly: `vierteljährlich (ab ${minimumFee("quarterly", "de")})`,
        biannual: `halbjährlich (ab ${minimumFee("biannual", "de")})`,
        annual: `jährlich (ab ${minimumFee("annual", "de")})`,
      },
    },
    summary: { heading: "Deine Angaben", type: "Mitgliedsart", name: "Name", email: "E-Mail" },
    next: "Weiter",
    back: "Zurück",
    submit: "Antrag absenden",
    problems: {
      membershipType: { title: "Fehlende Angaben", text: validation.membership.membershipType },
      missing: {
        title: "Fehlende Angaben",
        text: "Bitte fülle alle Pflichtfelder aus, bevor du fortfährst.",
      },
      birthday: { title: "Ungültiges Geburtsdatum" },
      phoneMissing: { title: "Fehlende Telefonnummer" },
      phoneInvalid: { title: "Ungültige Telefonnummer" },
      mobileInvalid: { title: "Ungültige Mobilnummer" },
      emailInvalid: { title: "Ungültige E-Mail" },
      invalid: { title: "Ungültige Angaben" },
    },
    submitProblem: "Fehler",
    submitMissing: validation.membership.required,
    success: {
      heading: "Mitgliedschaftsantrag gesendet!",
      text: "Vielen Dank für deinen Antrag! Wir prüfen ihn und melden uns per E-Mail bei dir. Schön, dass du unsere Hunde unterstützt.",
      again: "Neuer Antrag",
    },
    error: "Es gab ein Problem beim Senden deiner Anfrage. Bitte versuche es später erneut.",
  },
};
