import { faqAnchor } from "~/content/shapes";
import { formattedAdoptionFee } from "~/domain/fees";
import type { AdoptionContent } from "../types/adoption";

const fee = formattedAdoptionFee("es");

export const adoption: AdoptionContent = {
  heroFacts: [
    { value: "7", label: "pasos hasta tu perro" },
    { value: "1–2 semanas", label: "desde el primer contacto hasta la recogida" },
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
    items: [
      {
        id: "faq-duracion",
        question: "¿Cuánto tarda una adopción?",
        answer: [
          "Normalmente pasan entre 1 y 2 semanas desde que nos escribes hasta que te llevas a tu perro a casa. En ese tiempo hacemos el control previo, firmamos el contrato de adopción y preparamos al perro para su nueva vida.",
        ],
      },
      {
        id: "faq-coste",
        question: "¿Cuánto cuesta adoptar?",
        answer: [
          `La cuota de adopción es de ${fee}. Incluye la recogida en nuestras instalaciones de Benicarló, la atención veterinaria (vacunas, microchip, pruebas y, a partir de un año aproximadamente, la esterilización) y el pasaporte europeo. No hay más gastos de adopción.`,
        ],
      },
      {
        id: "faq-control-previo",
        question: "¿En qué consiste el control previo?",
        answer: [
          "Una persona voluntaria de nuestro equipo te visita en casa el día que acordemos. Habláis de tu día a día, de tu experiencia con perros y del perro que te interesa, y veis juntos la vivienda y el entorno.",
          "No es un examen: solo queremos asegurarnos de que el perro y la familia encajan.",
        ],
      },
      {
        id: "faq-contrato",
        question: "¿Qué es el contrato de adopción?",
        answer: [
          "Con el contrato te comprometes a cuidar del perro de forma responsable, a darle atención veterinaria y a no cederlo a nadie sin hablarlo antes con nosotros. Nosotros nos comprometemos a acompañarte también después de la adopción y a buscarle un nuevo hogar si, a pesar de todo, no sale bien. Así, el contrato os da seguridad a ti y al perro.",
        ],
      },
      {
        id: "faq-visita",
        question: "¿Cómo es la visita en Benicarló?",
        answer: [
          "Quedamos contigo en nuestras instalaciones de Benicarló. Allí conoces a tu perro con calma, dais un paseo juntos y te contamos todo lo que sabemos de él: su carácter, sus costumbres y su salud. Si ya tienes perro, puede venir contigo para que se conozcan en terreno neutral.",
        ],
      },
      {
        id: "faq-recogida",
        question: "¿Qué tengo que llevar el día de la recogida?",
        answer: [
          "Trae un collar o un arnés bien ajustado, una correa y, si vienes en coche, un transportín o un cinturón de seguridad para perros. No olvides tu DNI o NIE para el contrato. Nosotros te damos el pasaporte europeo y consejos para los primeros días.",
        ],
      },
      {
        id: "faq-distancia",
        question: "¿Puedo adoptar si no vivo cerca de Benicarló?",
        answer: [
          "Sí, damos perros en adopción en toda España. La recogida, eso sí, se hace siempre en persona en Benicarló: así conoces a tu perro antes de llevártelo y te lo entregamos con toda la información. Buscamos juntos una fecha que te venga bien para el viaje.",
        ],
      },
      {
        id: "faq-salud",
        question: "¿Los perros están vacunados, con microchip y esterilizados?",
        answer: [
          "Sí. Todos los perros están vacunados según la normativa europea, llevan microchip y están registrados. A partir de un año aproximadamente se les hacen las pruebas de enfermedades mediterráneas y, por lo general, se esterilizan. Los cachorros aún no están esterilizados; en su caso, lo harás más adelante con tu veterinario.",
        ],
      },
      {
        id: "faq-mediterraneas",
        question: "¿Qué son las enfermedades mediterráneas?",
        answer: [
          "Son enfermedades que transmiten mosquitos y garrapatas en el sur de Europa, como la leishmaniosis, la ehrlichiosis, la babesiosis, la anaplasmosis o la dirofilariosis (gusano del corazón). Hacemos las pruebas a los perros a partir de un año aproximadamente y te informamos de cada resultado con total transparencia.",
          "Un resultado positivo no es motivo para descartar a un perro: con el tratamiento adecuado, muchos llevan una vida completamente normal.",
        ],
      },
      {
        id: "faq-cachorros",
        question: "¿Puedo adoptar un cachorro?",
        answer: [
          "Sí, también buscamos familia para cachorros. Ten en cuenta que todavía no están esterilizados, que algunas pruebas solo son fiables a partir de un año y que necesitan mucho tiempo, paciencia y educación.",
          "Una buena alternativa son los perros jóvenes de 6 a 12 meses: siguen siendo juguetones, pero ya son algo más estables.",
        ],
      },
      {
        id: "faq-devolucion",
        question: "¿Qué pasa si la adopción no sale bien?",
        answer: [
          "A veces, pese a una buena preparación, no encaja. Avísanos cuanto antes: muchas veces bastan unos consejos o la ayuda de una educadora canina de nuestra red. Si la separación es inevitable, buscamos contigo un nuevo lugar para el perro, por ejemplo una casa de acogida. Por eso el contrato establece que solo puedes ceder al perro de acuerdo con nosotros.",
        ],
      },
      {
        id: "faq-gastos",
        question: "¿Qué gastos tendré después de la adopción?",
        answer: [
          "Además de la comida, los accesorios y el veterinario, necesitarás un seguro de responsabilidad civil para tu perro. Cuesta unos 50–100 € al año y la Ley de Bienestar Animal lo prevé como obligatorio para quienes tienen perro. Algunos ayuntamientos cobran además una tasa o piden inscribir al perro en el censo municipal.",
        ],
      },
    ],
  },
  contact: {
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
