import { fincaChaosFigures, generalProjectsSharePercent } from "~/content/facts";
import { fincaPictures, fincaVideoIds } from "~/content/partner-pictures";
import { formatNumber } from "~/domain/numbers";
import type { FincaChaosText } from "~/content/types/finca-chaos";

const area = formatNumber(fincaChaosFigures.areaSquareMetres, "de");
const lounge = formatNumber(fincaChaosFigures.dogLoungeSquareMetres, "de");

/** Team names are demo values like the rest of the association's details (DECISIONS.md). */
export const fincaChaos: FincaChaosText = {
  hero: {
    ...fincaPictures.hero,
    alt: `Gezeichnete Ansicht der Finca Chaos: ein weißes Landhaus, Ausläufe mit Hütten, Olivenbäume, Ziegen und Hunde vor den Hügeln bei ${fincaChaosFigures.town}`,
  },
  storyHeading: "Willkommen auf der Finca Chaos",
  story: [
    `Die Finca Chaos liegt im Hinterland von ${fincaChaosFigures.town}, zwischen Olivenhainen und Johannisbrotbäumen, mit Blick bis zum Mittelmeer. Hier leben die Hunde, die wir in Spanien aufnehmen, bis sie zu ihren Familien reisen – manche ein paar Wochen, manche deutlich länger.`,
    `Ihren Namen trägt die Finca zu Recht: Wo viele Hunde, ${fincaChaosFigures.goats} Ziegen und ein kleines Team zusammenleben, ist selten alles ordentlich. Aber hier fassen ängstliche Hunde wieder Vertrauen, Welpen lernen die Welt kennen, und die alten Hasen genießen die Sonne.`,
    "Weil wir jeden Hund im Alltag erleben, können wir dir ehrlich sagen, wie er mit Menschen, Kindern, Katzen und anderen Hunden zurechtkommt.",
  ],
  factsHeading: "Die Finca in Zahlen",
  facts: [
    { value: `${area} m²`, label: "Gelände mit Olivenbäumen und Schattenplätzen" },
    {
      value: `${fincaChaosFigures.runs} Ausläufe`,
      label: `mit je ${fincaChaosFigures.runSquareMetres.min} bis ${fincaChaosFigures.runSquareMetres.max} m², vier davon mit einer ${fincaChaosFigures.hutSquareMetres} m² großen Hütte`,
    },
    { value: `ca. ${lounge} m²`, label: "Hundewohnzimmer für die Hunde, die gut miteinander auskommen" },
    { value: `${fincaChaosFigures.goats} Ziegen`, label: "halten das Gras kurz und die Hunde gelassen" },
    { value: "Grillplatz", label: "für Helfertage, Besuche und lange Sommerabende" },
  ],
  plan: {
    heading: "Lageplan der Finca",
    text: "So ist die Finca aufgeteilt: sieben Ausläufe, das große Hundewohnzimmer, die Ziegenweide und der Grillplatz rund um das Wohnhaus.",
    alt: "Gezeichneter Lageplan der Finca Chaos: sieben nummerierte Ausläufe, vier davon mit Hütte, das Hundewohnzimmer, die Ziegenweide, der Grillplatz, das Wohnhaus und die Einfahrt",
    dialogTitle: "Lageplan der Finca Chaos",
    ...fincaPictures.plan("de"),
  },
  team: {
    heading: "Unser Team vor Ort",
    intro: "Zwei Menschen halten auf der Finca alles zusammen – jeden Tag, bei Hitze, Regen und Tramontana.",
    members: [
      {
        name: "Jordi Ejemplo",
        role: "Leitung der Finca",
        text: "Jordi ist seit dem ersten Tag dabei. Er kennt jeden Hund beim Namen, repariert Zäune und Hütten und weiß genau, wer mit wem in den Auslauf darf.",
        portrait: fincaPictures.jordi,
        portraitAlt: "Gezeichnetes Porträt von Jordi mit Strohhut und Bart, neben ihm ein rotbrauner Podenco",
      },
      {
        name: "Sabine Muster",
        role: "Tierpflege und Vermittlung",
        text: "Sabine kam als Urlauberin und ist geblieben. Sie kümmert sich um Tierarzttermine, Fotos und Beschreibungen und bereitet die Hunde auf ihre Reise nach Deutschland vor.",
        portrait: fincaPictures.sabine,
        portraitAlt:
          "Gezeichnetes Porträt von Sabine mit blondem Pferdeschwanz und einem kleinen weißen Hund an ihrer Seite",
      },
    ],
  },
  videos: {
    heading: "Die Finca im Video",
    intro:
      "Ein paar Eindrücke aus unserem Alltag. Die Videos liegen bei YouTube und werden erst nach deinem Klick geladen.",
    items: [
      { id: fincaVideoIds[0], title: "Ein Morgen auf der Finca Chaos", poster: fincaPictures.posters[0] },
      { id: fincaVideoIds[1], title: "Toben im Hundewohnzimmer", poster: fincaPictures.posters[1] },
      {
        id: fincaVideoIds[2],
        title: "Hunde und Ziegen – ein eingespieltes Team",
        poster: fincaPictures.posters[2],
      },
    ],
  },
  visit: {
    heading: "Vor Ort helfen",
    text: "Du machst Urlaub an der Costa del Azahar? Melde dich vorher bei uns und besuche die Finca: Wir freuen uns über Gassigeher, Handwerker und alle, die einfach Zeit mit den Hunden verbringen möchten.",
    link: "Besuch anfragen",
  },
  donation: {
    heading: "Für die Finca Chaos spenden",
    intro:
      "Futter, Wasser, Zäune, Hütten und Tierarzt: Die Finca kostet jeden Monat viel Geld. Mit deiner Spende hältst du sie am Laufen.",
    purpose: "Finca Chaos",
    generalShare: `${generalProjectsSharePercent} % der Spenden für die Finca Chaos fließen in die allgemeinen Projekte unseres Vereins.`,
  },
};
