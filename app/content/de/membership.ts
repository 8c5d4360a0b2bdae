import { formatEuro, membershipMinimumMonthly } from "~/domain/fees";
import type { MembershipContent } from "~/content/types/membership";

const minimum = formatEuro(membershipMinimumMonthly, "de");

export const membership: MembershipContent = {
  heroFacts: [
    { value: `ab ${minimum}`, label: "im Monat" },
    { value: "aktiv oder fördernd", label: "du entscheidest, wie du hilfst" },
    { value: "jederzeit", label: "kündbar zum Monatsende" },
  ],
  pillars: {
    heading: "Dein Beitrag rettet Leben",
    intro: `Mit deiner Mitgliedschaft ab ${minimum} im Monat sicherst du unsere Arbeit langfristig – planbar und verlässlich.`,
    items: [
      {
        icon: "truck",
        title: "Rettungsaktionen",
        text: "Wir holen Hunde von der Straße, aus der Perrera und aus schlechter Haltung – oft in letzter Minute.",
      },
      {
        icon: "medical",
        title: "Medizinische Versorgung",
        text: "Impfungen, Kastrationen, Tests auf Mittelmeerkrankheiten und Operationen: Dein Beitrag bezahlt, was unsere Hunde brauchen, um gesund zu werden.",
      },
      {
        icon: "home",
        title: "Vermittlung",
        text: "Vorkontrolle, Transport und Nachbetreuung – damit jeder Hund in die Familie kommt, die wirklich zu ihm passt.",
      },
    ],
  },
  kinds: {
    heading: "Aktiv oder fördernd – du entscheidest",
    intro:
      "Beide Mitgliedschaften helfen unseren Hunden. Sie unterscheiden sich darin, wie du dich einbringst.",
    active: {
      title: "Aktives Mitglied",
      summary: "Du packst mit an und entscheidest mit.",
      points: [
        "Stimmrecht in der Mitgliederversammlung",
        "eine Aufgabe, die zu dir passt – etwa als Pflegestelle oder bei der Organisation von Transporten",
        `Beitrag ab ${minimum} im Monat`,
      ],
    },
    supporting: {
      title: "Fördermitglied",
      summary: "Du unterstützt uns finanziell – ohne weitere Verpflichtungen.",
      points: [
        "regelmäßige finanzielle Hilfe für unsere Hunde",
        "kein Stimmrecht und keine Aufgaben im Verein",
        `Beitrag ab ${minimum} im Monat`,
      ],
    },
    note: "Du kannst jederzeit kündigen; die Kündigung wird zum Monatsende wirksam. Die Höhe deines Beitrags kannst du jederzeit ändern.",
  },
  steps: {
    heading: "In drei Schritten Mitglied werden",
    intro: "Der Antrag dauert nur wenige Minuten.",
    stepLabel: "Schritt",
    idPrefix: "schritt",
    items: [
      {
        title: "Mitgliedsart wählen",
        text: ["Entscheide dich für eine aktive Mitgliedschaft oder eine Fördermitgliedschaft."],
      },
      {
        title: "Antrag ausfüllen",
        text: [
          "Trag deine Daten, deine Adresse und die gewünschte Zahlungsweise ein: monatlich, vierteljährlich, halbjährlich oder jährlich.",
        ],
      },
      {
        title: "Willkommen im Verein",
        text: [
          "Wir bestätigen deinen Antrag. Deine Mitgliedschaft beginnt am Ersten eines Monats, frühestens im nächsten Monat.",
        ],
      },
    ],
    button: "Jetzt Mitglied werden",
  },
  form: {
    anchor: "contact",
    heading: "Dein Mitgliedsantrag",
    intro: `In vier kurzen Schritten: Mitgliedsart, persönliche Daten, Adresse und Kontakt, Zahlungsweise. Mitglied werden kannst du ab 18 Jahren. Der Beitrag beträgt ab ${minimum} im Monat; du zahlst ihn per Dauerauftrag oder Überweisung auf unser Vereinskonto.`,
    fallback:
      "Du möchtest Mitglied werden? Schreib uns eine E-Mail, ruf an oder schick uns eine WhatsApp-Nachricht – wir schicken dir alles Nötige.",
  },
  faq: {
    heading: "Häufige Fragen zur Mitgliedschaft",
    items: [
      {
        id: "faq-beitrag",
        question: "Wie hoch ist der Mitgliedsbeitrag?",
        answer: [
          `Der Beitrag beginnt bei ${minimum} im Monat. Du kannst gern mehr geben und die Höhe jederzeit ändern – sag uns einfach Bescheid, im Antrag musst du dafür nichts eintragen. Zahlen kannst du monatlich, vierteljährlich, halbjährlich oder jährlich.`,
        ],
      },
      {
        id: "faq-aktiv-foerdernd",
        question: "Was unterscheidet aktive Mitglieder von Fördermitgliedern?",
        answer: [
          "Aktive Mitglieder haben Stimmrecht in der Mitgliederversammlung und übernehmen eine Aufgabe im Verein, zum Beispiel als Pflegestelle oder bei der Organisation von Transporten. Fördermitglieder unterstützen uns finanziell und haben kein Stimmrecht.",
        ],
      },
      {
        id: "faq-kuendigung",
        question: "Kann ich jederzeit kündigen?",
        answer: [
          "Ja. Du kannst deine Mitgliedschaft jederzeit kündigen; die Kündigung wird zum Ende des Monats wirksam. Eine kurze E-Mail genügt.",
        ],
      },
      {
        id: "faq-beginn",
        question: "Ab wann bin ich Mitglied?",
        answer: [
          "Deine Mitgliedschaft beginnt am Ersten eines Monats, frühestens am Ersten des nächsten Monats. Das Eintrittsdatum wählst du im Antrag.",
        ],
      },
      {
        id: "faq-wer",
        question: "Wer kann Mitglied werden?",
        answer: [
          "Jede Person ab 18 Jahren, ganz gleich, ob du in Deutschland, in Spanien oder anderswo lebst. Erfahrung im Tierschutz brauchst du nicht – nur ein Herz für Hunde.",
        ],
      },
    ],
  },
  offer: {
    name: "Mitgliedschaft im Tierschutzverein",
    description: `Aktive Mitgliedschaft oder Fördermitgliedschaft ab ${minimum} im Monat, jederzeit zum Monatsende kündbar.`,
  },
};
