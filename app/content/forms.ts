import type { Locale } from "~/i18n/locale";

/**
 * Texts of the request forms (spec 1 sections 2.7, 4, 5, 8; spec 2 sections 2, 4, 5, 8), typed
 * and in both languages: the form kit's own words here, the dog page's forms and the contact form
 * in ./forms/ (separate modules, so a page's JavaScript carries only the texts of its own forms).
 * Placeholders in braces are filled with `fill` (app/i18n/format.ts). Validation messages live
 * with the schemas (app/domain/forms/validation-messages-*.ts), so client and server say the same.
 */
export type FormPanelText = { heading: string; text: string; again: string };

export type FormKitText = {
  requiredNote: string;
  optional: string;
  sending: string;
  /** The error panel (spec 1 section 8): heading, retry button; the text is the form's own. */
  errorHeading: string;
  retry: string;
  rateLimited: string;
  honeypotToast: string;
  honeypotLabel: string;
  privacy: { before: string; link: string; after: string; newTab: string };
};

export type DogFormsText = {
  dogRequest: {
    heading: string;
    intro: string;
    choiceLabel: string;
    choice: { adoption: string; sponsorship: string };
    /** The query parameter and its values that pick a form without JavaScript. */
    query: { name: string; adoption: string; sponsorship: string };
    processLink: string;
    processText: string;
    /** The adoption page's `?hund=` (`?perro=`), as the contact form reads it. */
    dogQuery: string;
  };
  adoption: {
    labels: {
      dog: string;
      name: string;
      email: string;
      phone: string;
      livingSituation: string;
      experience: string;
      message: string;
    };
    hints: { livingSituation: string; experience: string; message: string };
    submit: string;
    success: FormPanelText;
    error: string;
  };
  sponsorship: {
    intro: string;
    labels: {
      dogName: string;
      yourName: string;
      email: string;
      amount: string;
      custom: string;
      publishName: string;
    };
    amountHint: string;
    perMonth: string;
    customHint: string;
    submit: string;
    success: FormPanelText;
    error: string;
  };
};

export type ContactPageText = {
  optionsHeading: string;
  optionsIntro: string;
  options: { email: string; phone: string; whatsapp: string };
  socialHeading: string;
  formHeading: string;
  formIntro: string;
};

export type ContactFormText = {
  /** `?hund=` / `?perro=`: the dog a message is about. */
  dogQuery: string;
  labels: { name: string; email: string; phone: string; message: string };
  dogChip: string;
  removeDog: string;
  interest: string;
  interestText: string;
  submit: string;
  success: FormPanelText;
  error: string;
};

export const formKitText: Record<Locale, FormKitText> = {
  de: {
    requiredNote: "Pflichtfelder sind mit * markiert.",
    optional: "(optional)",
    sending: "Wird gesendet …",
    errorHeading: "Fehler beim Senden",
    retry: "Erneut versuchen",
    rateLimited: "Zu viele Anfragen in kurzer Zeit. Bitte versuche es in ein paar Minuten erneut.",
    honeypotToast: "Formular konnte nicht gesendet werden",
    honeypotLabel: "Website (bitte leer lassen)",
    privacy: {
      before: "Ich habe die ",
      link: "Datenschutzerklärung",
      after: " gelesen und bin mit der Verarbeitung meiner Angaben einverstanden.",
      newTab: "(öffnet in neuem Tab)",
    },
  },
  es: {
    requiredNote: "Los campos obligatorios están marcados con *.",
    optional: "(opcional)",
    sending: "Enviando …",
    errorHeading: "Error al enviar",
    retry: "Intentar de nuevo",
    rateLimited: "Demasiadas solicitudes en poco tiempo. Por favor, inténtalo de nuevo en unos minutos.",
    honeypotToast: "No se pudo enviar el formulario",
    honeypotLabel: "Sitio web (déjalo vacío)",
    privacy: {
      before: "He leído la ",
      link: "política de privacidad",
      after: " y acepto el tratamiento de mis datos.",
      newTab: "(se abre en una pestaña nueva)",
    },
  },
};

export { dogFormsText } from "./forms/dog";
export { contactFormText } from "./forms/contact";
export { contactPageText } from "./forms/contact-page";
