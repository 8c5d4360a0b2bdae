import type { Locale } from "~/i18n/locale";
import type { DonationBlockContent, Picture, TeamMember } from "./donation-form";

export type Fact = { value: string; label: string };
export type HeroPicture = { large: Picture; small: Picture; alt: string };
export type PartnerVideo = { id: string; title: string; poster: Picture };

export type FincaChaosContent = {
  hero: HeroPicture;
  storyHeading: string;
  story: string[];
  factsHeading: string;
  facts: Fact[];
  plan: {
    heading: string;
    text: string;
    alt: string;
    dialogTitle: string;
    thumbnail: Picture;
    full: Picture;
  };
  team: { heading: string; intro: string; members: [TeamMember, TeamMember] };
  videos: { heading: string; intro: string; items: [PartnerVideo, PartnerVideo, PartnerVideo] };
  visit: { heading: string; text: string; link: string };
  donation: DonationBlockContent;
};

const dir = "/images/partners";
const hero = {
  large: { src: `${dir}/finca-hero-1600.jpg`, width: 1600, height: 640 },
  small: { src: `${dir}/finca-hero-800.jpg`, width: 800, height: 320 },
};
const portraits = {
  jordi: { src: `${dir}/finca-team-jordi.jpg`, width: 480, height: 480 },
  sabine: { src: `${dir}/finca-team-sabine.jpg`, width: 480, height: 480 },
};
const poster = (n: number): Picture => ({ src: `${dir}/finca-video-${n}.jpg`, width: 960, height: 540 });
const plan = (locale: Locale) => ({
  thumbnail: { src: `${dir}/finca-plan-${locale}-800.jpg`, width: 800, height: 550 },
  full: { src: `${dir}/finca-plan-${locale}-1600.jpg`, width: 1600, height: 1100 },
});

/**
 * Demo video ids (Blender Foundation open movies on YouTube), standing in for the association's
 * own farm videos until they are configured; team names are demo values like the rest (DECISIONS.md).
 */
export const fincaVideoIds = ["aqz-KE-bpKQ", "eRsGyueVLvQ", "R6MlUcmOul8"] as const;

