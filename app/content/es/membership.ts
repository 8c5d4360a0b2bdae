import { formatEuro, membershipMinimumMonthly } from "~/domain/fees";
import type { MembershipContent } from "~/content/types/membership";

const minimum = formatEuro(membershipMinimumMonthly, "es");

export const membership: MembershipContent = {
  heroFacts: [
    { value: `desde ${minimum}`, label: "al mes" },
    { value: "activo o colaborador", label: "tú decides cómo ayudar" },
    { value: "sin permanencia", label: "baja efectiva a final de mes" },
  ],
  pillars: {
    heading: "Tu aportación salva vidas",
    intro: `Con tu cuota de socio desde ${minimum} al mes aseguras nuestro trabajo a largo plazo, de forma estable y previsible.`,
    items: [
      {
        icon: "truck",
        title: "Rescates",
        text: "Sacamos perros de la calle, de la perrera y de situaciones de abandono, muchas veces en el último momento.",
      },
      {
        icon: "medical",
        title: "Atención veterinaria",
        text: "Vacunas, esterilizaciones, pruebas de enfermedades mediterráneas y operaciones: tu aportación paga lo que nuestros perros necesitan para recuperarse.",
      },
      {
        icon: "home",
        title: "Adopción",
        text: "Control previo, traslado y seguimiento, para que cada perro llegue a la familia que de verdad le corresponde.",
      },
    ],
  },
  kinds: {
    heading: "Activo o colaborador: tú decides",
    intro: "Las dos modalidades ayudan a nuestros perros. Se diferencian en la forma en que participas.",
    active: {
      title: "Socio activo",
      summary: "Echas una mano y participas en las decisiones.",
      points: [
        "derecho a voto en la asamblea de socios",
        "una tarea a tu medida, por ejemplo como casa de acogida o en la organización de traslados",
        `cuota desde ${minimum} al mes`,
      ],
    },
    supporting: {
      title: "Socio colaborador",
      summary: "Nos apoyas económicamente, sin más compromisos.",
      points: [
        "ayuda económica periódica para nuestros perros",
        "sin derecho a voto y sin tareas en la asociación",
        `cuota desde ${minimum} al mes`,
      ],
    },
    note: "Puedes darte de baja en cualquier momento, con efecto a final de mes. Y puedes cambiar el importe de tu cuota cuando quieras.",
  },
  steps: {
    heading: "Hazte socio en tres pasos",
    intro: "La solicitud solo te llevará unos minutos.",
    stepLabel: "Paso",
    idPrefix: "paso",
    items: [
      {
        title: "Elige la modalidad",
        text: ["Decide si quieres ser socio activo o socio colaborador."],
      },
      {
        title: "Rellena la solicitud",
        text: [
          "Introduce tus datos, tu dirección y la forma de pago que prefieras: mensual, trimestral, semestral o anual.",
        ],
      },
      {
        title: "Bienvenida a la asociación",
        text: [
          "Confirmamos tu solicitud. Tu condición de socio empieza el día 1 de un mes, como pronto el del mes siguiente.",
        ],
      },
    ],
    button: "Hazte socio ahora",
  },
  form: {
    anchor: "contact",
    heading: "Tu solicitud de socio",
    intro: `En cuatro pasos breves: modalidad, datos personales, dirección y contacto, y forma de pago. Para formar parte de la asociación debes ser mayor de edad. La cuota es desde ${minimum} al mes y se paga por transferencia, periódica o puntual, a la cuenta de la asociación.`,
    fallback:
      "¿Quieres hacerte socio? Escríbenos un correo, llámanos o envíanos un WhatsApp y te enviaremos todo lo necesario.",
  },
  faq: {
    heading: "Preguntas frecuentes sobre la membresía",
    items: [
      {
        id: "faq-cuota",
        question: "¿Cuánto es la cuota de socio?",
        answer: [
          `La cuota empieza en ${minimum} al mes. Puedes aportar más y cambiar el importe cuando quieras: basta con decírnoslo, en la solicitud no tienes que indicar nada. Puedes pagar de forma mensual, trimestral, semestral o anual.`,
        ],
      },
      {
        id: "faq-activo-colaborador",
        question: "¿Qué diferencia hay entre socio activo y socio colaborador?",
        answer: [
          "Los socios activos tienen derecho a voto en la asamblea de socios y asumen una tarea en la asociación, por ejemplo como casa de acogida o en la organización de traslados. Los socios colaboradores nos apoyan económicamente y no tienen derecho a voto.",
        ],
      },
      {
        id: "faq-baja",
        question: "¿Puedo darme de baja en cualquier momento?",
        answer: [
          "Sí. Puedes darte de baja cuando quieras y la baja es efectiva a final de mes. Basta con un correo electrónico.",
        ],
      },
      {
        id: "faq-alta",
        question: "¿Desde cuándo soy socio?",
        answer: [
          "Tu condición de socio empieza el día 1 de un mes, como pronto el del mes siguiente. La fecha de alta la eliges en la solicitud.",
        ],
      },
      {
        id: "faq-quien",
        question: "¿Quién puede hacerse socio?",
        answer: [
          "Cualquier persona mayor de 18 años, vivas en España, en Alemania o en otro lugar. No necesitas experiencia en protección animal: solo cariño por los perros.",
        ],
      },
    ],
  },
  offer: {
    name: "Cuota de socio de la asociación protectora",
    description: `Socio activo o colaborador desde ${minimum} al mes, con baja posible en cualquier momento a final de mes.`,
  },
};
