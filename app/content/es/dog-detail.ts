import type { DogDetailText } from "~/content/types/dogs";

export const dogDetail: DogDetailText = {
  back: "Todos los perros",
  gallery: "Fotos de {name}",
  showImage: "Mostrar foto {n} de {total}",
  imageAlt: "Foto de {name}",
  placeholderAlt: "Todavía no hay foto de {name}",
  profile: "Ficha",
  location: "Ubicación",
  locations: {
    germanyTransport: "Alemania (en camino)",
    germanyFoster: "Alemania (casa de acogida)",
    spainFinca: "España (Finca Chaos)",
    spainFoster: "España (casa de acogida)",
    spainMonika: "España (Residencia Monika)",
    spainHospice: "España (hospicio)",
    germany: "Alemania",
    spain: "España",
  },
  status: "Estado",
  about: "Sobre {name}",
  hospiceHeading: "Un perro de nuestro hospicio",
  hospiceText:
    "{name} vive en nuestro hospicio para perros mayores y enfermos y no está en adopción. Con una donación para el hospicio ayudas a que a {name} no le falte de nada.",
  hospiceLink: "Más sobre nuestro hospicio",
  whatsappHeading: "Pregunta rápida",
  whatsappText: "Escríbenos directamente por WhatsApp: te respondemos lo antes posible.",
  whatsappButton: "Preguntar por WhatsApp",
  whatsappMessage: "Hola, me interesa {name} ({url}). ¿Sigue disponible?",
  notFound: {
    title: "Perro no encontrado",
    heading: "Perro no encontrado",
    text: "No se ha podido encontrar el perro que buscas.",
    back: "Volver al listado",
  },
};
