import { mailLink, postalLines, telLink } from "~/content/shapes";
import type { LegalText } from "~/content/types/legal";

/** § 5 DDG, § 18 MStV. */
export const imprint: LegalText = (site) => {
  const board = site.team.map((member) => `${member.name} (${member.position.de})`);
  const responsible = site.team[0]?.name;
  return {
    updated: "Stand: November 2026",
    sections: [
      {
        heading: "Angaben gemäß § 5 DDG",
        blocks: [{ lines: [site.organisationName, ...postalLines(site.address, "de")] }],
      },
      {
        heading: "Vertreten durch",
        blocks: ["Der Verein wird durch seinen vertretungsberechtigten Vorstand vertreten:", { list: board }],
      },
      {
        heading: "Kontakt",
        blocks: [
          {
            lines: [
              ["Telefon: ", telLink(site.phone)],
              ["E-Mail: ", mailLink(site.email)],
            ],
          },
        ],
      },
      {
        heading: "Rechtsform und Registereintrag",
        blocks: [{ lines: [`Rechtsform: ${site.legalForm}`, `Eintragung: ${site.registry}`, site.taxId] }],
      },
      ...(responsible
        ? [
            {
              heading: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
              blocks: [{ lines: [responsible, ...postalLines(site.address, "de").slice(0, 2)] }],
            },
          ]
        : []),
      {
        heading: "Verbraucherstreitbeilegung",
        blocks: [
          "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
        ],
      },
      {
        heading: "Haftung für Inhalte",
        blocks: [
          "Die Inhalte dieser Website erstellen wir mit großer Sorgfalt. Für ihre Richtigkeit, Vollständigkeit und Aktualität können wir jedoch keine Gewähr übernehmen. Angaben zu unseren Hunden – etwa Alter, Größe und Wesen – beruhen auf den Beobachtungen unseres Teams und können sich ändern.",
          "Als Diensteanbieter sind wir nach § 7 Abs. 1 DDG für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Nach §§ 8 bis 10 DDG sind wir jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen. Sobald wir von einer konkreten Rechtsverletzung erfahren, entfernen wir die betreffenden Inhalte umgehend.",
        ],
      },
      {
        heading: "Haftung für Links",
        blocks: [
          "Unsere Website enthält Links zu Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist stets der jeweilige Anbieter oder Betreiber verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar. Erfahren wir von Rechtsverletzungen, entfernen wir die betreffenden Links umgehend.",
        ],
      },
      {
        heading: "Urheberrecht",
        blocks: [
          "Texte, Fotos und Videos auf dieser Website sind urheberrechtlich geschützt. Die Fotos unserer Hunde darfst du gern teilen, um bei der Vermittlung zu helfen – bitte mit einem Link auf die Seite des jeweiligen Hundes. Jede andere Verwendung bedarf unserer vorherigen Zustimmung.",
        ],
      },
      {
        heading: "Datenschutz",
        blocks: [
          [
            "Wie wir mit personenbezogenen Daten umgehen, erklären wir in unserer ",
            { text: "Datenschutzerklärung", to: { route: "privacy" } },
            ".",
          ],
        ],
      },
    ],
  };
};
