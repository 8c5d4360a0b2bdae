import {
  association,
  fincaChaosFigures,
  generalProjectsSharePercent,
  simplifiedDonationReceiptLimit,
  teamingMonthlyAmount,
} from "~/content/facts";
import { membershipMinimumMonthly } from "~/domain/fees";
import { sponsorshipAmount } from "~/domain/fees";
import { formatNumber } from "~/domain/numbers";
import type { DonationsText } from "~/content/types/donations";

const placed = formatNumber(association.dogsRescued, "de");

export const donations: DonationsText = {
  introHeading: "Warum deine Spende zählt",
  intro: [
    "Wir sind ein kleiner Verein, der fast ausschließlich von Spenden lebt. Jeder Hund, den wir aus einer Perrera, von der Straße oder aus schlechter Haltung holen, braucht Futter, einen sicheren Platz, tierärztliche Versorgung und viel Zeit, bis er bei seiner Familie ankommt.",
    `Seit ${association.foundedYear} haben wir so über ${placed} Hunden ein neues Leben ermöglicht. Jede Spende, ob groß oder klein, macht die nächste Rettung möglich.`,
  ],
  usesHeading: "Wofür wir deine Spende einsetzen",
  uses: {
    food: {
      title: "Futter und Pflege",
      text: "Gutes Futter, Decken, Leinen und Halsbänder, Schutz vor Parasiten und die tägliche Pflege auf der Finca Chaos und in unseren Pflegestellen.",
    },
    medical: {
      title: "Tierärztliche Versorgung",
      text: "Impfungen, Chip und EU-Heimtierausweis, Tests auf Mittelmeerkrankheiten, Kastrationen, Operationen und die Behandlung kranker und alter Hunde.",
    },
    transport: {
      title: "Transport",
      text: "Die tierschutzgerechte Fahrt von Spanien nach Deutschland mit Übergabe an festen Treffpunkten, dazu Fahrten zum Tierarzt und zwischen unseren Stationen.",
    },
    mediation: {
      title: "Vermittlung und Koordination",
      text: "Beratung der Adoptanten, Vorkontrollen, Schutzverträge, Nachkontrollen und die Abstimmung zwischen unseren Teams in Spanien und Deutschland.",
    },
  },
  paymentHeading: "So kannst du spenden",
  paymentIntro:
    "Überweise deine Spende direkt auf unser Vereinskonto oder nutze PayPal. Mit den Kopier-Schaltflächen übernimmst du jede Angabe mit einem Klick.",
  bankHeading: "Überweisung",
  walletHeading: "PayPal",
  labels: {
    recipient: "Empfänger",
    iban: "IBAN",
    bic: "BIC",
    walletEmail: "PayPal-E-Mail",
    walletLink: "PayPal-Link",
  },
  copyLabels: {
    recipient: "Empfänger kopieren",
    iban: "IBAN kopieren",
    bic: "BIC kopieren",
    walletEmail: "PayPal-E-Mail kopieren",
    walletLink: "PayPal-Link kopieren",
  },
  walletOpen: "Mit PayPal spenden",
  walletHint:
    "Schreib bei PayPal gern in die Nachricht, wofür deine Spende gedacht ist – zum Beispiel „Hospiz“ oder „Finca Chaos“.",
  microHeading: `Teaming: monatlich ab ${teamingMonthlyAmount} €`,
  microText: `Bei Teaming spendest du jeden Monat ${teamingMonthlyAmount} € – automatisch und jederzeit kündbar. Aus vielen kleinen Beträgen wird so eine verlässliche Hilfe, mit der wir planen können. Tritt einer unserer beiden Gruppen bei:`,
  microPerMonth: `${teamingMonthlyAmount} € im Monat`,
  moreHeading: "Weitere Wege zu helfen",
  sponsorship: {
    title: "Patenschaft übernehmen",
    text: `Ab ${sponsorshipAmount.min} € im Monat begleitest du einen bestimmten Hund, bis er sein Zuhause gefunden hat. Nach oben gibt es keine Grenze.`,
    link: "Patenhunde ansehen",
  },
  membership: {
    title: "Mitglied werden",
    text: `Ab ${membershipMinimumMonthly} € im Monat stärkst du unseren Verein dauerhaft – als aktives oder förderndes Mitglied. Du kannst jederzeit mehr geben und deinen Beitrag ändern.`,
    link: "Mitglied werden",
  },
  onSite: {
    title: "Vor Ort mit anpacken",
    text: `Auf der Finca Chaos bei ${fincaChaosFigures.town} freuen sich Hunde und Team über helfende Hände: beim Gassigehen, Kuscheln, Bauen und Aufräumen.`,
    link: "Zur Finca Chaos",
  },
  faqHeading: "Häufige Fragen zum Spenden",
  faq: [
    {
      id: "spenden-steuer",
      question: "Ist meine Spende steuerlich absetzbar?",
      answer: [
        "Ja. Spenden an unseren deutschen Verein kannst du in deiner Steuererklärung als Sonderausgaben angeben. Die Zuwendungsbestätigung stellen wir über den deutschen Verein aus.",
        `Für Spenden bis ${simplifiedDonationReceiptLimit} € brauchst du keine Zuwendungsbestätigung: Dem Finanzamt genügt dein Kontoauszug oder der Beleg deiner Online-Überweisung.`,
      ],
    },
    {
      id: "spendenquittung",
      question: "Wie bekomme ich eine Spendenquittung?",
      answer: [
        "Schreib uns über das Kontaktformular oder per E-Mail deinen vollständigen Namen und deine Anschrift. Wir schicken dir die Zuwendungsbestätigung dann per Post oder als PDF.",
        "Für mehrere Spenden im Jahr stellen wir auf Wunsch gern eine Sammelbestätigung aus.",
      ],
    },
    {
      id: "spende-ankommen",
      question: "Kommt meine Spende wirklich bei den Hunden an?",
      answer: [
        "Ja. Unser Team arbeitet ehrenamtlich, und wir halten die Verwaltungskosten so gering wie möglich. Deine Spende fließt in Futter, Tierarzt, Transporte und die Unterbringung unserer Hunde.",
      ],
    },
    {
      id: "zweckgebunden",
      question: "Kann ich für einen bestimmten Zweck spenden?",
      answer: [
        "Ja. Gib einfach im Verwendungszweck an, wofür deine Spende gedacht ist, zum Beispiel „Hospiz“, „Finca Chaos“, „Residencia Monika“ oder den Namen eines Hundes.",
        `Von Spenden für das Hospiz, die Finca Chaos und die Residencia Monika fließen ${generalProjectsSharePercent} % in die allgemeinen Projekte des Vereins. So können wir auch Hunden helfen, für die niemand gezielt spendet.`,
      ],
    },
    {
      id: "teaming",
      question: "Was ist Teaming?",
      answer: [
        `Teaming ist eine Plattform für Kleinstspenden: Du unterstützt eine Gruppe jeden Monat mit genau ${teamingMonthlyAmount} €. Das klingt wenig, aber viele Mitglieder zusammen ergeben einen festen Betrag, mit dem wir rechnen können.`,
        "Du meldest dich einmal an, trittst einer unserer Gruppen bei und kannst jederzeit wieder austreten.",
      ],
    },
    {
      id: "patenschaft-mitgliedschaft",
      question: "Was ist der Unterschied zwischen Patenschaft und Mitgliedschaft?",
      answer: [
        `Mit einer Patenschaft ab ${sponsorshipAmount.min} € im Monat unterstützt du einen bestimmten Hund, zum Beispiel bei Tierarztkosten, Futter und Unterbringung, bis er ein Zuhause gefunden hat.`,
        `Als Mitglied ab ${membershipMinimumMonthly} € im Monat unterstützt du den ganzen Verein. Aktive Mitglieder haben auf der Mitgliederversammlung ein Stimmrecht, Fördermitglieder helfen finanziell.`,
      ],
    },
    {
      id: "spende-beenden",
      question: "Kann ich meine regelmäßige Unterstützung jederzeit beenden?",
      answer: [
        "Ja. Einen Dauerauftrag änderst oder löschst du selbst bei deiner Bank, bei Teaming trittst du mit einem Klick aus, und eine Patenschaft beendest du mit einer kurzen Nachricht an uns. Eine Mitgliedschaft kannst du jederzeit zum Monatsende kündigen.",
      ],
    },
    {
      id: "sachspenden",
      question: "Kann ich auch Sachspenden schicken oder vor Ort helfen?",
      answer: [
        "Sehr gern. Decken, Leinen, Halsbänder, Geschirre und Futter helfen uns immer. Frag uns bitte vorher kurz, was gerade gebraucht wird und wohin du es schicken kannst.",
        `Wenn du in der Nähe von ${fincaChaosFigures.town} Urlaub machst, kannst du nach Absprache auf der Finca Chaos mithelfen.`,
      ],
    },
  ],
  cta: {
    heading: "Gemeinsam geben wir Straßenhunden eine Zukunft",
    text: "Ob einmalige Spende, Teaming, Patenschaft oder Mitgliedschaft: Jede Hilfe bringt einen Hund seinem Zuhause ein Stück näher. Danke, dass du an unserer Seite stehst!",
    dogs: "Unsere Hunde kennenlernen",
    contact: "Fragen? Schreib uns",
  },
};
