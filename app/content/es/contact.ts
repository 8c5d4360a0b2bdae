import type { ContactPageText } from "~/content/types/contact";

export const contact: ContactPageText = {
  optionsHeading: "Cómo contactarnos",
  optionsIntro: "Escríbenos, llámanos o mándanos un WhatsApp: te responderemos lo antes posible.",
  options: { email: "Correo electrónico", phone: "Teléfono", whatsapp: "WhatsApp" },
  socialHeading: "Síguenos",
  formAnchor: "mensaje",
  formHeading: "Escríbenos un mensaje",
  formIntro: "Normalmente respondemos en pocos días.",
};
