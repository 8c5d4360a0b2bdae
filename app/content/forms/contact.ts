import type { Locale } from "~/i18n/locale";
import type { ContactFormText } from "~/content/forms";

/** The contact form: on the contact page and as the adoption page's general contact form. */
export const contactFormText: Record<Locale, ContactFormText> = {
  de: {
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
  es: {
    dogQuery: "perro",
    labels: { name: "Nombre", email: "Correo electrónico", phone: "Teléfono", message: "Mensaje" },
    dogChip: "Perro: {name}",
    removeDog: "Quitar a {name} del mensaje",
    interest: "Te interesa {name}",
    interestText: "Tu mensaje nos llegará con la referencia a {name}.",
    submit: "Enviar mensaje",
    success: {
      heading: "¡Mensaje enviado!",
      text: "Gracias por tu mensaje. Te responderemos lo antes posible.",
      again: "Enviar otro mensaje",
    },
    error: "Hubo un problema al enviar tu mensaje. Por favor, inténtalo de nuevo.",
  },
};
