import type { Card, Paragraph, Tuple } from "~/content/shapes";
import type { HeroFact } from "~/content/shapes";
import { formatEuro, membershipMinimumMonthly } from "~/domain/fees";
import type { Locale } from "~/i18n/locale";

/** The about page (spec 2): mission, values, the board from the site configuration, membership link. */
export type AboutContent = {
  heroFacts: Tuple<HeroFact, 3>;
  mission: { heading: string; paragraphs: readonly Paragraph[] };
  values: { heading: string; intro: string; items: Tuple<Card, 4> };
  team: { heading: string; intro: string };
  membership: { heading: string; text: string; link: string };
};

const de: AboutContent = {
  heroFacts: [
    { value: "2013", label: "im Tierschutz aktiv seit" },
    { value: "2.900+", label: "gerettete und vermittelte Hunde" },
    { value: "150+", label: "Rettungen allein 2024" },
  ],
  mission: {
    heading: "Unsere Mission",
    paragraphs: [
      "Wir retten Straßenhunde in Spanien, versorgen sie medizinisch und suchen für jeden einzelnen das Zuhause, das wirklich zu ihm passt – in Deutschland und in Spanien.",
      "Seit 2013 haben wir über 2.900 Hunde gerettet und vermittelt, allein 2024 waren es mehr als 150 Rettungen. Dahinter stehen zwei Vereine mit einem gemeinsamen Ziel: ein eingetragener Verein in Deutschland und eine Tierschutzvereinigung in Spanien, die sich vor Ort um die Hunde kümmert.",
      [
        "Nicht jeder Hund kann vermittelt werden. Wer zu alt oder zu krank ist, findet in unserem ",
        { text: "Hospiz", to: { route: "hospice" } },
        " einen ruhigen, liebevollen Platz für seine letzte Lebenszeit.",
      ],
    ],
  },
  values: {
    heading: "Wofür wir stehen",
    intro: "Diese Werte leiten uns bei jeder Rettung und jeder Vermittlung.",
    items: [
      {
        icon: "heart",
        title: "Das Tier zuerst",
        text: "Jede Entscheidung beginnt mit der Frage, was für den Hund das Beste ist – auch wenn der Weg dahin länger dauert.",
      },
      {
        icon: "shield",
        title: "Transparenz",
        text: "Wir sagen offen, wie es einem Hund geht, was eine Adoption kostet und wofür wir Spenden verwenden.",
      },
      {
        icon: "check",
        title: "Verantwortung",
        text: "Mit Vorkontrolle, Schutzvertrag und Nachbetreuung begleiten wir jeden Hund weit über den Tag der Übergabe hinaus.",
      },
      {
        icon: "users",
        title: "Gemeinschaft",
        text: "Ehrenamtliche, Pflegestellen, Mitglieder und Spender in Deutschland und Spanien tragen unsere Arbeit gemeinsam.",
      },
    ],
  },
  team: {
    heading: "Unser Vorstand",
    intro:
      "Der Vorstand führt den Verein ehrenamtlich – gemeinsam mit vielen Helferinnen und Helfern in Deutschland und Spanien.",
  },
  membership: {
    heading: "Werde Teil unserer Gemeinschaft",
    text: `Als Mitglied unterstützt du unsere Arbeit schon ab ${formatEuro(membershipMinimumMonthly, "de")} im Monat – aktiv mit Stimmrecht oder als Fördermitglied.`,
    link: "Mitglied werden",
  },
};

const es: AboutContent = {
  heroFacts: [
    { value: "2013", label: "en activo desde" },
    { value: "2.900+", label: "perros rescatados y adoptados" },
    { value: "150+", label: "rescates solo en 2024" },
  ],
  mission: {
    heading: "Nuestra misión",
    paragraphs: [
      "Rescatamos perros callejeros en España, les damos atención veterinaria y buscamos para cada uno de ellos el hogar que de verdad le corresponde, en España y en Alemania.",
      "Desde 2013 hemos rescatado y dado en adopción a más de 2.900 perros; solo en 2024 fueron más de 150 rescates. Detrás hay dos asociaciones con un objetivo común: una asociación protectora en España, que cuida de los perros sobre el terreno, y una asociación registrada en Alemania.",
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

export const aboutContent = { de, es } satisfies Record<Locale, AboutContent>;
