import type { Locale } from "~/i18n/locale";
import type { DonationBlockContent, Picture, TeamMember } from "./donation-form";
import type { Fact, HeroPicture } from "./finca-chaos";

export type Impression = { picture: Picture; alt: string; caption: string };

export type ResidenciaMonikaContent = {
  hero: HeroPicture;
  storyHeading: string;
  story: string[];
  factsHeading: string;
  facts: Fact[];
  team: { heading: string; intro: string; members: [TeamMember, TeamMember] };
  impressions: { heading: string; items: [Impression, Impression, Impression, Impression] };
  teaming: { heading: string; text: string; link: string };
  donation: DonationBlockContent;
};

const dir = "/images/partners";
const hero = {
  large: { src: `${dir}/residencia-hero-1600.jpg`, width: 1600, height: 640 },
  small: { src: `${dir}/residencia-hero-800.jpg`, width: 800, height: 320 },
};
const portraits = {
  monika: { src: `${dir}/residencia-team-monika.jpg`, width: 480, height: 480 },
  pilar: { src: `${dir}/residencia-team-pilar.jpg`, width: 480, height: 480 },
};
const impression = (n: number): Picture => ({
  src: `${dir}/residencia-impression-${n}.jpg`,
  width: 800,
  height: 600,
});

/** Team names are demo values like the rest of the association's details (DECISIONS.md). */
export const residenciaMonikaContent = {
  de: {
    hero: {
      ...hero,
      alt: "Gezeichnete Ansicht der Residencia Monika zwischen Reisfeldern im Ebrodelta, mit Hunden vor dem Haus und Bergen im Hintergrund",
    },
    storyHeading: "Ein Zuhause für rund 80 Hunde",
    story: [
      "Die Residencia Monika liegt bei Amposta, am Rand des Ebrodeltas, zwischen Reisfeldern und Orangenhainen. Monika hat sie 2008 gegründet, nachdem sie jahrelang Straßenhunde bei sich zu Hause aufgenommen hatte – irgendwann war das Haus einfach zu klein.",
      "Heute leben hier rund 80 Hunde: junge und alte, mutige und schüchterne, viele aus Perreras der Umgebung. Sie werden gefüttert, tierärztlich versorgt, an Menschen und Leine gewöhnt und auf ein neues Zuhause vorbereitet.",
      "Wir arbeiten eng mit der Residencia zusammen: Wir stellen ihre Hunde auf unserer Website vor, vermitteln sie nach Deutschland und Spanien und unterstützen Monika und ihr Team mit Spenden.",
    ],
    factsHeading: "Die Residencia auf einen Blick",
    facts: [
      { value: "ca. 80 Hunde", label: "leben in der Residencia und warten auf ihre Chance" },
      { value: "Seit 2008", label: "gibt Monika Hunden in Not hier ein Zuhause" },
      { value: "Bei Amposta", label: "im Ebrodelta, im Süden Kataloniens" },
    ],
    team: {
      heading: "Das Team der Residencia",
      intro: "Zwei Frauen, die für ihre Hunde jeden Tag alles geben.",
      members: [
        {
          name: "Monika Beispiel",
          role: "Gründerin der Residencia",
          text: "Monika hat die Residencia aufgebaut und leitet sie bis heute. Sie nimmt Notfälle auf, organisiert Tierarzt und Futter und kennt die Geschichte jedes einzelnen Hundes.",
          portrait: portraits.monika,
          portraitAlt:
            "Gezeichnetes Porträt von Monika mit kurzen grauen Haaren und einem schwarzen Hund an ihrer Seite",
        },
        {
          name: "Pilar Demo",
          role: "Tierpflegerin",
          text: "Pilar ist jeden Morgen als Erste da. Sie füttert, putzt, verteilt Medikamente und sorgt dafür, dass auch die schüchternen Hunde ihre Streicheleinheiten bekommen.",
          portrait: portraits.pilar,
          portraitAlt: "Gezeichnetes Porträt von Pilar mit dunklen Locken und einem braun-weißen Hund",
        },
      ],
    },
    impressions: {
      heading: "Eindrücke aus der Residencia",
      items: [
        {
          picture: impression(1),
          alt: "Gezeichnete Szene: Mehrere Hunde dösen im Schatten eines Feigenbaums im Hof",
          caption: "Mittagsruhe im Hof",
        },
        {
          picture: impression(2),
          alt: "Gezeichnete Szene: Eine Pflegerin stellt Futternäpfe vor eine Reihe wartender Hunde",
          caption: "Endlich Futterzeit",
        },
        {
          picture: impression(3),
          alt: "Gezeichnete Szene: Eine Helferin geht mit zwei Hunden an einem Kanal zwischen Reisfeldern spazieren",
          caption: "Spaziergang zwischen den Reisfeldern",
        },
        {
          picture: impression(4),
          alt: "Gezeichnete Szene: Ein alter Hund liegt auf einem Sofa, daneben schläft ein Welpe in seinem Körbchen",
          caption: "Kuschelstunde im Büro",
        },
      ],
    },
    teaming: {
      heading: "Regelmäßig helfen",
      text: "Du möchtest die Residencia jeden Monat unterstützen? In ihrer Teaming-Gruppe geht das schon ab 1 € im Monat.",
      link: "Zur Teaming-Gruppe der Residencia",
    },
    donation: {
      heading: "Für die Residencia Monika spenden",
      intro:
        "Futter für rund 80 Hunde, Tierarzt, Medikamente und Reparaturen: Jede Spende hilft Monika und ihrem Team durch den Monat.",
      purpose: "Residencia Monika",
      generalShare:
        "10 % der Spenden für die Residencia Monika fließen in die allgemeinen Projekte unseres Vereins.",
    },
  },
  es: {
    hero: {
      ...hero,
      alt: "Vista dibujada de la Residencia Monika entre arrozales del delta del Ebro, con perros delante de la casa y montañas al fondo",
    },
    storyHeading: "Un hogar para unos 80 perros",
    story: [
      "La Residencia Monika está cerca de Amposta, a las puertas del delta del Ebro, entre arrozales y naranjos. Monika la fundó en 2008, después de años acogiendo perros callejeros en su propia casa, que al final se quedó pequeña.",
      "Hoy viven aquí unos 80 perros: jóvenes y mayores, valientes y tímidos, muchos de ellos procedentes de perreras de la zona. Reciben comida, atención veterinaria, aprenden a confiar en las personas y a pasear con correa, y se preparan para un nuevo hogar.",
      "Colaboramos estrechamente con la Residencia: presentamos a sus perros en nuestra web, los damos en adopción en España y Alemania y apoyamos a Monika y a su equipo con donaciones.",
    ],
    factsHeading: "La Residencia de un vistazo",
    facts: [
      { value: "Unos 80 perros", label: "viven en la Residencia y esperan su oportunidad" },
      { value: "Desde 2008", label: "Monika da aquí un hogar a perros necesitados" },
      { value: "Cerca de Amposta", label: "en el delta del Ebro, al sur de Cataluña" },
    ],
    team: {
      heading: "El equipo de la Residencia",
      intro: "Dos mujeres que lo dan todo por sus perros, cada día.",
      members: [
        {
          name: "Monika Beispiel",
          role: "Fundadora de la Residencia",
          text: "Monika levantó la Residencia y la sigue dirigiendo. Acoge urgencias, organiza el veterinario y la comida y conoce la historia de cada uno de sus perros.",
          portrait: portraits.monika,
          portraitAlt: "Retrato dibujado de Monika, con el pelo corto y canoso y un perro negro a su lado",
        },
        {
          name: "Pilar Demo",
          role: "Cuidadora",
          text: "Pilar es la primera en llegar cada mañana. Da de comer, limpia, reparte la medicación y se asegura de que también los perros más tímidos reciban sus caricias.",
          portrait: portraits.pilar,
          portraitAlt: "Retrato dibujado de Pilar, con el pelo oscuro y rizado y un perro marrón y blanco",
        },
      ],
    },
    impressions: {
      heading: "Imágenes de la Residencia",
      items: [
        {
          picture: impression(1),
          alt: "Escena dibujada: varios perros dormitan a la sombra de una higuera en el patio",
          caption: "Siesta en el patio",
        },
        {
          picture: impression(2),
          alt: "Escena dibujada: una cuidadora pone los comederos delante de una fila de perros que esperan",
          caption: "Por fin, la hora de comer",
        },
        {
          picture: impression(3),
          alt: "Escena dibujada: una voluntaria pasea con dos perros junto a un canal entre arrozales",
          caption: "Paseo entre los arrozales",
        },
        {
          picture: impression(4),
          alt: "Escena dibujada: un perro mayor descansa en un sofá y a su lado un cachorro duerme en su cesta",
          caption: "Hora de mimos en la oficina",
        },
      ],
    },
    teaming: {
      heading: "Ayuda cada mes",
      text: "¿Quieres apoyar a la Residencia cada mes? En su grupo de Teaming puedes hacerlo desde 1 € al mes.",
      link: "Ir al grupo de Teaming de la Residencia",
    },
    donation: {
      heading: "Donar a la Residencia Monika",
      intro:
        "Comida para unos 80 perros, veterinario, medicamentos y reparaciones: cada donación ayuda a Monika y a su equipo a llegar a fin de mes.",
      purpose: "Residencia Monika",
      generalShare:
        "El 10 % de las donaciones para la Residencia Monika se destina a los proyectos generales de nuestra asociación.",
    },
  },
} satisfies Record<Locale, ResidenciaMonikaContent>;
