import type { BlogText } from "~/content/types/blog";

export const blog: BlogText = {
  list: {
    heading: "Alle Beiträge",
    empty: "Bald gibt es hier neue Beiträge.",
    feedTitle: "Straßenhunde Spanien: Blog",
  },
  post: {
    breadcrumbLabel: "Navigationspfad",
    home: "Start",
    blog: "Blog",
    titleSuffix: "Blog",
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
};
