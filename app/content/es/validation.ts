import { sponsorshipAmount } from "~/domain/fees";
import { minimumMemberAge } from "~/domain/forms/dates";
import { formatNumber } from "~/domain/numbers";
import type { TextField, ValidationMessages } from "~/content/types/validation";

/** How a message names a field, with its article; feminine nouns take feminine adjectives. */
const nouns: Record<TextField, { noun: string; feminine?: true }> = {
  dog: { noun: "El perro" },
  dogName: { noun: "El nombre del perro" },
  dogId: { noun: "El identificador del perro" },
  name: { noun: "El nombre" },
  yourName: { noun: "El nombre" },
  email: { noun: "El correo electrónico" },
  phone: { noun: "El teléfono" },
  address: { noun: "La dirección", feminine: true },
  zipCode: { noun: "El código postal" },
  livingSituation: { noun: "La situación de vivienda", feminine: true },
  experience: { noun: "La experiencia", feminine: true },
  existingPets: { noun: "La información sobre tus mascotas", feminine: true },
  availability: { noun: "La disponibilidad", feminine: true },
  message: { noun: "El mensaje" },
};

const noun = (field: TextField) => nouns[field].noun;
const ending = (field: TextField) => (nouns[field].feminine ? "a" : "o");

export const validation: ValidationMessages = {
  required: (field) => `${noun(field)} es obligatori${ending(field)}`,
  tooShort: (field, min) => `${noun(field)} debe tener al menos ${min} caracteres`,
  tooLong: (field, max) => `${noun(field)} no puede tener más de ${max} caracteres`,
  controlCharacters: (field) => `${noun(field)} contiene caracteres de control no permitidos`,
  invalidCharacters: (field) => `${noun(field)} contiene caracteres no válidos`,
  notText: (field) => `${noun(field)} debe ser un texto`,
  email: "Dirección de correo electrónico no válida",
  privacy: "Debes aceptar la política de privacidad",
  honeypot: "No se pudo enviar el formulario",
  invalidChoice: "Selección no válida",
  amount: {
    required: "La cantidad es obligatoria",
    notNumber: "La cantidad debe ser un número",
    min: `La cantidad debe ser de al menos ${sponsorshipAmount.min} €`,
    max: `La cantidad no puede superar los ${formatNumber(sponsorshipAmount.max, "es")} €`,
    whole: "La cantidad debe ser un número entero de euros",
  },
  membership: {
    required: "Por favor, rellena todos los campos obligatorios.",
    missing: {
      salutation: "Por favor, elige un tratamiento.",
      firstName: "Por favor, indica tu nombre.",
      lastName: "Por favor, indica tus apellidos.",
      birthday: "Por favor, indica tu fecha de nacimiento.",
      street: "Por favor, indica tu calle y número.",
      postalCode: "Por favor, indica tu código postal.",
      city: "Por favor, indica tu localidad.",
      country: "Por favor, elige tu país.",
      email: "Por favor, indica tu correo electrónico.",
      entryDate: "Por favor, elige el mes en que empieza tu membresía.",
      paymentInterval: "Por favor, elige una forma de pago.",
    },
    membershipType: "Por favor, selecciona un tipo de membresía.",
    age: `Debes tener al menos ${minimumMemberAge} años.`,
    date: "Por favor, introduce una fecha válida.",
    phone: "El número de teléfono contiene caracteres no válidos.",
    phoneCountryCode: "Indica el número con el prefijo internacional, por ejemplo +34 600 123 456.",
    phoneDigits: "El número de teléfono debe tener al menos 10 cifras.",
    phoneMissing: "Por favor, indica al menos un número de teléfono.",
    email: "Por favor, introduce una dirección de correo electrónico válida.",
    entryDate: "La fecha de alta debe ser el día 1 de un mes, como pronto el mes que viene.",
    country: "Por favor, elige un país de la lista.",
    tooLong: (max) => `Por favor, introduce como máximo ${max} caracteres.`,
    controlCharacters: "Este campo contiene caracteres de control no permitidos.",
    invalidCharacters: "Este campo contiene caracteres no válidos.",
  },
};
