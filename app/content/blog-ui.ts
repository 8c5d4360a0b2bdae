import type { Locale } from "~/i18n/locale";

/** Texts of the blog list, the post page and the share block, in both languages. */
export type ShareUi = {
  heading: string;
  facebook: string;
  x: string;
  linkedin: string;
  email: string;
  /** Read after the three social links' names: they open a new window. */
  newWindow: string;
  /** The first line of the share e-mail, before the link. */
  emailText: string;
};

export type BlogUi = {
  breadcrumbLabel: string;
  home: string;
  blog: string;
  /** Title suffix of a post page: '{post title} | Blog {site name}'. */
  titleSuffix: string;
  listHeading: string;
  empty: string;
  published: string;
  galleryHeading: string;
  callout: { heading: string; text: string; link: string };
  share: ShareUi;
};

export const blogUi = {
  de: {
    breadcrumbLabel: "Navigationspfad",
    home: "Start",
    blog: "Blog",
    titleSuffix: "Blog",
    listHeading: "Alle Beiträge",
    empty: "Bald gibt es hier neue Beiträge.",
    published: "Veröffentlicht am",
    galleryHeading: "Bildergalerie",
    callout: {
      heading: "Noch mehr Geschichten",
      text: "Rettungen, Vermittlungen und Neuigkeiten aus Spanien und Deutschland: In unserem Blog erzählen wir, was unsere Hunde und wir erleben.",
      link: "Zurück zum Blog",
    },
    share: {
      heading: "Beitrag teilen",
      facebook: "Auf Facebook teilen",
      x: "Auf X (Twitter) teilen",
      linkedin: "Auf LinkedIn teilen",
      email: "Per E-Mail teilen",
      newWindow: "öffnet ein neues Fenster",
      emailText: "Das könnte dich interessieren:",
    },
  },
  es: {
    breadcrumbLabel: "Ruta de navegación",
    home: "Inicio",
    blog: "Blog",
    titleSuffix: "Blog",
    listHeading: "Todas las entradas",
    empty: "Pronto habrá nuevas entradas.",
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
} as const satisfies Record<Locale, BlogUi>;
