import type { GuidesText } from "~/content/types/guides";

export const guides: GuidesText = {
  list: { heading: "Alle Ratgeber", empty: "Neue Ratgeber folgen bald" },
  readMore: "Weiterlesen",
  guide: {
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
};
