import type { DogDetailText } from "~/content/types/dogs";

export const dogDetail: DogDetailText = {
  back: "Alle Hunde",
  gallery: "Fotos von {name}",
  showImage: "Foto {n} von {total} zeigen",
  imageAlt: "Foto von {name}",
  placeholderAlt: "Noch kein Foto von {name}",
  profile: "Steckbrief",
  location: "Aufenthaltsort",
  locations: {
    germanyTransport: "Deutschland (auf dem Weg)",
    germanyFoster: "Deutschland (Pflegestelle)",
    spainFinca: "Spanien (Finca Chaos)",
    spainFoster: "Spanien (Pflegestelle)",
    spainMonika: "Spanien (Residencia Monika)",
    spainHospice: "Spanien (Hospiz)",
    germany: "Deutschland",
    spain: "Spanien",
  },
  status: "Status",
  about: "Über {name}",
  hospiceHeading: "Ein Hund aus unserem Hospiz",
  hospiceText:
    "{name} lebt in unserem Hospiz für alte und kranke Hunde und wird nicht vermittelt. Mit einer Spende für das Hospiz sorgst du dafür, dass {name} an nichts fehlt.",
  hospiceLink: "Mehr über unser Hospiz",
  whatsappHeading: "Schnell anfragen",
  whatsappText: "Schreib uns direkt per WhatsApp – wir antworten so schnell wie möglich.",
  whatsappButton: "Per WhatsApp anfragen",
  whatsappMessage: "Hallo, ich interessiere mich für {name} ({url}). Ist {name} noch zu haben?",
  notFound: {
    title: "Hund nicht gefunden",
    heading: "Hund nicht gefunden",
    text: "Der gesuchte Hund konnte nicht gefunden werden.",
    back: "Zurück zur Übersicht",
  },
};
