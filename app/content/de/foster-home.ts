import { association, fosterStayWeeks } from "~/content/facts";
import { formatNumber } from "~/domain/numbers";
import { faqAnchor } from "~/content/shapes";
import type { FosterHomeContent } from "~/content/types/foster-home";

export const fosterHome: FosterHomeContent = {
  heroFacts: [
    {
      value: `${fosterStayWeeks.min}–${fosterStayWeeks.max} Wochen`,
      label: "dauert ein Pflegeaufenthalt meist",
    },
    { value: "5 Schritte", label: "von der Bewerbung bis zum Einzug" },
    {
      value: `${formatNumber(association.dogsRescued, "de")}+`,
      label: `gerettete Hunde seit ${association.foundedYear}`,
    },
  ],
  benefits: {
    heading: "Warum Pflegestelle werden?",
    intro:
      "Für viele Hunde ist eine Pflegestelle die Brücke zwischen dem Leben auf der Straße und ihrer neuen Familie.",
    items: [
      {
        icon: "heart",
        title: "Du rettest ein Leben",
        text: "Jeder Pflegeplatz macht in Spanien Platz für den nächsten Hund in Not. So hilfst du gleich zweimal.",
      },
      {
        icon: "home",
        title: "Ein Zuhause auf Zeit",
        text: "Meist 4 bis 6 Wochen lernt dein Pflegehund bei dir das Leben im Haus kennen – eine überschaubare Zeit mit großer Wirkung.",
      },
      {
        icon: "users",
        title: "Du bist nicht allein",
        text: "Wir tragen die Tierarztkosten und stehen dir mit einer festen Ansprechperson zur Seite, vom ersten Tag bis zur Vermittlung.",
      },
    ],
  },
  steps: {
    heading: "So wirst du Pflegestelle",
    intro: "In fünf Schritten vom ersten Interesse bis zum Einzug deines Pflegehundes.",
    stepLabel: "Schritt",
    idPrefix: "schritt",
    items: [
      {
        title: "Bewerbung",
        text: [
          [
            "Füll unten das ",
            { text: "Bewerbungsformular", to: { href: "#bewerbung" } },
            " aus und erzähl uns von dir, deinem Zuhause und deinem Alltag.",
          ],
        ],
      },
      {
        title: "Kennenlerngespräch",
        text: [
          "Wir rufen dich an oder sprechen per Video. Du lernst uns kennen und stellst deine Fragen, und wir erfahren, welcher Hund gut zu dir passen könnte.",
        ],
      },
      {
        title: "Vorkontrolle",
        text: [
          [
            "Eine Person aus unserem Team besucht dich zu Hause und schaut gemeinsam mit dir, ob alles für einen Pflegehund bereit ist. ",
            { text: "Mehr zur Vorkontrolle", to: faqAnchor("vorkontrolle") },
          ],
        ],
      },
      {
        title: "Matching",
        text: [
          "Wir wählen einen Hund aus, der zu dir, deiner Familie und deinen Tieren passt – mit allem, was wir über seinen Charakter wissen.",
        ],
      },
      {
        title: "Einzug und Begleitung",
        text: [
          "Dein Pflegehund zieht ein. Wir begleiten dich mit Rat und Tat, übernehmen die Tierarztkosten und suchen gemeinsam mit dir die passende Familie.",
        ],
      },
    ],
  },
  form: {
    anchor: "bewerbung",
    heading: "Jetzt als Pflegestelle bewerben",
    intro: "Erzähl uns von dir – wir melden uns für ein erstes Kennenlerngespräch bei dir.",
    fallback:
      "Schreib uns eine E-Mail, ruf an oder schick uns eine WhatsApp-Nachricht – wir melden uns so schnell wie möglich.",
  },
  faq: {
    heading: "Häufige Fragen zur Pflegestelle",
    items: [
      {
        id: "pflege-dauer",
        question: "Wie lange bleibt ein Pflegehund bei mir?",
        answer: [
          "Meist 4 bis 6 Wochen, bis wir die passende Familie gefunden haben. Manchmal geht es schneller, manchmal dauert es etwas länger – allein lassen wir dich in keinem Fall.",
        ],
      },
      {
        id: "pflege-kosten",
        question: "Welche Kosten kommen auf mich zu?",
        answer: [
          "Die Tierarztkosten übernimmt der Verein. Für Futter und den Alltagsbedarf kommst du in der Regel selbst auf. Wenn das für dich schwierig ist, sprich uns an – wir finden eine Lösung.",
        ],
      },
      {
        id: "pflege-voraussetzungen",
        question: "Welche Voraussetzungen sollte ich mitbringen?",
        answer: [
          "Zeit, Geduld und ein Zuhause, in dem alle mit dem Pflegehund einverstanden sind. Wohnst du zur Miete, brauchen wir die Erlaubnis deiner Vermieterin oder deines Vermieters. Erfahrung mit Hunden hilft, ist aber keine Pflicht.",
        ],
      },
      {
        id: "pflege-alltag",
        question: "Kann ich auch mit Job oder anderen Tieren Pflegestelle sein?",
        answer: [
          "Ja, oft sogar gut: Ein souveräner Ersthund zeigt dem Neuankömmling, wie das Leben im Haus funktioniert. Wichtig ist, dass der Pflegehund in den ersten Tagen nicht lange allein bleibt. Beim Matching achten wir darauf, dass Hund und Alltag zusammenpassen.",
        ],
      },
      {
        id: "pflege-probleme",
        question: "Was passiert, wenn es nicht klappt?",
        answer: [
          "Dann sprich uns sofort an. Wir helfen mit Tipps und Kontakten zu Hundetrainerinnen und -trainern. Passt es trotzdem nicht, finden wir einen anderen Platz für den Hund. Niemand muss durchhalten, wenn es für Mensch oder Hund nicht gut ist.",
        ],
      },
      {
        id: "pflege-adoptieren",
        question: "Darf ich meinen Pflegehund selbst adoptieren?",
        answer: [
          "Ja. Wenn du merkst, dass ihr zusammengehört, kannst du deinen Pflegehund adoptieren – ganz regulär mit Schutzvertrag und Schutzgebühr. Das kommt gar nicht so selten vor.",
        ],
      },
      {
        id: "pflege-vermittlung",
        question: "Wie läuft die Vermittlung aus der Pflegestelle ab?",
        answer: [
          [
            "Wir stellen deinen Pflegehund ",
            { text: "bei unseren Hunden", to: { route: "dogs" } },
            " auf der Website vor; deine Beobachtungen aus dem Alltag helfen dabei sehr. Interessierte lernen den Hund bei dir kennen, und die Entscheidung treffen wir gemeinsam mit dir.",
          ],
        ],
      },
    ],
  },
};
