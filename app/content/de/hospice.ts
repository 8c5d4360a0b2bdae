import { generalProjectsSharePercent, teamingMonthlyAmount } from "~/content/facts";
import { hospicePictures } from "~/content/partner-pictures";
import type { HospiceDogsText, HospiceText } from "~/content/types/hospice";

/** The hospice dogs' section (its own export while app/components/dogs/hospice-dogs.tsx reads it directly). */
export const hospiceDogs: HospiceDogsText = {
  anchor: "hospizhunde",
  heading: "Unsere Hospizhunde",
  countOne: "Zurzeit lebt {count} Hund in unserem Hospiz. Lerne unseren Schützling kennen:",
  countOther:
    "Zurzeit leben {count} Hunde in unserem Hospiz. Jeder von ihnen hat seine eigene Geschichte – lerne sie kennen:",
  empty: "Im Moment können wir hier keine Hospizhunde zeigen. Schau bald wieder vorbei.",
  loading: "Hospizhunde werden geladen …",
};

/** The founder's name is a demo value like the rest of the association's details (DECISIONS.md). */
export const hospice: HospiceText = {
  heroDonate: "Für das Hospiz spenden",
  heroDogs: "Unsere Hospizhunde",
  need: {
    heading: "Warum es unser Hospiz braucht",
    text: [
      "In spanischen Perreras haben alte und kranke Hunde kaum eine Chance. Wer grau um die Schnauze ist, ein schwaches Herz oder einen Tumor hat, wird selten adoptiert – und oft als Erster aufgegeben.",
      "Für diese Hunde ist die lange Reise nach Deutschland zu anstrengend, und eine Vermittlung ist meist nicht mehr möglich. Sie brauchen einen ruhigen Ort, an dem sie bleiben dürfen: mit Medikamenten, passendem Futter, weichen Betten und Menschen, die sie bis zum letzten Tag begleiten.",
    ],
  },
  founder: {
    heading: "Wie alles begann",
    name: "Carmen Ejemplo",
    role: "Gründerin unseres Hospizes",
    portrait: hospicePictures.founder,
    portraitAlt: "Gezeichnetes Porträt der lächelnden Carmen, neben ihr ein alter Hund mit grauer Schnauze",
    story: [
      "Die Idee zum Hospiz kam Carmen in einer Perrera in der Provinz Castellón. Dort saß Tito, ein vierzehnjähriger Mischling mit trüben Augen und einem Herzgeräusch. Niemand wollte ihn haben, und Carmen brachte es nicht übers Herz, ihn zurückzulassen.",
      "Tito lebte noch zwei glückliche Jahre in ihrem Garten, und bald zogen weitere alte Hunde ein. Aus Carmens Garten ist unser Hospiz geworden: ein ruhiger Ort mit Sofa, Kamin und Terrasse, an dem alte und kranke Hunde einfach Hund sein dürfen.",
      "„Sie haben ihr Leben lang wenig Gutes erfahren“, sagt Carmen. „Wenigstens am Ende sollen sie wissen, wie sich ein Zuhause anfühlt.“",
    ],
  },
  about: {
    heading: "Ein Zuhause bis zuletzt",
    text: [
      "In unserem Hospiz in Spanien leben Hunde, die wegen ihres Alters oder einer unheilbaren Krankheit nicht mehr vermittelt werden. Sie bleiben bei uns, solange sie Freude am Leben haben, und wir lassen sie nicht allein, wenn es so weit ist.",
    ],
    points: [
      "Ruhige Räume, weiche Betten und ein Garten mit Sonnen- und Schattenplätzen",
      "Tägliche Medikamente, Schmerztherapie und regelmäßige Besuche beim Tierarzt",
      "Schonkost und Spezialfutter für empfindliche Mägen, Nieren und Herzen",
      "Menschen, die sich Zeit nehmen – für Streicheleinheiten, kurze Runden und lange Nickerchen",
    ],
  },
  help: {
    heading: "So kannst du helfen",
    intro:
      "Ein Platz im Hospiz kostet viel: Medikamente, Tierarzt, Spezialfutter und Pflege. Jede Hilfe zählt.",
    items: [
      {
        title: "Einmalig spenden",
        text: "Mit dem Spendenformular auf dieser Seite überweist du in wenigen Sekunden per QR-Code oder spendest über PayPal.",
        link: "Zum Spendenformular",
        to: "form",
      },
      {
        title: "Monatlich helfen",
        text: `Mit Teaming unterstützt du das Hospiz schon ab ${teamingMonthlyAmount} € im Monat – verlässlich und jederzeit kündbar.`,
        link: "Alle Spendenwege",
        to: "donations",
      },
      {
        title: "Sachspenden",
        text: "Orthopädische Hundebetten, Decken, Inkontinenzunterlagen und Seniorenfutter helfen uns sehr. Frag uns bitte vorher, was gerade gebraucht wird.",
        link: "Kontakt aufnehmen",
        to: "contact",
      },
    ],
  },
  dogs: hospiceDogs,
  quote: {
    text: "Jeder Hund verdient es, nicht allein zu gehen. Danke an alle, die unseren alten Hunden mit ihrer Spende ruhige, warme und satte Tage schenken.",
    author: "Carmen, Gründerin unseres Hospizes",
    open: "„",
    close: "“",
  },
  donation: {
    heading: "Für das Hospiz spenden",
    intro:
      "Wähle einen Betrag – der QR-Code für deine Überweisung und der PayPal-Link passen sich sofort an.",
    purpose: "Hospiz",
    generalShare: `${generalProjectsSharePercent} % der Spenden für das Hospiz fließen in die allgemeinen Projekte unseres Vereins, etwa in Notfallrettungen und Transporte.`,
  },
  service: {
    name: "Hospiz für alte und kranke Hunde",
    serviceType: "Tierhospiz",
    description:
      "Ein Zuhause für alte und unheilbar kranke Hunde in Spanien: Pflege, Medikamente, Spezialfutter und Begleitung bis zum letzten Tag.",
  },
};
