import { association, fosterStayWeeks } from "~/content/facts";
import { formatNumber } from "~/domain/numbers";
import { faqAnchor } from "~/content/shapes";
import type { FosterHomeContent } from "~/content/types/foster-home";

export const fosterHome: FosterHomeContent = {
  heroFacts: [
    { value: `${fosterStayWeeks.min}–${fosterStayWeeks.max} semanas`, label: "dura normalmente una acogida" },
    { value: "5 pasos", label: "de la solicitud a la llegada" },
    {
      value: `${formatNumber(association.dogsRescued, "es")}+`,
      label: `perros rescatados desde ${association.foundedYear}`,
    },
  ],
  benefits: {
    heading: "¿Por qué ser casa de acogida?",
    intro:
      "Para muchos perros, una casa de acogida es el puente entre la vida en la calle y su nueva familia.",
    items: [
      {
        icon: "heart",
        title: "Salvas una vida",
        text: "Cada acogida deja sitio en nuestras instalaciones para el siguiente perro que lo necesita. Así ayudas dos veces.",
      },
      {
        icon: "home",
        title: "Un hogar temporal",
        text: "Durante unas 4 a 6 semanas, tu perro de acogida descubre contigo la vida en casa: poco tiempo con un gran efecto.",
      },
      {
        icon: "users",
        title: "Con todo nuestro apoyo",
        text: "Cubrimos los gastos veterinarios y tienes una persona de contacto fija desde el primer día hasta la adopción.",
      },
    ],
  },
  steps: {
    heading: "Así te conviertes en casa de acogida",
    intro: "En cinco pasos, desde el primer interés hasta la llegada de tu perro de acogida.",
    stepLabel: "Paso",
    idPrefix: "paso",
    items: [
      {
        title: "Solicitud",
        text: [
          [
            "Rellena más abajo el ",
            { text: "formulario de solicitud", to: { href: "#solicitud" } },
            " y cuéntanos sobre ti, tu hogar y tu día a día.",
          ],
        ],
      },
      {
        title: "Conversación para conocernos",
        text: [
          "Te llamamos o hacemos una videollamada. Nos conoces y nos preguntas todo lo que quieras, y nosotros vemos qué perro podría encajar contigo.",
        ],
      },
      {
        title: "Control previo",
        text: [
          [
            "Una persona de nuestro equipo te visita en casa y comprueba contigo que todo está listo para recibir a un perro. ",
            { text: "Más sobre el control previo", to: faqAnchor("control-previo") },
          ],
        ],
      },
      {
        title: "Elección del perro",
        text: [
          "Elegimos un perro que encaje contigo, con tu familia y con tus animales, con todo lo que sabemos de su carácter.",
        ],
      },
      {
        title: "Llegada y acompañamiento",
        text: [
          "Tu perro de acogida llega a casa. Te acompañamos con consejos, cubrimos los gastos veterinarios y buscamos contigo la familia adecuada.",
        ],
      },
    ],
  },
  form: {
    anchor: "solicitud",
    heading: "Solicita ser casa de acogida",
    intro: "Cuéntanos sobre ti y te contactaremos para una primera conversación.",
    fallback: "Escríbenos un correo, llámanos o envíanos un WhatsApp: te responderemos lo antes posible.",
  },
  faq: {
    heading: "Preguntas frecuentes sobre la acogida",
    items: [
      {
        id: "acogida-duracion",
        question: "¿Cuánto tiempo se queda un perro de acogida?",
        answer: [
          "Normalmente de 4 a 6 semanas, hasta que encontramos a la familia adecuada. A veces va más rápido y a veces tarda un poco más; en cualquier caso, seguimos a tu lado.",
        ],
      },
      {
        id: "acogida-gastos",
        question: "¿Qué gastos tendré?",
        answer: [
          "La asociación cubre los gastos veterinarios. La comida y lo necesario para el día a día suelen correr de tu cuenta. Si eso te supone un problema, háblalo con nosotros y buscaremos una solución.",
        ],
      },
      {
        id: "acogida-requisitos",
        question: "¿Qué requisitos necesito?",
        answer: [
          "Tiempo, paciencia y un hogar en el que todos estén de acuerdo con la acogida. Si vives de alquiler, necesitamos el permiso de la propiedad. La experiencia con perros ayuda, pero no es imprescindible.",
        ],
      },
      {
        id: "acogida-rutina",
        question: "¿Puedo acoger si trabajo o tengo otros animales?",
        answer: [
          "Sí, y a menudo es una ventaja: un perro equilibrado en casa enseña al recién llegado cómo funciona la vida en familia. Lo importante es que el perro no pase mucho tiempo solo los primeros días. Al elegir el perro nos aseguramos de que encaje con tu rutina.",
        ],
      },
      {
        id: "acogida-problemas",
        question: "¿Qué pasa si no funciona?",
        answer: [
          "Avísanos enseguida. Te ayudamos con consejos y contactos de educadores caninos. Si aun así no encaja, buscamos otro lugar para el perro. Nadie tiene que aguantar si la situación no es buena para la persona o para el perro.",
        ],
      },
      {
        id: "acogida-adoptar",
        question: "¿Puedo adoptar a mi perro de acogida?",
        answer: [
          "Sí. Si descubrís que estáis hechos el uno para el otro, puedes adoptarlo por la vía habitual, con contrato y cuota de adopción. Pasa más a menudo de lo que crees.",
        ],
      },
      {
        id: "acogida-adopcion",
        question: "¿Cómo se busca familia desde la casa de acogida?",
        answer: [
          [
            "Presentamos a tu perro de acogida ",
            { text: "junto a nuestros perros", to: { route: "dogs" } },
            " en la web, y tus observaciones del día a día nos ayudan mucho. Las personas interesadas lo conocen en tu casa y tomamos la decisión junto contigo.",
          ],
        ],
      },
    ],
  },
};
