import { association } from "~/content/facts";
import { formatNumber } from "~/domain/numbers";
import type { AboutContent } from "~/content/types/about";
import { formatEuro, membershipMinimumMonthly } from "~/domain/fees";

export const about: AboutContent = {
  heroFacts: [
    { value: String(association.foundedYear), label: "im Tierschutz aktiv seit" },
    { value: `${formatNumber(association.dogsRescued, "de")}+`, label: "gerettete und vermittelte Hunde" },
    { value: `${association.rescues.count}+`, label: `Rettungen allein ${association.rescues.year}` },
  ],
  mission: {
    heading: "Unsere Mission",
    paragraphs: [
      "Wir retten Straßenhunde in Spanien, versorgen sie medizinisch und suchen für jeden einzelnen das Zuhause, das wirklich zu ihm passt – in Deutschland und in Spanien.",
      `Seit ${association.foundedYear} haben wir über ${formatNumber(association.dogsRescued, "de")} Hunde gerettet und vermittelt, allein ${association.rescues.year} waren es mehr als ${association.rescues.count} Rettungen. Dahinter stehen zwei Vereine mit einem gemeinsamen Ziel: ein eingetragener Verein in Deutschland und eine Tierschutzvereinigung in Spanien, die sich vor Ort um die Hunde kümmert.`,
      [
        "Nicht jeder Hund kann vermittelt werden. Wer zu alt oder zu krank ist, findet in unserem ",
        { text: "Hospiz", to: { route: "hospice" } },
        " einen ruhigen, liebevollen Platz für seine letzte Lebenszeit.",
      ],
    ],
  },
  values: {
    heading: "Wofür wir stehen",
    intro: "Diese Werte leiten uns bei jeder Rettung und jeder Vermittlung.",
    items: [
      {
        icon: "heart",
        title: "Das Tier zuerst",
        text: "Jede Entscheidung beginnt mit der Frage, was für den Hund das Beste ist – auch wenn der Weg dahin länger dauert.",
      },
      {
        icon: "shield",
        title: "Transparenz",
        text: "Wir sagen offen, wie es einem Hund geht, was eine Adoption kostet und wofür wir Spenden verwenden.",
      },
      {
        icon: "check",
        title: "Verantwortung",
        text: "Mit Vorkontrolle, Schutzvertrag und Nachbetreuung begleiten wir jeden Hund weit über den Tag der Übergabe hinaus.",
      },
      {
        icon: "users",
        title: "Gemeinschaft",
        text: "Ehrenamtliche, Pflegestellen, Mitglieder und Spender in Deutschland und Spanien tragen unsere Arbeit gemeinsam.",
      },
    ],
  },
  team: {
    heading: "Unser Vorstand",
    intro:
      "Der Vorstand führt den Verein ehrenamtlich – gemeinsam mit vielen Helferinnen und Helfern in Deutschland und Spanien.",
  },
  membership: {
    heading: "Werde Teil unserer Gemeinschaft",
    text: `Als Mitglied unterstützt du unsere Arbeit schon ab ${formatEuro(membershipMinimumMonthly, "de")} im Monat – aktiv mit Stimmrecht oder als Fördermitglied.`,
    link: "Mitglied werden",
  },
};
