import { adoptionWeeks } from "~/content/facts";
import type { ConfirmationText } from "~/content/types/confirmation";

export const confirmation: ConfirmationText = {
  subject: {
    adoption: "Hemos recibido tu solicitud de adopción",
    sponsorship: "Hemos recibido tu solicitud de apadrinamiento",
    foster_home: "Hemos recibido tu solicitud de casa de acogida",
    contact: "Hemos recibido tu mensaje",
    membership: "Hemos recibido tu solicitud de socio",
  },
  greeting: (firstName) => (firstName ? `Hola, ${firstName}:` : "Hola:"),
  received: {
    adoption: "¡Muchas gracias por tu solicitud de adopción! Nos ha llegado correctamente.",
    sponsorship:
      "¡Muchas gracias por querer apadrinar a uno de nuestros perros! Tu solicitud nos ha llegado correctamente.",
    foster_home: "¡Muchas gracias por querer ser casa de acogida! Tu solicitud nos ha llegado correctamente.",
    contact: "¡Muchas gracias por tu mensaje! Nos ha llegado correctamente.",
    membership: "¡Muchas gracias por querer hacerte socio! Tu solicitud nos ha llegado correctamente.",
  },
  nextHeading: "Próximos pasos",
  adoptionIntro: (stepCount) =>
    `Una adopción con nosotros tiene ${stepCount} pasos. El primero ya lo has dado: en los próximos días nos pondremos en contacto contigo. Desde el primer contacto hasta la recogida suelen pasar ${adoptionWeeks.spain.min}–${adoptionWeeks.spain.max} semanas.`,
  next: {
    sponsorship: [
      "En los próximos días nos pondremos en contacto contigo para hablar de todo lo relacionado con el apadrinamiento.",
      "Después te iremos contando cómo está tu ahijado.",
    ],
    foster_home: [
      "En los próximos días te llamaremos para conocerte.",
      "Después, una persona de nuestro equipo te visitará en casa y veremos juntos qué perro encaja contigo.",
      "Durante toda la acogida estaremos a tu lado, y nosotros cubrimos los gastos veterinarios.",
    ],
    contact: ["Leemos todos los mensajes y te responderemos lo antes posible, normalmente en pocos días."],
    membership: [
      "Revisaremos tu solicitud y te confirmaremos tu alta como socio por correo electrónico.",
      "Con la confirmación te contaremos también todo lo relativo a tu cuota.",
    ],
  },
  contactHeading: "Cómo contactarnos",
  contactLines: (contact) => [
    `Correo electrónico: ${contact.email} (o simplemente responde a este correo)`,
    `Teléfono: ${contact.phone}`,
    ...(contact.whatsapp ? [`WhatsApp: ${contact.whatsapp}`] : []),
  ],
  closing: "Un abrazo y hasta pronto,",
  signature: (organisationName) => `el equipo de ${organisationName}`,
  footer:
    "Este correo se ha enviado automáticamente porque alguien ha enviado una solicitud con esta dirección a través de nuestra web. ¿No has sido tú? Entonces puedes ignorar este correo o avisarnos.",
};