export const fincaChaosContent = {
  de: {
    hero: {
      ...hero,
      alt: "Gezeichnete Ansicht der Finca Chaos: ein weißes Landhaus, Ausläufe mit Hütten, Olivenbäume, Ziegen und Hunde vor den Hügeln bei Benicarló",
    },
    storyHeading: "Willkommen auf der Finca Chaos",
    story: [
      "Die Finca Chaos liegt im Hinterland von Benicarló, zwischen Olivenhainen und Johannisbrotbäumen, mit Blick bis zum Mittelmeer. Hier leben die Hunde, die wir in Spanien aufnehmen, bis sie zu ihren Familien reisen – manche ein paar Wochen, manche deutlich länger.",
      "Ihren Namen trägt die Finca zu Recht: Wo viele Hunde, 14 Ziegen und ein kleines Team zusammenleben, ist selten alles ordentlich. Aber hier fassen ängstliche Hunde wieder Vertrauen, Welpen lernen die Welt kennen, und die alten Hasen genießen die Sonne.",
      "Weil wir jeden Hund im Alltag erleben, können wir dir ehrlich sagen, wie er mit Menschen, Kindern, Katzen und anderen Hunden zurechtkommt.",
    ],
    factsHeading: "Die Finca in Zahlen",
    facts: [
      { value: "10.000 m²", label: "Gelände mit Olivenbäumen und Schattenplätzen" },
      { value: "7 Ausläufe", label: "mit je 150 bis 180 m², vier davon mit einer 12 m² großen Hütte" },
      { value: "ca. 6.000 m²", label: "Hundewohnzimmer für die Hunde, die gut miteinander auskommen" },
      { value: "14 Ziegen", label: "halten das Gras kurz und die Hunde gelassen" },
      { value: "Grillplatz", label: "für Helfertage, Besuche und lange Sommerabende" },
    ],
    plan: {
      heading: "Lageplan der Finca",
      text: "So ist die Finca aufgeteilt: sieben Ausläufe, das große Hundewohnzimmer, die Ziegenweide und der Grillplatz rund um das Wohnhaus.",
      alt: "Gezeichneter Lageplan der Finca Chaos: sieben nummerierte Ausläufe, vier davon mit Hütte, das Hundewohnzimmer, die Ziegenweide, der Grillplatz, das Wohnhaus und die Einfahrt",
      dialogTitle: "Lageplan der Finca Chaos",
      ...plan("de"),
    },
    team: {
      heading: "Unser Team vor Ort",
      intro:
        "Zwei Menschen halten auf der Finca alles zusammen – jeden Tag, bei Hitze, Regen und Tramontana.",
      members: [
        {
          name: "Jordi Ejemplo",
          role: "Leitung der Finca",
          text: "Jordi ist seit dem ersten Tag dabei. Er kennt jeden Hund beim Namen, repariert Zäune und Hütten und weiß genau, wer mit wem in den Auslauf darf.",
          portrait: portraits.jordi,
          portraitAlt:
            "Gezeichnetes Porträt von Jordi mit Strohhut und Bart, neben ihm ein rotbrauner Podenco",
        },
        {
          name: "Sabine Muster",
          role: "Tierpflege und Vermittlung",
          text: "Sabine kam als Urlauberin und ist geblieben. Sie kümmert sich um Tierarzttermine, Fotos und Beschreibungen und bereitet die Hunde auf ihre Reise nach Deutschland vor.",
          portrait: portraits.sabine,
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
        { id: fincaVideoIds[0], title: "Ein Morgen auf der Finca Chaos", poster: poster(1) },
        { id: fincaVideoIds[1], title: "Toben im Hundewohnzimmer", poster: poster(2) },
        { id: fincaVideoIds[2], title: "Hunde und Ziegen – ein eingespieltes Team", poster: poster(3) },
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
      generalShare:
        "10 % der Spenden für die Finca Chaos fließen in die allgemeinen Projekte unseres Vereins.",
    },
  },
  es: {
    hero: {
      ...hero,
      alt: "Vista dibujada de la Finca Chaos: una casa de campo blanca, parques con casetas, olivos, cabras y perros ante las colinas de Benicarló",
    },
    storyHeading: "Te damos la bienvenida a la Finca Chaos",
    story: [
      "La Finca Chaos está en el interior de Benicarló, entre olivares y algarrobos, con vistas hasta el Mediterráneo. Aquí viven los perros que acogemos en España hasta que viajan con sus familias: algunos unas semanas, otros bastante más.",
      "La finca hace honor a su nombre: donde conviven muchos perros, 14 cabras y un pequeño equipo, rara vez está todo en orden. Pero aquí los perros miedosos recuperan la confianza, los cachorros descubren el mundo y los veteranos disfrutan del sol.",
      "Como vivimos el día a día con cada perro, podemos decirte con sinceridad cómo se lleva con personas, niños, gatos y otros perros.",
    ],
    factsHeading: "La finca en cifras",
    facts: [
      { value: "10.000 m²", label: "de terreno con olivos y rincones de sombra" },
      { value: "7 parques", label: "de 150 a 180 m² cada uno, cuatro de ellos con una caseta de 12 m²" },
      {
        value: "aprox. 6.000 m²",
        label: "de sala de estar canina para los perros que se llevan bien entre sí",
      },
      { value: "14 cabras", label: "mantienen la hierba corta y a los perros tranquilos" },
      {
        value: "Zona de barbacoa",
        label: "para jornadas de voluntariado, visitas y largas noches de verano",
      },
    ],
    plan: {
      heading: "Plano de la finca",
      text: "Así está organizada la finca: siete parques, la gran sala de estar canina, el prado de las cabras y la zona de barbacoa alrededor de la casa.",
      alt: "Plano dibujado de la Finca Chaos: siete parques numerados, cuatro de ellos con caseta, la sala de estar canina, el prado de las cabras, la zona de barbacoa, la casa y la entrada",
      dialogTitle: "Plano de la Finca Chaos",
      ...plan("es"),
    },
    team: {
      heading: "Nuestro equipo en la finca",
      intro: "Dos personas lo mantienen todo en marcha, cada día, con calor, lluvia o tramontana.",
      members: [
        {
          name: "Jordi Ejemplo",
          role: "Responsable de la finca",
          text: "Jordi está desde el primer día. Conoce a cada perro por su nombre, repara vallas y casetas y sabe exactamente quién puede compartir parque con quién.",
          portrait: portraits.jordi,
          portraitAlt: "Retrato dibujado de Jordi, con sombrero de paja y barba, junto a un podenco canela",
        },
        {
          name: "Sabine Muster",
          role: "Cuidado de los perros y adopciones",
          text: "Sabine vino de vacaciones y se quedó. Se ocupa de las citas con el veterinario, las fotos y las descripciones, y prepara a los perros para su viaje a Alemania.",
          portrait: portraits.sabine,
          portraitAlt: "Retrato dibujado de Sabine, con coleta rubia y un perro pequeño y blanco a su lado",
        },
      ],
    },
    videos: {
      heading: "La finca en vídeo",
      intro:
        "Algunas imágenes de nuestro día a día. Los vídeos están en YouTube y solo se cargan cuando haces clic.",
      items: [
        { id: fincaVideoIds[0], title: "Una mañana en la Finca Chaos", poster: poster(1) },
        { id: fincaVideoIds[1], title: "Juegos en la sala de estar canina", poster: poster(2) },
        { id: fincaVideoIds[2], title: "Perros y cabras: un equipo bien avenido", poster: poster(3) },
      ],
    },
    visit: {
      heading: "Ayudar en la finca",
      text: "¿Vives en la Costa del Azahar o estás de vacaciones por la zona? Escríbenos antes y visita la finca: nos alegra recibir a quien quiera pasear perros, echar una mano con las obras o simplemente pasar tiempo con ellos.",
      link: "Solicitar una visita",
    },
    donation: {
      heading: "Donar a la Finca Chaos",
      intro:
        "Comida, agua, vallas, casetas y veterinario: la finca cuesta mucho dinero cada mes. Con tu donación la mantienes en marcha.",
      purpose: "Finca Chaos",
      generalShare:
        "El 10 % de las donaciones para la Finca Chaos se destina a los proyectos generales de nuestra asociación.",
    },
  },
} satisfies Record<Locale, FincaChaosContent>;
