import type { MailText } from "~/content/types/mail";

const contactLabels = { name: "Name", email: "E-Mail", phone: "Telefon", message: "Nachricht" };
const privacyAccepted = "Datenschutzerklärung akzeptiert";

export const mail: MailText = {
  heading: {
    adoption: "Neue Adoptionsanfrage",
    sponsorship: "Neue Patenschaftsanfrage",
    foster_home: "Neue Bewerbung als Pflegestelle",
    contact: "Neue Kontaktanfrage",
    membership: "Neuer Mitgliedsantrag",
  },
  subject: {
    adoption: (data) => `Adoptionsanfrage für ${data.dog} von ${data.name}`,
    sponsorship: (data) => `Patenschaftsanfrage für ${data.dogName} von ${data.yourName}`,
    foster_home: (data) => `Bewerbung als Pflegestelle von ${data.name}`,
    contact: (data) => `Kontaktanfrage von ${data.name}${data.dogName ? ` zu ${data.dogName}` : ""}`,
    membership: (data) => `Mitgliedsantrag von ${data.firstName} ${data.lastName}`,
  },
  intro: (replyTo) =>
    `Eingegangen über ein Formular der deutschen Website. Eine Antwort auf diese Mail geht direkt an ${replyTo}.`,
  recorded: {
    by: (name, channel) => `${name} hat diese Anfrage in der Verwaltung erfasst (${channel}).`,
    channels: {
      phone: "Telefon",
      whatsapp: "WhatsApp",
      event: "Veranstaltung",
      email: "E-Mail",
      other: "anderer Weg",
    },
    replyTo: (email) => `Eine Antwort auf diese Mail geht direkt an ${email}.`,
    noEmail: "Die Person hat keine E-Mail-Adresse angegeben: Eine Antwort auf diese Mail erreicht sie nicht.",
    phone: (phone) => `Telefonisch erreichbar unter ${phone}.`,
  },
  labels: {
    adoption: {
      ...contactLabels,
      dog: "Hund",
      livingSituation: "Wohnsituation",
      experience: "Erfahrung mit Hunden",
      privacyAccepted,
    },
    sponsorship: {
      dogName: "Hund",
      yourName: "Name",
      email: "E-Mail",
      amount: "Monatlicher Betrag",
      publishName: "Name veröffentlichen",
    },
    foster_home: {
      ...contactLabels,
      address: "Adresse",
      zipCode: "PLZ",
      experience: "Erfahrung mit Hunden",
      existingPets: "Vorhandene Haustiere",
      livingSituation: "Wohnsituation",
      availability: "Verfügbarkeit",
      privacyAccepted,
    },
    contact: { ...contactLabels, dogName: "Hund", privacyAccepted },
    membership: {
      membershipType: "Mitgliedschaft",
      salutation: "Anrede",
      firstName: "Vorname",
      lastName: "Nachname",
      birthday: "Geburtsdatum",
      facebookUsername: "Facebook-Name",
      street: "Straße und Hausnummer",
      addressAddition: "Adresszusatz",
      postalCode: "PLZ",
      city: "Ort",
      country: "Land",
      email: "E-Mail",
      phone: "Telefon",
      mobile: "Mobil",
      entryDate: "Eintrittsdatum",
      paymentInterval: "Zahlungsweise",
    },
  },
  choices: {
    membershipType: { active: "Aktives Mitglied", supporting: "Fördermitglied" },
    salutation: { female: "Frau", male: "Herr" },
    paymentInterval: {
      monthly: "monatlich",
      quarterly: "vierteljährlich",
      biannual: "halbjährlich",
      annual: "jährlich",
    },
  },
  yes: "Ja",
  no: "Nein",
  empty: "—",
  footer: (id, receivedAt) => `Anfrage-ID: ${id}\nEingegangen: ${receivedAt}`,
  openInBackOffice: "In der Verwaltung öffnen:",
  intlLocale: "de-DE",
  timeZone: "Europe/Berlin",
};
