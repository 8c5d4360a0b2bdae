import { generalProjectsSharePercent, residenciaMonikaFigures, teamingMonthlyAmount } from "~/content/facts";
import { residenciaPictures } from "~/content/partner-pictures";
import type { ResidenciaMonikaText } from "~/content/types/residencia-monika";

/** Team names are demo values like the rest of the association's details (DECISIONS.md). */
export const residenciaMonika: ResidenciaMonikaText = {
  hero: {
    ...residenciaPictures.hero,
    alt: "Gezeichnete Ansicht der Residencia Monika zwischen Reisfeldern im Ebrodelta, mit Hunden vor dem Haus und Bergen im Hintergrund",
  },
  storyHeading: `Ein Zuhause für rund ${residenciaMonikaFigures.dogs} Hunde`,
  story: [
    `Die Residencia Monika liegt bei ${residenciaMonikaFigures.town}, am Rand des Ebrodeltas, zwischen Reisfeldern und Orangenhainen. Monika hat sie ${residenciaMonikaFigures.since} gegründet, nachdem sie jahrelang Straßenhunde bei sich zu Hause aufgenommen hatte – irgendwann war das Haus einfach zu klein.`,
    `Heute leben hier rund ${residenciaMonikaFigures.dogs} Hunde: junge und alte, mutige und schüchterne, viele aus Perreras der Umgebung. Sie werden gefüttert, tierärztlich versorgt, an Menschen und Leine gewöhnt und auf ein neues Zuhause vorbereitet.`,
    "Wir arbeiten eng mit der Residencia zusammen: Wir stellen ihre Hunde auf unserer Website vor, vermitteln sie nach Deutschland und Spanien und unterstützen Monika und ihr Team mit Spenden.",
  ],
  factsHeading: "Die Residencia auf einen Blick",
  facts: [
    {
      value: `ca. ${residenciaMonikaFigures.dogs} Hunde`,
      label: "leben in der Residencia und warten auf ihre Chance",
    },
    { value: `Seit ${residenciaMonikaFigures.since}`, label: "gibt Monika Hunden in Not hier ein Zuhause" },
    { value: `Bei ${residenciaMonikaFigures.town}`, label: "im Ebrodelta, im Süden Kataloniens" },
  ],
  team: {
    heading: "Das Team der Residencia",
    intro: "Zwei Frauen, die für ihre Hunde jeden Tag alles geben.",
    members: [
      {
        name: "Monika Beispiel",
        role: "Gründerin der Residencia",
        text: "Monika hat die Residencia aufgebaut und leitet sie bis heute. Sie nimmt Notfälle auf, organisiert Tierarzt und Futter und kennt die Geschichte jedes einzelnen Hundes.",
        portrait: residenciaPictures.monika,
        portraitAlt:
          "Gezeichnetes Porträt von Monika mit kurzen grauen Haaren und einem schwarzen Hund an ihrer Seite",
      },
      {
        name: "Pilar Demo",
        role: "Tierpflegerin",
        text: "Pilar ist jeden Morgen als Erste da. Sie füttert, putzt, verteilt Medikamente und sorgt dafür, dass auch die schüchternen Hunde ihre Streicheleinheiten bekommen.",
        portrait: residenciaPictures.pilar,
        portraitAlt: "Gezeichnetes Porträt von Pilar mit dunklen Locken und einem braun-weißen Hund",
      },
    ],
  },
  impressions: {
    heading: "Eindrücke aus der Residencia",
    items: [
      {
        picture: residenciaPictures.impressions[0],
        alt: "Gezeichnete Szene: Mehrere Hunde dösen im Schatten eines Feigenbaums im Hof",
        caption: "Mittagsruhe im Hof",
      },
      {
        picture: residenciaPictures.impressions[1],
        alt: "Gezeichnete Szene: Eine Pflegerin stellt Futternäpfe vor eine Reihe wartender Hunde",
        caption: "Endlich Futterzeit",
      },
      {
        picture: residenciaPictures.impressions[2],
        alt: "Gezeichnete Szene: Eine Helferin geht mit zwei Hunden an einem Kanal zwischen Reisfeldern spazieren",
        caption: "Spaziergang zwischen den Reisfeldern",
      },
      {
        picture: residenciaPictures.impressions[3],
        alt: "Gezeichnete Szene: Ein alter Hund liegt auf einem Sofa, daneben schläft ein Welpe in seinem Körbchen",
        caption: "Kuschelstunde im Büro",
      },
    ],
  },
  teaming: {
    heading: "Regelmäßig helfen",
    text: `Du möchtest die Residencia jeden Monat unterstützen? In ihrer Teaming-Gruppe geht das schon ab ${teamingMonthlyAmount} € im Monat.`,
    link: "Zur Teaming-Gruppe der Residencia",
  },
  donation: {
    heading: "Für die Residencia Monika spenden",
    intro: `Futter für rund ${residenciaMonikaFigures.dogs} Hunde, Tierarzt, Medikamente und Reparaturen: Jede Spende hilft Monika und ihrem Team durch den Monat.`,
    purpose: "Residencia Monika",
    generalShare: `${generalProjectsSharePercent} % der Spenden für die Residencia Monika fließen in die allgemeinen Projekte unseres Vereins.`,
  },
};
