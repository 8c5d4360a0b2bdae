import type { Locale } from "~/i18n/locale";
import type { DogFormsText } from "~/content/forms";

/** The dog page's form area: the choice, the adoption and the sponsorship request. */
const de: DogFormsText = {
  dogRequest: {
    heading: "Anfrage für {name}",
    intro: "Schick uns deine Anfrage – wir melden uns schnellstmöglich bei dir.",
    choiceLabel: "Was möchtest du tun?",
    choice: { adoption: "Adoptieren", sponsorship: "Pate werden" },
    query: { name: "anfrage", adoption: "adoption", sponsorship: "patenschaft" },
    processText: "Wie läuft eine Adoption ab?",
    processLink: "Mehr zum Adoptionsablauf",
    dogQuery: "hund",
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
      custom: "Anderer Betrag (ab 10 €)",
      publishName: "Meinen Namen als Pate oder Patin auf der Website nennen",
    },
    amountHint: "Wähle einen Betrag oder gib einen eigenen ein.",
    perMonth: "{amount} im Monat",
    customHint: "Ganze Euro, von 10 € bis 10.000 €.",
    submit: "Patenschaft anfragen",
    success: {
      heading: "Anfrage gesendet!",
      text: "Vielen Dank! Wir haben deine Anfrage erhalten und melden uns bei dir.",
      again: "Neue Anfrage senden",
    },
    error: "Fehler beim Senden. Bitte versuche es später erneut.",
  },
};

const es: DogFormsText = {
  dogRequest: {
    heading: "Solicitud para {name}",
    intro: "Envíanos tu solicitud y nos pondremos en contacto contigo lo antes posible.",
    choiceLabel: "¿Qué te gustaría hacer?",
    choice: { adoption: "Adoptar", sponsorship: "Apadrinar" },
    query: { name: "solicitud", adoption: "adopcion", sponsorship: "apadrinamiento" },
    processText: "¿Cómo funciona una adopción?",
    processLink: "Más sobre el proceso de adopción",
    dogQuery: "perro",
  },
  adoption: {
    labels: {
      dog: "Perro",
      name: "Tu nombre",
      email: "Correo electrónico",
      phone: "Teléfono",
      livingSituation: "Situación de vivienda",
      experience: "Experiencia con perros",
      message: "Mensaje",
    },
    hints: {
      livingSituation: "Piso o casa, jardín, con quién vives, ¿hay otros animales?",
      experience: "¿Has tenido perros antes? ¿Conoces perros de protectora?",
      message: "¿Por qué encaja este perro contigo? Al menos 20 caracteres.",
    },
    submit: "Enviar solicitud de adopción",
    success: {
      heading: "¡Solicitud enviada!",
      text: "Tu solicitud de adopción se ha enviado correctamente. Nos pondremos en contacto contigo lo antes posible.",
      again: "Enviar otra solicitud",
    },
    error: "Hubo un problema al enviar tu solicitud. Por favor, inténtalo de nuevo.",
  },
  sponsorship: {
    intro: "Con un apadrinamiento cubres cada mes una parte de los gastos de comida y veterinario.",
    labels: {
      dogName: "Perro",
      yourName: "Tu nombre",
      email: "Correo electrónico",
      amount: "Cantidad mensual",
      custom: "Otra cantidad (desde 10 €)",
      publishName: "Publicar mi nombre como padrino o madrina en la web",
    },
    amountHint: "Elige una cantidad o introduce la tuya.",
    perMonth: "{amount} al mes",
    customHint: "Euros enteros, de 10 € a 10.000 €.",
    submit: "Solicitar apadrinamiento",
    success: {
      heading: "¡Solicitud enviada!",
      text: "¡Muchas gracias! Hemos recibido tu solicitud y nos pondremos en contacto contigo.",
      again: "Enviar otra solicitud",
    },
    error: "Error al enviar. Por favor, inténtalo de nuevo más tarde.",
  },
};

export const dogFormsText: Record<Locale, DogFormsText> = { de, es };
