import type { FormType } from "~/domain/forms/form-types";

/** 'Today' for the examples below (membership dates depend on it). */
export const exampleToday = "2026-05-15";

/** A valid request of each kind, as a visitor would send it. */
export const exampleRequests: Record<FormType, Record<string, unknown>> = {
  adoption: {
    dog: "Luna",
    name: "Maria Müller",
    email: "maria@example.org",
    phone: "+49 170 1234567",
    livingSituation: "Haus mit Garten am Stadtrand",
    experience: "Zwei Hunde aus dem Tierschutz",
    message: "Wir würden Luna gerne kennenlernen.\nAm liebsten am Wochenende.",
    privacyAccepted: true,
    website: "",
  },
  sponsorship: {
    dogName: "Rex",
    yourName: "José Pérez",
    email: "jose@example.es",
    amount: 20,
    publishName: true,
  },
  foster_home: {
    name: "Anna Schmidt",
    email: "anna@example.org",
    phone: "0761 123456",
    address: "Hauptstraße 1",
    zipCode: "79098",
    experience: "Seit zehn Jahren mit Hunden",
    existingPets: "Eine Katze",
    livingSituation: "Wohnung mit Balkon, 80 m²",
    availability: "Ab sofort, sechs Wochen",
    message: "Ich möchte gerne einem Hund helfen.",
    privacyAccepted: "on",
    website: "",
  },
  contact: {
    dogName: "Bella",
    name: "Lucía García",
    email: "lucia@example.es",
    phone: "",
    message: "Una pregunta sobre el apadrinamiento, por favor.",
    privacyAccepted: "true",
    website: "",
  },
  membership: {
    membershipType: "supporting",
    salutation: "female",
    firstName: "Carmen",
    lastName: "Ruiz",
    birthday: "1990-04-03",
    facebookUsername: "carmen.ruiz",
    street: "Calle Mayor 5",
    addressAddition: "2º B",
    postalCode: "12580",
    city: "Benicarló",
    country: "ES",
    email: "carmen@example.es",
    phone: "",
    mobile: "+34 600 123 456",
    entryDate: "2026-06-01",
    paymentInterval: "quarterly",
  },
};
