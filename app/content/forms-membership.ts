import type { MembershipStep, StepProblem } from "~/domain/forms/membership-wizard";
import type { membershipTypes, paymentIntervals, salutations } from "~/domain/forms/membership-schema";
import type { Locale } from "~/i18n/locale";
import type { FormPanelText } from "./forms";

type Field = { label: string; hint?: string };
type Notice = { title: string; text?: string };

/** The four-step membership application (spec 2 sections 3, 4, 5 and 8). */
export type MembershipFormText = {
  /** The form card's anchor (the view scrolls there after sending). */
  cardId: string;
  /** 'Schritt 2 von 4'. */
  /** "{step}" and "{count}" are filled in. */
  stepOf: string;
  steps: Record<MembershipStep, string>;
  /** The step indicator's name. */
  progress: string;
  /** Options in the order they show; every value of the schema's list needs one. */
  membershipType: {
    legend: string;
    options: Record<(typeof membershipTypes)[number], { label: string; text: string }>;
  };
  salutation: { legend: string; options: Record<(typeof salutations)[number], string> };
  firstName: Field;
  lastName: Field;
  birthday: Field;
  facebookUsername: Field;
  street: Field;
  addressAddition: Field;
  postalCode: Field;
  city: Field;
  country: Field & { choose: string; others: string };
  email: Field;
  phone: Field;
  mobile: Field;
  /** Explains the 'at least one number' rule above the two phone fields. */
  phones: string;
  /** The hint names the format for browsers without a month picker, which show a text field. */
  entryDate: Field;
  paymentInterval: { legend: string; options: Record<(typeof paymentIntervals)[number], string> };
  summary: { heading: string; type: string; name: string; email: string };
  next: string;
  back: string;
  submit: string;
  /** The destructive toast of a refused step; a notice without text shows the field's message. */
  problems: Record<StepProblem, Notice>;
  /** The toast's title when the final check of the whole application fails. */
  submitProblem: string;
  /** Its text when required fields are empty (spec 2 section 5); 'before you continue' is for Next. */
  submitMissing: string;
  success: FormPanelText;
  /** The error panel's text (spec 2 section 8); heading and retry button are the kit's. */
  error: string;
};

const de: MembershipFormText = {
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
    options: {
      monthly: "monatlich",
      quarterly: "vierteljährlich",
      biannual: "halbjährlich",
      annual: "jährlich",
    },
  },
  summary: { heading: "Deine Angaben", type: "Mitgliedsart", name: "Name", email: "E-Mail" },
  next: "Weiter",
  back: "Zurück",
  submit: "Antrag absenden",
  problems: {
    membershipType: { title: "Fehlende Angaben", text: "Bitte wähle eine Mitgliedsvariante." },
    missing: { title: "Fehlende Angaben", text: "Bitte fülle alle Pflichtfelder aus, bevor du fortfährst." },
    birthday: { title: "Ungültiges Geburtsdatum" },
    phoneMissing: { title: "Fehlende Telefonnummer" },
    phoneInvalid: { title: "Ungültige Telefonnummer" },
    mobileInvalid: { title: "Ungültige Mobilnummer" },
    emailInvalid: { title: "Ungültige E-Mail" },
    invalid: { title: "Ungültige Angaben" },
  },
  submitProblem: "Fehler",
  submitMissing: "Bitte fülle alle Pflichtfelder aus.",
  success: {
    heading: "Mitgliedschaftsantrag gesendet!",
    text: "Vielen Dank für deinen Antrag! Wir prüfen ihn und melden uns per E-Mail bei dir. Schön, dass du unsere Hunde unterstützt.",
    again: "Neuer Antrag",
  },
  error: "Es gab ein Problem beim Senden deiner Anfrage. Bitte versuche es später erneut.",
};

const es: MembershipFormText = {
  cardId: "solicitud-de-socio",
  stepOf: "Paso {step} de {count}",
  steps: { 1: "Tipo de membresía", 2: "Datos personales", 3: "Dirección y contacto", 4: "Forma de pago" },
  progress: "Progreso de la solicitud",
  membershipType: {
    legend: "¿Cómo quieres hacerte socio?",
    options: {
      active: {
        label: "Socio activo",
        text: "Tienes derecho a voto en la asamblea de socios y asumes una tarea en la asociación, por ejemplo como casa de acogida o en la organización de traslados.",
      },
      supporting: {
        label: "Socio colaborador",
        text: "Ayudas a nuestros perros con tu cuota periódica, sin derecho a voto y sin más compromisos.",
      },
    },
  },
  salutation: { legend: "Tratamiento", options: { female: "Sra.", male: "Sr." } },
  firstName: { label: "Nombre" },
  lastName: { label: "Apellidos" },
  birthday: { label: "Fecha de nacimiento", hint: "Para hacerte socio debes tener al menos 18 años." },
  facebookUsername: { label: "Nombre en Facebook", hint: "Para encontrarte en nuestro grupo de Facebook." },
  street: { label: "Calle y número" },
  addressAddition: { label: "Información adicional", hint: "Por ejemplo piso, puerta o escalera." },
  postalCode: { label: "Código postal" },
  city: { label: "Localidad" },
  country: { label: "País", choose: "Selecciona un país", others: "Otros países" },
  email: { label: "Correo electrónico" },
  phone: { label: "Teléfono" },
  mobile: { label: "Móvil" },
  phones:
    "Indica al menos un número de teléfono, con prefijo internacional y al menos 10 cifras, por ejemplo +34 600 123 456.",
  entryDate: {
    label: "Fecha de alta",
    hint: "Tu membresía empieza el día 1 del mes elegido, como pronto el mes que viene (formato AAAA-MM).",
  },
  paymentInterval: {
    legend: "Forma de pago",
    options: {
      monthly: "mensual",
      quarterly: "trimestral",
      biannual: "semestral",
      annual: "anual",
    },
  },
  summary: { heading: "Tus datos", type: "Tipo de membresía", name: "Nombre", email: "Correo electrónico" },
  next: "Siguiente",
  back: "Atrás",
  submit: "Enviar solicitud",
  problems: {
    membershipType: { title: "Faltan datos", text: "Por favor, selecciona un tipo de membresía." },
    missing: {
      title: "Faltan datos",
      text: "Por favor, rellena todos los campos obligatorios antes de continuar.",
    },
    birthday: { title: "Fecha de nacimiento no válida" },
    phoneMissing: { title: "Falta el número de teléfono" },
    phoneInvalid: { title: "Número de teléfono no válido" },
    mobileInvalid: { title: "Número de móvil no válido" },
    emailInvalid: { title: "Correo electrónico no válido" },
    invalid: { title: "Datos no válidos" },
  },
  submitProblem: "Error",
  submitMissing: "Por favor, rellena todos los campos obligatorios.",
  success: {
    heading: "¡Solicitud de membresía enviada!",
    text: "¡Muchas gracias por tu solicitud! La revisaremos y te escribiremos por correo electrónico. Gracias por apoyar a nuestros perros.",
    again: "Nueva solicitud",
  },
  error: "Hubo un problema al enviar tu solicitud. Por favor, inténtalo de nuevo más tarde.",
};

export const membershipFormText = { de, es } as const satisfies Record<Locale, MembershipFormText>;
