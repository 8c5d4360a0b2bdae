import type { GuidesText } from "~/content/types/guides";

export const guides: GuidesText = {
  list: { heading: "Todas las guías", empty: "Pronto habrá nuevas guías" },
  readMore: "Leer más",
  guide: {
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
};
