import type { DogListText } from "~/content/types/dogs";

export const dogList: DogListText = {
  searchLabel: "Nach Namen suchen",
  searchPlaceholder: "Name oder Stichwort …",
  searchButton: "Suchen",
  typeLabel: "Art",
  locationLabel: "Aufenthaltsort",
  locations: { germany: "Deutschland", spain: "Spanien" },
  reset: "Zurücksetzen",
  count: { one: "Schützling", other: "Schützlinge" },
  results: { one: "Hund gefunden", other: "Hunde gefunden" },
  shownOf: "{shown} von {total} Hunden angezeigt",
  showMore: "Weitere Hunde anzeigen",
  empty: "Keine Hunde gefunden. Bitte passe deine Suche an.",
  error: "Fehler beim Laden der Hunde. Bitte versuche es später erneut.",
  lastUpdate: "Letzte Aktualisierung der Daten:",
  infoHeading: "Gut zu wissen",
  info: {
    fosterHome: {
      title: "Pflegestelle werden",
      text: "Schenke einem Hund ein Zuhause auf Zeit, bis er seine Familie findet.",
    },
    fincaChaos: {
      title: "Finca Chaos",
      text: "Unser Gelände bei Benicarló, auf dem viele unserer Hunde leben.",
    },
    residenciaMonika: {
      title: "Residencia Monika",
      text: "Rund 80 Hunde finden bei Amposta Schutz und Pflege.",
    },
    hospice: {
      title: "Hospiz",
      text: "Alte und kranke Hunde dürfen bei uns in Ruhe und Geborgenheit leben.",
    },
  },
};
