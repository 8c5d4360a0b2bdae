import type { Locale } from "~/i18n/locale";
import type { FormPanelText } from "./forms";

type Field = { label: string; hint?: string; placeholder?: string };

/** The foster-home application form (spec 2 sections 3, 4, 5 and 8). */
export type FosterFormText = {
  /** The form card's anchor (the view scrolls there after sending). */
  cardId: string;
  fields: {
    name: Field;
    email: Field;
    phone: Field;
    address: Field;
    zipCode: Field;
    experience: Field;
    existingPets: Field;
    livingSituation: Field;
    availability: Field;
    message: Field;
  };
  submit: string;
  success: FormPanelText;
  /** The error panel's text (spec 2 section 8); heading and retry button are the kit's. */
  error: string;
};

const de: FosterFormText = {
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
};

const es: FosterFormText = {
  cardId: "formulario-de-solicitud",
  fields: {
    name: { label: "Nombre", placeholder: "Nombre y apellidos" },
    email: { label: "Correo electrónico" },
    phone: { label: "Teléfono" },
    address: { label: "Dirección", placeholder: "Calle, número, localidad" },
    zipCode: { label: "Código postal" },
    experience: {
      label: "Tu experiencia con perros",
      hint: "¿Has tenido perros antes, quizá también perros rescatados o de acogida?",
    },
    existingPets: {
      label: "Animales en tu hogar",
      hint: "¿Qué animales viven contigo y cómo se llevan con los perros?",
    },
    livingSituation: {
      label: "Tu situación de vivienda",
      hint: "Casa o piso, jardín, con quién vives, cuánto tiempo se quedaría solo el perro.",
    },
    availability: {
      label: "Tu disponibilidad",
      hint: "¿Desde cuándo y durante cuánto tiempo puedes acoger a un perro? Una acogida suele durar de 4 a 6 semanas.",
    },
    message: {
      label: "¿Por qué quieres ser casa de acogida?",
      hint: "Cuéntanos un poco sobre ti (al menos 20 caracteres).",
    },
  },
  submit: "Enviar solicitud",
  success: {
    heading: "¡Solicitud enviada!",
    text: "Muchas gracias por tu solicitud como casa de acogida. Nos pondremos en contacto contigo en los próximos días para una primera conversación.",
    again: "Volver al formulario",
  },
  error: "Hubo un problema al enviar tu solicitud. Por favor, inténtalo de nuevo.",
};

export const fosterFormText = { de, es } as const satisfies Record<Locale, FosterFormText>;
