import { association } from "~/content/facts";
import { membershipMinimumMonthly } from "~/domain/fees";
import { formatNumber } from "~/domain/numbers";
import type { PageTexts } from "~/content/catalog";

/** Title, description, heading and intro of every page. */
export const pages: PageTexts = {
  home: {
    title: `Straßenhunde aus Spanien adoptieren | Tierschutzverein seit ${association.foundedYear}`,
    description:
      "Wir retten Straßenhunde in Spanien und vermitteln sie nach Deutschland und Spanien: persönliche Betreuung, Transport nach Deutschland und Versorgung vor Ort.",
    heading: "Adoptiere einen Straßenhund aus Spanien",
    intro: `Seit ${association.foundedYear} aktiv · über ${formatNumber(association.dogsRescued, "de")} gerettete und vermittelte Hunde · über ${association.rescues.count} Rettungen allein ${association.rescues.year}. Persönliche Begleitung, Transport von Spanien nach Deutschland und Versorgung vor Ort in Spanien.`,
  },
  dogs: {
    title: "Hunde suchen ein Zuhause | Straßenhunde Spanien",
    description:
      "Lerne unsere Schützlinge kennen: Hunde aus Spanien, die ein Zuhause, eine Patenschaft oder einen Platz in unserem Hospiz suchen.",
    heading: "Unsere Schützlinge",
    intro:
      "Jeder dieser Hunde wartet auf eine Chance. Finde deinen neuen Begleiter oder unterstütze einen Hund mit einer Patenschaft.",
  },
  dogDetail: {
    title: "Hund im Porträt | Straßenhunde Spanien",
    description:
      "Alles über diesen Hund: Charakter, Aufenthaltsort und wie du ihn adoptieren oder unterstützen kannst.",
    heading: "Hund im Porträt",
    intro: "Hier erfährst du alles über diesen Hund.",
  },
  adoption: {
    title: "Hund adoptieren – so läuft die Adoption ab | Straßenhunde Spanien",
    description:
      "Der Adoptionsablauf in 7 Schritten: vom ersten Kontakt über Vorkontrolle und Schutzvertrag bis zur Übergabe und Nachbetreuung.",
    heading: "Der Adoptionsablauf in 7 Schritten",
    intro:
      "Eine Adoption ist eine Entscheidung für viele Jahre. Wir begleiten dich Schritt für Schritt – transparent, persönlich und mit viel Erfahrung.",
  },
  fosterHome: {
    title: "Pflegestelle werden | Straßenhunde Spanien",
    description:
      "Werde Pflegestelle: Gib einem Hund aus Spanien für etwa 4 bis 6 Wochen ein Zuhause auf Zeit und hilf ihm auf dem Weg in seine Familie.",
    heading: "Pflegestelle werden",
    intro:
      "Als Pflegestelle schenkst du einem Hund ein Zuhause auf Zeit – meist für 4 bis 6 Wochen – bis er seine endgültige Familie findet.",
  },
  donations: {
    title: "Spenden & Teaming | Straßenhunde Spanien",
    description:
      "Unterstütze unsere Arbeit mit einer Spende, einer Patenschaft oder Teaming ab 1 € im Monat: für Futter, Tierarzt, Transport und Vermittlung.",
    heading: "Spenden & Teaming",
    intro:
      "Jede Spende hilft: für Futter und Pflege, tierärztliche Versorgung, Transporte und die Vermittlung unserer Hunde.",
  },
  about: {
    title: "Über uns | Straßenhunde Spanien",
    description: `Lerne unseren Verein kennen: seit ${association.foundedYear} im Tierschutz aktiv, über ${formatNumber(association.dogsRescued, "de")} gerettete Hunde und ein ehrenamtliches Team in Deutschland und Spanien.`,
    heading: "Über uns",
    intro: `Seit ${association.foundedYear} setzen wir uns für Straßenhunde in Spanien ein – mit Herz, Verstand und einem starken Netzwerk in Deutschland und Spanien.`,
  },
  contact: {
    title: "Kontakt | Straßenhunde Spanien",
    description:
      "Schreib uns eine Nachricht, ruf uns an oder kontaktiere uns per WhatsApp – wir helfen dir gern weiter.",
    heading: "Kontakt",
    intro:
      "Du hast Fragen zu einem Hund, zur Adoption oder zu unserem Verein? Wir freuen uns auf deine Nachricht.",
  },
  imprint: {
    title: "Impressum | Straßenhunde Spanien",
    description: "Impressum und Angaben zum Verein gemäß den gesetzlichen Vorgaben.",
    heading: "Impressum",
    intro: "Angaben zum Anbieter dieser Website.",
  },
  privacy: {
    title: "Datenschutz | Straßenhunde Spanien",
    description:
      "Wie wir mit deinen Daten umgehen: Kontaktformulare, Webanalyse und Live-Chat nur mit Einwilligung, deine Rechte.",
    heading: "Datenschutzerklärung",
    intro:
      "Der Schutz deiner persönlichen Daten ist uns wichtig. Hier erfährst du, welche Daten wir verarbeiten und warum.",
  },
  blog: {
    title: "Blog | Straßenhunde Spanien",
    description:
      "Neuigkeiten aus unserer Tierschutzarbeit: Rettungen, Vermittlungen, Geschichten und Tipps rund um Hunde aus Spanien.",
    heading: "Blog",
    intro: "Geschichten, Neuigkeiten und Einblicke in unsere Arbeit in Spanien und Deutschland.",
  },
  blogPost: {
    title: "Blog | Straßenhunde Spanien",
    description: "Ein Beitrag aus unserem Blog.",
    heading: "Blog",
    intro: "Ein Beitrag aus unserem Blog.",
  },
  membership: {
    title: "Mitglied werden | Straßenhunde Spanien",
    description: `Werde Mitglied in unserem Tierschutzverein – ab ${membershipMinimumMonthly} € im Monat, aktiv oder fördernd, jederzeit zum Monatsende kündbar.`,
    heading: "Mitglied werden",
    intro: `Dein Beitrag rettet Leben: Schon ab ${membershipMinimumMonthly} € im Monat unterstützt du Rettungsaktionen, medizinische Versorgung und Vermittlungen.`,
  },
  hospice: {
    title: "Hospiz für alte und kranke Hunde | Straßenhunde Spanien",
    description:
      "Unser Hospiz gibt alten und kranken Hunden in Spanien einen liebevollen Platz für ihre letzte Lebenszeit. Hilf mit deiner Spende.",
    heading: "Unser Hospiz",
    intro:
      "Manche Hunde sind zu alt oder zu krank für eine Vermittlung. In unserem Hospiz dürfen sie in Ruhe und Geborgenheit leben.",
  },
  fincaChaos: {
    title: "Finca Chaos | Straßenhunde Spanien",
    description:
      "Die Finca Chaos bei Benicarló: 10.000 m² für unsere Hunde, sieben Ausläufe, ein Hundewohnzimmer und 14 Ziegen.",
    heading: "Finca Chaos",
    intro:
      "Auf 10.000 m² bei Benicarló leben unsere Hunde in sieben Ausläufen und einem großen Hundewohnzimmer, bis sie ihre Familie finden.",
  },
  residenciaMonika: {
    title: "Residencia Monika | Straßenhunde Spanien",
    description:
      "Die Residencia Monika bei Amposta: seit 2008 ein Zuhause für rund 80 Hunde, unterstützt von unserem Verein.",
    heading: "Residencia Monika",
    intro:
      "Seit 2008 finden rund 80 Hunde in der Residencia Monika bei Amposta Schutz, Pflege und Zuwendung.",
  },
  faq: {
    title: "Häufige Fragen | Straßenhunde Spanien",
    description:
      "Antworten auf häufige Fragen zu Adoption, Transport, Schutzvertrag, Kosten, Vorkontrolle und Spenden.",
    heading: "Häufige Fragen",
    intro: "Hier findest du Antworten auf die Fragen, die uns am häufigsten gestellt werden.",
  },
  guides: {
    title: "Ratgeber | Straßenhunde Spanien",
    description:
      "Praktische Ratgeber rund um Hunde aus dem Tierschutz: Vorbereitung, Eingewöhnung, Gesundheit und Erziehung.",
    heading: "Ratgeber",
    intro: "Wissen aus vielen Jahren Tierschutz – damit der Start mit deinem Hund gelingt.",
  },
  guide: {
    title: "Ratgeber | Straßenhunde Spanien",
    description: "Ein Ratgeber aus unserem Tierschutzalltag.",
    heading: "Ratgeber",
    intro: "Ein Ratgeber aus unserem Tierschutzalltag.",
  },
};
