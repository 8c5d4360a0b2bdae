import { generalProjectsSharePercent, residenciaMonikaFigures, teamingMonthlyAmount } from "~/content/facts";
import { residenciaPictures } from "~/content/partner-pictures";
import type { ResidenciaMonikaText } from "~/content/types/residencia-monika";

/** Team names are demo values like the rest of the association's details (DECISIONS.md). */
export const residenciaMonika: ResidenciaMonikaText = {
  hero: {
    ...residenciaPictures.hero,
    alt: "Vista dibujada de la Residencia Monika entre arrozales del delta del Ebro, con perros delante de la casa y montañas al fondo",
  },
  storyHeading: `Un hogar para unos ${residenciaMonikaFigures.dogs} perros`,
  story: [
    `La Residencia Monika está cerca de ${residenciaMonikaFigures.town}, a las puertas del delta del Ebro, entre arrozales y naranjos. Monika la fundó en ${residenciaMonikaFigures.since}, después de años acogiendo perros callejeros en su propia casa, que al final se quedó pequeña.`,
    `Hoy viven aquí unos ${residenciaMonikaFigures.dogs} perros: jóvenes y mayores, valientes y tímidos, muchos de ellos procedentes de perreras de la zona. Reciben comida, atención veterinaria, aprenden a confiar en las personas y a pasear con correa, y se preparan para un nuevo hogar.`,
    "Colaboramos estrechamente con la Residencia: presentamos a sus perros en nuestra web, los damos en adopción en España y Alemania y apoyamos a Monika y a su equipo con donaciones.",
  ],
  factsHeading: "La Residencia de un vistazo",
  facts: [
    {
      value: `Unos ${residenciaMonikaFigures.dogs} perros`,
      label: "viven en la Residencia y esperan su oportunidad",
    },
    {
      value: `Desde ${residenciaMonikaFigures.since}`,
      label: "Monika da aquí un hogar a perros necesitados",
    },
    { value: `Cerca de ${residenciaMonikaFigures.town}`, label: "en el delta del Ebro, al sur de Cataluña" },
  ],
  team: {
    heading: "El equipo de la Residencia",
    intro: "Dos mujeres que lo dan todo por sus perros, cada día.",
    members: [
      {
        name: "Monika Beispiel",
        role: "Fundadora de la Residencia",
        text: "Monika levantó la Residencia y la sigue dirigiendo. Acoge urgencias, organiza el veterinario y la comida y conoce la historia de cada uno de sus perros.",
        portrait: residenciaPictures.monika,
        portraitAlt: "Retrato dibujado de Monika, con el pelo corto y canoso y un perro negro a su lado",
      },
      {
        name: "Pilar Demo",
        role: "Cuidadora",
        text: "Pilar es la primera en llegar cada mañana. Da de comer, limpia, reparte la medicación y se asegura de que también los perros más tímidos reciban sus caricias.",
        portrait: residenciaPictures.pilar,
        portraitAlt: "Retrato dibujado de Pilar, con el pelo oscuro y rizado y un perro marrón y blanco",
      },
    ],
  },
  impressions: {
    heading: "Imágenes de la Residencia",
    items: [
      {
        picture: residenciaPictures.impressions[0],
        alt: "Escena dibujada: varios perros dormitan a la sombra de una higuera en el patio",
        caption: "Siesta en el patio",
      },
      {
        picture: residenciaPictures.impressions[1],
        alt: "Escena dibujada: una cuidadora pone los comederos delante de una fila de perros que esperan",
        caption: "Por fin, la hora de comer",
      },
      {
        picture: residenciaPictures.impressions[2],
        alt: "Escena dibujada: una voluntaria pasea con dos perros junto a un canal entre arrozales",
        caption: "Paseo entre los arrozales",
      },
      {
        picture: residenciaPictures.impressions[3],
        alt: "Escena dibujada: un perro mayor descansa en un sofá y a su lado un cachorro duerme en su cesta",
        caption: "Hora de mimos en la oficina",
      },
    ],
  },
  teaming: {
    heading: "Ayuda cada mes",
    text: `¿Quieres apoyar a la Residencia cada mes? En su grupo de Teaming puedes hacerlo desde ${teamingMonthlyAmount} € al mes.`,
    link: "Ir al grupo de Teaming de la Residencia",
  },
  donation: {
    heading: "Donar a la Residencia Monika",
    intro: `Comida para unos ${residenciaMonikaFigures.dogs} perros, veterinario, medicamentos y reparaciones: cada donación ayuda a Monika y a su equipo a llegar a fin de mes.`,
    purpose: "Residencia Monika",
    generalShare: `El ${generalProjectsSharePercent} % de las donaciones para la Residencia Monika se destina a los proyectos generales de nuestra asociación.`,
  },
};
