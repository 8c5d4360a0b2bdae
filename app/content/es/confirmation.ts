import { adoptionWeeks } from "~/content/facts";
import type { ConfirmationText } from "~/content/types/confirmation";

export const confirmation: ConfirmationText = {
  subject: {
    adoption: "Hemos recibido tu solicitud de adopción",
    sponsorship: "Hemos recibido tu solicitud de apadrinamiento",
    foster_home: "Hemos recibido tu solicitud de casa de acogida",
    contact: "Hemos recibido tu mensaje",
    membership: "Hemos recibido tu solicitud para formar parte de la asociación",
  },
  greeting: (name) => (name ? `Hola, ${name}:` : "Hola:"),
  received: {
    adoption: (dog) =>
      `¡Muchas gracias por tu solicitud ${dog ? `para adoptar a ${dog}` : "de adopción"}! Nos ha llegado correctamente.`,
    sponsorship: (dog) =>
      `¡Muchas gracias por querer apadrinar a ${dog ?? "uno de nuestros perros"}! Tu solicitud nos ha llegado correctamente.`,
    foster_home: () =>
      "¡Muchas gracias por querer ser casa de acogida! Tu solicitud nos ha llegado correctamente.",
    contact: (dog) =>
      `¡Muchas gracias por tu mensaje${dog ? ` sobre ${dog}` : ""}! Nos ha llegado correctamente.`,
    membership: () =>
      "¡Muchas gracias por querer formar parte de nuestra asociación! Tu solicitud nos ha llegado correctamente.",
  },
  nextHeading: "Próximos pasos",
  adoptionIntro: (stepCount, dog) =>
    `Una adopción con nosotros tiene ${stepCount} pasos. Los dos primeros ya los has dado: has encontrado ${dog ? `a ${dog}` : "un perro que te interesa"} y nos has escrito. Ahora leemos tu solicitud y en los próximos días nos pondremos en contacto contigo; si todo encaja por ambas partes, el siguiente paso es el control previo (paso 3). Desde el primer contacto hasta la recogida suelen pasar ${adoptionWeeks.spain.min}–${adoptionWeeks.spain.max} semanas.`,
  next: {
    sponsorship: [
      "En los próximos días nos pondremos en contacto contigo para hablar de todo lo relacionado con el apadrinamiento.",
      "Después te iremos contando cómo le va al perro que apadrinas.",
    ],
    foster_home: [
      "En los próximos días te llamaremos para conocerte.",
      "Después, una persona de nuestro equipo te visitará en casa y veremos contigo qué perro encaja mejor en tu hogar.",
      "Durante toda la acogida estaremos a tu lado, y nosotros cubrimos los gastos veterinarios.",
    ],
    contact: ["Leemos todos los mensajes y te responderemos lo antes posible, normalmente en pocos días."],
    membership: [
      "Revisaremos tu solicitud y te confirmaremos el alta en la asociación por correo electrónico.",
      "Con la confirmación te contaremos también todo lo relativo a tu cuota.",
    ],
  },
  sponsorshipPayment: {
    heading: "Cómo pagar el apadrinamiento",
    lines: ({ amount, dog, bank }) => [
      `Tu apadrinamiento${dog ? ` de ${dog}` : ""}: ${amount} al mes.`,
      "Lo más sencillo es programar en tu banco una transferencia periódica que envíe la cantidad cada mes a nuestra cuenta; hazlo, por favor, cuando te hayamos confirmado el apadrinamiento:",
      `Titular: ${bank.recipient}`,
      `IBAN: ${bank.iban}`,
      `BIC: ${bank.bic}`,
      `Concepto: ${dog ? `Apadrinamiento ${dog}` : "Apadrinamiento y el nombre del perro"}`,
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
