import type { Locale } from "~/i18n/locale";

/** The `error` texts of refused or failed submissions, in the request's language. */
export const outcomeMessages = {
  de: {
    honeypot: "Formular konnte nicht gesendet werden",
    rateLimited: "Zu viele Anfragen in kurzer Zeit. Bitte versuche es in ein paar Minuten erneut.",
    unavailable:
      "Deine Anfrage konnte gerade nicht gespeichert werden und wurde nicht gesendet. Bitte versuche es später erneut.",
  },
  es: {
    honeypot: "No se pudo enviar el formulario",
    rateLimited: "Demasiadas solicitudes en poco tiempo. Por favor, inténtalo de nuevo en unos minutos.",
    unavailable:
      "No hemos podido guardar tu solicitud en este momento y no se ha enviado. Por favor, inténtalo de nuevo más tarde.",
  },
} as const satisfies Record<Locale, Record<string, string>>;
