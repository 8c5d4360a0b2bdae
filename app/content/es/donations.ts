import {
  association,
  fincaChaosFigures,
  generalProjectsSharePercent,
  teamingMonthlyAmount,
} from "~/content/facts";
import { membershipMinimumMonthly } from "~/domain/fees";
import { sponsorshipAmount } from "~/domain/fees";
import { formatNumber } from "~/domain/numbers";
import type { DonationsText } from "~/content/types/donations";

const placed = formatNumber(association.dogsRescued, "es");

export const donations: DonationsText = {
  introHeading: "Por qué cuenta tu donación",
  intro: [
    "Somos una asociación pequeña que vive casi por completo de donaciones. Cada perro que sacamos de una perrera, de la calle o de un mal hogar necesita comida, un lugar seguro, atención veterinaria y mucho tiempo hasta llegar a su familia.",
    `Desde ${association.foundedYear} hemos dado así una nueva vida a más de ${placed} perros. Cada donación, grande o pequeña, hace posible el siguiente rescate.`,
  ],
  usesHeading: "A qué destinamos tu donación",
  uses: {
    food: {
      title: "Comida y cuidados",
      text: "Buen pienso, mantas, correas y collares, protección contra parásitos y los cuidados diarios en la Finca Chaos y en nuestras casas de acogida.",
    },
    medical: {
      title: "Atención veterinaria",
      text: "Vacunas, microchip y pasaporte europeo, pruebas de enfermedades mediterráneas, esterilizaciones, operaciones y el tratamiento de perros enfermos y mayores.",
    },
    transport: {
      title: "Transporte",
      text: "El viaje de España a Alemania en condiciones adecuadas para los animales, con entrega en puntos fijos, además de los traslados al veterinario y entre nuestros centros.",
    },
    mediation: {
      title: "Adopciones y coordinación",
      text: "Asesoramiento a los adoptantes, visitas previas, contratos de adopción, seguimientos y la coordinación entre nuestros equipos de España y Alemania.",
    },
  },
  paymentHeading: "Cómo puedes donar",
  paymentIntro:
    "Haz una transferencia directamente a la cuenta de la asociación o utiliza PayPal. Con los botones de copiar tienes cada dato en el portapapeles con un solo clic.",
  bankHeading: "Transferencia bancaria",
  walletHeading: "PayPal",
  labels: {
    recipient: "Beneficiario",
    iban: "IBAN",
    bic: "BIC",
    walletEmail: "Correo de PayPal",
    walletLink: "Enlace de PayPal",
  },
  copyLabels: {
    recipient: "Copiar beneficiario",
    iban: "Copiar IBAN",
    bic: "Copiar BIC",
    walletEmail: "Copiar correo de PayPal",
    walletLink: "Copiar enlace de PayPal",
  },
  walletOpen: "Donar con PayPal",
  walletHint:
    "Si quieres, indica en el mensaje de PayPal a qué destinas tu donación, por ejemplo «Hospicio» o «Finca Chaos».",
  microHeading: `Teaming: desde ${teamingMonthlyAmount} € al mes`,
  microText: `Con Teaming donas ${teamingMonthlyAmount} € cada mes, de forma automática y con baja en cualquier momento. Muchas pequeñas aportaciones se convierten en una ayuda estable con la que podemos planificar. Únete a uno de nuestros dos grupos:`,
  microPerMonth: `${teamingMonthlyAmount} € al mes`,
  moreHeading: "Otras formas de ayudar",
  sponsorship: {
    title: "Apadrinar a un perro",
    text: `Desde ${sponsorshipAmount.min} € al mes acompañas a un perro concreto hasta que encuentre su hogar. No hay límite máximo.`,
    link: "Ver perros para apadrinar",
  },
  membership: {
    title: "Hacerse socio",
    text: `Desde ${membershipMinimumMonthly} € al mes fortaleces nuestra asociación de forma duradera, como socio activo o colaborador. Puedes aportar más y cambiar tu cuota cuando quieras.`,
    link: "Hacerme socio",
  },
  onSite: {
    title: "Echar una mano en persona",
    text: `En la Finca Chaos, cerca de ${fincaChaosFigures.town}, los perros y el equipo agradecen toda ayuda: paseos, mimos, pequeñas obras y tareas de limpieza.`,
    link: "Ir a la Finca Chaos",
  },
  faqHeading: "Preguntas frecuentes sobre las donaciones",
  faq: [
    {
      id: "donacion-llega",
      question: "¿Mi donación llega de verdad a los perros?",
      answer: [
        "Sí. Nuestro equipo es voluntario y mantenemos los gastos de gestión lo más bajos posible. Tu donación se destina a comida, veterinario, transportes y al alojamiento de nuestros perros.",
      ],
    },
    {
      id: "fin-concreto",
      question: "¿Puedo donar para un fin concreto?",
      answer: [
        "Sí. Indica en el concepto de la transferencia a qué destinas tu donación, por ejemplo «Hospicio», «Finca Chaos», «Residencia Monika» o el nombre de un perro.",
        `De las donaciones para el hospicio, la Finca Chaos y la Residencia Monika, el ${generalProjectsSharePercent} % se destina a los proyectos generales de la asociación. Así también podemos ayudar a los perros para los que nadie dona de forma específica.`,
      ],
    },
    {
      id: "teaming",
      question: "¿Qué es Teaming?",
      answer: [
        `Teaming es una plataforma de microdonaciones: apoyas a un grupo con ${teamingMonthlyAmount} € al mes. Parece poco, pero entre muchos miembros se reúne una cantidad fija con la que podemos contar.`,
        "Te registras una vez, te unes a uno de nuestros grupos y puedes darte de baja cuando quieras.",
      ],
    },
    {
      id: "apadrinar-socio",
      question: "¿Qué diferencia hay entre apadrinar y hacerse socio?",
      answer: [
        `Con un apadrinamiento desde ${sponsorshipAmount.min} € al mes apoyas a un perro concreto, por ejemplo con los gastos de veterinario, comida y alojamiento, hasta que encuentre un hogar.`,
        `Como socio, desde ${membershipMinimumMonthly} € al mes, apoyas a toda la asociación. Los socios activos tienen derecho a voto en la asamblea; los socios colaboradores ayudan económicamente.`,
      ],
    },
    {
      id: "cancelar-aportacion",
      question: "¿Puedo cancelar mi aportación periódica en cualquier momento?",
      answer: [
        "Sí. Una transferencia periódica la modificas o anulas tú mismo en tu banco, de Teaming te das de baja con un clic y un apadrinamiento lo terminas con un breve mensaje. La condición de socio se puede cancelar en cualquier momento a final de mes.",
      ],
    },
    {
      id: "donaciones-especie",
      question: "¿Puedo donar material o ayudar en persona?",
      answer: [
        "Por supuesto. Mantas, correas, collares, arneses y pienso siempre nos vienen bien. Pregúntanos antes qué necesitamos en este momento y dónde puedes entregarlo.",
        `Si vives cerca de ${fincaChaosFigures.town} o estás de vacaciones por la zona, puedes ayudar en la Finca Chaos después de hablarlo con nosotros.`,
      ],
    },
  ],
  cta: {
    heading: "Juntos damos un futuro a los perros callejeros",
    text: "Una donación puntual, Teaming, un apadrinamiento o hacerte socio: cada ayuda acerca a un perro a su hogar. ¡Gracias por estar a nuestro lado!",
    dogs: "Conocer a nuestros perros",
    contact: "¿Preguntas? Escríbenos",
  },
};
