import type { DogListText } from "~/content/types/dogs";

export const dogList: DogListText = {
  searchLabel: "Buscar por nombre",
  searchPlaceholder: "Nombre o palabra clave …",
  searchButton: "Buscar",
  typeLabel: "Tipo",
  locationLabel: "Ubicación",
  locations: { germany: "Alemania", spain: "España" },
  reset: "Restablecer",
  count: { one: "protegido", other: "protegidos" },
  results: { one: "perro encontrado", other: "perros encontrados" },
  shownOf: "Mostrando {shown} de {total} perros",
  showMore: "Mostrar más perros",
  empty: "No se encontraron perros. Por favor, ajusta tu búsqueda.",
  error: "Error al cargar los perros. Por favor intenta de nuevo más tarde.",
  lastUpdate: "Última actualización de los datos:",
  infoHeading: "Información útil",
  info: {
    fosterHome: {
      title: "Ser casa de acogida",
      text: "Regala a un perro un hogar temporal hasta que encuentre a su familia.",
    },
    fincaChaos: {
      title: "Finca Chaos",
      text: "Nuestro terreno cerca de Benicarló, donde viven muchos de nuestros perros.",
    },
    residenciaMonika: {
      title: "Residencia Monika",
      text: "Unos 80 perros encuentran protección y cuidados cerca de Amposta.",
    },
    hospice: {
      title: "Hospicio",
      text: "Los perros mayores y enfermos viven con nosotros con calma y cariño.",
    },
  },
};
