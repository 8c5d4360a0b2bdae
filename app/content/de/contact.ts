import type { ContactPageText } from "~/content/types/contact";

export const contact: ContactPageText = {
  optionsHeading: "So erreichst du uns",
  optionsIntro:
    "Schreib uns, ruf an oder schick uns eine WhatsApp-Nachricht – wir melden uns so schnell wie möglich.",
  options: { email: "E-Mail", phone: "Telefon", whatsapp: "WhatsApp" },
  socialHeading: "Folge uns",
  formAnchor: "nachricht",
  formHeading: "Schreib uns eine Nachricht",
  formIntro: "Wir antworten in der Regel innerhalb weniger Tage.",
};
