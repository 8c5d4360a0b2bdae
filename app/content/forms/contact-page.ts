import type { Locale } from "~/i18n/locale";
import type { ContactPageText } from "~/content/forms";

/** The contact page around its form: the ways to reach the association and the social profiles. */
export const contactPageText: Record<Locale, ContactPageText> = {
  de: {
    optionsHeading: "So erreichst du uns",
    optionsIntro:
      "Schreib uns, ruf an oder schick uns eine WhatsApp-Nachricht – wir melden uns so schnell wie möglich.",
    options: { email: "E-Mail", phone: "Telefon", whatsapp: "WhatsApp" },
    socialHeading: "Folge uns",
    formHeading: "Schreib uns eine Nachricht",
    formIntro: "Wir antworten in der Regel innerhalb weniger Tage.",
  },
  es: {
    optionsHeading: "Cómo contactarnos",
    optionsIntro: "Escríbenos, llámanos o mándanos un WhatsApp: te responderemos lo antes posible.",
    options: { email: "Correo electrónico", phone: "Teléfono", whatsapp: "WhatsApp" },
    socialHeading: "Síguenos",
    formHeading: "Escríbenos un mensaje",
    formIntro: "Normalmente respondemos en pocos días.",
  },
};
