import type { BlogText } from "~/content/types/blog";

export const blog: BlogText = {
  list: {
    heading: "Todas las entradas",
    empty: "Pronto habrá nuevas entradas.",
    feedTitle: "Perros Callejeros de España: blog",
  },
  post: {
    breadcrumbLabel: "Ruta de navegación",
    home: "Inicio",
    blog: "Blog",
    titleSuffix: "Blog",
    published: "Publicado el",
    galleryHeading: "Galería de imágenes",
    callout: {
      heading: "Más historias",
      text: "Rescates, adopciones y novedades de España y Alemania: en nuestro blog contamos lo que vivimos con nuestros perros.",
      link: "Volver al blog",
    },
    share: {
      heading: "Compartir",
      facebook: "Compartir en Facebook",
      x: "Compartir en X (Twitter)",
      linkedin: "Compartir en LinkedIn",
      email: "Compartir por correo electrónico",
      newWindow: "se abre en una ventana nueva",
      emailText: "Esto te puede interesar:",
    },
  },
};
