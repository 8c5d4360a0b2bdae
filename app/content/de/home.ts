import { association } from "~/content/facts";
import { formatNumber } from "~/domain/numbers";
import type { HomeText } from "~/content/types/home";

export const home: HomeText = {
  heroImageAlt: "Gezeichnete Landschaft in Spanien in der Abendsonne mit Hunden",
  claims: [
    `Seit ${association.foundedYear} aktiv`,
    `Über ${formatNumber(association.dogsRescued, "de")} Hunde gerettet und vermittelt`,
    `Über ${association.rescues.count} Rettungen im Jahr ${association.rescues.year}`,
  ],
  offers: [
    "Persönliche Betreuung",
    "Transport von Spanien nach Deutschland",
    "Versorgung vor Ort in Spanien",
  ],
  cta: { dogs: "Hunde kennenlernen", fosterHome: "Pflegestelle werden", donations: "Jetzt spenden" },
  dogsHeading: "Diese Hunde suchen ein Zuhause",
  dogsAll: "Alle Hunde ansehen",
  whyHeading: "Warum mit uns adoptieren?",
  why: [
    {
      title: `Erfahrung seit ${association.foundedYear}`,
      text: `Über ${formatNumber(association.dogsRescued, "de")} Hunde haben mit unserer Hilfe ein neues Leben begonnen.`,
    },
    {
      title: "Ehrliche Beschreibungen",
      text: "Wir kennen unsere Hunde und sagen dir offen, was zu dir passt – und was nicht.",
    },
    {
      title: "Tierärztlich versorgt",
      text: "Geimpft, gechippt, getestet und ab etwa einem Jahr kastriert – nach EU-Standard.",
    },
    {
      title: "Sicherer Transport",
      text: "Tierschutzgerechter Transport mit Übergabe in vielen Städten Deutschlands.",
    },
    {
      title: "Begleitung ab dem ersten Tag",
      text: "Wir sind vor, während und nach der Adoption für dich da.",
    },
    {
      title: "Zwei Vereine, ein Team",
      text: "Ein deutscher und ein spanischer Verein arbeiten Hand in Hand.",
    },
  ],
  helpHeading: "So kannst du helfen",
  help: {
    dogs: {
      title: "Hunde ansehen",
      text: "Finde deinen neuen Begleiter oder übernimm eine Patenschaft.",
      link: "Zu den Hunden",
    },
    fosterHome: {
      title: "Pflegestelle werden",
      text: "Gib einem Hund ein Zuhause auf Zeit, bis er seine Familie findet.",
      link: "Alles zur Pflegestelle",
    },
    donations: {
      title: "Spenden",
      text: "Futter, Tierarzt und Transporte – jeder Euro kommt bei den Hunden an.",
      link: "Jetzt spenden",
    },
  },
  guidesHeading: "Ratgeber für deinen Start",
  guidesAll: "Alle Ratgeber",
};
