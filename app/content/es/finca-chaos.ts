import { fincaChaosFigures, generalProjectsSharePercent } from "~/content/facts";
import { fincaPictures, fincaVideoIds } from "~/content/partner-pictures";
import { formatNumber } from "~/domain/numbers";
import type { FincaChaosText } from "~/content/types/finca-chaos";

const area = formatNumber(fincaChaosFigures.areaSquareMetres, "es");
const lounge = formatNumber(fincaChaosFigures.dogLoungeSquareMetres, "es");

/** Team names are demo values like the rest of the association's details (DECISIONS.md). */
export const fincaChaos: FincaChaosText = {
  hero: {
    ...fincaPictures.hero,
    alt: `Vista dibujada de la Finca Chaos: una casa de campo blanca, parques con casetas, olivos, cabras y perros ante las colinas de ${fincaChaosFigures.town}`,
  },
  storyHeading: "Te damos la bienvenida a la Finca Chaos",
  story: [
    `La Finca Chaos está en el interior de ${fincaChaosFigures.town}, entre olivares y algarrobos, con vistas hasta el Mediterráneo. Aquí viven los perros que acogemos en España hasta que viajan con sus familias: algunos unas semanas, otros bastante más.`,
    `La finca hace honor a su nombre: donde conviven muchos perros, ${fincaChaosFigures.goats} cabras y un pequeño equipo, rara vez está todo en orden. Pero aquí los perros miedosos recuperan la confianza, los cachorros descubren el mundo y los veteranos disfrutan del sol.`,
    "Como vivimos el día a día con cada perro, podemos decirte con sinceridad cómo se lleva con personas, niños, gatos y otros perros.",
  ],
  factsHeading: "La finca en cifras",
  facts: [
    { value: `${area} m²`, label: "de terreno con olivos y rincones de sombra" },
    {
      value: `${fincaChaosFigures.runs} parques`,
      label: `de ${fincaChaosFigures.runSquareMetres.min} a ${fincaChaosFigures.runSquareMetres.max} m² cada uno, cuatro de ellos con una caseta de ${fincaChaosFigures.hutSquareMetres} m²`,
    },
    {
      value: `aprox. ${lounge} m²`,
      label: "de sala de estar canina para los perros que se llevan bien entre sí",
    },
    {
      value: `${fincaChaosFigures.goats} cabras`,
      label: "mantienen la hierba corta y a los perros tranquilos",
    },
    {
      value: "Zona de barbacoa",
      label: "para jornadas de voluntariado, visitas y largas noches de verano",
    },
  ],
  plan: {
    heading: "Plano de la finca",
    text: "Así está organizada la finca: siete parques, la gran sala de estar canina, el prado de las cabras y la zona de barbacoa alrededor de la casa.",
    alt: "Plano dibujado de la Finca Chaos: siete parques numerados, cuatro de ellos con caseta, la sala de estar canina, el prado de las cabras, la zona de barbacoa, la casa y la entrada",
    dialogTitle: "Plano de la Finca Chaos",
    ...fincaPictures.plan("es"),
  },
  team: {
    heading: "Nuestro equipo en la finca",
    intro: "Dos personas lo mantienen todo en marcha, cada día, con calor, lluvia o tramontana.",
    members: [
      {
        name: "Jordi Ejemplo",
        role: "Responsable de la finca",
        text: "Jordi está desde el primer día. Conoce a cada perro por su nombre, repara vallas y casetas y sabe exactamente quién puede compartir parque con quién.",
        portrait: fincaPictures.jordi,
        portraitAlt: "Retrato dibujado de Jordi, con sombrero de paja y barba, junto a un podenco canela",
      },
      {
        name: "Sabine Muster",
        role: "Cuidado de los perros y adopciones",
        text: "Sabine vino de vacaciones y se quedó. Se ocupa de las citas con el veterinario, las fotos y las descripciones, y prepara a los perros para su viaje a Alemania.",
        portrait: fincaPictures.sabine,
        portraitAlt: "Retrato dibujado de Sabine, con coleta rubia y un perro pequeño y blanco a su lado",
      },
    ],
  },
  videos: {
    heading: "La finca en vídeo",
    intro:
      "Algunas imágenes de nuestro día a día. Los vídeos están en YouTube y solo se cargan cuando haces clic.",
    items: [
      { id: fincaVideoIds[0], title: "Una mañana en la Finca Chaos", poster: fincaPictures.posters[0] },
      { id: fincaVideoIds[1], title: "Juegos en la sala de estar canina", poster: fincaPictures.posters[1] },
      {
        id: fincaVideoIds[2],
        title: "Perros y cabras: un equipo bien avenido",
        poster: fincaPictures.posters[2],
      },
    ],
  },
  visit: {
    heading: "Ayudar en la finca",
    text: "¿Vives en la Costa del Azahar o estás de vacaciones por la zona? Escríbenos antes y visita la finca: nos alegra recibir a quien quiera pasear perros, echar una mano con las obras o simplemente pasar tiempo con ellos.",
    link: "Solicitar una visita",
  },
  donation: {
    heading: "Donar a la Finca Chaos",
    intro:
      "Comida, agua, vallas, casetas y veterinario: la finca cuesta mucho dinero cada mes. Con tu donación la mantienes en marcha.",
    purpose: "Finca Chaos",
    generalShare: `El ${generalProjectsSharePercent} % de las donaciones para la Finca Chaos se destina a los proyectos generales de nuestra asociación.`,
  },
};
