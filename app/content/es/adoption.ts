import { adoptionStepCount, adoptionWeeks } from "~/content/facts";
import { faqAnchor } from "~/content/shapes";
import type { AdoptionContent } from "~/content/types/adoption";
import { formattedAdoptionFee } from "~/domain/fees";

const fee = formattedAdoptionFee("es");
const weeks = adoptionWeeks.spain;

export const adoption: AdoptionContent = {
  heroFacts: [
    { value: String(adoptionStepCount), label: "pasos hasta tu perro" },
    { value: `${weeks.min}–${weeks.max} semanas`, label: "desde el primer contacto hasta la recogida" },
    { value: fee, label: "cuota de adopción" },
  ],
  steps: {
    heading: "Paso a paso hasta tu perro",
    intro: "Así te acompañamos, desde el primer flechazo hasta mucho después de la llegada a casa.",
    stepLabel: "Paso",
    idPrefix: "paso",
    items: [
      {
        title: "Encuentra a tu perro",
        text: [
          [
            "Echa un vistazo con calma a ",
            { text: "nuestros perros", to: { route: "dogs" } },
            ". Cada ficha te cuenta cómo es el perro, cómo se lleva con otros perros, con gatos y con niños, y dónde vive ahora.",
          ],
        ],
      },
      {
        title: "Primer contacto",
        text: [
          "Escríbenos por correo electrónico o por WhatsApp qué perro te interesa y cuéntanos un poco sobre ti: tu vivienda, tu día a día, tu experiencia con perros. Respondemos a tus preguntas y te decimos con sinceridad si el perro encaja en tu vida.",
        ],
      },
      {
        title: "Control previo y primer encuentro",
        text: [
          [
            "Si todo encaja por ambas partes, una persona de nuestro equipo te visita en casa. En este control previo nos conocemos en persona y vemos juntos si el perro y tu hogar están hechos el uno para el otro. ",
            { text: "Así es el control previo", to: faqAnchor("control-previo") },
          ],
        ],
      },
      {
        title: "Contrato de adopción y cuota",
        text: [
          [
            `Después firmamos contigo un contrato de adopción que recoge los derechos del perro y nuestros compromisos mutuos. La cuota de adopción de ${fee} cubre la recogida en nuestras instalaciones de Benicarló y la atención veterinaria. Más sobre el `,
            { text: "contrato", to: faqAnchor("schutzvertrag") },
            " y los ",
            { text: "costes", to: faqAnchor("kosten") },
            ".",
          ],
        ],
      },
      {
        title: "Visita y recogida en Benicarló: el gran día",
        text: [
          "Acordamos contigo el día de la visita en nuestras instalaciones de Benicarló. Allí conoces a tu perro en persona, dais un paseo juntos y resolvemos tus últimas dudas.",
          "Si todo encaja, llega el gran día: tu perro se va contigo a casa.",
        ],
      },
      {
        title: "Entrega con pasaporte europeo",
        text: [
          "Te entregamos a tu perro con su pasaporte europeo para animales de compañía, en el que constan su número de microchip, sus vacunas y todos sus tratamientos. Además, te damos consejos para los primeros días en casa.",
        ],
      },
      {
        title: "Seguimiento y cambio de titular",
        text: [
          [
            "Comunica el cambio de titular en el registro de animales de compañía de tu comunidad autónoma (en la Comunitat Valenciana, el RIVIA) para que tu perro siempre pueda volver a ti gracias a su microchip. Después de la adopción seguimos a tu lado y, pasadas unas semanas, te contactamos para el ",
            { text: "seguimiento", to: faqAnchor("nachkontrolle") },
            ".",
          ],
        ],
      },
    ],
  },
  transparency: {
    heading: "Transparencia: así está atendido tu perro",
    intro: "Cada perro llega a su nueva familia sano, bien atendido y con toda la documentación en regla.",
    items: [
      {
        icon: "medical",
        title: "Vacunado según la normativa europea",
        text: "La rabia y las vacunas básicas habituales, todo anotado en su pasaporte europeo.",
      },
      {
        icon: "chip",
        title: "Con microchip y registrado",
        text: "Cada perro lleva microchip y está registrado, para que siempre se pueda identificar sin lugar a dudas.",
      },
      {
        icon: "shield",
        title: "Con pruebas y esterilizado a partir de 1 año",
        text: "A partir de un año aproximadamente, los perros se someten a las pruebas de enfermedades mediterráneas y, por lo general, se esterilizan. Los cachorros aún no están esterilizados.",
      },
    ],
    fee: {
      heading: "La cuota de adopción",
      amount: fee,
      intro: `La cuota de adopción es de ${fee}, en un único pago. Cubre:`,
      covers: [
        "la recogida en nuestras instalaciones de Benicarló",
        "la atención veterinaria: vacunas, microchip, pruebas y, a partir de un año aproximadamente, la esterilización",
        "el pasaporte europeo y toda la documentación",
      ],
      note: "La cuota no es un precio de venta: cubre parte de nuestros gastos y protege a los perros de adopciones impulsivas.",
    },
  },
  faq: {
    heading: "Preguntas frecuentes sobre la adopción",
    intro: [
      "Las respuestas más importantes de un vistazo. Encontrarás muchas más en nuestras ",
      { text: "preguntas frecuentes", to: { route: "faq" } },
      ".",
    ],
    ids: [
      "wartezeit",
      "kosten",
      "vorkontrolle",
      "schutzvertrag",
      "kennenlernen",
      "uebergabe",
      "entfernung",
      "gesundheit",
      "mittelmeercheck",
      "welpen",
      "rueckgabe",
      "folgekosten",
    ],
  },
  contact: {
    anchor: "kontakt",
    heading: "¿Tienes preguntas sobre la adopción? Escríbenos",
    intro:
      "¿Te has enamorado de un perro o primero quieres saber más? Envíanos un mensaje y te responderemos personalmente.",
    fallback: "Escríbenos un correo, llámanos o envíanos un WhatsApp: te responderemos lo antes posible.",
    privacy: {
      before: "Te explicamos cómo tratamos tus datos en nuestra ",
      link: "política de privacidad",
      newTab: "(se abre en una pestaña nueva)",
      after: ".",
    },
  },
};
