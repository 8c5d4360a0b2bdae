import { association } from "~/content/facts";
import { formatNumber } from "~/domain/numbers";
import type { HomeText } from "~/content/types/home";

export const home: HomeText = {
  heroImageAlt: "Paisaje ilustrado de España al atardecer con perros",
  claims: [
    `Activos desde ${association.foundedYear}`,
    `Más de ${formatNumber(association.dogsRescued, "es")} perros rescatados y adoptados`,
    `Más de ${association.rescues.count} rescates en ${association.rescues.year}`,
  ],
  offers: ["Acompañamiento personal", "Transporte de España a Alemania", "Cuidados en España"],
  cta: { dogs: "Conoce a los perros", fosterHome: "Ser casa de acogida", donations: "Donar ahora" },
  dogsHeading: "Estos perros buscan un hogar",
  dogsAll: "Ver todos los perros",
  whyHeading: "¿Por qué adoptar con nosotros?",
  why: [
    {
      title: `Experiencia desde ${association.foundedYear}`,
      text: `Más de ${formatNumber(association.dogsRescued, "es")} perros han empezado una nueva vida con nuestra ayuda.`,
    },
    {
      title: "Descripciones sinceras",
      text: "Conocemos a nuestros perros y te decimos con franqueza cuál encaja contigo.",
    },
    {
      title: "Atención veterinaria",
      text: "Vacunados, con microchip, testados y esterilizados a partir del año, según la normativa de la UE.",
    },
    {
      title: "Transporte seguro",
      text: "Transporte respetuoso con los animales y entrega en muchas ciudades de Alemania.",
    },
    {
      title: "Contigo desde el primer día",
      text: "Te acompañamos antes, durante y después de la adopción.",
    },
    {
      title: "Dos asociaciones, un equipo",
      text: "Una asociación alemana y una española trabajan codo con codo.",
    },
  ],
  helpHeading: "Cómo puedes ayudar",
  help: {
    dogs: {
      title: "Ver los perros",
      text: "Encuentra a tu nuevo compañero o apadrina a un perro.",
      link: "Ver perros",
    },
    fosterHome: {
      title: "Ser casa de acogida",
      text: "Ofrece a un perro un hogar temporal hasta que encuentre su familia.",
      link: "Todo sobre la acogida",
    },
    donations: {
      title: "Donar",
      text: "Comida, veterinario y transportes: cada euro llega a los perros.",
      link: "Donar ahora",
    },
  },
  guidesHeading: "Guías para empezar bien",
  guidesAll: "Todas las guías",
};
