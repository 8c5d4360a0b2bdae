import type { Locale } from "~/i18n/locale";
import type { DonationBlockContent, Picture } from "./donation-form";

export type HospiceContent = {
  heroDonate: string;
  heroDogs: string;
  need: { heading: string; text: string[] };
  founder: {
    heading: string;
    name: string;
    role: string;
    portrait: Picture;
    portraitAlt: string;
    story: string[];
  };
  about: { heading: string; text: string[]; points: string[] };
  help: {
    heading: string;
    intro: string;
    items: { title: string; text: string; link: string; to: "form" | "donations" | "contact" }[];
  };
  dogs: { heading: string; countOne: string; countOther: string; empty: string; loading: string };
  quote: { text: string; author: string };
  donation: DonationBlockContent;
  service: { name: string; serviceType: string; description: string };
};

const founderPortrait: Picture = { src: "/images/partners/hospice-founder.jpg", width: 600, height: 720 };

/**
 * Texts of the hospice page. The founder's name is a demo value like the rest of the association's
 * details (DECISIONS.md).
 */
export const hospiceContent = {
  de: {
    heroDonate: "Für das Hospiz spenden",
    heroDogs: "Unsere Hospizhunde",
    need: {
      heading: "Warum es unser Hospiz braucht",
      text: [
        "In spanischen Perreras haben alte und kranke Hunde kaum eine Chance. Wer grau um die Schnauze ist, ein schwaches Herz oder einen Tumor hat, wird selten adoptiert – und oft als Erster aufgegeben.",
        "Für diese Hunde ist die lange Reise nach Deutschland zu anstrengend, und eine Vermittlung ist meist nicht mehr möglich. Sie brauchen einen ruhigen Ort, an dem sie bleiben dürfen: mit Medikamenten, passendem Futter, weichen Betten und Menschen, die sie bis zum letzten Tag begleiten.",
      ],
    },
    founder: {
      heading: "Wie alles begann",
      name: "Carmen Ejemplo",
      role: "Gründerin unseres Hospizes",
      portrait: founderPortrait,
      portraitAlt: "Gezeichnetes Porträt der lächelnden Carmen, neben ihr ein alter Hund mit grauer Schnauze",
      story: [
        "Die Idee zum Hospiz kam Carmen in einer Perrera in der Provinz Castellón. Dort saß Tito, ein vierzehnjähriger Mischling mit trüben Augen und einem Herzgeräusch. Niemand wollte ihn haben, und Carmen brachte es nicht übers Herz, ihn zurückzulassen.",
        "Tito lebte noch zwei glückliche Jahre in ihrem Garten, und bald zogen weitere alte Hunde ein. Aus Carmens Garten ist unser Hospiz geworden: ein ruhiger Ort mit Sofa, Kamin und Terrasse, an dem alte und kranke Hunde einfach Hund sein dürfen.",
        "„Sie haben ihr Leben lang wenig Gutes erfahren“, sagt Carmen. „Wenigstens am Ende sollen sie wissen, wie sich ein Zuhause anfühlt.“",
      ],
    },
    about: {
      heading: "Ein Zuhause bis zuletzt",
      text: [
        "In unserem Hospiz in Spanien leben Hunde, die wegen ihres Alters oder einer unheilbaren Krankheit nicht mehr vermittelt werden. Sie bleiben bei uns, solange sie Freude am Leben haben, und wir lassen sie nicht allein, wenn es so weit ist.",
      ],
      points: [
        "Ruhige Räume, weiche Betten und ein Garten mit Sonnen- und Schattenplätzen",
        "Tägliche Medikamente, Schmerztherapie und regelmäßige Besuche beim Tierarzt",
        "Schonkost und Spezialfutter für empfindliche Mägen, Nieren und Herzen",
        "Menschen, die sich Zeit nehmen – für Streicheleinheiten, kurze Runden und lange Nickerchen",
      ],
    },
    help: {
      heading: "So kannst du helfen",
      intro:
        "Ein Platz im Hospiz kostet viel: Medikamente, Tierarzt, Spezialfutter und Pflege. Jede Hilfe zählt.",
      items: [
        {
          title: "Einmalig spenden",
          text: "Mit dem Spendenformular auf dieser Seite überweist du in wenigen Sekunden per QR-Code oder spendest über PayPal.",
          link: "Zum Spendenformular",
          to: "form",
        },
        {
          title: "Monatlich helfen",
          text: "Mit Teaming unterstützt du das Hospiz schon ab 1 € im Monat – verlässlich und jederzeit kündbar.",
          link: "Alle Spendenwege",
          to: "donations",
        },
        {
          title: "Sachspenden",
          text: "Orthopädische Hundebetten, Decken, Inkontinenzunterlagen und Seniorenfutter helfen uns sehr. Frag uns bitte vorher, was gerade gebraucht wird.",
          link: "Kontakt aufnehmen",
          to: "contact",
        },
      ],
    },
    dogs: {
      heading: "Unsere Hospizhunde",
      countOne: "Zurzeit lebt {count} Hund in unserem Hospiz. Lerne unseren Schützling kennen:",
      countOther:
        "Zurzeit leben {count} Hunde in unserem Hospiz. Jeder von ihnen hat seine eigene Geschichte – lerne sie kennen:",
      empty: "Im Moment können wir hier keine Hospizhunde zeigen. Schau bald wieder vorbei.",
      loading: "Hospizhunde werden geladen …",
    },
    quote: {
      text: "Jeder Hund verdient es, nicht allein zu gehen. Danke an alle, die unseren alten Hunden mit ihrer Spende ruhige, warme und satte Tage schenken.",
      author: "Carmen, Gründerin unseres Hospizes",
    },
    donation: {
      heading: "Für das Hospiz spenden",
      intro:
        "Wähle einen Betrag – der QR-Code für deine Überweisung und der PayPal-Link passen sich sofort an.",
      purpose: "Hospiz",
      generalShare:
        "10 % der Spenden für das Hospiz fließen in die allgemeinen Projekte unseres Vereins, etwa in Notfallrettungen und Transporte.",
    },
    service: {
      name: "Hospiz für alte und kranke Hunde",
      serviceType: "Tierhospiz",
      description:
        "Ein Zuhause für alte und unheilbar kranke Hunde in Spanien: Pflege, Medikamente, Spezialfutter und Begleitung bis zum letzten Tag.",
    },
  },
  es: {
    heroDonate: "Donar al hospicio",
    heroDogs: "Nuestros perros del hospicio",
    need: {
      heading: "Por qué hace falta nuestro hospicio",
      text: [
        "En las perreras españolas, los perros mayores y enfermos apenas tienen oportunidades. Quien tiene el hocico canoso, el corazón débil o un tumor rara vez es adoptado y, a menudo, es el primero al que se da por perdido.",
        "Para estos perros, el largo viaje a Alemania es demasiado duro y la adopción casi nunca es posible. Necesitan un lugar tranquilo donde puedan quedarse: con sus medicamentos, una alimentación adecuada, camas blandas y personas que los acompañen hasta el último día.",
      ],
    },
    founder: {
      heading: "Cómo empezó todo",
      name: "Carmen Ejemplo",
      role: "Fundadora de nuestro hospicio",
      portrait: founderPortrait,
      portraitAlt: "Retrato dibujado de Carmen, sonriente, junto a un perro mayor de hocico canoso",
      story: [
        "La idea del hospicio nació en una perrera de la provincia de Castellón. Allí estaba Tito, un mestizo de catorce años con los ojos velados y un soplo en el corazón. Nadie lo quería, y Carmen no fue capaz de dejarlo allí.",
        "Tito vivió dos años felices más en su jardín, y pronto llegaron otros perros mayores. El jardín de Carmen se ha convertido en nuestro hospicio: un lugar tranquilo con sofá, chimenea y terraza, donde los perros mayores y enfermos pueden ser, simplemente, perros.",
        "«Han conocido muy poco bueno en su vida», dice Carmen. «Al menos al final tienen que saber lo que es un hogar.»",
      ],
    },
    about: {
      heading: "Un hogar hasta el final",
      text: [
        "En nuestro hospicio en España viven perros que, por su edad o por una enfermedad incurable, ya no pueden ser adoptados. Se quedan con nosotros mientras disfruten de la vida, y no los dejamos solos cuando llega el momento.",
      ],
      points: [
        "Espacios tranquilos, camas blandas y un jardín con rincones de sol y de sombra",
        "Medicación diaria, tratamiento del dolor y visitas regulares al veterinario",
        "Dieta blanda y pienso especial para estómagos, riñones y corazones delicados",
        "Personas que se toman su tiempo: para mimos, paseos cortos y largas siestas",
      ],
    },
    help: {
      heading: "Cómo puedes ayudar",
      intro:
        "Una plaza en el hospicio cuesta mucho: medicamentos, veterinario, pienso especial y cuidados. Cada ayuda cuenta.",
      items: [
        {
          title: "Donación puntual",
          text: "Con el formulario de donación de esta página haces la transferencia en segundos con el código QR o donas con PayPal.",
          link: "Ir al formulario de donación",
          to: "form",
        },
        {
          title: "Ayuda mensual",
          text: "Con Teaming apoyas el hospicio desde 1 € al mes, de forma estable y con baja en cualquier momento.",
          link: "Todas las formas de donar",
          to: "donations",
        },
        {
          title: "Donaciones en especie",
          text: "Camas ortopédicas, mantas, empapadores y pienso para perros mayores nos ayudan mucho. Pregúntanos antes qué necesitamos en este momento.",
          link: "Contactar",
          to: "contact",
        },
      ],
    },
    dogs: {
      heading: "Nuestros perros del hospicio",
      countOne: "Ahora mismo vive {count} perro en nuestro hospicio. Conoce su historia:",
      countOther:
        "Ahora mismo viven {count} perros en nuestro hospicio. Cada uno tiene su propia historia; conócelos:",
      empty: "En este momento no podemos mostrar aquí perros del hospicio. Vuelve a visitarnos pronto.",
      loading: "Cargando los perros del hospicio…",
    },
    quote: {
      text: "Todo perro merece no irse solo. Gracias a todas las personas que, con su donación, regalan a nuestros perros mayores días tranquilos, calientes y con la barriga llena.",
      author: "Carmen, fundadora de nuestro hospicio",
    },
    donation: {
      heading: "Donar al hospicio",
      intro:
        "Elige una cantidad: el código QR para tu transferencia y el enlace de PayPal se actualizan al instante.",
      purpose: "Hospicio",
      generalShare:
        "El 10 % de las donaciones para el hospicio se destina a los proyectos generales de nuestra asociación, como rescates de urgencia y transportes.",
    },
    service: {
      name: "Hospicio para perros mayores y enfermos",
      serviceType: "Hospicio para animales",
      description:
        "Un hogar para perros mayores y con enfermedades incurables en España: cuidados, medicación, alimentación especial y compañía hasta el último día.",
    },
  },
} satisfies Record<Locale, HospiceContent>;
