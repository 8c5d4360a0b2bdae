import { adoptionStepCount, adoptionWeeks, handOverList, transportDays } from "~/content/facts";
import { formatNumber } from "~/domain/numbers";
import { faqAnchor } from "~/content/shapes";
import type { AdoptionContent } from "~/content/types/adoption";
import { formattedAdoptionFee } from "~/domain/fees";
import { handOverCityNames } from "./places";

const fee = formattedAdoptionFee("de");
const weeks = adoptionWeeks.germany;
const transportTime = `${transportDays.min} bis ${formatNumber(transportDays.max, "de")}`;

export const adoption: AdoptionContent = {
  heroFacts: [
    { value: String(adoptionStepCount), label: "Schritte bis zu deinem Hund" },
    { value: `ca. ${weeks.min}–${weeks.max} Wochen`, label: "von der Zusage bis zur Ankunft" },
    { value: fee, label: "Schutzgebühr inkl. Transport" },
  ],
  steps: {
    heading: "Schritt für Schritt zu deinem Hund",
    intro: "So begleiten wir dich – vom ersten Verlieben bis weit nach dem Einzug.",
    stepLabel: "Schritt",
    idPrefix: "schritt",
    items: [
      {
        title: "Hund finden",
        text: [
          [
            "Schau dir in Ruhe ",
            { text: "unsere Hunde", to: { route: "dogs" } },
            " an. Jedes Profil verrät dir, wie der Hund tickt, wie er sich mit Artgenossen, Katzen und Kindern versteht und wo er gerade lebt.",
          ],
        ],
      },
      {
        title: "Erster Kontakt",
        text: [
          "Schreib uns per E-Mail oder WhatsApp, welcher Hund dich interessiert, und erzähl uns ein wenig von dir: Wohnsituation, Alltag, Erfahrung mit Hunden. Wir beantworten deine Fragen und sagen dir ehrlich, ob der Hund zu deinem Leben passt.",
        ],
      },
      {
        title: "Vorkontrolle und Kennenlernen",
        text: [
          [
            "Passt es von beiden Seiten, besucht dich eine Person aus unserem Team zu Hause. Bei dieser Vorkontrolle lernen wir uns persönlich kennen und schauen gemeinsam, ob Hund und Zuhause zusammenpassen. ",
            { text: "So läuft die Vorkontrolle ab", to: faqAnchor("vorkontrolle") },
          ],
        ],
      },
      {
        title: "Schutzvertrag und Schutzgebühr",
        text: [
          [
            `Danach schließen wir mit dir einen Schutzvertrag, der die Rechte des Hundes und unsere gegenseitigen Pflichten festhält. Die Schutzgebühr von ${fee} deckt den Transport nach Deutschland, die Ausreisepapiere und die tierärztliche Versorgung. Mehr zum `,
            { text: "Schutzvertrag", to: faqAnchor("schutzvertrag") },
            " und zu den ",
            { text: "Kosten", to: faqAnchor("kosten") },
            ".",
          ],
        ],
      },
      {
        title: "Ausreise vorbereiten, Transporttag und Ankunft",
        text: [
          `Wir bereiten die Ausreise vor: letzter Tierarzt-Check, EU-Heimtierausweis und Ausreisepapiere. Am Transporttag halten wir dich auf dem Laufenden; die Fahrt nach Deutschland dauert etwa ${transportTime} Tage.`,
          `Übergabepunkte sind ${handOverList(handOverCityNames, "de")}.`,
        ],
      },
      {
        title: "Übergabe mit EU-Heimtierausweis",
        text: [
          "Du nimmst deinen Hund zusammen mit seinem EU-Heimtierausweis in Empfang. Darin sind seine Chipnummer, die Impfungen und alle Behandlungen eingetragen. Dazu bekommst du Tipps für die ersten Tage im neuen Zuhause.",
        ],
      },
      {
        title: "Nachbetreuung und Halterwechsel melden",
        text: [
          [
            "Melde den Halterwechsel bei einem Haustierregister wie TASSO oder FINDEFIX, damit dein Hund über seinen Chip immer zu dir zurückfindet. Auch nach der Adoption sind wir für dich da und melden uns nach einigen Wochen zur ",
            { text: "Nachkontrolle", to: faqAnchor("nachkontrolle") },
            ".",
          ],
        ],
      },
    ],
  },
  transparency: {
    heading: "Transparenz: So ist dein Hund versorgt",
    intro: "Jeder Hund verlässt Spanien gesund versorgt und mit allen nötigen Papieren.",
    items: [
      {
        icon: "medical",
        title: "Geimpft nach EU-Standard",
        text: "Tollwut und die üblichen Grundimpfungen – alles eingetragen im EU-Heimtierausweis.",
      },
      {
        icon: "chip",
        title: "Gechippt und registriert",
        text: "Jeder Hund trägt einen Mikrochip und ist registriert, damit er jederzeit eindeutig zugeordnet werden kann.",
      },
      {
        icon: "shield",
        title: "Getestet und kastriert ab ca. 1 Jahr",
        text: "Hunde ab etwa einem Jahr werden auf Mittelmeerkrankheiten getestet und in der Regel kastriert. Welpen sind noch nicht kastriert.",
      },
      {
        icon: "truck",
        title: "Tierschutzgerechter Transport",
        text: `Mit einem zugelassenen Transportunternehmen, mit Pausen, Wasser und Betreuung – in etwa ${transportTime} Tagen nach Deutschland.`,
      },
    ],
    fee: {
      heading: "Die Schutzgebühr",
      amount: fee,
      intro: `Die Schutzgebühr beträgt einmalig ${fee}. Sie deckt:`,
      covers: [
        "den Transport nach Deutschland",
        "die Ausreisegenehmigung und alle Papiere",
        "die tierärztliche Versorgung: Impfungen, Chip, Tests und ab etwa einem Jahr die Kastration",
      ],
      note: "Die Schutzgebühr ist kein Kaufpreis: Sie deckt einen Teil unserer Kosten und schützt die Hunde vor unüberlegten Adoptionen.",
    },
  },
  faq: {
    heading: "Häufige Fragen zur Adoption",
    intro: [
      "Die wichtigsten Antworten auf einen Blick. Noch mehr findest du auf unserer Seite mit ",
      { text: "häufigen Fragen", to: { route: "faq" } },
      ".",
    ],
    ids: [
      "wartezeit",
      "kosten",
      "vorkontrolle",
      "schutzvertrag",
      "transport",
      "uebergabe",
      "kennenlernen",
      "gesundheit",
      "mittelmeercheck",
      "welpen",
      "rueckgabe",
      "folgekosten",
    ],
  },
  contact: {
    anchor: "kontakt",
    heading: "Fragen zur Adoption? Schreib uns",
    intro:
      "Du hast dich in einen Hund verliebt oder möchtest erst einmal mehr wissen? Schick uns eine Nachricht – wir melden uns persönlich bei dir.",
    fallback:
      "Schreib uns eine E-Mail, ruf an oder schick uns eine WhatsApp-Nachricht – wir melden uns so schnell wie möglich.",
    privacy: {
      before: "Wie wir mit deinen Angaben umgehen, erklären wir in unserer ",
      link: "Datenschutzerklärung",
      newTab: "(öffnet in neuem Tab)",
      after: ".",
    },
  },
};
