import type { Locale } from "~/i18n/locale";
import type { ShareUi } from "./blog-ui";

/** Texts of the guides list and the guide page, in both languages. */
export type GuidesUi = {
  listHeading: string;
  empty: string;
  readMore: string;
  back: string;
  home: string;
  guides: string;
  share: ShareUi;
};

export const guidesUi = {
  de: {
    listHeading: "Alle Ratgeber",
    empty: "Neue Ratgeber folgen bald",
    readMore: "Weiterlesen",
    back: "Zurück zu allen Ratgebern",
    home: "Start",
    guides: "Ratgeber",
    share: {
      heading: "Ratgeber teilen",
      facebook: "Auf Facebook teilen",
      x: "Auf X (Twitter) teilen",
      linkedin: "Auf LinkedIn teilen",
      email: "Per E-Mail teilen",
      newWindow: "öffnet ein neues Fenster",
      emailText: "Dieser Ratgeber könnte dir helfen:",
    },
  },
  es: {
    listHeading: "Todas las guías",
    empty: "Pronto habrá nuevas guías",
    readMore: "Leer más",
    back: "Volver a todas las guías",
    home: "Inicio",
    guides: "Guía",
    share: {
      heading: "Compartir esta guía",
      facebook: "Compartir en Facebook",
      x: "Compartir en X (Twitter)",
      linkedin: "Compartir en LinkedIn",
      email: "Compartir por correo electrónico",
      newWindow: "se abre en una ventana nueva",
      emailText: "Esta guía te puede ayudar:",
    },
  },
} as const satisfies Record<Locale, GuidesUi>;
