import { association } from "~/content/facts";
import { formatNumber } from "~/domain/numbers";
import type { AboutContent } from "~/content/types/about";
import { formatEuro, membershipMinimumMonthly } from "~/domain/fees";

export const about: AboutContent = {
  heroFacts: [
    { value: String(association.foundedYear), label: "en activo desde" },
    { value: `${formatNumber(association.dogsRescued, "es")}+`, label: "perros rescatados y adoptados" },
    { value: `${association.rescues.count}+`, label: `rescates solo en ${association.rescues.year}` },
  ],
  mission: {
    heading: "Nuestra misión",
    paragraphs: [
      "Rescatamos perros callejeros en España, les damos atención veterinaria y buscamos para cada uno de ellos el hogar que de verdad le corresponde, en España y en Alemania.",
      `Desde ${association.foundedYear} hemos rescatado y dado en adopción a más de ${formatNumber(association.dogsRescued, "es")} perros; solo en ${association.rescues.year} fueron más de ${association.rescues.count} rescates. Detrás hay dos asociaciones con un objetivo común: una asociación protectora en España, que cuida de los perros sobre el terreno, y una asociación registrada en Alemania.`,
      [
        "No todos los perros pueden ser adoptados. Los que son demasiado mayores o están demasiado enfermos encuentran en nuestro ",
        { text: "hospicio", to: { route: "hospice" } },
        " un lugar tranquilo y lleno de cariño para su última etapa.",
      ],
    ],
  },
  values: {
    heading: "Lo que nos mueve",
    intro: "Estos valores nos guían en cada rescate y en cada adopción.",
    items: [
      {
        icon: "heart",
        title: "El animal, primero",
        text: "Cada decisión empieza por preguntarnos qué es lo mejor para el perro, aunque el camino sea más largo.",
      },
      {
        icon: "shield",
        title: "Transparencia",
        text: "Contamos con claridad cómo está cada perro, cuánto cuesta una adopción y en qué usamos las donaciones.",
      },
      {
        icon: "check",
        title: "Responsabilidad",
        text: "Con el control previo, el contrato de adopción y el seguimiento acompañamos a cada perro mucho más allá del día de la entrega.",
      },
      {
        icon: "users",
        title: "Comunidad",
        text: "Voluntarios, casas de acogida, socios y donantes en España y Alemania sostienen juntos nuestro trabajo.",
      },
    ],
  },
  team: {
    heading: "Nuestra junta directiva",
    intro:
      "La junta directiva dirige la asociación de forma voluntaria, junto con muchas personas que nos ayudan en España y Alemania.",
  },
  membership: {
    heading: "Forma parte de nuestra comunidad",
    text: `Como socio o socia apoyas nuestro trabajo desde ${formatEuro(membershipMinimumMonthly, "es")} al mes, como socio activo con derecho a voto o como socio colaborador.`,
    link: "Hazte socio",
  },
};
